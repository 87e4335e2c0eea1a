import UIKit

/// A friend's avatar in a grid: the cell is as wide as its layout's item (60 points), not the screen, so an avatar
/// 60 wide pinned to both sides fits. A list cell spans its collection: a 400-point banner pinned to both of its sides
/// does not fit a phone, reported.
final class FriendAvatarCell: UICollectionViewCell {
    private let avatar = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            avatar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 60),
            avatar.heightAnchor.constraint(equalToConstant: 60),
            avatar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class PromoListCell: UICollectionViewListCell {
    private let banner = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        banner.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            banner.topAnchor.constraint(equalTo: contentView.topAnchor),
            banner.widthAnchor.constraint(equalToConstant: 400),
            banner.heightAnchor.constraint(equalToConstant: 60),
            banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class FriendsViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FriendAvatarCell.self, forCellWithReuseIdentifier: "friend")
        collectionView.register(PromoListCell.self, forCellWithReuseIdentifier: "promo")
        (collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
}
