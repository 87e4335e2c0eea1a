import UIKit

/// A link preview cell whose stack view is laid out differently per size: the axis, alignment and
/// spacing are set inside the switch, next to the constraints that only make sense for that arrangement.
final class LinkPreviewCell: UITableViewCell {
    enum Size {
        case compact
        case expanded
    }

    let stack = UIStackView()
    let thumbnail = UIImageView()
    let headline = UILabel()

    var size: Size = .compact {
        didSet { applySize() }
    }

    private var compactConstraints: [NSLayoutConstraint] = []
    private var expandedConstraints: [NSLayoutConstraint] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(thumbnail)
        stack.addArrangedSubview(headline)
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        compactConstraints = [
            thumbnail.widthAnchor.constraint(equalToConstant: 72),
            thumbnail.heightAnchor.constraint(equalToConstant: 72),
        ]
        expandedConstraints = [
            thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor, multiplier: 9.0 / 16.0),
        ]
        applySize()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func applySize() {
        switch size {
        case .compact:
            NSLayoutConstraint.deactivate(expandedConstraints)
            stack.axis = .horizontal
            stack.alignment = .center
            stack.spacing = 12
            NSLayoutConstraint.activate(compactConstraints)
        case .expanded:
            NSLayoutConstraint.deactivate(compactConstraints)
            stack.axis = .vertical
            stack.alignment = .fill
            stack.spacing = 8
            NSLayoutConstraint.activate(expandedConstraints)
        }
    }
}
