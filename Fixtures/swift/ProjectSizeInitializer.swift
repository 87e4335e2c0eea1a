import SnapKit
import UIKit

// The project adds a square-size initializer to CGSize. Its label is none of CGSize's own, so the size it makes is
// not read as an inset record: the avatar is a 40-point square, nothing is negative, nothing is reported. The badge
// uses CGSize's own initializer and then a second, different height (reported).
extension CGSize {
    init(all side: CGFloat) {
        self.init(width: side, height: side)
    }
}

final class ContactCell: UICollectionViewCell {
    private let avatar = UIImageView()
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(avatar)
        contentView.addSubview(badge)
        avatar.snp.makeConstraints {
            $0.top.leading.equalToSuperview().offset(8)
            $0.size.equalTo(CGSize(all: 40))
        }
        badge.snp.makeConstraints {
            $0.top.trailing.equalToSuperview().inset(8)
            $0.size.equalTo(CGSize(width: 44, height: 44))
            $0.height.equalTo(50)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
