import UIKit

/// A player bar with two layouts: the split view calls `configureForWide()`, the tab bar `configureForCompact()`;
/// no code calls both on one bar. Each pins the artwork its own way (the wide layout keeps it inside an info panel it
/// makes lazily), so together they conflict, but no instance ever has both: nothing is reported. Within the compact
/// layout the artwork's width is fixed twice, 44 and 48, which is a real conflict of that layout alone.
final class PlayerBarView: UIView {
    let artwork = UIImageView()
    let title = UILabel()

    lazy var infoPanel: UIView = {
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(artwork)
        NSLayoutConstraint.activate([
            artwork.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            artwork.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            artwork.topAnchor.constraint(equalTo: panel.topAnchor),
            artwork.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
        return panel
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        artwork.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configureForWide() {
        addSubview(infoPanel)
        NSLayoutConstraint.activate([
            infoPanel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            infoPanel.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            infoPanel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            artwork.widthAnchor.constraint(equalTo: artwork.heightAnchor),
        ])
    }

    func configureForCompact() {
        addSubview(artwork)
        addSubview(title)
        NSLayoutConstraint.activate([
            artwork.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            artwork.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            artwork.widthAnchor.constraint(equalToConstant: 44),
            artwork.widthAnchor.constraint(equalToConstant: 48),
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
            title.leadingAnchor.constraint(equalTo: artwork.trailingAnchor, constant: 8),
            title.centerYAnchor.constraint(equalTo: artwork.centerYAnchor),
        ])
    }
}

final class PlayerSplitController: UIViewController {
    let bar = PlayerBarView()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.configureForWide()
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 64),
        ])
    }
}

final class PlayerTabController: UIViewController {
    let bar = PlayerBarView()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.configureForCompact()
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
}
