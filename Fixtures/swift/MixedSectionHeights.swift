import UIKit

/// A plan screen whose compositional layout gives its day tags an absolute height and lets its notes size themselves:
/// which section shows which cell is the data source's, so the tag cell's centred label is not read as a missing
/// chain. The journal screen estimates every item's height: its entry cell, tied only at the top, is reported.
final class PlanView: UIView {
    private lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collection.register(DayTagCell.self, forCellWithReuseIdentifier: "tag")
        collection.register(PlanNoteCell.self, forCellWithReuseIdentifier: "note")
        addSubview(collection)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let size = NSCollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(72))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return NSCollectionLayoutSection(group: group)
        }
    }
}

final class DayTagCell: UICollectionViewCell {
    private let day = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        day.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(day)
        day.centerXAnchor.constraint(equalTo: contentView.centerXAnchor).isActive = true
        day.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class PlanNoteCell: UICollectionViewCell {
    private let note = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        note.translatesAutoresizingMaskIntoConstraints = false
        note.numberOfLines = 0
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class JournalView: UIView {
    private lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collection.register(JournalEntryCell.self, forCellWithReuseIdentifier: "entry")
        addSubview(collection)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

final class JournalEntryCell: UICollectionViewCell {
    private let entry = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        entry.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(entry)
        entry.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
        entry.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
        entry.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}
