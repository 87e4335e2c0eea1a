import UIKit

/// A base controller that shows an ad banner under its content when banners are enabled; a subclass that
/// never wants the banner hides it after the base set-up. The banner is hidden whatever the setting says.
class BannerHostViewController: UIViewController {
    let stackView = UIStackView()
    let bannerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        makeUI()
    }

    func makeUI() {
        if UserDefaults.standard.bool(forKey: "bannersEnabled") {
            stackView.addArrangedSubview(bannerView)
        }
    }
}

final class ArticleViewController: BannerHostViewController {
    let textView = UITextView()

    override func makeUI() {
        super.makeUI()
        stackView.insertArrangedSubview(textView, at: 0)
        bannerView.isHidden = true
    }
}
