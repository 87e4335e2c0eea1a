import UIKit

/// A view whose layout is chosen by a style enum: the enum's own methods build it.
final class MessageView: UIView {
    let bodyLabel = UILabel()
    let timeLabel = UILabel()

    func apply(style: Style) {
        style.arrange(in: self)
    }

    enum Style {
        case stacked
        case sideBySide
    }
}

extension MessageView.Style {
    func arrange(in view: MessageView) {
        switch self {
        case .stacked: stacked(view)
        case .sideBySide: sideBySide(view)
        }
    }

    private func common(_ view: MessageView) {
        view.bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        view.timeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(view.bodyLabel)
        view.addSubview(view.timeLabel)
        NSLayoutConstraint.activate([
            view.bodyLabel.topAnchor.constraint(equalTo: view.topAnchor),
            view.bodyLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
    }

    private func stacked(_ view: MessageView) {
        common(view)
        NSLayoutConstraint.activate([
            view.bodyLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            view.timeLabel.topAnchor.constraint(equalTo: view.bodyLabel.bottomAnchor, constant: 4),
            view.timeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.timeLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
            view.timeLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func sideBySide(_ view: MessageView) {
        common(view)
        view.timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            view.timeLabel.leadingAnchor.constraint(equalTo: view.bodyLabel.trailingAnchor, constant: 8),
            view.timeLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            view.timeLabel.firstBaselineAnchor.constraint(equalTo: view.bodyLabel.firstBaselineAnchor),
            view.bodyLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

/// A self-sizing cell that picks the stacked style for its message.
final class MessageCell: UITableViewCell {
    let messageView = MessageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        messageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(messageView)
        NSLayoutConstraint.activate([
            messageView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            messageView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            messageView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            messageView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        messageView.apply(style: .stacked)
    }

    required init?(coder: NSCoder) { fatalError() }
}
