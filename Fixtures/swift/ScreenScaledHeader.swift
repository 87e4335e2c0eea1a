import UIKit

// A scale factor chosen by a switch on the screen's width: each case holds on one kind of phone only, and the
// code after the switch runs once. The factor is unknown after it, so the header's widths are not facts: no
// conflict. (Taking the first case's factor checked the 414-point scale on every phone.)
let screenWidth = UIScreen.main.bounds.width

func scaled(_ units: CGFloat) -> CGFloat {
    var factor: CGFloat = 0
    switch screenWidth {
    case 414: factor = 414.0 / 750.0
    case 375: factor = 375.0 / 750.0
    default: factor = 320.0 / 750.0
    }
    return units * factor
}

final class RevenueHeaderViewController: UIViewController {
    private let income = UIView()
    private let expenses = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for box in [income, expenses] {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
        }
        NSLayoutConstraint.activate([
            income.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: scaled(41)),
            income.widthAnchor.constraint(equalToConstant: scaled(300)),
            expenses.leadingAnchor.constraint(equalTo: income.trailingAnchor, constant: scaled(68)),
            expenses.widthAnchor.constraint(equalToConstant: scaled(300)),
            view.trailingAnchor.constraint(equalTo: expenses.trailingAnchor, constant: scaled(41)),
            income.topAnchor.constraint(equalTo: view.topAnchor),
            expenses.topAnchor.constraint(equalTo: view.topAnchor),
            income.heightAnchor.constraint(equalToConstant: 40),
            expenses.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}

final class FootnoteViewController: UIViewController {
    private let footnote = UILabel()
    var isCompact = false

    override func viewDidLoad() {
        super.viewDidLoad()
        footnote.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footnote)
        // Both branches leave the same inset: it stays a fact, and the footnote's 400-point width conflicts.
        var inset: CGFloat = 0
        if isCompact {
            inset = 16
        } else {
            inset = 16
        }
        NSLayoutConstraint.activate([
            footnote.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            view.trailingAnchor.constraint(equalTo: footnote.trailingAnchor, constant: inset),
            footnote.widthAnchor.constraint(equalToConstant: 400),
            footnote.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
        ])
    }
}
