import UIKit

// A design-system label whose base class runs `attribute()` and `layout()` from its designated initializer. The
// subclass's `layout()` picks a size by the font of its inner label; the subclass hands the font over only after
// `super.init` returns, so when `layout()` runs the inner label still has UIKit's default font and no case of the
// switch matches: the label gets no size of its own. A screen then pins the label 300 wide and 20 tall, which holds.
// A badge that sets its inner label's font first and then switches over it does take the case of that font, so
// pinning a caption badge 300 wide conflicts with its own 280 and is reported.
extension UIFont {
    static let headline = UIFont.boldSystemFont(ofSize: 28)
    static let caption = UIFont.systemFont(ofSize: 13)
}

class DesignBaseLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        attribute()
        layout()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func attribute() {}
    func layout() {}
}

final class DesignLabel: DesignBaseLabel {
    private let inner = DesignBaseLabel()

    init(text: String, font: UIFont = .headline) {
        super.init(frame: .zero)
        inner.text = text
        inner.font = font
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layout() {
        super.layout()
        addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: topAnchor),
            inner.bottomAnchor.constraint(equalTo: bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        switch inner.font {
        case UIFont.headline:
            heightAnchor.constraint(equalToConstant: 48).isActive = true
        case UIFont.caption:
            heightAnchor.constraint(equalToConstant: 16).isActive = true
            widthAnchor.constraint(equalToConstant: 280).isActive = true
        default:
            break
        }
    }
}

final class CaptionScreenController: UIViewController {
    private let note = DesignLabel(text: "Terms apply", font: .caption)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            note.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            note.widthAnchor.constraint(equalToConstant: 300),
            note.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}

final class CaptionBadge: UIView {
    private let inner = UILabel()

    init(font: UIFont) {
        super.init(frame: .zero)
        inner.font = font
        addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: topAnchor),
            inner.bottomAnchor.constraint(equalTo: bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        switch inner.font {
        case UIFont.caption:
            widthAnchor.constraint(equalToConstant: 280).isActive = true
        default:
            break
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class BadgeScreenController: UIViewController {
    private let badge = CaptionBadge(font: .caption)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 300),
        ])
    }
}
