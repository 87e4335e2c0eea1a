import UIKit
import SnapKit

/// The overlay from snapkit.log. SnapKit prints this file and the line of each `make` call, so the
/// lines below are where the log says the constraints were made (41, 47, 48, 49).
final class MapOverlayView: UIView {
    let locateButton = UIButton(type: .custom)
    let zoomInButton = UIButton(type: .custom)
    let zoomOutButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.9)
        layer.cornerRadius = 12
        addSubview(locateButton)
        addSubview(zoomInButton)
        addSubview(zoomOutButton)
        configureButtons()
        makeConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func configureButtons() {
        locateButton.setImage(UIImage(systemName: "location"), for: .normal)
        zoomInButton.setImage(UIImage(systemName: "plus"), for: .normal)
        zoomOutButton.setImage(UIImage(systemName: "minus"), for: .normal)
        for button in [locateButton, zoomInButton, zoomOutButton] {
            button.tintColor = .label
            button.accessibilityTraits = .button
        }
    }

    private func makeConstraints() {
        zoomInButton.snp.makeConstraints { make in
            make.size.equalTo(44)
            make.trailing.equalToSuperview().offset(-8)
        }
        // The overlay is a fixed-height bar.
        snp.makeConstraints { make in
            make.height.equalTo(90)
        }

        // The locate button fills the bar's height with 24-point insets,
        // which needs 24 + 52 + 24 = 100 points.
        locateButton.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(24)
            make.height.equalTo(52)
            make.bottom.equalToSuperview().offset(-24)
            make.leading.equalToSuperview().offset(16)
        }
    }
}
