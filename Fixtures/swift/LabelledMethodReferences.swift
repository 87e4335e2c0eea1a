import UIKit

// A method named with its argument labels, `addSubview(_:)`, is a function value like `addSubview`: passed to
// `forEach` it adds every view. Read as a call with no arguments, the views stayed outside the card and every
// constraint between them read as relating views with no common ancestor.
extension UIView {
    func addSubViews(_ views: UIView...) {
        views.forEach(self.addSubview(_:))
    }
}

final class TicketCard: UIView {
    let title = UILabel()
    let icon = UIImageView()
    let details = UIStackView()
    let price = UILabel()
    let seat = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubViews(title, icon, details)
        [price, seat].forEach(details.addArrangedSubview(_:))
        details.axis = .vertical
        for view in [title, icon, details] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            icon.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            icon.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            icon.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            details.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            details.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            details.trailingAnchor.constraint(equalTo: icon.trailingAnchor),
            details.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
