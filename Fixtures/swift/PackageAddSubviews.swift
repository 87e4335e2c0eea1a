import UIKit

// `addSubviews(_:_:)` comes from a package the project does not include: the helper every layout package ships adds each
// view, so the title and the button are the row's subviews and its constraints relate views of one hierarchy.

final class ShareRow: UIView {
    private let title = UILabel()
    private let shareButton = UIButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubviews(title, shareButton)
        title.translatesAutoresizingMaskIntoConstraints = false
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
            shareButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            shareButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class ShareCell: UITableViewCell {
    private lazy var row: ShareRow = {
        let row = ShareRow()
        row.translatesAutoresizingMaskIntoConstraints = false
        return row
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            row.heightAnchor.constraint(equalToConstant: 56),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class SharesController: UITableViewController {
    override func viewDidLoad() { super.viewDidLoad(); tableView.register(ShareCell.self, forCellReuseIdentifier: "a") }
}
