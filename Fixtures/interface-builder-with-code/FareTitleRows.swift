import UIKit

/// Reuse identifiers named after the cell class, given to every cell by one protocol extension.
protocol ReuseNamed {
    static var reuseName: String { get }
}

extension ReuseNamed where Self: UITableViewCell {
    static var reuseName: String {
        return String(describing: self)
    }
}

final class FareGroupTitleCell: UITableViewCell, ReuseNamed {}
final class FareRowCell: UITableViewCell, ReuseNamed {}

/// Lists fares grouped by zone; each group's title is a prototype cell returned as the section header.
final class FareListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet var stopsTable: UITableView!
    private let groups = [["Single", "Day pass"], ["Monthly"]]

    func numberOfSections(in tableView: UITableView) -> Int { groups.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { groups[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FareRowCell.reuseName, for: indexPath)
        cell.textLabel?.text = groups[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let title = tableView.dequeueReusableCell(withIdentifier: FareGroupTitleCell.reuseName) else { return nil }
        title.backgroundColor = .secondarySystemBackground
        return title
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 36 }
}
