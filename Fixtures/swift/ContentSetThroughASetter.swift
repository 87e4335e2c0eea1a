import UIKit

// A base cell whose `content` property is computed: its setter puts the view into the container and pins it there.
// A subclass sets it in its initializer, so the container holds the body label and the row's height comes from it;
// the side bar pinned top and bottom only stretches. Both setter spellings are read (`set { … }` with `newValue`,
// `set(view) { … }`).

class BaseCardCell: UITableViewCell {
    private let container = UIView()
    private let sideBar = UIView()

    var content: UIView? {
        get { container.subviews.first }
        set {
            container.subviews.forEach { $0.removeFromSuperview() }
            guard let newValue else { return }
            newValue.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(newValue)
            NSLayoutConstraint.activate([
                newValue.topAnchor.constraint(equalTo: container.topAnchor),
                newValue.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                newValue.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                newValue.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        container.translatesAutoresizingMaskIntoConstraints = false
        sideBar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(container)
        contentView.addSubview(sideBar)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            container.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            container.leadingAnchor.constraint(equalTo: sideBar.trailingAnchor, constant: 8),
            container.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            sideBar.topAnchor.constraint(equalTo: contentView.topAnchor),
            sideBar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            sideBar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            sideBar.widthAnchor.constraint(equalToConstant: 4),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class TextCardCell: BaseCardCell {
    private let body = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        content = body
    }
    required init?(coder: NSCoder) { fatalError() }
}

class CaptionedCardCell: UITableViewCell {
    private let holder = UIView()

    var caption: UILabel? {
        get { holder.subviews.first as? UILabel }
        set(label) {
            guard let label else { return }
            label.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: holder.topAnchor),
                label.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
            ])
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        holder.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(holder)
        NSLayoutConstraint.activate([
            holder.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            holder.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            holder.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            holder.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        caption = UILabel()
    }

    required init?(coder: NSCoder) { fatalError() }
}

// A cell a library registers as it is; its users hand it its content through `body`. In its own scene nobody assigns
// the property: the box it fills is tied to a view not read (open), not an empty box missing a height.
final class CommentBoxCell: UITableViewCell {
    private let box = UIView()

    var body: UIView? {
        get { box.subviews.first }
        set(view) {
            guard let view else { return }
            box.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            view.topAnchor.constraint(equalTo: box.topAnchor).isActive = true
            view.bottomAnchor.constraint(equalTo: box.bottomAnchor).isActive = true
            view.leadingAnchor.constraint(equalTo: box.leadingAnchor).isActive = true
            view.trailingAnchor.constraint(equalTo: box.trailingAnchor).isActive = true
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class CommentListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CommentBoxCell.self, forCellReuseIdentifier: "comment")
    }
}
