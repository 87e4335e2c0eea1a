import UIKit
import SnapKit

// A gauge view that lays out its needle with SnapKit from a helper its layoutSubviews calls, and a header that
// activates anchors in layoutSubviews behind a test of the run's own size (not of anything it keeps): both make new
// constraints on every layout pass. A third view sizes its dot by changing a constraint it made once.
final class GaugeDial: UIView {
    private let needle = UIView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(needle)
        addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeNeedle()
    }

    private func placeNeedle() {
        needle.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.equalTo(bounds.width / 2)
            make.height.equalTo(2)
        }
        caption.snp.makeConstraints { make in
            make.top.equalTo(needle.snp.bottom).offset(8)
            make.centerX.equalToSuperview()
        }
    }
}

final class BannerHeader: UIView {
    let headline = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        headline.translatesAutoresizingMaskIntoConstraints = false
        addSubview(headline)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width > 0 else { return }
        headline.leadingAnchor.constraint(equalTo: leadingAnchor, constant: bounds.width > 400 ? 32 : 16).isActive = true
        headline.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }
}

final class StatusDot: UIView {
    private let dot = UIView()
    private lazy var dotWidth = dot.widthAnchor.constraint(equalToConstant: 8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(dot)
        NSLayoutConstraint.activate([
            dotWidth,
            dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
            dot.centerXAnchor.constraint(equalTo: centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        dotWidth.constant = bounds.height / 3
    }
}
