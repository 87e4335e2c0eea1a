import UIKit
import Rswift

// Resource accessors of the kind R.swift generates: they name every nib and cell of the app and show none of them.
// TicketStubCell.xib is named here only, so no code read shows it.
struct R {
    struct nib {
        static let ticketStubCell = TicketStubCellNib()
    }
}

struct TicketStubCellNib {
    let name = "TicketStubCell"

    func callAsFunction() -> UINib {
        UINib(nibName: "TicketStubCell", bundle: nil)
    }

    func firstView(owner: AnyObject?) -> TicketStubCell? {
        callAsFunction().instantiate(withOwner: owner, options: nil).first as? TicketStubCell
    }
}

final class TicketStubCell: UITableViewCell {
    @IBOutlet var amountText: UILabel!
}
