import UIKit
import WalletKit

// The transfer list is a screen of another module: this code only loads the row nib and hands it over. Which
// height that screen gives its rows is its code's, not read.
final class TransferHistoryConfigurator {
    func configure(_ builder: HistoryScreenBuilder) -> HistoryScreenBuilder {
        builder.with(cellNib: UINib(nibName: "TransferRowCell", bundle: .main), reuseIdentifier: "transfer")
    }
}
