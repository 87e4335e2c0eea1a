import PureLayout
import UIKit

// `NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }` gives the constraints PureLayout's methods make inside the
// block that priority: the card's 500-point width gives way to the 24-point insets on a phone. A constraint made
// with anchors inside the block stays required (PureLayout only sets the priority of what it installs), so the
// banner's 600-point width conflicts with the screen.
final class WideCardViewController: UIViewController {
    let card = UIView()
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        view.addSubview(banner)
        card.autoAlignAxis(toSuperviewAxis: .vertical)
        card.autoPinEdge(toSuperviewEdge: .top, withInset: 40)
        card.autoSetDimension(.height, toSize: 120)
        card.autoPinEdge(toSuperviewEdge: .left, withInset: 24, relation: .greaterThanOrEqual)
        NSLayoutConstraint.autoSetPriority(UILayoutPriority.defaultHigh) {
            card.autoSetDimension(.width, toSize: 500)
        }

        banner.autoAlignAxis(toSuperviewAxis: .vertical)
        banner.autoPinEdge(.top, to: .bottom, of: card, withOffset: 16)
        banner.autoSetDimension(.height, toSize: 60)
        banner.autoPinEdge(toSuperviewEdge: .left, withInset: 24, relation: .greaterThanOrEqual)
        NSLayoutConstraint.autoSetPriority(.defaultHigh, forConstraints: {
            banner.translatesAutoresizingMaskIntoConstraints = false
            banner.widthAnchor.constraint(equalToConstant: 600).isActive = true
        })
    }
}
