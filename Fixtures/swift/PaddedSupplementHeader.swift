import UIKit

// Two header classes declare `inset`. The list's header provider dequeues a header and sets `inset` only after a cast
// to the countdown header; the title header's didSet makes constraints, but only its initializer runs it: nothing
// is added again on reuse.
final class PaddedTitleHeader: UICollectionReusableView {
    let title = UILabel()
    var inset: CGFloat = 16 {
        didSet { pinTitle() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        title.translatesAutoresizingMaskIntoConstraints = false
        pinTitle()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func pinTitle() {
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}

final class CountdownHeader: UICollectionReusableView {
    let clock = UILabel()
    var inset: CGFloat = 0 {
        didSet { clock.alpha = inset > 0 ? 1 : 0.8 }
    }
}

final class PaddedShelfController: UIViewController, UICollectionViewDataSource {
    private let shelf = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(shelf)
        shelf.register(PaddedTitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        shelf.register(CountdownHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "countdown")
        shelf.dataSource = self
    }

    func show(_ newTitles: [String]) {
        titles = newTitles
        shelf.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let identifier = indexPath.section == 0 ? "countdown" : "title"
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        if let header = header as? CountdownHeader {
            header.inset = 5
        }
        return header
    }
}
