import UIKit

/// A project's own arranging container (not a stack view): `addArrangedSubview` keeps the view in a list and
/// `updateConstraints` builds each one's spacing and edge constraints from dictionaries keyed by view. The reader
/// runs the methods but does not model the arrangement they add up to, so the tags handed to it are open, and the
/// cell showing them is not missing a link at the tags. The caption pinned above the shelf is read as usual. (With
/// ambiguity checks on, the shelf's width is reported: nothing pins its trailing edge, here or in the container.)
final class TagShelfView: UIView {
    private var arranged: [UIView] = []
    private var spacingByView: [UIView: NSLayoutConstraint] = [:]

    func addArrangedSubview(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        arranged.append(view)
        addSubview(view)
        setNeedsUpdateConstraints()
    }

    override func updateConstraints() {
        var previous: UIView?
        for view in arranged where spacingByView[view] == nil {
            let spacing = view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? leadingAnchor, constant: 6)
            spacingByView[view] = spacing
            NSLayoutConstraint.activate([spacing, view.topAnchor.constraint(equalTo: topAnchor), view.bottomAnchor.constraint(equalTo: bottomAnchor)])
            previous = view
        }
        super.updateConstraints()
    }
}

final class TagListCell: UITableViewCell {
    private let caption = UILabel()
    private let shelf = TagShelfView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        caption.translatesAutoresizingMaskIntoConstraints = false
        shelf.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        contentView.addSubview(shelf)
        let first = UILabel()
        let second = UILabel()
        shelf.addArrangedSubview(first)
        shelf.addArrangedSubview(second)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            shelf.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 4),
            shelf.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            shelf.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
