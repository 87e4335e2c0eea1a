import UIKit

/// Outlets filled from a nib when there is one, and made and added in code otherwise (`if outlet == nil { outlet =
/// make() }`). The reader keeps the outlet as a possibility, whose place its nib gives, so activating the constraints
/// in `init(frame:)` before the strip itself is added says nothing about a missing common ancestor. Quiet.
final class OutletFallbackTabStrip: UIView {
    @IBOutlet weak var firstTab: UIButton!
    @IBOutlet weak var selectionMarker: UIView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        if firstTab == nil {
            firstTab = makeTab()
        }
        if selectionMarker == nil {
            selectionMarker = makeMarker()
        }
        firstTab.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        firstTab.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        firstTab.topAnchor.constraint(equalTo: topAnchor).isActive = true
        selectionMarker.topAnchor.constraint(equalTo: firstTab.bottomAnchor).isActive = true
        selectionMarker.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
        selectionMarker.widthAnchor.constraint(equalTo: firstTab.widthAnchor).isActive = true
        selectionMarker.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        selectionMarker.heightAnchor.constraint(equalToConstant: 2).isActive = true
    }

    private func makeTab() -> UIButton {
        let tab = UIButton()
        addSubview(tab)
        tab.translatesAutoresizingMaskIntoConstraints = false
        return tab
    }

    private func makeMarker() -> UIView {
        let marker = UIView()
        self.addSubview(marker)
        marker.translatesAutoresizingMaskIntoConstraints = false
        return marker
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class OutletFallbackTabsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let strip = OutletFallbackTabStrip()
        strip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
