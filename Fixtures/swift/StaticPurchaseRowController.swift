import UIKit

// A row the controller makes itself (a static row it keeps) and hands to its table: the table sizes the cell and its content view, so the
// content view's minimum height is no conflict with a frame of its own (it has none here). The controller's own
// banner, kept on its autoresizing mask at a 0 × 0 frame and pinned by constraints, still is (reported).
class PurchaseRowCell: UITableViewCell {
    private let priceStack = UIStackView()

    convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func setUpViews() {
        priceStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(priceStack)
        NSLayoutConstraint.activate([
            priceStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            priceStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            priceStack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            priceStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 74),
        ])
    }
}

final class UpgradeListController: UITableViewController {
    private let upgradeBanner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(upgradeBanner)
        upgradeBanner.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }

    private var rows: [UITableViewCell] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let row = PurchaseRowCell()
        row.setUpViews()
        rows = [row]
    }
}
