import UIKit

/// A bar whose layout is collected into one list inside the branches and activated after them: only the
/// branch that ran made its constraints, so the wide and narrow placements never hold together. The
/// narrow branch giving the hairline a second height is a real conflict that must still be found there.
final class ActionBarView: UIView {
    let titleLabel = UILabel()
    let doneButton = UIButton()
    let spacer = UIView()
    private var barConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [titleLabel, doneButton, spacer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        updateLayout()
    }

    required init?(coder: NSCoder) { fatalError() }

    func updateLayout() {
        NSLayoutConstraint.deactivate(barConstraints)
        var constraints = [
            doneButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            doneButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            spacer.topAnchor.constraint(equalTo: topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            spacer.leadingAnchor.constraint(equalTo: leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: trailingAnchor),
        ]
        if bounds.width > 500 {
            constraints.append(contentsOf: [
                titleLabel.centerYAnchor.constraint(equalTo: doneButton.centerYAnchor),
                doneButton.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            ])
        } else {
            constraints.append(contentsOf: [
                titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                doneButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                spacer.heightAnchor.constraint(equalToConstant: 2),
            ])
        }
        barConstraints = constraints
        NSLayoutConstraint.activate(barConstraints)
    }
}
