import UIKit

/// A project's pin helper written against its own protocol: `Pinnable` lists the anchors it needs as requirements
/// (`var topAnchor: NSLayoutYAxisAnchor { get }`), which UIView and UILayoutGuide fulfil with UIKit's own anchors.
/// The public `pinInsideParent(_:inset:)` takes an enum and forwards to a private overload of the same labels that takes a
/// struct; `.edges` names a case of the enum, so the call runs the public one. The notice's label is pinned on all
/// four edges and the notice on all four edges of the cell's content view: the chain is complete.
public protocol Pinnable {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: Pinnable {}
extension UILayoutGuide: Pinnable {}

public struct PinSides {
    public let horizontal: UIView.PinArea
    public let vertical: UIView.PinArea

    public init(area: UIView.PinArea) {
        horizontal = area
        vertical = area
    }
}

extension UIView {
    public enum PinArea: Int {
        case edges, margins
    }

    public func pinInsideParent(_ area: UIView.PinArea, inset: CGFloat = 0) {
        pinInsideParent(PinSides(area: area), inset: inset)
    }

    private func pinInsideParent(_ sides: PinSides, inset: CGFloat = 0) {
        guard let parent = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        let across = target(in: parent, area: sides.horizontal)
        let down = target(in: parent, area: sides.vertical)
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: across.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: across.trailingAnchor, constant: -inset),
            topAnchor.constraint(equalTo: down.topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: down.bottomAnchor, constant: -inset),
        ])
    }

    private func target(in parent: UIView, area: UIView.PinArea) -> Pinnable {
        switch area {
        case .edges: return parent
        case .margins: return parent.layoutMarginsGuide
        }
    }
}

final class StatusNoticeView: UIView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.numberOfLines = 0
        addSubview(title)
        title.pinInsideParent(.margins)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class StatusNoticeCell: UITableViewCell {
    private let notice = StatusNoticeView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(notice)
        notice.pinInsideParent(.edges, inset: 8)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
