import UIKit

/// A custom keyboard's input view controller: the keyboard, not the screen, sizes its view, and the view's own
/// constraints may set the keyboard's height. Four 45-point rows stacked from its top to its bottom are that height:
/// not reported. The globe key's 50-point height pinned inside a 45-point row conflicts wherever the keyboard shows.
final class NumberPadKeyboardViewController: UIInputViewController {
    private let rows = UIStackView()
    private let globeRow = UIView()
    private let globeKey = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        rows.axis = .vertical
        rows.spacing = 6
        rows.distribution = .fillEqually
        rows.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rows)
        for _ in 0..<3 {
            let row = UIView()
            rows.addArrangedSubview(row)
        }
        rows.addArrangedSubview(globeRow)
        globeKey.translatesAutoresizingMaskIntoConstraints = false
        globeRow.addSubview(globeKey)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            rows.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4),
            rows.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -4),
            rows.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
            globeRow.heightAnchor.constraint(equalToConstant: 45),
            globeKey.topAnchor.constraint(equalTo: globeRow.topAnchor),
            globeKey.bottomAnchor.constraint(equalTo: globeRow.bottomAnchor),
            globeKey.leadingAnchor.constraint(equalTo: globeRow.leadingAnchor),
            globeKey.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}
