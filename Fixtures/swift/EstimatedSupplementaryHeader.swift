import UIKit

/// A compositional layout that estimates its section headers' height: the header sizes itself from its content,
/// and a header whose label is tied only at the top gives it no height.
final class TagsLayoutFactory {
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
                                                        alignment: .top),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }
}

final class TagsSectionHeader: UICollectionReusableView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Shows the tags with their estimated section headers.
final class TagsController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: TagsLayoutFactory.makeLayout())
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TagsSectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "tags")
    }
}
