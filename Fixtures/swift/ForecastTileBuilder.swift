import UIKit

extension UIView {
    /// Every view of type `T` in this view's tree, this view included.
    func allDescendantViews<T: UIView>(ofType type: T.Type) -> [T] {
        var found = [T]()
        func visit(_ view: UIView) {
            if let match = view as? T { found.append(match) }
            view.subviews.forEach { visit($0) }
        }
        visit(self)
        return found
    }
}

// A builder finds the tile's icon and caption through a generic lookup. Which type the lookup is asked for is not
// followed, so `icon` is not known: it is not the tile itself (read that way, the tile would be 20 points high and
// its top its own bottom, a conflict the app never has).
final class ForecastTileBuilder {
    private var tile = UIView()

    func reset(_ view: UIView) {
        tile = view
        tile.addSubview(UIImageView())
        tile.addSubview(UILabel())
    }

    func placeIcon() {
        let icon = tile.allDescendantViews(ofType: UIImageView.self)[0]
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 20),
            icon.heightAnchor.constraint(equalToConstant: 20),
            icon.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
        ])
        let caption = tile.allDescendantViews(ofType: UILabel.self)[0]
        caption.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: icon.bottomAnchor),
            caption.bottomAnchor.constraint(equalTo: tile.bottomAnchor),
            caption.leadingAnchor.constraint(equalTo: tile.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: tile.trailingAnchor),
        ])
    }
}

final class ForecastTilesViewController: UIViewController {
    private let humidityTile = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        humidityTile.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(humidityTile)
        NSLayoutConstraint.activate([
            humidityTile.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            humidityTile.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            humidityTile.widthAnchor.constraint(equalToConstant: 80),
            humidityTile.heightAnchor.constraint(equalToConstant: 60),
        ])
        let builder = ForecastTileBuilder()
        builder.reset(humidityTile)
        builder.placeIcon()
    }
}
