import SnapKit
import UIKit

// A property's `didSet` re-makes the title one way or the other, and `configure` sets the property twice in a row, the
// second time in an `if`/`else`. Each remake removes every constraint SnapKit made for the title before, whichever
// branch made it: in no configuration do two remakes' constraints meet (they conflict: the title 12 below the top
// versus 6 below a 20-point badge at 8).
final class ClipCell: UICollectionViewCell {
    private let badge = UILabel()
    private let titleLabel = UILabel()
    private let editButton = UIButton()
    private var isBadgeHidden = false {
        didSet { layoutTitle(badgeHidden: isBadgeHidden) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
        contentView.addSubview(titleLabel)
        badge.snp.makeConstraints {
            $0.top.leading.equalToSuperview().inset(8)
            $0.height.equalTo(20)
        }
        titleLabel.snp.makeConstraints {
            $0.top.equalTo(badge.snp.bottom).offset(6)
            $0.leading.trailing.equalToSuperview().inset(12)
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure(title: String?, showsBadge: Bool) {
        editButton.isHidden = false
        isBadgeHidden = title != nil ? true : false
        if title != nil && showsBadge {
            isBadgeHidden = false
        } else {
            isBadgeHidden = true
        }
    }

    private func layoutTitle(badgeHidden: Bool) {
        if badgeHidden {
            titleLabel.snp.remakeConstraints {
                $0.top.equalToSuperview().inset(12)
                $0.leading.equalToSuperview().inset(12)
                $0.trailing.equalToSuperview().inset(44)
            }
        } else {
            titleLabel.snp.remakeConstraints {
                $0.top.equalTo(badge.snp.bottom).offset(6)
                $0.leading.equalToSuperview().inset(12)
                $0.trailing.equalToSuperview().inset(12)
            }
        }
    }
}
