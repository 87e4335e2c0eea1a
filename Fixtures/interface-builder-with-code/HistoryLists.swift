import UIKit

/// A list whose footer is another controller's view (LoadMoreFooterViewController.xib): the table sizes it, so that
/// controller's view is no screen.
final class HistoryListViewController: UITableViewController {
    private var footerController: LoadMoreFooterViewController!

    override func viewDidLoad() {
        super.viewDidLoad()
        footerController = LoadMoreFooterViewController(nibName: "LoadMoreFooterViewController", bundle: .main)
        tableView.tableFooterView = footerController.view
    }
}

final class LoadMoreFooterViewController: UIViewController {
    @IBOutlet private weak var loadMoreButton: UIButton!
}
