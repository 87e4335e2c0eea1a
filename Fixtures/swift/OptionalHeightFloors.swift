import UIKit

/// UIKit sizes a self-sizing cell by compressing it at `fittingSizeLevel` (50): a height floor of any higher
/// priority stops the compression, so the strip is 110 points tall and the cell's height is known. Below that
/// level the floor gives way and nothing else gives the strip a height.
final class ScheduleStripCell: UITableViewCell {
    private let strip = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        strip.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(strip)
        let floor = strip.heightAnchor.constraint(greaterThanOrEqualToConstant: 110)
        floor.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: contentView.topAnchor),
            strip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            strip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            floor,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class WeakFloorStripCell: UITableViewCell {
    private let strip = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        strip.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(strip)
        let floor = strip.heightAnchor.constraint(greaterThanOrEqualToConstant: 110)
        floor.priority = UILayoutPriority(40)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: contentView.topAnchor),
            strip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            strip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            floor,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Shows these rows in a table that sizes them from their content.
final class OptionalHeightFloorsListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ScheduleStripCell.self, forCellReuseIdentifier: "ScheduleStripCell")
        tableView.register(WeakFloorStripCell.self, forCellReuseIdentifier: "WeakFloorStripCell")
    }
}
