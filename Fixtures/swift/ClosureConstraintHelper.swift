import UIKit

typealias PairingConstraint = (_ view: UIView) -> NSLayoutConstraint

extension UIView {
    /// A project helper named like UIKit's `addConstraints(_:)` but taking a closure: it turns the view's mask off and
    /// activates the constraints the closure describes.
    @discardableResult
    func addConstraints(_ describe: (UIView) -> [PairingConstraint]) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let made = describe(self).map { $0(self) }
        NSLayoutConstraint.activate(made)
        return made
    }

    func centeredHorizontally(in other: UIView) -> PairingConstraint {
        { view in view.centerXAnchor.constraint(equalTo: other.centerXAnchor) }
    }
}

// The code label's mask is off (the helper turned it off) when its top is pinned with a plain anchor afterwards.
final class PairingCodeView: UIView {
    private let title = UILabel()
    private let code = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        addSubview(code)
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            title.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
        code.addConstraints { view in [view.centeredHorizontally(in: self)] }
        code.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
