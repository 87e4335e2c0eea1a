import UIKit

final class ProfileHeaderView: UIView {
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private lazy var textStack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
    private let rowStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        textStack.axis = .vertical
        textStack.spacing = 4
        detailLabel.numberOfLines = 0
        detailLabel.isHidden = true
        rowStack.alignment = .center
        rowStack.distribution = .fill
        rowStack.addArrangedSubview(textStack)
        rowStack.addArrangedSubview(followButton)
        followButton.setContentHuggingPriority(.required, for: .horizontal)
        addSubview(rowStack)
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            rowStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            rowStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            rowStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
