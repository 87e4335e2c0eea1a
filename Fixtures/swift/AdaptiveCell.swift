import UIKit

/// A cell whose thumbnail sits beside the title in regular width and above it in compact width.
final class AdaptiveCell: UICollectionViewCell {
    private let thumbnail = UIImageView()
    private let titleLabel = UILabel()
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(thumbnail)
        contentView.addSubview(titleLabel)
        thumbnail.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            thumbnail.topAnchor.constraint(equalTo: contentView.topAnchor),
            thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            thumbnail.widthAnchor.constraint(equalToConstant: 80),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        compactConstraints = [
            titleLabel.topAnchor.constraint(equalTo: thumbnail.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        ]
        regularConstraints.append(titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor))
        regularConstraints.append(titleLabel.leadingAnchor.constraint(equalTo: thumbnail.trailingAnchor, constant: 12))
        updateLayout(for: traitCollection)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayout(for: traitCollection)
    }

    private func updateLayout(for traits: UITraitCollection) {
        switch traits.horizontalSizeClass {
        case .compact:
            NSLayoutConstraint.deactivate(regularConstraints)
            NSLayoutConstraint.activate(compactConstraints)
        default:
            NSLayoutConstraint.deactivate(compactConstraints)
            NSLayoutConstraint.activate(regularConstraints)
        }
    }
}

// The feed asks its cells to size themselves (a collection view only lets them when asked).
final class AdaptiveFeedLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
}

/// Shows these items in a flow layout that asks each for its own size.
final class AdaptiveCellGridController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        (collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        collectionView.register(AdaptiveCell.self, forCellWithReuseIdentifier: "AdaptiveCell")
    }
}
