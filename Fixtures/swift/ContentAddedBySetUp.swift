import UIKit

/// The input view gets its title, field and full chain in `setUp(title:field:)`, which the list calls for every cell;
/// as `init` leaves it, it holds nothing. The base configuration (no `setUp`) is not a row anyone sees, so its empty
/// input view is no missing chain; where `setUp` runs, the chain is complete.
final class LabeledInputView: UIView {
    private let title = UILabel()

    func setUp(title text: String, field: UITextField) {
        title.text = text
        title.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        addSubview(field)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }
}

final class ProfileInputCell: UICollectionViewCell {
    private let input = LabeledInputView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        input.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(input)
        NSLayoutConstraint.activate([
            input.topAnchor.constraint(equalTo: contentView.topAnchor),
            input.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            input.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            input.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    func setUp(title: String, field: UITextField) {
        input.setUp(title: title, field: field)
    }
}

/// A cell whose badge view is made in `init` with a label tied only at the top: reported.
final class BadgeCell: UICollectionViewCell {
    private let badge = UIView()
    private let count = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.translatesAutoresizingMaskIntoConstraints = false
        count.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        badge.addSubview(count)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: contentView.topAnchor),
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            count.topAnchor.constraint(equalTo: badge.topAnchor, constant: 4),
            count.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ProfileViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProfileInputCell.self, forCellWithReuseIdentifier: "input")
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        (collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
}
