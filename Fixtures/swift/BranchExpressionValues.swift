import UIKit

// Swift 5.9's `if` and `switch` expressions as a body's value: the bar's height is 54 (the `#available` branch the
// reader takes), not nothing read as 0, so it fits its field with 2 points above and below; the banner's width is
// the `.wide` case's 500 points, which cannot fit between the screen's edges (a real conflict, reported).
final class SearchBarViewController: UIViewController {
    enum BannerStyle { case wide, narrow }

    var barHeight: Double {
        if #available(iOS 26.0, *) { 54 } else { 36 }
    }

    func bannerWidth(_ style: BannerStyle) -> CGFloat {
        switch style {
        case .wide: 500
        case .narrow: 100
        }
    }

    let bar = UIView()
    let field = UITextField()
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        bar.addSubview(field)
        view.addSubview(banner)
        for item in [bar, field, banner] { item.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: barHeight),
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 2),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -2),
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
            banner.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            banner.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
            banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            banner.widthAnchor.constraint(equalToConstant: bannerWidth(.wide)),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
}
