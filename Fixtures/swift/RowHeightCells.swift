import UIKit

/// Rows and section headers whose height the table fixes: UIKit holds each content view at that height with a
/// required `UIView-Encapsulated-Layout-Height`, so a required vertical chain of another total cannot hold.

/// A departures board: every row is 60 points high.
final class DeparturesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DepartureCell.self, forCellReuseIdentifier: "departure")
        tableView.register(DepartureSummaryCell.self, forCellReuseIdentifier: "summary")
        tableView.rowHeight = 60
    }
}

/// Bug: 10 + 44 + 10 = 64 points of required chain in a 60-point row.
final class DepartureCell: UITableViewCell {
    private let gateBadge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        gateBadge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(gateBadge)
        NSLayoutConstraint.activate([
            gateBadge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            gateBadge.heightAnchor.constraint(equalToConstant: 44),
            contentView.bottomAnchor.constraint(equalTo: gateBadge.bottomAnchor, constant: 10),
            gateBadge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            gateBadge.widthAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The same chain with its bottom at 999, the fix UIKit's engineers give: the row's height wins, quietly.
final class DepartureSummaryCell: UITableViewCell {
    private let platformBadge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        platformBadge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(platformBadge)
        let bottom = contentView.bottomAnchor.constraint(equalTo: platformBadge.bottomAnchor, constant: 10)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            platformBadge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            platformBadge.heightAnchor.constraint(equalToConstant: 44),
            bottom,
            platformBadge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            platformBadge.widthAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The delegate answers 50 for every row.
final class PlatformsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "platform", for: indexPath) as! PlatformCell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        50
    }
}

/// Bug: the content view is told to be 44 points high in a 50-point row.
final class PlatformCell: UITableViewCell {
    private let numberLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(numberLabel)
        NSLayoutConstraint.activate([
            contentView.heightAnchor.constraint(equalToConstant: 44),
            numberLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            numberLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            numberLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Self-sizing rows: the chain gives the row its height, whatever its total.
final class CarriagesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CarriageCell.self, forCellReuseIdentifier: "carriage")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }
}

final class CarriageCell: UITableViewCell {
    private let seatMap = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        seatMap.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(seatMap)
        NSLayoutConstraint.activate([
            seatMap.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            seatMap.heightAnchor.constraint(equalToConstant: 120),
            contentView.bottomAnchor.constraint(equalTo: seatMap.bottomAnchor, constant: 10),
            seatMap.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            seatMap.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Section headers fixed at 32 points by the delegate.
final class TimetableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "day") as? DayHeaderView
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        return 32
    }
}

/// Bug: 8 + 24 + 8 = 40 points of required chain in a 32-point header.
final class DayHeaderView: UITableViewHeaderFooterView {
    private let dayLabel = UIView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        dayLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(dayLabel)
        NSLayoutConstraint.activate([
            dayLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            dayLabel.heightAnchor.constraint(equalToConstant: 24),
            contentView.bottomAnchor.constraint(equalTo: dayLabel.bottomAnchor, constant: 8),
            dayLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            dayLabel.widthAnchor.constraint(equalToConstant: 120),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Headers that size themselves: the same chain is their height.
final class RouteMapViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "stop") as? StopHeaderView
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44
    }
}

final class StopHeaderView: UITableViewHeaderFooterView {
    private let stopLabel = UIView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        stopLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stopLabel)
        NSLayoutConstraint.activate([
            stopLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            stopLabel.heightAnchor.constraint(equalToConstant: 24),
            contentView.bottomAnchor.constraint(equalTo: stopLabel.bottomAnchor, constant: 8),
            stopLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stopLabel.widthAnchor.constraint(equalToConstant: 120),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Rows 44 points high under a separator: the content view is 43.5 points on a 2x screen, 43.67 on a 3x one.
final class BoardingViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BoardingGroupCell.self, forCellReuseIdentifier: "group")
        tableView.rowHeight = 44
    }
}

/// Bug: 10 + 24 + 10 = 44 points of required chain, one pixel more than the separator leaves.
final class BoardingGroupCell: UITableViewCell {
    private let groupBadge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        groupBadge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(groupBadge)
        NSLayoutConstraint.activate([
            groupBadge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            groupBadge.heightAnchor.constraint(equalToConstant: 24),
            contentView.bottomAnchor.constraint(equalTo: groupBadge.bottomAnchor, constant: 10),
            groupBadge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            groupBadge.widthAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The same 44-point chain in 44-point rows of a table without separators: it fits exactly.
final class SeatingViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SeatRowCell.self, forCellReuseIdentifier: "seat")
        tableView.separatorStyle = .none
        tableView.rowHeight = 44
    }
}

final class SeatRowCell: UITableViewCell {
    private let seatBadge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        seatBadge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(seatBadge)
        NSLayoutConstraint.activate([
            seatBadge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            seatBadge.heightAnchor.constraint(equalToConstant: 24),
            contentView.bottomAnchor.constraint(equalTo: seatBadge.bottomAnchor, constant: 10),
            seatBadge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            seatBadge.widthAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The row height set in the class, the cell named in an extension: the type says both.
final class GatesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 52
    }
}

extension GatesViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "gate", for: indexPath) as! GateCell
    }
}

/// Bug: 8 + 40 + 8 = 56 points of required chain in a 52-point row.
final class GateCell: UITableViewCell {
    private let gateNumber = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        gateNumber.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(gateNumber)
        NSLayoutConstraint.activate([
            gateNumber.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            gateNumber.heightAnchor.constraint(equalToConstant: 40),
            contentView.bottomAnchor.constraint(equalTo: gateNumber.bottomAnchor, constant: 8),
            gateNumber.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            gateNumber.widthAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Row heights worked out per row: fixed, but at values the reader does not follow.
final class ConcourseViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ConcourseBannerCell.self, forCellReuseIdentifier: "banner")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "concourse", for: indexPath) as! ConcourseCell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 80 : 44
    }
}

/// Its height is open, so the 10 + 100 + 10 chain is not checked against a row height; its width is still the
/// table's, so a required 500-point map between the edges cannot fit a phone.
final class ConcourseCell: UITableViewCell {
    private let concourseMap = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        concourseMap.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(concourseMap)
        NSLayoutConstraint.activate([
            concourseMap.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            concourseMap.heightAnchor.constraint(equalToConstant: 100),
            contentView.bottomAnchor.constraint(equalTo: concourseMap.bottomAnchor, constant: 10),
            concourseMap.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            concourseMap.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            concourseMap.widthAnchor.constraint(equalToConstant: 500),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Open in height too, but a banner held only by `centerY >= contentView.centerY` has no y of its own whatever
/// the row's height: that ambiguity is the cell's, not the table's.
final class ConcourseBannerCell: UITableViewCell {
    private let banner = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        banner.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.centerYAnchor.constraint(greaterThanOrEqualTo: contentView.centerYAnchor),
            banner.heightAnchor.constraint(equalToConstant: 30),
            banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
