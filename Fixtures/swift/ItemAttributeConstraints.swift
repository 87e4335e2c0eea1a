import UIKit

final class BadgeView: UIView {
    private let countLabel = UILabel()

    init() {
        super.init(frame: .zero)
        addSubview(countLabel)
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        addConstraint(NSLayoutConstraint(item: countLabel, attribute: .centerX, relatedBy: .equal,
                                         toItem: self, attribute: .centerX, multiplier: 1, constant: 0))
        let minimumWidth = NSLayoutConstraint(item: self, attribute: .width, relatedBy: .greaterThanOrEqual,
                                              toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)
        minimumWidth.priority = UILayoutPriority(rawValue: 999)
        minimumWidth.isActive = true
        let offset = countLabel.topAnchor.anchorWithOffset(to: bottomAnchor).constraint(equalToConstant: 4)
        offset.isActive = true
        countLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: Self.inset * 2).isActive = true
        countLabel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5, constant: unresolvedPadding).isActive = true
    }

    static let inset: CGFloat = -2

    required init?(coder: NSCoder) { fatalError() }
}
