import UIKit

/// A gallery page laid out in GalleryPageViewController.xib as a 152-point column, shown as a page of a
/// UIPageViewController (`setViewControllers(_:direction:animated:completion:)`), which sizes each page to its own
/// bounds: the page's view is not a screen. Not reported.
final class GalleryPageViewController: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!
    @IBOutlet weak var doneButton: UIButton!

    static func make() -> GalleryPageViewController {
        GalleryPageViewController(nibName: "GalleryPageViewController", bundle: nil)
    }
}

final class GalleryViewController: UIViewController {
    private var pages: [UIViewController] = []
    private weak var pageController: UIPageViewController?

    func show(imageCount: Int) {
        pages = (0..<max(imageCount, 1)).map { _ in GalleryPageViewController.make() }
        pageController?.setViewControllers([pages[0]], direction: .forward, animated: true, completion: nil)
    }
}
