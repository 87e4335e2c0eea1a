import UIKit

/// Swift 1 code imported UIKit's setter as a method: `setTranslatesAutoresizingMaskIntoConstraints(false)` turns the
/// mask off as the property does. The headline is turned off that way (quiet); the byline never is, and its mask's
/// constraints meet the byline's own (found).
class NoticeBoardController: UIViewController {
    let headline = UILabel()
    let byline = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headline)
        view.addSubview(byline)
        headline.setTranslatesAutoresizingMaskIntoConstraints(false)
        view.addConstraint(NSLayoutConstraint(item: headline, attribute: .Leading, relatedBy: .Equal, toItem: view, attribute: .Leading, multiplier: 1, constant: 16))
        view.addConstraint(NSLayoutConstraint(item: headline, attribute: .Top, relatedBy: .Equal, toItem: view, attribute: .Top, multiplier: 1, constant: 16))
        view.addConstraint(NSLayoutConstraint(item: byline, attribute: .Leading, relatedBy: .Equal, toItem: headline, attribute: .Leading, multiplier: 1, constant: 0))
        view.addConstraint(NSLayoutConstraint(item: byline, attribute: .Top, relatedBy: .Equal, toItem: headline, attribute: .Bottom, multiplier: 1, constant: 4))
    }
}
