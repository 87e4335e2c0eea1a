import UIKit
import PureLayout

/// PureLayout's Swift calls read into plain constraints: a complete self-sizing cell, nothing reported.
final class PureLayoutMessageCell: UITableViewCell {
    private let avatarView = UIImageView()
    private let bubbleView = UIView()
    private let bodyLabel = UILabel()
    private let timeLabel = UILabel()
    private let statusDot = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(avatarView)
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(bodyLabel)
        contentView.addSubview(timeLabel)
        contentView.addSubview(statusDot)

        avatarView.autoPinEdge(toSuperviewEdge: .leading, withInset: 12)
        avatarView.autoPinEdge(toSuperviewEdge: .top, withInset: 8)
        avatarView.autoSetDimensions(to: CGSize(width: 36, height: 36))
        bubbleView.autoPinEdge(.leading, to: .trailing, of: avatarView, withOffset: 8)
        bubbleView.autoPinEdge(toSuperviewEdge: .trailing, withInset: 12, relation: .greaterThanOrEqual)
        bubbleView.autoPinEdge(toSuperviewEdge: .top, withInset: 8)
        bodyLabel.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10))
        timeLabel.autoPinEdge(.top, to: .bottom, of: bubbleView, withOffset: 4)
        timeLabel.autoAlignAxis(.vertical, toSameAxisOf: bubbleView)
        timeLabel.autoPinEdge(toSuperviewEdge: .bottom, withInset: 8)
        statusDot.autoSetDimension(.width, toSize: 8)
        statusDot.autoMatch(.height, to: .width, of: statusDot, withMultiplier: 1)
        statusDot.autoAlignAxis(.horizontal, toSameAxisOf: timeLabel)
        statusDot.autoPinEdge(.leading, to: .trailing, of: timeLabel, withOffset: 4)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
