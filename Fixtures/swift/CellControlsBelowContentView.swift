import UIKit

// Table cells made in code that add a control to the cell itself in their initializer. Since iOS 14 the content view is
// made when first asked for, else when the cell is displayed, on top: a control added before it takes no touches.

// Reported: the switch goes on the cell before anything asked for the content view.
final class AlertToggleCell: UITableViewCell {
    private let alertSwitch = UISwitch()
    private let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        addSubview(alertSwitch)
        contentView.addSubview(caption)
        alertSwitch.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            alertSwitch.centerYAnchor.constraint(equalTo: centerYAnchor),
            alertSwitch.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// Reported: a button added by a set-up method the initializer calls, still before the content view exists.
final class RetryFooterCell: UITableViewCell {
    private let retryButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        placeRetryButton()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private func placeRetryButton() {
        addSubview(retryButton)
        retryButton.addTarget(self, action: #selector(retry), for: .touchUpInside)
        retryButton.translatesAutoresizingMaskIntoConstraints = false
        retryButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        retryButton.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }

    @objc private func retry() {}
}

// Reported: the button gets its action from the controller that shows the cell.
final class ShareRowCell: UITableViewCell {
    let shareButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(shareButton)
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        shareButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
        shareButton.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ShareListController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = ShareRowCell(style: .default, reuseIdentifier: nil)
        cell.shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
        return cell
    }

    @objc private func share() {}
}

// Quiet: a button no code gives an action only draws its icon; under the content view it loses nothing.
final class ClipIconCell: UITableViewCell {
    private let clipIcon = UIButton(type: .custom)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(clipIcon)
        clipIcon.translatesAutoresizingMaskIntoConstraints = false
        clipIcon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
        clipIcon.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// Quiet: the content view exists (the label went into it first), so the switch sits above it.
final class ContentFirstToggleCell: UITableViewCell {
    private let quietSwitch = UISwitch()
    private let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
        addSubview(quietSwitch)
        quietSwitch.translatesAutoresizingMaskIntoConstraints = false
        quietSwitch.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        quietSwitch.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// Quiet: a label takes no touches; under the transparent content view it still shows.
final class DirectBadgeCell: UITableViewCell {
    private let countBadge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(countBadge)
        countBadge.translatesAutoresizingMaskIntoConstraints = false
        countBadge.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        countBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// Quiet: the code lets touches through the content view, the usual fix.
final class PassThroughToggleCell: UITableViewCell {
    private let passSwitch = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(passSwitch)
        passSwitch.translatesAutoresizingMaskIntoConstraints = false
        passSwitch.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        passSwitch.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
        contentView.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// Quiet: a call the reader does not follow was handed the cell first, and may have asked for its content view.
final class StyledToggleCell: UITableViewCell {
    private let styledSwitch = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        ExternalCellStyler.apply(to: self)
        addSubview(styledSwitch)
        styledSwitch.translatesAutoresizingMaskIntoConstraints = false
        styledSwitch.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        styledSwitch.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// Quiet: a cell a nib makes holds its content view from the start (`init(coder:)`, `awakeFromNib`).
final class NibToggleCell: UITableViewCell {
    private let nibSwitch = UISwitch()

    override func awakeFromNib() {
        super.awakeFromNib()
        addSubview(nibSwitch)
        nibSwitch.translatesAutoresizingMaskIntoConstraints = false
        nibSwitch.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        nibSwitch.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
    }
}

// Reported: a card view added to the cell itself holds the button; the content view covers the card and its button.
final class TicketCardCell: UITableViewCell {
    private let card = UIView()
    private let cancelButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(card)
        card.addSubview(cancelButton)
        cancelButton.addTarget(self, action: #selector(cancelTicket), for: .touchUpInside)
        card.translatesAutoresizingMaskIntoConstraints = false
        cancelButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            cancelButton.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            cancelButton.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func cancelTicket() {}
}

// Quiet: the data source showing these cells lets touches through their content view, the usual fix.
final class BookingRowCell: UITableViewCell {
    private let removeButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(removeButton)
        removeButton.addTarget(self, action: #selector(remove), for: .touchUpInside)
        removeButton.translatesAutoresizingMaskIntoConstraints = false
        removeButton.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        removeButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    @objc private func remove() {}
}

final class BookingListController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "booking", for: indexPath) as! BookingRowCell
        cell.contentView.isUserInteractionEnabled = false
        return cell
    }
}

// Quiet: the switch is made the cell's accessory view, which UIKit places beside the content view.
final class AccessorySwitchCell: UITableViewCell {
    private let accessorySwitch = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(accessorySwitch)
        accessoryView = accessorySwitch
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
