import UIKit

/// An equaliser arranges one 30-point column per band, in a loop over bands the reader does not know: the stack holds
/// as many columns as there are bands, so nothing follows from the one pass read (one column as wide as the screen-wide
/// stack). Quiet.
final class BandEqualizerController: UIViewController {
    private let columns = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        columns.axis = .horizontal
        columns.distribution = .equalSpacing
        columns.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(columns)
        NSLayoutConstraint.activate([
            columns.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            columns.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            columns.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            columns.heightAnchor.constraint(equalToConstant: 120),
        ])
        // The bands come from a store the reader does not have.
        for _ in SoundSettings.shared.bandGains {
            let column = UIView()
            column.translatesAutoresizingMaskIntoConstraints = false
            column.widthAnchor.constraint(equalToConstant: 30).isActive = true
            columns.addArrangedSubview(column)
        }
    }
}
