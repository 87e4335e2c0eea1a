import UIKit

/// A feed screen that lays out a child controller and a caption with visual formats. The formats that place a view
/// controller, or a string, where a view belongs raise at run time; the ones given views are fine.
final class CatalogFeedViewController: UIViewController {
    let banner = CatalogBannerController()
    let caption = UILabel()
    let captionText = "Today"

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(banner)
        let bannerView = banner.view!
        bannerView.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bannerView)
        view.addSubview(caption)
        banner.didMove(toParent: self)

        // The controller instead of its view.
        let wrong: [String: Any] = ["banner": banner, "caption": caption, "text": captionText]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: wrong))
        // A string where the caption label belongs.
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[text]-|", options: [], metrics: nil, views: wrong))

        // The same screen done right: the controller's view, the root view named too.
        let views: [String: Any] = ["banner": bannerView, "caption": caption, "root": view!]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[caption]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[banner(120)]-[caption]", options: [], metrics: nil, views: views))
    }
}

final class CatalogBannerController: UIViewController {}
