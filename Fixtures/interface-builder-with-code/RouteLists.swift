import UIKit

final class RouteGroupCell: UITableViewCell {
    @IBOutlet var routeLabel: UILabel!
    var routeViews: [UILabel] = []
}

final class RouteNoteCell: UITableViewCell {
    @IBOutlet var routeLabel: UILabel!
}

/// Fills each group row with one label per route and pins the last to the content view's bottom.
final class RouteListController: UITableViewController {
    var groups: [[String]] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let noteCell = tableView.dequeueReusableCell(withIdentifier: "routeNote", for: indexPath) as! RouteNoteCell
            noteCell.routeLabel.text = "Notes"
            return noteCell
        }
        let groupCell = tableView.dequeueReusableCell(withIdentifier: "routeGroup", for: indexPath) as! RouteGroupCell
        groupCell.routeViews.forEach { $0.removeFromSuperview() }
        var above: UIView = groupCell.routeLabel
        for name in groups[indexPath.row] {
            let routeView = UILabel()
            routeView.text = name
            routeView.translatesAutoresizingMaskIntoConstraints = false
            groupCell.contentView.addSubview(routeView)
            routeView.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8).isActive = true
            routeView.leadingAnchor.constraint(equalTo: groupCell.contentView.leadingAnchor, constant: 20).isActive = true
            groupCell.routeViews.append(routeView)
            above = routeView
        }
        above.bottomAnchor.constraint(equalTo: groupCell.contentView.bottomAnchor, constant: -12).isActive = true
        return groupCell
    }
}
