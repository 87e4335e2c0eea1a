import UIKit

/// A pin helper that takes the edges to pin as a project OptionSet (composite members `horizontal`, `vertical`,
/// `all`, the default) and tests `edges.contains(.top)` for each edge. Each call's set decides which edges it pins:
/// the card's content is pinned to the card's margins across and to the card itself up and down, with no edge
/// pinned twice; read as undecided tests, every edge of both calls met in false conflicts.
struct PinEdges: OptionSet {
    let rawValue: Int

    static let top = PinEdges(rawValue: 1 << 0)
    static let bottom = PinEdges(rawValue: 1 << 1)
    static let leading = PinEdges(rawValue: 1 << 2)
    static let trailing = PinEdges(rawValue: 1 << 3)

    static let horizontal: PinEdges = [.leading, .trailing]
    static let vertical: PinEdges = [.top, .bottom]
    static let all: PinEdges = [.horizontal, .vertical]
}

extension UIView {
    func pinConstraints(to other: UIView, edges: PinEdges = .all) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        if edges.contains(.top) { made.append(topAnchor.constraint(equalTo: other.topAnchor)) }
        if edges.contains(.leading) { made.append(leadingAnchor.constraint(equalTo: other.leadingAnchor)) }
        if edges.contains(.bottom) { made.append(bottomAnchor.constraint(equalTo: other.bottomAnchor)) }
        if edges.contains(.trailing) { made.append(trailingAnchor.constraint(equalTo: other.trailingAnchor)) }
        return made
    }

    func pinConstraints(to guide: UILayoutGuide, edges: PinEdges = .all) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        if edges.contains(.top) { made.append(topAnchor.constraint(equalTo: guide.topAnchor)) }
        if edges.contains(.leading) { made.append(leadingAnchor.constraint(equalTo: guide.leadingAnchor)) }
        if edges.contains(.bottom) { made.append(bottomAnchor.constraint(equalTo: guide.bottomAnchor)) }
        if edges.contains(.trailing) { made.append(trailingAnchor.constraint(equalTo: guide.trailingAnchor)) }
        return made
    }
}

final class EdgeSetCardView: UIView {
    private let content = UIView()
    private let shade = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        shade.translatesAutoresizingMaskIntoConstraints = false
        addSubview(shade)
        addSubview(content)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        NSLayoutConstraint.activate(
            content.pinConstraints(to: layoutMarginsGuide, edges: .horizontal)
                + content.pinConstraints(to: self, edges: .vertical)
                + shade.pinConstraints(to: self)
                + [content.heightAnchor.constraint(equalToConstant: 44)]
        )
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
