import UIKit

// A spacer row whose cell turns its content view's autoresizing flag off when it is reused and hands the content view
// to a helper of another module (not read): no constraint names the content view, so content_view_autoresizing is
// reported where the code sets the flag.
final class GapRowCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        SpacingKit.applyGapHeight(to: contentView)
    }
}
