import SnapKit
import UIKit

/// A review row hides its photo strip when a review has no photos, and in the same branch sets the strip's height to 0:
/// the hidden strip's 0 and the stack's hiding agree. The reply box is hidden with its 80 points left required: the
/// stack's hiding fights them, reported in that branch.
final class ReviewRowView: UIView {
    private let stack = UIStackView()
    private let photos = UIView()
    private let reply = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        addSubview(stack)
        stack.addArrangedSubview(photos)
        stack.addArrangedSubview(reply)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        photos.snp.makeConstraints { $0.height.equalTo(120) }
        reply.snp.makeConstraints { $0.height.equalTo(80) }
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure(photoCount: Int, replied: Bool) {
        if photoCount > 0 {
            photos.isHidden = false
            photos.snp.updateConstraints { $0.height.equalTo(120) }
        } else {
            photos.isHidden = true
            photos.snp.updateConstraints { $0.height.equalTo(0) }
        }
        if !replied {
            reply.isHidden = true
        }
    }
}
