import UIKit

/// The address bar keeps its shadow only in a pop-up window: the test runs from `viewDidLoad`, where the view has no
/// window yet, so the guard always leaves through its `else` and takes the shadow, with its one constraint, out (quiet).
/// The search bar's guard tests something the reader cannot know: its shadow, laid out by its frame, may keep the
/// constraint too (found).
final class AddressBarController: UIViewController {
    private let shadowView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 8))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(shadowView)
        shadowView.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
        updateShadow()
    }

    private func updateShadow() {
        guard view.window?.isKeyWindow == false else {
            shadowView.removeFromSuperview()
            return
        }
        shadowView.isHidden = false
    }
}

final class SearchBarController: UIViewController {
    private let shadowView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 8))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(shadowView)
        shadowView.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
        updateShadow()
    }

    private func updateShadow() {
        guard UserDefaults.standard.bool(forKey: "searchShadow") else {
            shadowView.removeFromSuperview()
            return
        }
        shadowView.isHidden = false
    }
}
