import Kingfisher
import SDWebImage
import UIKit

// An image view made empty and given its picture when the row is configured (here through an image library): at run
// time it is as large as that picture, so the row's height comes from it. Not a missing link.
final class RemoteAvatarCell: UITableViewCell {
    private let avatarArt = UIImageView()
    private let captionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let column = UIStackView(arrangedSubviews: [avatarArt, captionLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(avatar url: URL, caption: String) {
        avatarArt.kf.setImage(with: url)
        captionLabel.text = caption
    }
}

// The same with SDWebImage, in a plain view's method.
final class BannerStrip: UIView {
    let bannerArt = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bannerArt.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bannerArt)
        NSLayoutConstraint.activate([
            bannerArt.topAnchor.constraint(equalTo: topAnchor),
            bannerArt.bottomAnchor.constraint(equalTo: bottomAnchor),
            bannerArt.leadingAnchor.constraint(equalTo: leadingAnchor),
            bannerArt.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(_ url: URL) { bannerArt.sd_setImage(with: url) }
}

// An image view that no code ever gives a picture has no height: the row's chain is still broken there.
final class EmptyFrameCell: UITableViewCell {
    private let blankFrameArt = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        blankFrameArt.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(blankFrameArt)
        NSLayoutConstraint.activate([
            blankFrameArt.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            blankFrameArt.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            blankFrameArt.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            blankFrameArt.widthAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Shows these rows in a table that sizes them from their content.
final class RemoteAvatarCellsListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RemoteAvatarCell.self, forCellReuseIdentifier: "RemoteAvatarCell")
        tableView.register(EmptyFrameCell.self, forCellReuseIdentifier: "EmptyFrameCell")
    }
}
