import UIKit

// A button class with two layout helpers its users pick from: `applySize()` (no arguments) and
// `centerHorizontally(in:)`. Other code calls `applySize()` on the buttons it holds, so it is not set-up every
// button runs: the share sheet's button, whose code only centres it, never gets it.
final class CapsuleButton: UIButton {
    let capsuleSize = CGSize(width: 220, height: 52)

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 26
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

extension CapsuleButton {
    func centerHorizontally(in view: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: view.centerXAnchor),
            widthAnchor.constraint(equalToConstant: capsuleSize.width),
            heightAnchor.constraint(equalToConstant: capsuleSize.height),
        ])
    }

    func applySize() {
        translatesAutoresizingMaskIntoConstraints = false
        widthAnchor.constraint(equalToConstant: capsuleSize.width).isActive = true
        heightAnchor.constraint(equalToConstant: capsuleSize.height).isActive = true
    }
}

final class ShareSheetView: UIView {
    private let shareButton = CapsuleButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(shareButton)
        shareButton.centerHorizontally(in: self)
        shareButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// This footer calls the size helper and then states the width again itself: a real duplicate.
final class FormFooterView: UIView {
    private let submitButton = CapsuleButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(submitButton)
        submitButton.applySize()
        NSLayoutConstraint.activate([
            submitButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            submitButton.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            submitButton.widthAnchor.constraint(equalToConstant: 220),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// A pager whose users switch its pages with `showDetails()`, a method that only shows and hides. On the instance
// below, whose host never calls it, the pager keeps what its set-up made: a 60-point page in a 40-point pager is
// still a conflict.
final class PagerView: UIView {
    let summaryPage = UIView()
    let detailsPage = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for page in [summaryPage, detailsPage] {
            page.translatesAutoresizingMaskIntoConstraints = false
            addSubview(page)
            NSLayoutConstraint.activate([
                page.topAnchor.constraint(equalTo: topAnchor),
                page.bottomAnchor.constraint(equalTo: bottomAnchor),
                page.leadingAnchor.constraint(equalTo: leadingAnchor),
                page.trailingAnchor.constraint(equalTo: trailingAnchor),
                page.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
        detailsPage.isHidden = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func showDetails() {
        summaryPage.isHidden = true
        detailsPage.isHidden = false
    }
}

final class PagerHostView: UIView {
    private let pager = PagerView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pager.translatesAutoresizingMaskIntoConstraints = false
        addSubview(pager)
        NSLayoutConstraint.activate([
            pager.topAnchor.constraint(equalTo: topAnchor),
            pager.leadingAnchor.constraint(equalTo: leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: trailingAnchor),
            pager.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class DetailsSwitcher {
    func reveal(on pager: PagerView) {
        pager.showDetails()
    }
}

// A backdrop whose `enlargeBadge()` adds a constraint (one that agrees with the rest). Its host, a self-sizing cell,
// calls it itself, under a condition, so on the host's instance it runs where the host calls it, and the instance is
// not open: the badge's bottom, tied to nothing, still breaks the cell's vertical chain.
final class BadgeBackdropView: UIView {
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: leadingAnchor),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.widthAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func enlargeBadge() {
        badge.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor).isActive = true
    }
}

final class TicketHeaderCell: UITableViewCell {
    private let backdrop = BadgeBackdropView()
    var isSingleTicket = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backdrop.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(backdrop)
        NSLayoutConstraint.activate([
            backdrop.topAnchor.constraint(equalTo: contentView.topAnchor),
            backdrop.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            backdrop.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            backdrop.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        if isSingleTicket { backdrop.enlargeBadge() }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class BadgeHighlighter {
    func highlight(_ backdrop: BadgeBackdropView) {
        backdrop.enlargeBadge()
    }
}
