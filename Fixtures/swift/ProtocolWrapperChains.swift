import UIKit

// A chainable layout wrapper reached through a project protocol that every view adopts: `extension UIView:
// Pinnable {}` and `extension Pinnable { var pin: PinChain }`. A UITextView has the property as much as a UIView,
// and each call of the chain turns the view's autoresizing mask off before it adds its constraint.
struct PinChain {
    let view: UIView
}

protocol Pinnable: UIView {
    var pin: PinChain { get }
}

extension Pinnable {
    var pin: PinChain { PinChain(view: self) }
}

extension UIView: Pinnable {}

extension PinChain {
    @discardableResult
    func top(to anchor: NSLayoutYAxisAnchor, offset: CGFloat = 0) -> Self {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.topAnchor.constraint(equalTo: anchor, constant: offset).isActive = true
        return self
    }

    @discardableResult
    func sides(to guide: UILayoutGuide, inset: CGFloat = 0) -> Self {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset).isActive = true
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset).isActive = true
        return self
    }

    @discardableResult
    func height(_ constant: CGFloat) -> Self {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: constant).isActive = true
        return self
    }
}

final class AchievementDetailView: UIView {
    private let headline = UILabel()
    private let notesView = UITextView()
    // Constrained directly, its mask left on: the one finding here.
    private let footnote = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(headline)
        addSubview(notesView)
        addSubview(footnote)
        headline.pin
            .top(to: safeAreaLayoutGuide.topAnchor, offset: 12)
            .sides(to: safeAreaLayoutGuide, inset: 16)
        notesView.pin
            .top(to: headline.bottomAnchor, offset: 10)
            .sides(to: safeAreaLayoutGuide, inset: 16)
        notesView.heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true
        addRule(below: notesView)
        footnote.topAnchor.constraint(equalTo: notesView.bottomAnchor, constant: 20).isActive = true
        footnote.heightAnchor.constraint(equalToConstant: 18).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    // The rule line is named `rule` (its local), not after the wrapper's field.
    private func addRule(below view: UIView) {
        let rule = UIView()
        addSubview(rule)
        rule.pin
            .top(to: view.bottomAnchor, offset: 9)
            .sides(to: safeAreaLayoutGuide)
            .height(1)
    }
}
