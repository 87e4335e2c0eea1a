import UIKit

// A dashboard lays its stack out again when it turns: each layout method empties the stack with a helper
// from a package the reader does not have (`removeAllSubviews()`, the usual name for it) and fills it again. Read
// as keeping the views of the other orientation, the portrait spacer's 20-point height sat in the landscape row
// beside its 130-point panel, a conflict that never exists. Only the landscape method's own mistake is reported:
// the divider is 1 point wide but also pinned 20 points inside both edges of the vertical column that holds it.
final class DashboardPanelController: UIViewController {
    private let column = UIStackView()
    private let panel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        layoutPortrait()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        if size.width > size.height {
            layoutLandscape()
        } else {
            layoutPortrait()
        }
    }

    private func layoutPortrait() {
        column.axis = .vertical
        column.removeAllSubviews()
        let spacer = UIView()
        column.addArrangedSubview(spacer)
        spacer.heightAnchor.constraint(equalToConstant: 20).isActive = true
        column.addArrangedSubview(panel)
        panel.heightAnchor.constraint(equalToConstant: 130).isActive = true
    }

    private func layoutLandscape() {
        column.axis = .horizontal
        column.removeAllSubviews()
        let divider = UIView()
        let side = UIStackView(arrangedSubviews: [divider])
        side.axis = .vertical
        column.addArrangedSubview(side)
        column.addArrangedSubview(panel)
        divider.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            divider.widthAnchor.constraint(equalToConstant: 1),
            divider.leadingAnchor.constraint(equalTo: side.leadingAnchor, constant: 20),
            divider.trailingAnchor.constraint(equalTo: side.trailingAnchor, constant: -20),
        ])
    }
}
