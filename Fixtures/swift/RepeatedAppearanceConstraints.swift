import UIKit

// A profile screen that pins its avatar in viewWillAppear. UIKit calls it each time the screen appears again (after the
// editor it pushes is popped), but whether a screen ever appears again depends on how it is shown and what it shows
// (a sheet or an over-full-screen presentation does not hide it): not reported (held-out round 89).
final class ProfileSummaryController: UIViewController {
    private let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 96),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
    }

    @objc private func editProfile() {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
