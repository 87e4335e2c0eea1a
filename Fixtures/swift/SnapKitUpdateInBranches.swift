import SnapKit
import UIKit

/// `updateConstraints` whose closure chooses the constant in an `if … else`: only the branch that runs writes its
/// description, so SnapKit sets one height. The address label holds no SnapKit constraint before, so its first update
/// makes the height (42 or 21, never both). The badge's width is updated to 60 in the wide branch inside a 40-point
/// slot whose edges it is pinned to: that branch alone really conflicts.
final class ListingHeaderViewController: UIViewController {
    private let addressStack = UIStackView()
    private let addressLabel = UILabel()
    private let slot = UIView()
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(addressStack)
        addressStack.addArrangedSubview(addressLabel)
        addressLabel.numberOfLines = 0
        addressStack.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
        }
        view.addSubview(slot)
        slot.addSubview(badge)
        slot.snp.makeConstraints { make in
            make.top.equalTo(addressStack.snp.bottom).offset(8)
            make.leading.equalToSuperview()
            make.size.equalTo(40)
        }
        badge.snp.makeConstraints { make in
            make.top.bottom.leading.equalToSuperview()
            make.trailing.lessThanOrEqualToSuperview()
            make.width.equalTo(20)
        }
        ListingService.shared.load { listing, error in
            if error == nil, let listing {
                self.addressLabel.text = listing.address
                self.fitAddress()
            }
        }
        updateBadge(wide: traitCollection.horizontalSizeClass == .regular)
    }

    private func fitAddress() {
        let fitting = addressLabel.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        addressLabel.snp.updateConstraints { make in
            if fitting.height > 30 {
                make.height.equalTo(42)
            } else {
                make.height.equalTo(21)
            }
        }
    }

    private func updateBadge(wide: Bool) {
        badge.snp.updateConstraints { make in
            if wide {
                make.width.equalTo(60)
            } else {
                make.width.equalTo(32)
            }
        }
    }
}

/// SnapKit's `updateConstraints` on a view holding no constraint of its own makes every description of its closure
/// (it runs `makeConstraints` instead): the tag's width and height both exist afterwards, and a later 30-point height
/// really conflicts with the 20 points made there.
final class ListingTagView: UIView {
    private let tag = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(tag)
        tag.snp.updateConstraints { make in
            make.width.equalTo(10)
            make.height.equalTo(20)
            make.top.leading.equalToSuperview()
        }
        tag.snp.makeConstraints { make in
            make.height.equalTo(30)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
