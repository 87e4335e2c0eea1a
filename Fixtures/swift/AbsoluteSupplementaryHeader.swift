import UIKit

/// Reviews in cells that estimate their height, under section headers of an absolute height: the layout sizes the
/// headers, so a header whose label is only centred needs no chain. The notes section estimates its header's height
/// in the item itself: that header sizes itself, and its label tied only at the top gives it no height.
final class ReviewsView: UIView {
    private lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collection.register(ReviewsHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "reviews")
        collection.translatesAutoresizingMaskIntoConstraints = false
        addSubview(collection)
        NSLayoutConstraint.activate([
            collection.topAnchor.constraint(equalTo: topAnchor),
            collection.bottomAnchor.constraint(equalTo: bottomAnchor),
            collection.leadingAnchor.constraint(equalTo: leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}

final class ReviewsHeader: UICollectionReusableView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        title.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class NotesView: UIView {
    private lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collection.register(NotesHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "notes")
    }

    required init?(coder: NSCoder) { fatalError() }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }
    }
}

final class NotesHeader: UICollectionReusableView {
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

/// A header height the code works out (`style.headerHeight`) is not known to be estimated: the layout sizes the header
/// as far as the code read shows, and its centred label is not reported.
enum FeedStyle {
    case compact, roomy

    var headerHeight: NSCollectionLayoutDimension { self == .compact ? .absolute(40) : .absolute(64) }
}

final class FeedView: UIView {
    var style = FeedStyle.compact
    private lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collection.register(FeedHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "feed")
    }

    required init?(coder: NSCoder) { fatalError() }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [unowned self] _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(90)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(90)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: self.style.headerHeight),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }
    }
}

final class FeedHeader: UICollectionReusableView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        title.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}
