import UIKit

// A ticket cell whose configure method, which the data source calls on every dequeued cell, pins its seat label one
// way or another depending on the ticket; and a fare cell whose `fare` property observer activates a width from the
// fare. Each reuse adds the constraints of the new row beside those of the old one.
final class TicketRowCell: UITableViewCell {
    private let seatLabel = UILabel()
    private let gateLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        seatLabel.translatesAutoresizingMaskIntoConstraints = false
        gateLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(seatLabel)
        contentView.addSubview(gateLabel)
        NSLayoutConstraint.activate([
            gateLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            gateLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            seatLabel.topAnchor.constraint(equalTo: gateLabel.bottomAnchor, constant: 4),
            seatLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(seat: String, gate: String?, upgraded: Bool) {
        seatLabel.text = seat
        guard let gate else { return }
        gateLabel.text = gate
        if upgraded {
            seatLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 40).isActive = true
        } else {
            seatLabel.leadingAnchor.constraint(equalTo: gateLabel.leadingAnchor).isActive = true
        }
    }
}

final class FareRowCell: UITableViewCell {
    private let amountLabel = UILabel()

    var fare: Double = 0 {
        didSet {
            amountLabel.text = String(fare)
            amountLabel.widthAnchor.constraint(equalToConstant: fare > 100 ? 80 : 60).isActive = true
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        amountLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(amountLabel)
        NSLayoutConstraint.activate([
            amountLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            amountLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TicketListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TicketRowCell.self, forCellReuseIdentifier: "ticket")
        tableView.register(FareRowCell.self, forCellReuseIdentifier: "fare")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func ticketsChanged() { tableView.reloadData() }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row % 2 == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fare", for: indexPath) as! FareRowCell
            cell.fare = Double(indexPath.row * 10)
            return cell
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "ticket", for: indexPath) as? TicketRowCell else {
            return UITableViewCell()
        }
        cell.show(seat: "12A", gate: "B4", upgraded: indexPath.row == 1)
        return cell
    }
}

// A flash card cell whose configure method "deactivates" constraints it makes right there — new objects, never
// active, so nothing is removed — and then activates another set: each reuse adds that set again.
final class FlipCardCell: UICollectionViewCell {
    let wordLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        wordLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(wordLabel)
        wordLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(word: String, compact: Bool) {
        wordLabel.text = word
        guard compact else { return }
        NSLayoutConstraint.deactivate([
            wordLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        ])
        NSLayoutConstraint.activate([
            wordLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
        ])
    }
}

final class FlipCardSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as? FlipCardCell else {
            return UICollectionViewCell()
        }
        cell.configure(word: "tree", compact: indexPath.item > 3)
        return cell
    }
}
