import UIKit

// A banner made only when a setting asks for it: where it was not made, `promoBanner == nil` holds, and the strip's
// height is pinned to 0 on top of its required 48. The test is undecided (the setting is read at run time), so the
// reader checks both outcomes instead of deciding that a banner made in one branch always exists.
final class PromoStripController: UIViewController {
    private var promoBanner: UIView?
    private let strip = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        strip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(strip)
        if UserDefaults.standard.bool(forKey: "showsPromo") {
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            strip.addSubview(banner)
            promoBanner = banner
        }
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            strip.heightAnchor.constraint(equalToConstant: 48),
        ])
        if promoBanner == nil {
            strip.heightAnchor.constraint(equalToConstant: 0).isActive = true
        }
    }
}
