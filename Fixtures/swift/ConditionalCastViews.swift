import UIKit

final class RoundButton: UIButton {}

/// `if let round = host as? RoundButton` with a plain view: the cast fails at run time, so the branch that would make the
/// close mark as high as the round button (and so as the whole screen) never runs.
final class ClosableCardController: UIViewController {
    private let closeMark = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        attachClose(to: view)
    }

    private func attachClose(to host: UIView) {
        closeMark.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(closeMark)
        NSLayoutConstraint.activate([
            closeMark.topAnchor.constraint(equalTo: host.topAnchor, constant: 12),
            closeMark.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -12),
            closeMark.widthAnchor.constraint(equalToConstant: 24),
            closeMark.heightAnchor.constraint(equalTo: closeMark.widthAnchor),
        ])
        if let round = host as? RoundButton {
            closeMark.heightAnchor.constraint(equalTo: round.heightAnchor).isActive = true
        }
    }
}
