import UIKit

final class ReceiptBubbleCell: UITableViewCell {
    @IBOutlet var amountLabel: UILabel!
    @IBOutlet var leadingEdge: NSLayoutConstraint!
    @IBOutlet var trailingEdge: NSLayoutConstraint!
}

final class ReceiptStampCell: UITableViewCell {
    @IBOutlet var amountLabel: UILabel!
    @IBOutlet var leftEdge: NSLayoutConstraint!
    @IBOutlet var rightEdge: NSLayoutConstraint!
}

/// The data source switches one edge of every bubble cell off before the table sizes it (`cell.leadingEdge.isActive`
/// from another object's code): the nib's two edges are no fact. The stamp cell's edges are never switched.
final class ReceiptBubblesDataSource: NSObject, UITableViewDataSource {
    var incoming: [Bool] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { incoming.count + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < incoming.count else {
            return tableView.dequeueReusableCell(withIdentifier: "ReceiptStampCell", for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReceiptBubbleCell", for: indexPath) as! ReceiptBubbleCell
        if incoming[indexPath.row] {
            cell.trailingEdge.isActive = false
            cell.leadingEdge.isActive = true
        } else {
            cell.leadingEdge.isActive = false
            cell.trailingEdge.isActive = true
        }
        return cell
    }
}

final class ReceiptBubblesViewController: UIViewController {
    private let tableView = UITableView()
    private let dataSource = ReceiptBubblesDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "ReceiptBubbleCell", bundle: nil), forCellReuseIdentifier: "ReceiptBubbleCell")
        tableView.register(UINib(nibName: "ReceiptStampCell", bundle: nil), forCellReuseIdentifier: "ReceiptStampCell")
        tableView.dataSource = dataSource
        view.addSubview(tableView)
        tableView.frame = view.bounds
    }
}
