import UIKit

// A table cell made in code turns its content view's autoresizing flag off and gives the content view a height of
// its own: UIKit logs that the change is unsupported (content_view_autoresizing), and how the self-sizing row then
// sizes the cell is undefined, so no conflict with the row's estimated height is claimed.
final class CouponCell: UITableViewCell {
    private let codeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        codeLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(codeLabel)
        NSLayoutConstraint.activate([
            contentView.heightAnchor.constraint(equalToConstant: 72),
            codeLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            codeLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class CouponListViewController: UIViewController, UITableViewDataSource {
    private let couponTable = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        couponTable.frame = view.bounds
        couponTable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(couponTable)
        couponTable.register(CouponCell.self, forCellReuseIdentifier: "coupon")
        couponTable.rowHeight = UITableView.automaticDimension
        couponTable.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "coupon", for: indexPath)
    }
}
