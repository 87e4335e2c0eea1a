// A stack view drawn in a nib (an outlet) arranges along the axis its nib gives, which this code does not say: hiding
// the alerts container collapses it along that axis. Read with the default horizontal axis, the container's
// width collapse conflicted with the 16-point insets inside it; the stack is open, so nothing is concluded.
import UIKit

final class StakingViewController: UIViewController {
    @IBOutlet private var stackView: UIStackView!
    private lazy var alertsContainerView = UIView()
    private let alertsView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        alertsContainerView.translatesAutoresizingMaskIntoConstraints = false
        alertsView.translatesAutoresizingMaskIntoConstraints = false
        alertsContainerView.addSubview(alertsView)
        NSLayoutConstraint.activate([
            alertsView.leadingAnchor.constraint(equalTo: alertsContainerView.leadingAnchor, constant: 16),
            alertsView.trailingAnchor.constraint(equalTo: alertsContainerView.trailingAnchor, constant: -16),
            alertsView.topAnchor.constraint(equalTo: alertsContainerView.topAnchor),
            alertsView.bottomAnchor.constraint(equalTo: alertsContainerView.bottomAnchor),
        ])
        stackView.addArrangedSubview(alertsContainerView)
    }

    func didReceive(alerts: [String]) {
        if alerts.isEmpty { alertsContainerView.isHidden = true }
    }
}
