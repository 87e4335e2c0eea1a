import UIKit

/// A round avatar that sizes itself: 44 points, or less when squeezed.
final class AvatarView: UIView {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        let width = widthAnchor.constraint(equalToConstant: 44)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            width,
            heightAnchor.constraint(equalTo: widthAnchor),
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
