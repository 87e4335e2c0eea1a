import SnapKit
import UIKit

/// A count badge whose style method calls `makeConstraints` where it meant `updateConstraints`: the
/// label ends up with two required widths, 24 and 32, which cannot both hold.
final class SnapKitBadgeView: UIView {
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(countLabel)
        countLabel.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.equalTo(24)
            make.height.equalTo(24)
        }
        applyWideStyle()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func applyWideStyle() {
        countLabel.snp.makeConstraints { make in
            make.width.equalTo(32)
        }
    }
}
