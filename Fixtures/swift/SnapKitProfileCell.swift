import SnapKit
import UIKit

/// A self-sizing profile row laid out with SnapKit. The mistake: nothing ties the bio label (or the
/// avatar) to the bottom of the content view, so the row's height cannot be worked out from its content.
final class SnapKitProfileCell: UITableViewCell {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButton = UIButton()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bioLabel.numberOfLines = 0
        [avatarView, nameLabel, bioLabel, followButton].forEach { contentView.addSubview($0) }

        avatarView.snp.makeConstraints { make in
            make.width.height.equalTo(44)
            make.top.leading.equalToSuperview().inset(16)
        }
        followButton.snp.makeConstraints {
            $0.size.equalTo(CGSize(width: 80, height: 32))
            $0.centerY.equalTo(avatarView)
            $0.trailing.equalToSuperview().inset(16)
        }
        nameLabel.snp.makeConstraints { (make) -> Void in
            make.top.equalTo(avatarView)
            make.leading.equalTo(avatarView.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
        }
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.leading.equalTo(nameLabel)
            make.trailing.equalToSuperview().inset(16).priority(.high)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Shows these rows in a table that sizes them from their content.
final class SnapKitProfileCellListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SnapKitProfileCell.self, forCellReuseIdentifier: "SnapKitProfileCell")
    }
}
