import AppKit

// The ribbon is drawn in RibbonViewController.xib with its autoresizing mask on and one constraint under the title.
// The controller takes it out of its superview as soon as the view loads (it is shown elsewhere, by frame, later):
// UIKit drops that constraint with it, so the mask and the constraint never meet and nothing is reported.
final class RibbonViewController: NSViewController {
    @IBOutlet var ribbonView: NSView!
    @IBOutlet var titleField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        ribbonView.removeFromSuperview()
    }
}

final class RibbonHost: NSViewController {
    let ribbon = RibbonViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(ribbon)
    }
}
