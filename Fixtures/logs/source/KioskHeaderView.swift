import UIKit

/// The header from masonry.log, written with anchors: the close button's right edge has an identifier.
final class KioskHeaderView: UIView {
    let closeButton = UIButton(type: .system)
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.accessibilityIdentifier = "kioskTitle"
        addSubview(closeButton)
        addSubview(titleLabel)
        let closeButtonRight = closeButton.rightAnchor.constraint(equalTo: rightAnchor, constant: -12)
        closeButtonRight.identifier = "closeButtonRight"
        NSLayoutConstraint.activate([
            closeButton.widthAnchor.constraint(equalToConstant: 88),
            closeButton.leftAnchor.constraint(equalTo: leftAnchor, constant: 12),
            closeButtonRight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
