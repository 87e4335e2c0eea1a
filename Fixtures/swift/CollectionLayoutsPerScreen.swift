import UIKit

// Two screens of one app. The provider grid uses a flow layout subclass with a fixed item size: its tiles are as
// large as the layout makes them, so a centred icon needs no chain. The feed estimates its item sizes: its cards size
// themselves, and a card whose title is not tied to its bottom is missing a link (reported).
final class ProviderGridLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 72, height: 72)
    }
}

final class ProviderGridController: UIViewController {
    private let grid = UICollectionView(frame: .zero, collectionViewLayout: ProviderGridLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.register(ProviderTileCell.self, forCellWithReuseIdentifier: "tile")
    }

    func tile(at indexPath: IndexPath) -> ProviderTileCell {
        grid.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! ProviderTileCell
    }
}

final class ProviderTileCell: UICollectionViewCell {
    private let providerIcon = UIImageView(image: UIImage(named: "provider"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        providerIcon.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(providerIcon)
        NSLayoutConstraint.activate([
            providerIcon.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            providerIcon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class NewsFeedController: UIViewController {
    private let feedLayout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        feedLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let feed = UICollectionView(frame: .zero, collectionViewLayout: feedLayout)
        feed.register(NewsCardCell.self, forCellWithReuseIdentifier: "card")
    }
}

final class NewsCardCell: UICollectionViewCell {
    private let headlineLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        headlineLabel.numberOfLines = 0
        headlineLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(headlineLabel)
        NSLayoutConstraint.activate([
            headlineLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            headlineLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            headlineLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
