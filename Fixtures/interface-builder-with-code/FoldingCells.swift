import UIKit

/// A cell that folds its details away: its nib connects the two sets of constraints to outlet collections, and this
/// base class's code activates one set or the other.
class FoldingBaseCell: UITableViewCell {
    @IBOutlet var openConstraints: [NSLayoutConstraint]!
    @IBOutlet var closedConstraints: [NSLayoutConstraint]!

    func setOpen(_ open: Bool) {
        for constraint in closedConstraints {
            constraint.isActive = !open
        }
        openConstraints.forEach { $0.isActive = open }
    }
}

final class FoldingRecipeCell: FoldingBaseCell {}

final class RecipeListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 120
        tableView.register(UINib(nibName: "FoldingRecipeCell", bundle: nil), forCellReuseIdentifier: "FoldingRecipeCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FoldingRecipeCell", for: indexPath) as! FoldingRecipeCell
        cell.setOpen(indexPath.row == 0)
        return cell
    }
}
