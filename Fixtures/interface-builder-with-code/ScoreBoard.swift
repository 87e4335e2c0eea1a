import UIKit

final class ScoreRowCell: UITableViewCell {}
final class LapRowCell: UITableViewCell {}

/// Shows scores from its storyboard's prototype (cast to ScoreRowCell) and laps from a nib it registers.
final class ScoreBoardController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "LapRowCell", bundle: nil), forCellReuseIdentifier: "LapRowCell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 54
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row < 3 {
            return tableView.dequeueReusableCell(withIdentifier: "scorePrototype", for: indexPath) as! ScoreRowCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "LapRowCell", for: indexPath) as! LapRowCell
    }
}
