import UIKit

/// The reminder row from autoresizing-mask.log: the label keeps its autoresizing mask.
final class ReminderRowView: UIView {
    private let dueLabel = UILabel(frame: CGRect(x: 16, y: 12, width: 288, height: 20))

    override init(frame: CGRect) {
        super.init(frame: frame)
        dueLabel.text = "Due tomorrow"
        dueLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(dueLabel)
        NSLayoutConstraint.activate([
            dueLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
