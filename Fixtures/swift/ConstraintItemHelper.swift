import AppKit

// A project helper activates constraints and turns the autoresizing mask off on each one's first item, the way
// such helpers reach the view through `firstItem` (an `NSLayoutConstraint` hands back the view it was made with).
// The welcome screen's button is placed only through the helper, so its mask is off and nothing conflicts. A label
// placed with plain `activate` keeps its mask and is reported; a guide's constraint handed to the helper leaves
// the guide alone (a guide is no view).
extension NSLayoutConstraint {
    static func constrain(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            (constraint.firstItem as? NSView)?.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate(constraints)
    }
}

final class WelcomePaneController: NSViewController {
    private let continueButton = NSButton(title: "Continue", target: nil, action: nil)
    private let footnote = NSTextField(labelWithString: "You can change this later.")
    private let margin = NSLayoutGuide()

    override func loadView() {
        view = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 320))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(continueButton)
        view.addSubview(footnote)
        view.addLayoutGuide(margin)
        NSLayoutConstraint.constrain([
            margin.widthAnchor.constraint(equalToConstant: 20),
            continueButton.widthAnchor.constraint(equalToConstant: 160),
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -24),
        ])
        NSLayoutConstraint.activate([
            margin.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            margin.topAnchor.constraint(equalTo: view.topAnchor),
            margin.heightAnchor.constraint(equalToConstant: 20),
            footnote.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footnote.bottomAnchor.constraint(equalTo: continueButton.topAnchor, constant: -12),
        ])
    }
}
