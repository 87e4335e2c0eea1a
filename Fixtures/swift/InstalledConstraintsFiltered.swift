import UIKit

/// A results screen whose form is first pinned to the bottom of the view; it then takes the bottom pins installed on
/// the view off (`view.constraints.filter { … == .bottom }.forEach { $0.isActive = false }`) and hangs a results panel
/// below the form instead. UIKit installs each pin on the items' nearest common ancestor, here the view, so the filter
/// reaches the old pin: quiet. The copy that filters on `.top` leaves the bottom pin on, and the panel's chain cannot
/// fit: reported.
final class LaminateResultsController: UIViewController {
    private let form = UIView()
    private let resultsPanel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [form, resultsPanel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            form.heightAnchor.constraint(equalToConstant: 200),
            form.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        view.constraints.filter { $0.firstAttribute == .bottom || $0.secondAttribute == .bottom }.forEach { $0.isActive = false }
        NSLayoutConstraint.activate([
            resultsPanel.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
            resultsPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            resultsPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            resultsPanel.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
            resultsPanel.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}

final class SandwichResultsController: UIViewController {
    private let form = UIView()
    private let resultsPanel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [form, resultsPanel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            form.heightAnchor.constraint(equalToConstant: 200),
            form.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        view.constraints.filter { $0.firstAttribute == .top }.forEach { $0.isActive = false }
        NSLayoutConstraint.activate([
            resultsPanel.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
            resultsPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            resultsPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            resultsPanel.heightAnchor.constraint(equalToConstant: 120),
            resultsPanel.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
        ])
    }
}
