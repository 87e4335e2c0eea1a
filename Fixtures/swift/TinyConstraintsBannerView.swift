import UIKit
import TinyConstraints

/// A true finding through TinyConstraints: the message is pinned 12 inward on every side of a 40-point strip and
/// also made 24 tall (12 + 24 + 12 is not 40).
final class TinyConstraintsBannerView: UIView {
    private let strip = UIView()
    private let message = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(strip)
        strip.addSubview(message)
        strip.edgesToSuperview(excluding: .bottom)
        strip.height(40)
        message.edgesToSuperview(insets: TinyEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        message.height(24)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
