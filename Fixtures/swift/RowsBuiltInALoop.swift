import UIKit

/// Sections of a statistics panel, each a list of rows of different kinds built in one loop.
final class StatsPanel: UIView {
    enum Row {
        case heading(String)
        case value(name: UILabel, amount: UILabel)
    }

    let summary = UIView()
    let totalName = UILabel()
    let totalAmount = UILabel()
    let countName = UILabel()
    let countAmount = UILabel()

    init() {
        super.init(frame: .zero)
        summary.translatesAutoresizingMaskIntoConstraints = false
        addSubview(summary)
        buildRows(in: summary, rows: [
            .heading("Totals"),
            .value(name: totalName, amount: totalAmount),
            .value(name: countName, amount: countAmount),
        ])
        NSLayoutConstraint.activate([
            summary.topAnchor.constraint(equalTo: topAnchor),
            summary.leadingAnchor.constraint(equalTo: leadingAnchor),
            summary.trailingAnchor.constraint(equalTo: trailingAnchor),
            summary.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    private func buildRows(in container: UIView, rows: [Row]) {
        var constraints: [NSLayoutConstraint] = []
        var previousBottom = container.topAnchor
        var gap: CGFloat = 0
        for row in rows {
            switch row {
            case .heading(let title):
                let heading = UILabel()
                heading.text = title
                heading.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(heading)
                constraints += [
                    heading.topAnchor.constraint(equalTo: previousBottom, constant: gap),
                    heading.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                ]
                previousBottom = heading.bottomAnchor
            case .value(let name, let amount):
                name.translatesAutoresizingMaskIntoConstraints = false
                amount.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(name)
                container.addSubview(amount)
                constraints += [
                    name.topAnchor.constraint(equalTo: previousBottom, constant: gap),
                    name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    amount.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    amount.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
                ]
                previousBottom = name.bottomAnchor
            }
            gap = 6
        }
        constraints.append(previousBottom.constraint(equalTo: container.bottomAnchor))
        NSLayoutConstraint.activate(constraints)
    }
}

/// One label per pass, made before the switch: the cases give it different insets, never both at once.
final class BadgeRow: UIView {
    init(kinds: [Bool]) {
        super.init(frame: .zero)
        var previous = topAnchor
        for isWide in kinds {
            let badge = UILabel()
            badge.translatesAutoresizingMaskIntoConstraints = false
            addSubview(badge)
            if isWide {
                badge.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                badge.topAnchor.constraint(equalTo: previous, constant: 2).isActive = true
            } else {
                badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).isActive = true
                badge.topAnchor.constraint(equalTo: previous, constant: 6).isActive = true
            }
            badge.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
            previous = badge.bottomAnchor
        }
        previous.constraint(equalTo: bottomAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The same rows handed in by the caller: the loop reads elements it does not know, every case is a pass.
final class OpenStatsPanel: UIView {
    enum OpenRow {
        case header(String)
        case pair(name: UILabel, amount: UILabel)
    }

    let summary = UIView()
    let totalName = UILabel()
    let totalAmount = UILabel()
    let countName = UILabel()
    let countAmount = UILabel()

    init(rows: [OpenRow]) {
        super.init(frame: .zero)
        summary.translatesAutoresizingMaskIntoConstraints = false
        addSubview(summary)
        buildRows(in: summary, rows: rows)
        NSLayoutConstraint.activate([
            summary.topAnchor.constraint(equalTo: topAnchor),
            summary.leadingAnchor.constraint(equalTo: leadingAnchor),
            summary.trailingAnchor.constraint(equalTo: trailingAnchor),
            summary.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    private func buildRows(in container: UIView, rows: [OpenRow]) {
        var constraints: [NSLayoutConstraint] = []
        var previousBottom = container.topAnchor
        var gap: CGFloat = 0
        for row in rows {
            switch row {
            case .header(let title):
                let heading = UILabel()
                heading.text = title
                heading.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(heading)
                constraints += [
                    heading.topAnchor.constraint(equalTo: previousBottom, constant: gap),
                    heading.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                ]
                previousBottom = heading.bottomAnchor
            case .pair(let name, let amount):
                name.translatesAutoresizingMaskIntoConstraints = false
                amount.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(name)
                container.addSubview(amount)
                constraints += [
                    name.topAnchor.constraint(equalTo: previousBottom, constant: gap),
                    name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    amount.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                    amount.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
                ]
                previousBottom = name.bottomAnchor
            }
            gap = 6
        }
        constraints.append(previousBottom.constraint(equalTo: container.bottomAnchor))
        NSLayoutConstraint.activate(constraints)
    }
}

/// Known rows whose last one is never tied to the bottom: the list has no height, whichever cases the rows take.
final class UnfinishedList: UIView {
    enum Line {
        case caption(String)
        case spacer(CGFloat)
    }

    let list = UIView()

    init() {
        super.init(frame: .zero)
        list.translatesAutoresizingMaskIntoConstraints = false
        addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: topAnchor),
            list.leadingAnchor.constraint(equalTo: leadingAnchor),
            list.trailingAnchor.constraint(equalTo: trailingAnchor),
            list.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
        ])
        var previous = list.topAnchor
        for line in [Line.caption("Name"), .spacer(12), .caption("Address")] {
            switch line {
            case .caption(let text):
                let label = UILabel()
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                list.addSubview(label)
                label.topAnchor.constraint(equalTo: previous).isActive = true
                label.leadingAnchor.constraint(equalTo: list.leadingAnchor).isActive = true
                previous = label.bottomAnchor
            case .spacer:
                break
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
