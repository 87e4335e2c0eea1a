import UIKit

final class SummaryFooterCell: UITableViewCell {}
final class SummaryRowCell: UITableViewCell {}

/// A nib cell registered and dequeued only by the footer function is a footer: `heightForFooterInSection` sizes it,
/// not the row's self-sizing (a registration names the identifier and the nib, but uses neither).
final class SummaryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.register(UINib(nibName: "SummaryRowCell", bundle: nil), forCellReuseIdentifier: "SummaryRowCell")
        tableView.register(UINib(nibName: "SummaryFooterCell", bundle: nil), forCellReuseIdentifier: "SummaryFooterCell")
        view.addSubview(tableView)
        tableView.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "SummaryRowCell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.dequeueReusableCell(withIdentifier: "SummaryFooterCell")
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 121 }
}
