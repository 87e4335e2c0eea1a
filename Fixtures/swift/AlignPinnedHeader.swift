import Align
import UIKit

// A section header laid out with a layout library the reader does not read (Align: `view.anchors.…`). The views it
// pins are open: nothing is concluded about their chain, and `--stats` counts the calls as Align's, not read.
final class PinnedListHeaderCell: UITableViewCell {
    private let listTitleLabel = UILabel()
    private let addListButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(listTitleLabel)
        contentView.addSubview(addListButton)
        listTitleLabel.anchors.leading.marginsPin()
        listTitleLabel.anchors.top.marginsPin()
        listTitleLabel.anchors.bottom.marginsPin()
        addListButton.anchors.trailing.marginsPin()
        addListButton.anchors.centerY.align(with: listTitleLabel.anchors.centerY)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
