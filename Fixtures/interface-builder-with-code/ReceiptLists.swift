import UIKit

/// Shows receipt-lists.storyboard's rows: only the "ReceiptCell" prototype is ever dequeued.
final class ReceiptListViewController: UITableViewController {
    @IBOutlet var totalsBanner: UIView!
    private var receipts: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        receipts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReceiptCell", for: indexPath)
        cell.textLabel?.text = receipts[indexPath.row]
        return cell
    }
}
