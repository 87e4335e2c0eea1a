import SnapKit
import UIKit

/// Swift 2 code names the priorities by their C globals (`UILayoutPriorityDefaultHigh + 1` is 751): the card's
/// bottom at 751 gives way to the 120-point height, not reported. A priority the reader cannot work out
/// (`CardTheme.current.pinStrength`) is not taken for required either: the banner's 30 points between the card's edges are not reported.
/// The strip's bottom at `UILayoutPriorityRequired` is required, and its 200 points between two pinned edges of the
/// 120-point card really conflict.
final class LegacyProfileCardView: UIView {
    private let card = UIView()
    private let favoriteBadge = UIView()
    private let banner = UIView()
    private let padding: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(card)
        card.addSubview(favoriteBadge)
        card.addSubview(banner)
        card.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(self)
            make.height.equalTo(120)
        }
        favoriteBadge.snp.makeConstraints { make in
            make.top.equalTo(card).offset(padding)
            make.leading.equalTo(card).offset(padding)
            make.height.equalTo(44)
            make.bottom.equalTo(card).inset(padding).priority(UILayoutPriorityDefaultHigh + 1)
        }
        banner.snp.makeConstraints { make in
            make.top.bottom.equalTo(card)
            make.trailing.equalTo(card)
            make.height.equalTo(30).priority(CardTheme.current.pinStrength)
            make.width.equalTo(60)
        }
        let strip = UIView()
        card.addSubview(strip)
        strip.snp.makeConstraints { make in
            make.top.equalTo(card).offset(padding)
            make.trailing.equalTo(card)
            make.height.equalTo(200)
            make.bottom.equalTo(card).priority(UILayoutPriorityRequired)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
