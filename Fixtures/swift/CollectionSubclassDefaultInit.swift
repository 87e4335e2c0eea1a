import UIKit

// A collection view subclass made with `ShelfGridView()`: UIView's `init()` runs `init(frame:)`, which a collection view
// answers through `init(frame:collectionViewLayout:)` — the subclass's override, which supplies the layout and turns the
// autoresizing mask off. Pinning it is fine.
final class ShelfGridView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ShelfGridController: UIViewController {
    private lazy var grid: UICollectionView = {
        let grid = ShelfGridView()
        return grid
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(grid)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
