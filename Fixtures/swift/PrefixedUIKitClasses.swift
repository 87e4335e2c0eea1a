import UIKit

// A UIKit app that prefixes its own classes with "NS", as AppKit does: the classes are what they inherit, not what
// their names suggest. The card's stack is a UIStackView subclass laid out vertically, so hiding the detail panel
// collapses its height (its label's 5-point side insets stay) and its required 40-point height conflicts with that;
// the scene is checked on phones, not on a Mac (an NSStackView would detach the hidden panel instead).

// Named like an AppKit control, this is a UIKit button.
final class NSStepper: UIButton {}

class NSCardStackView: UIStackView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
}

final class NSDetailPanel: UIView {
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
            caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -5),
            caption.topAnchor.constraint(equalTo: topAnchor),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class NSNoticeCardView: UIView {
    private let stackView = NSCardStackView()
    private let detailPanel = NSDetailPanel()
    private let actionButton = NSStepper()

    override init(frame: CGRect) {
        super.init(frame: frame)
        arrange()
        detailPanel.isHidden = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func arrange() {
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        stackView.addArrangedSubview(detailPanel)
        stackView.addArrangedSubview(actionButton)
        // Required, so it fights the stack's 'UISV-hiding' height of 0 while the panel is hidden: a real conflict.
        detailPanel.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
}
