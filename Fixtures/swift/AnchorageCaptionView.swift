import UIKit
import Anchorage

/// Anchorage's operators read into plain constraints. The caption is complete; the thumbnail is a true
/// finding: its required height of 60 and its pins 8 from the top and bottom of a 64-point view cannot all hold.
final class AnchorageCaptionView: UIView {
    private let thumbnail = UIImageView()
    private let caption = UILabel()
    private let shade = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(shade)
        addSubview(thumbnail)
        addSubview(caption)
        shade.edgeAnchors == edgeAnchors
        heightAnchor == 64
        thumbnail.leadingAnchor == leadingAnchor + 8
        thumbnail.topAnchor == topAnchor + 8
        thumbnail.bottomAnchor == bottomAnchor - 8
        thumbnail.widthAnchor == thumbnail.heightAnchor
        thumbnail.heightAnchor == 60
        caption.leadingAnchor == thumbnail.trailingAnchor + 12
        caption.trailingAnchor <= trailingAnchor - 8
        caption.centerYAnchor == thumbnail.centerYAnchor
        caption.widthAnchor >= widthAnchor * 0.25 ~ .high
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
