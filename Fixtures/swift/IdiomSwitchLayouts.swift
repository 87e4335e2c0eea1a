import UIKit

// A session screen switches over the device's idiom: phones pin the stage under the safe area, iPads centre it,
// and `default` (a television) sets a 1920-point stage. The idiom is the device's, not data: an iPhone runs the
// `.phone` case only, an iPad the `.pad` case only, and `default` runs on no device layoutlint checks (read as a
// variant, its 1920 points were reported against every screen). The banner is 100 points in from both edges and
// holds a 240-point badge, which cannot fit the width an iPhone leaves it, so that conflict is reported on iPhones;
// on iPads it fits.
final class StageViewController: UIViewController {
    private let stage = UIView()
    private let banner = UIView()
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stage.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stage)
        switch traitCollection.userInterfaceIdiom {
        case .phone:
            NSLayoutConstraint.activate([
                stage.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                stage.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                stage.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stage.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        case .pad:
            NSLayoutConstraint.activate([
                stage.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stage.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                stage.widthAnchor.constraint(equalToConstant: 600),
                stage.heightAnchor.constraint(equalToConstant: 400),
            ])
        default:
            NSLayoutConstraint.activate([
                stage.topAnchor.constraint(equalTo: view.topAnchor),
                stage.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stage.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stage.widthAnchor.constraint(equalToConstant: 1920),
                stage.heightAnchor.constraint(equalToConstant: 1080),
            ])
        }
        banner.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(banner)
        banner.addSubview(badge)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: stage.leadingAnchor, constant: 100),
            banner.trailingAnchor.constraint(equalTo: stage.trailingAnchor, constant: -100),
            banner.centerYAnchor.constraint(equalTo: stage.centerYAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
            badge.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: banner.trailingAnchor),
            badge.topAnchor.constraint(equalTo: banner.topAnchor),
            badge.bottomAnchor.constraint(equalTo: banner.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 240),
        ])
    }
}
