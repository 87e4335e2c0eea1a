import UIKit

// A label that only nudges the size UIKit gives it: it keeps a label's intrinsic size.
class PaddedCaptionLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        if size.height != UIView.noIntrinsicMetric {
            size.height += 1
        }
        return size
    }
}

// Tests its metric and still gives no width of its own.
class RuleLineView: UIView {
    override var intrinsicContentSize: CGSize {
        let base = super.intrinsicContentSize
        guard base.height == UIView.noIntrinsicMetric else { return base }
        return CGSize(width: UIView.noIntrinsicMetric, height: 1)
    }
}

// Thin along the axis it is drawn across: which axis has no metric depends on the instance.
class DividerView: UIView {
    enum Direction {
        case across
        case down
    }

    private let direction: Direction

    init(direction: Direction) {
        self.direction = direction
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        switch direction {
        case .across: return CGSize(width: UIView.noIntrinsicMetric, height: 1)
        case .down: return CGSize(width: 1, height: UIView.noIntrinsicMetric)
        }
    }
}

extension NSLayoutConstraint {
    func turn(on isOn: Bool) {
        if isOn {
            self.isActive = true
        } else {
            self.isActive = false
        }
    }
}

final class WelcomeNoteView: UIView {
    private let greetingLabel = PaddedCaptionLabel()
    private let noteLabel = PaddedCaptionLabel()
    private let rule = RuleLineView()
    private let divider = DividerView(direction: .down)
    private var noteBelowGreeting: NSLayoutConstraint!
    private var noteAtTop: NSLayoutConstraint!

    private var showsGreeting: Bool {
        UserDefaults.standard.bool(forKey: "welcome.greeting")
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [greetingLabel, noteLabel, rule, divider] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        addSubview(greetingLabel)
        addSubview(noteLabel)
        addSubview(rule)
        addSubview(divider)
        NSLayoutConstraint.activate([
            greetingLabel.topAnchor.constraint(equalTo: topAnchor),
            greetingLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            noteLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            rule.topAnchor.constraint(equalTo: noteLabel.bottomAnchor, constant: 4),
            rule.leadingAnchor.constraint(equalTo: leadingAnchor),
            rule.trailingAnchor.constraint(equalTo: trailingAnchor),
            rule.bottomAnchor.constraint(equalTo: bottomAnchor),
            divider.topAnchor.constraint(equalTo: topAnchor),
            divider.bottomAnchor.constraint(equalTo: rule.topAnchor),
            divider.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        noteBelowGreeting = noteLabel.topAnchor.constraint(equalTo: greetingLabel.bottomAnchor, constant: 8)
        noteAtTop = noteLabel.topAnchor.constraint(equalTo: topAnchor)
        noteBelowGreeting.isActive = true
        refreshGreeting()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func refreshGreeting() {
        noteBelowGreeting.turn(on: showsGreeting)
        noteAtTop.turn(on: !showsGreeting)
    }
}
