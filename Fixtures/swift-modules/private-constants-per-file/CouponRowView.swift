import UIKit

/// A row whose file-private `UIConstants.height` is 44 while it also asks for at least 60 points: a real conflict,
/// reported with this file's value.
final class CouponRowView: UIView {
    private let stripe = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stripe.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stripe)
        NSLayoutConstraint.activate([
            stripe.topAnchor.constraint(equalTo: topAnchor),
            stripe.leadingAnchor.constraint(equalTo: leadingAnchor),
            stripe.widthAnchor.constraint(equalToConstant: 4),
            stripe.heightAnchor.constraint(equalToConstant: UIConstants.height),
            stripe.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

private enum UIConstants {
    static let height: CGFloat = 44
}
