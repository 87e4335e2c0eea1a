import UIKit

/// A status popup laid out in TransferStatusPopup.xib as a 152-point column, shown in a library's sheet that sizes it to
/// its content (FittedSheets' `SheetViewController(controller:sizes:)`): its view is not a screen, so the column does
/// not fight a full-screen height. Not reported.
final class TransferStatusPopup: UIViewController {
    @IBOutlet weak var statusLabel: UILabel!
    @IBOutlet weak var doneButton: UIButton!
}

final class TransferCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showStatus() {
        let popup = TransferStatusPopup(nibName: "TransferStatusPopup", bundle: nil)
        let sheet = SheetViewController(controller: popup, sizes: [.intrinsic])
        navigationController.present(sheet, animated: true)
    }
}
