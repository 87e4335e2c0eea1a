import UIKit

// One controller manages a table of results and a collection of genre chips. Its `heightForRowAt` answers 153 for
// the table's rows; the chips are items of a self-sizing flow layout (`estimatedItemSize`), 34 points high from their
// label. The table's answer sizes the table's cells only: the chip holds no conflict, the result row's required
// 200-point poster does (a 153-point row cannot hold it).
final class GenreSearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
    private let resultsTable = UITableView()
    private let chipsView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 100, height: 34)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        resultsTable.register(GenreResultCell.self, forCellReuseIdentifier: "result")
        chipsView.register(GenreChipCell.self, forCellWithReuseIdentifier: "chip")
        resultsTable.dataSource = self
        resultsTable.delegate = self
        chipsView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 153 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
    }
}

final class GenreChipCell: UICollectionViewCell {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            title.heightAnchor.constraint(equalToConstant: 34),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class GenreResultCell: UITableViewCell {
    private let poster = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        poster.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(poster)
        NSLayoutConstraint.activate([
            poster.topAnchor.constraint(equalTo: contentView.topAnchor),
            poster.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            poster.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            poster.widthAnchor.constraint(equalToConstant: 120),
            poster.heightAnchor.constraint(equalToConstant: 200),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
