import UIKit

/// The banner's height is a static `var` the launch code sets from the screen: its declared 0 is not what the banner
/// gets, so no conflict with the title inside. The footer's height is a static `var` nothing assigns: its 50 points
/// are too few for a 40-point label with 12-point insets, reported.
enum BannerMetrics {
    static var height: CGFloat = CGFloat()
}

final class LaunchConfigurator {
    static func configure(screenHeight: CGFloat) {
        BannerMetrics.height = screenHeight > 700 ? 120 : 90
    }
}

final class HomeViewController: UIViewController {
    private let banner = UIView()
    private let title = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        banner.addSubview(title)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: BannerMetrics.height),
            title.topAnchor.constraint(equalTo: banner.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: banner.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 16),
            title.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}

enum FooterMetrics {
    static var height: CGFloat = 50
}

final class SettingsViewController: UIViewController {
    private let footer = UIView()
    private let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        footer.translatesAutoresizingMaskIntoConstraints = false
        note.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)
        footer.addSubview(note)
        NSLayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: FooterMetrics.height),
            note.topAnchor.constraint(equalTo: footer.topAnchor, constant: 12),
            note.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -12),
            note.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
            note.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}
