import UIKit

/// A project's nib-loading helper: a protocol whose extension names the nib after the class (`String(describing:
/// self)`) and returns its first top-level view as `Self`. The helper is followed like any call: the view it returns
/// keeps its autoresizing flag on, so a host pinning it without turning the flag off conflicts (reported at the load,
/// inside the helper). A host that turns it off stays quiet.
protocol ShelfNibLoadable: AnyObject {
    static var nibName: String { get }
}

extension ShelfNibLoadable where Self: UIView {
    static var nibName: String { String(describing: self) }

    static func loadFromNib() -> Self {
        Bundle.main.loadNibNamed(nibName, owner: nil, options: nil)!.first as! Self
    }
}

final class ShelfRibbonView: UIView, ShelfNibLoadable {
    @IBOutlet weak var titleLabel: UILabel!
}

final class ShelfRibbonHostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let ribbon = ShelfRibbonView.loadFromNib()
        view.addSubview(ribbon)
        NSLayoutConstraint.activate([
            ribbon.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ribbon.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            ribbon.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ribbon.heightAnchor.constraint(equalToConstant: 56),
        ])
    }
}

final class ShelfRibbonTidyController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let ribbon = ShelfRibbonView.loadFromNib()
        ribbon.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(ribbon)
        NSLayoutConstraint.activate([
            ribbon.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ribbon.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            ribbon.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ribbon.heightAnchor.constraint(equalToConstant: 56),
        ])
    }
}
