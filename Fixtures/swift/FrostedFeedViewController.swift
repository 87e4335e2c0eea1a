import UIKit

/// A feed under a frosted header: the table reaches the screen's bottom edge (it insets its own
/// content by the safe area) and the header's label lives in the effect view's content view.
final class FrostedFeedViewController: UIViewController {
    private let feedTableView = UITableView()
    private let header = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    private let titleLabel = UILabel()
    private let dimmingView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.translatesAutoresizingMaskIntoConstraints = false
        feedTableView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(feedTableView)
        view.addSubview(header)
        header.contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: header.contentView.topAnchor, constant: 8),
            titleLabel.centerXAnchor.constraint(equalTo: header.contentView.centerXAnchor),
            header.contentView.bottomAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            feedTableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            feedTableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            feedTableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            feedTableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        // Sized by its mask, not by constraints.
        dimmingView.frame = view.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(dimmingView)
    }
}
