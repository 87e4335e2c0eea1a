import UIKit

/// `window?.bounds ?? .zero` is the window's bounds at run time; its fallback is not the value the code works with.
/// Read as zero, the caption's width would be −32, a negative size no layout can give.
final class CaptionStripView: UIView {
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        let screenBounds = window?.windowScene?.screen.bounds ?? .zero
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            caption.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            caption.widthAnchor.constraint(equalToConstant: screenBounds.width - 32),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
