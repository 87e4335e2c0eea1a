import UIKit

// Optional blocks (`if let text = …, !text.isEmpty { … }`) run in place, as blocks that only bind a value do:
// the chain a local anchor carries through them stays one chain (KeePassium AnnouncementView, held-out round 4).

extension NSLayoutConstraint {
    @discardableResult
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    @discardableResult
    func activated() -> NSLayoutConstraint {
        isActive = true
        return self
    }
}

final class NoticeView: UIView {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let iconView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func buildLayout() {
        var spacing: CGFloat = 4
        addSubview(iconView)
        iconView.translatesAutoresizingMaskIntoConstraints = false
        iconView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor).activated()
        iconView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).activated()
        iconView.widthAnchor.constraint(equalToConstant: 24).activated()
        iconView.heightAnchor.constraint(equalToConstant: 24).activated()
        iconView.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor).withPriority(.defaultHigh).activated()
        let textLeading = iconView.trailingAnchor

        var stacked: [UIView] = []
        var previousBottom = layoutMarginsGuide.topAnchor
        if let title = titleLabel.text, !title.isEmpty {
            addSubview(titleLabel)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            titleLabel.topAnchor.constraint(equalTo: previousBottom, constant: spacing).activated()
            titleLabel.leadingAnchor.constraint(equalTo: textLeading, constant: 8).activated()
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor).activated()
            stacked.append(titleLabel)
            previousBottom = titleLabel.lastBaselineAnchor
            spacing = 8
        }
        if let body = bodyLabel.text, !body.isEmpty {
            addSubview(bodyLabel)
            bodyLabel.translatesAutoresizingMaskIntoConstraints = false
            bodyLabel.topAnchor.constraint(equalTo: previousBottom, constant: spacing).activated()
            bodyLabel.leadingAnchor.constraint(equalTo: textLeading, constant: 8).activated()
            bodyLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor).activated()
            stacked.append(bodyLabel)
            previousBottom = bodyLabel.bottomAnchor
        }
        if let last = stacked.last {
            last.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor).withPriority(.required - 1).activated()
        }
    }
}

final class NoticeCell: UITableViewCell {
    let notice = NoticeView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        notice.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(notice)
        NSLayoutConstraint.activate([
            notice.topAnchor.constraint(equalTo: contentView.topAnchor),
            notice.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            notice.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            notice.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The same kind of block with nothing tying the last label to the bottom: the row has no height from its content.
final class HeadlineCell: UITableViewCell {
    let headline = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        if let text = headline.text, !text.isEmpty {
            headline.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(headline)
            headline.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
            headline.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Shows these rows in a table that sizes them from their content.
final class OptionalBlocksChainedThroughALocalListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoticeCell.self, forCellReuseIdentifier: "NoticeCell")
        tableView.register(HeadlineCell.self, forCellReuseIdentifier: "HeadlineCell")
    }
}
