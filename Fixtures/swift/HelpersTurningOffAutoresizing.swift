import UIKit

/// Two ways project code turns a view's autoresizing flag off before pinning it: a pin helper whose `guard` calls a
/// private preparation method, and a convenience initializer added to UILabel. Neither view fights its constraints.
extension UIView {
    @discardableResult
    func pinEdgeToSuperview(_ edge: NSLayoutConstraint.Attribute, offset: CGFloat = 0) -> NSLayoutConstraint? {
        guard prepareForPinning() else {
            assertionFailure("pinned without a superview")
            return nil
        }
        let constraint = NSLayoutConstraint(item: self, attribute: edge, relatedBy: .equal, toItem: superview!,
                                            attribute: edge, multiplier: 1, constant: offset)
        constraint.isActive = true
        return constraint
    }

    private func prepareForPinning() -> Bool {
        guard superview != nil else { return false }
        translatesAutoresizingMaskIntoConstraints = false
        return true
    }
}

struct BannerTextStyle {
    var pointSize: CGFloat
}

extension UILabel {
    convenience init(bannerStyle: BannerTextStyle) {
        self.init()
        translatesAutoresizingMaskIntoConstraints = false
        font = .systemFont(ofSize: bannerStyle.pointSize)
    }
}

final class ReceiptFooterCell: UITableViewCell {
    private let totalLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(totalLabel)
        totalLabel.pinEdgeToSuperview(.top, offset: 8)
        totalLabel.pinEdgeToSuperview(.bottom, offset: -8)
        totalLabel.pinEdgeToSuperview(.leading, offset: 16)
        totalLabel.pinEdgeToSuperview(.trailing, offset: -16)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ReceiptNoticeView: UIView {
    private lazy var noticeLabel: UILabel = {
        let label = UILabel(bannerStyle: BannerTextStyle(pointSize: 15))
        label.numberOfLines = 0
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(noticeLabel)
        NSLayoutConstraint.activate([
            noticeLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            noticeLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            noticeLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            noticeLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
