import UIKit

/// Registers MarketRowCell.xib through R.swift's generated `R.nib.marketRowCell` and fixes the rows at 70 points.
final class MarketListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 70
        tableView.register(R.nib.marketRowCell)
    }
}
