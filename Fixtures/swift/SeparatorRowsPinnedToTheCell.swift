import UIKit

// Rows of 50 points with the table's separator: the separator takes its pixel from the content view, not from the
// cell. PromptCell pins its title to the cell itself, 50 high: it fits the cell's 50 points, nothing is reported.
// TallPromptCell's 52-point title cannot fit: reported.

final class PromptCell: UITableViewCell {
    private let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor),
            title.bottomAnchor.constraint(equalTo: bottomAnchor),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            title.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class TallPromptCell: UITableViewCell {
    private let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor),
            title.bottomAnchor.constraint(equalTo: bottomAnchor),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            title.heightAnchor.constraint(equalToConstant: 52),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class PromptsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        tableView.register(PromptCell.self, forCellReuseIdentifier: "prompt")
        tableView.register(TallPromptCell.self, forCellReuseIdentifier: "tall")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "prompt", for: indexPath) as! PromptCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath) as! TallPromptCell
    }
}
