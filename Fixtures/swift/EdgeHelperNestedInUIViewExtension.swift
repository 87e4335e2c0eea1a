import UIKit

// A helper struct declared inside `extension UIView` is the project's own type: its memberwise initializer
// keeps the constraints, its methods change their constants and activate them.

extension UIView {
    struct PinnedEdges {
        let top: NSLayoutConstraint
        let bottom: NSLayoutConstraint

        func shift(by inset: CGFloat) {
            top.constant = inset
            bottom.constant = -inset
        }

        func activate() {
            NSLayoutConstraint.activate([top, bottom])
        }
    }

    enum EdgeTarget {
        case bounds
        case margins
    }

    @discardableResult
    func pinVertically(_ view: UIView, inset: CGFloat = 0, target: EdgeTarget = .bounds) -> PinnedEdges {
        view.translatesAutoresizingMaskIntoConstraints = false
        let guide: UILayoutGuide?
        switch target {
        case .bounds:
            guide = nil
        case .margins:
            guide = layoutMarginsGuide
        }
        let edges = PinnedEdges(top: view.topAnchor.constraint(equalTo: guide?.topAnchor ?? topAnchor),
                                bottom: view.bottomAnchor.constraint(equalTo: guide?.bottomAnchor ?? bottomAnchor))
        edges.shift(by: inset)
        edges.activate()
        return edges
    }
}

final class NoteHeaderCell: UITableViewCell {
    private let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.pinVertically(titleLabel, inset: 4, target: .margins)
        titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}
