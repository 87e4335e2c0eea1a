import UIKit

/// Shows a reactions strip and a comments strip, each a collection cell holding a table.
final class FeedWallController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item == 0 ? "rxStrip" : "cmStrip", for: indexPath)
    }
}

/// Makes itself its table's data source and delegate, and answers every row's height.
final class ReactionStripCell: UICollectionViewCell, UITableViewDataSource {
    @IBOutlet var rowsTable: UITableView!

    override func awakeFromNib() {
        super.awakeFromNib()
        rowsTable.dataSource = self
        rowsTable.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "rxRow", for: indexPath)
    }
}

extension ReactionStripCell: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
}

/// Fills its table's rows and leaves their height to them.
final class CommentStripCell: UICollectionViewCell, UITableViewDataSource {
    @IBOutlet var rowsTable: UITableView!

    override func awakeFromNib() {
        super.awakeFromNib()
        rowsTable.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cmRow", for: indexPath)
    }
}
