import UIKit

/// A reusable image view that keeps its image's aspect ratio with a constraint on itself. Whoever places it sets
/// its width (or height); the ratio gives the other. Read on its own, only its own ratio is known: its frame is its
/// users' to decide, not ambiguous here.
public final class RatioKeepingImageView: UIImageView {
    private var ratioConstraint: NSLayoutConstraint?

    override public var image: UIImage? {
        didSet { refreshRatio() }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFit
        refreshRatio()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refreshRatio()
    }

    private func refreshRatio() {
        ratioConstraint?.isActive = false
        ratioConstraint = nil
        if let size = image?.size, size.height > 0 {
            let ratio = widthAnchor.constraint(equalTo: heightAnchor, multiplier: size.width / size.height)
            ratio.priority = UILayoutPriority(999)
            ratio.isActive = true
            ratioConstraint = ratio
        }
    }
}
