import UIKit
import Cartography

/// Cartography's `constrain` blocks, `align` and `distribute` read into plain constraints. The ticket, its icon,
/// title and price are complete; the stamp is a true finding: its required height of 64 and its pins 8 from the
/// top and bottom of a 72-point ticket cannot all hold.
final class CartographyTicketView: UIView {
    private let background = UIView()
    private let icon = UIImageView()
    private let title = UILabel()
    private let price = UILabel()
    private let stamp = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        addSubview(icon)
        addSubview(title)
        addSubview(price)
        addSubview(stamp)
        constrain(self, background) { ticket, background in
            ticket.height == 72
            background.edges == inset(ticket.edges, 4, 8)
        }
        constrain(icon, title, price) { icon, title, price in
            icon.leading == icon.superview!.leading + 12
            icon.centerY == icon.superview!.centerY
            icon.width == 40
            icon.height == icon.width
            title.width >= 0.25 * title.superview!.width ~ 750
            price.trailing == price.superview!.trailing - 40
        }
        distribute(by: 8, horizontally: icon, title, price)
        align(centerY: icon, title, price)
        constrain(stamp) { stamp in
            stamp.top == stamp.superview!.top + 8
            stamp.bottom == stamp.superview!.bottom - 8
            stamp.height == 64
            stamp.width == 24
            stamp.trailing == stamp.superview!.trailing - 8
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A group the code replaces later (`replace:`) is not read: which of its constraints hold depends on the order the
/// app calls them in, so the badge stays open. The dot's relation to a value the reader cannot work out is open too.
final class CartographyToggleView: UIView {
    private let badge = UIView()
    private let dot = UIView()
    private let group = ConstraintGroup()
    var inset: CGFloat { bounds.width / 10 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
        addSubview(dot)
        constrain(badge, replace: group) { badge in
            badge.width == 20
            badge.height == 20
        }
        constrain(dot) { dot in
            dot.leading == dot.superview!.leading + inset
            dot.top == dot.superview!.top
            dot.size == dot.superview!.size / 4
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
