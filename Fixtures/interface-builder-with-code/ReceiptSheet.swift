import UIKit

/// Made from ReceiptSheet.xib.
final class ReceiptSheetView: UIView {
    static func make() -> ReceiptSheetView? {
        Bundle.main.loadNibNamed("ReceiptSheet", owner: nil)?.first as? ReceiptSheetView
    }
}

/// The class of ReceiptSheetDraft.xib, which nothing loads.
final class ReceiptSheetDraftView: UIView {}
