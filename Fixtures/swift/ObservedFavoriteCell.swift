import SnapKit
import UIKit

/// A card cell whose info strip moves to the top when the card shows favorites. The two sets are prepared with
/// SnapKit; `init` shows the plain card, and a property observer switches when a caller sets `showsFavorites`.
/// `{ didSet { … } }` after the initial value holds the observer, not a trailing closure: the switching helper is
/// called from it, so it is not run as set-up of its own (which left the favorites set active and the plain one
/// off). The favorites set is kept for a caller's switch: open, not missing. Quiet.
final class FavoriteCardCell: UICollectionViewCell {
    private let infoStrip = UIView()
    private var plainSet = [Constraint]()
    private var favoritesSet = [Constraint]()

    var showsFavorites: Bool = false {
        didSet { showsFavorites ? revealFavorites() : concealFavorites() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(infoStrip)
        infoStrip.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(56)
        }
        plainSet.append(contentsOf: infoStrip.snp.prepareConstraints { make in
            make.bottom.equalToSuperview()
        })
        favoritesSet.append(contentsOf: infoStrip.snp.prepareConstraints { make in
            make.top.equalToSuperview()
        })
        concealFavorites()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func concealFavorites() {
        favoritesSet.forEach { $0.deactivate() }
        plainSet.forEach { $0.activate() }
    }

    private func revealFavorites() {
        plainSet.forEach { $0.deactivate() }
        favoritesSet.forEach { $0.activate() }
    }
}
