import UIKit

/// A controller whose panel and list come from its storyboard: the code pins them to its view, which they
/// are somewhere inside, without saying where. Those constraints are set aside with a note (the nib's own
/// constraints are not known here); a size, and a view the code places inside the panel, are still read.
final class ComposerSheetViewController: UIViewController {
    @IBOutlet private weak var panelView: UIView!
    @IBOutlet private weak var listView: UITableView!
    private let footerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([
            panelView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panelView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panelView.heightAnchor.constraint(equalToConstant: 120),
        ])
        listView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        footerLabel.translatesAutoresizingMaskIntoConstraints = false
        panelView.addSubview(footerLabel)
        NSLayoutConstraint.activate([
            footerLabel.leadingAnchor.constraint(equalTo: panelView.layoutMarginsGuide.leadingAnchor),
            footerLabel.bottomAnchor.constraint(equalTo: panelView.layoutMarginsGuide.bottomAnchor),
        ])
    }
}
