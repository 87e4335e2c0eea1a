import UIKit

// A ledger wider than any screen, scrolled sideways: the controller frames its table 720 points wide, so the row's
// 720-point strip fits. The cell's width is its table's, not the screen's: nothing is reported.
final class LedgerColumnsCell: UITableViewCell {
    private let strip = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        strip.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            strip.widthAnchor.constraint(equalToConstant: 720),
            strip.heightAnchor.constraint(equalToConstant: 20),
            strip.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class WideLedgerViewController: UIViewController, UITableViewDataSource {
    private let sideScroll = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sideScroll.frame = view.bounds
        sideScroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sideScroll)
        let ledgerWidth: CGFloat = 720
        let ledgerTableView = UITableView(frame: CGRect(x: 0, y: 0, width: ledgerWidth, height: 600), style: .plain)
        ledgerTableView.rowHeight = 32
        ledgerTableView.dataSource = self
        ledgerTableView.register(LedgerColumnsCell.self, forCellReuseIdentifier: "ledger")
        sideScroll.addSubview(ledgerTableView)
        sideScroll.contentSize = CGSize(width: ledgerWidth, height: 600)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ledger", for: indexPath)
    }
}
