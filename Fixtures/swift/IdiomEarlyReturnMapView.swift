import SnapKit
import UIKit

// The iPad places its locate button and returns; the code after the `if` is the phone's placement, not code every
// device runs afterwards, so on an iPad the two `remakeConstraints` never meet. The phone's own placement asks the
// button to be 42 and 60 wide at once: reported, on phones only.
final class TrailMapView: UIView {
    private let locateButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(locateButton)
        placeControls()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func placeControls() {
        if UIDevice.current.userInterfaceIdiom == .pad && !isSplitScreen {
            locateButton.snp.remakeConstraints { make in
                make.size.equalTo(42)
                make.right.equalTo(-170)
                make.top.equalTo(55)
            }
            return
        }
        locateButton.snp.remakeConstraints { make in
            make.size.equalTo(42)
            make.width.equalTo(60)
            make.right.equalTo(-30)
            make.bottom.equalTo(-22)
        }
    }

    private var isSplitScreen: Bool { false }
}
