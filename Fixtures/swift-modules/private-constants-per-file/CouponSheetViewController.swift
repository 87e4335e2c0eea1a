import UIKit

/// This file's own `UIConstants` sizes the sheet from the screen (88 % of its height): its height is not known here,
/// and the 44 points another file's private `UIConstants.height` says is not this one. Not reported.
final class CouponSheetViewController: UIViewController {
    private let sheet = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sheet.heightAnchor.constraint(equalToConstant: UIConstants.height),
            sheet.heightAnchor.constraint(greaterThanOrEqualToConstant: 300),
        ])
    }
}

private enum UIConstants {
    static let height = UIScreen.main.bounds.height * 0.88
}
