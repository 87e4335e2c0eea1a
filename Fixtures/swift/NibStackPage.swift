import UIKit

/// A page whose stack view comes from its nib (axis set there, vertical) and whose rows are added in code,
/// each pinned to the stack's leading and trailing edges, which only a vertical stack allows.
final class ReleaseNotesPageView: UIView {
    @IBOutlet var stackView: UIStackView!
    @IBOutlet var contentView: UIView!

    override func awakeFromNib() {
        super.awakeFromNib()
        stackView.spacing = 16
        stackView.alignment = .leading
        for line in ["Faster sync", "New player"] {
            let label = UILabel()
            label.text = line
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            stackView.addArrangedSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: stackView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: stackView.trailingAnchor),
            ])
        }
    }
}
