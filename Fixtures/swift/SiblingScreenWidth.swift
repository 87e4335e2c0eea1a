import SnapKit
import UIKit

// The summary's width comes from a separator as wide as the screen less 32 points, a value the code works out: the
// strip pinned inside the summary has that width less 64, not one its content must give. The footer's strip is pinned
// by its leading edge only: its width must come from its icon, which has none. Reported.

final class BadgeStrip: UIView {
    private let icon = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
        icon.snp.makeConstraints { $0.leading.top.bottom.equalToSuperview() }
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class SummaryView: UIView {
    private let line = UIView()
    private let strip = BadgeStrip()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(line)
        addSubview(strip)
        line.snp.makeConstraints {
            $0.top.equalToSuperview().offset(20)
            $0.leading.trailing.equalToSuperview().inset(16)
            $0.width.equalTo(UIScreen.main.bounds.width - 32)
            $0.height.equalTo(1)
        }
        strip.snp.makeConstraints {
            $0.top.equalTo(line.snp.bottom).offset(20)
            $0.leading.trailing.equalToSuperview().inset(32)
            $0.height.equalTo(68)
            $0.bottom.equalToSuperview()
        }
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class FooterView: UIView {
    private let strip = BadgeStrip()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(strip)
        strip.snp.makeConstraints {
            $0.top.bottom.equalToSuperview()
            $0.leading.equalToSuperview().inset(32)
            $0.height.equalTo(68)
        }
    }
    required init?(coder: NSCoder) { fatalError() }
}
