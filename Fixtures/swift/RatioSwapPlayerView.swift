import UIKit

/// A player whose aspect-ratio constraint is replaced when the stream's shape is known: `willSet` deactivates the old
/// constraint before `didSet` activates the new one, so only one ratio is ever active. Not a conflict.
final class RatioSwapPlayerView: UIView {
    private let screen = UIView()
    private var ratioConstraint: NSLayoutConstraint? {
        willSet { ratioConstraint?.isActive = false }
        didSet { ratioConstraint?.isActive = true }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        screen.translatesAutoresizingMaskIntoConstraints = false
        addSubview(screen)
        NSLayoutConstraint.activate([
            screen.topAnchor.constraint(equalTo: topAnchor),
            screen.leadingAnchor.constraint(equalTo: leadingAnchor),
            screen.trailingAnchor.constraint(equalTo: trailingAnchor),
            screen.bottomAnchor.constraint(equalTo: bottomAnchor),
            screen.heightAnchor.constraint(equalToConstant: 90),
        ])
        showStream()
    }

    required init?(coder: NSCoder) { fatalError() }

    /// Set from a method, not the initializer itself, so the observers run (Swift skips them in the init).
    private func showStream() {
        ratioConstraint = screen.widthAnchor.constraint(equalTo: screen.heightAnchor, multiplier: 16.0 / 9.0)
        ratioConstraint = screen.widthAnchor.constraint(equalTo: screen.heightAnchor, multiplier: 1)
    }
}

/// The same swap without the `willSet`: the first ratio stays active beside the second. A conflict.
final class RatioStackPlayerView: UIView {
    private let screen = UIView()
    private var ratioConstraint: NSLayoutConstraint? {
        didSet { ratioConstraint?.isActive = true }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        screen.translatesAutoresizingMaskIntoConstraints = false
        addSubview(screen)
        NSLayoutConstraint.activate([
            screen.topAnchor.constraint(equalTo: topAnchor),
            screen.leadingAnchor.constraint(equalTo: leadingAnchor),
            screen.trailingAnchor.constraint(equalTo: trailingAnchor),
            screen.bottomAnchor.constraint(equalTo: bottomAnchor),
            screen.heightAnchor.constraint(equalToConstant: 90),
        ])
        showStream()
    }

    required init?(coder: NSCoder) { fatalError() }

    /// Set from a method, not the initializer itself, so the observers run (Swift skips them in the init).
    private func showStream() {
        ratioConstraint = screen.widthAnchor.constraint(equalTo: screen.heightAnchor, multiplier: 16.0 / 9.0)
        ratioConstraint = screen.widthAnchor.constraint(equalTo: screen.heightAnchor, multiplier: 1)
    }
}
