import UIKit

/// Constants the ledger screens read from another file: nested enums, a struct's statics, an enum's raw values.
enum LedgerStyles {
    enum Sizes {
        static let gutter: CGFloat = 12
        static let rowHeight = 44.0
    }
}

enum LedgerLayout {
    static let margin: CGFloat = 16
}

struct LedgerPalette {
    static let hairline: CGFloat = 1
}

enum LedgerGap: CGFloat {
    case tight = 4
    case loose = 20
}

/// A struct whose stored properties have initial values; an instance of it holds those values.
struct LedgerRowMetrics {
    let padding: CGFloat = 10
    var badgeSize = CGSize(width: 28, height: 20)
}

/// A constant on CGFloat itself, read as `constant: .ledgerIndent`.
extension CGFloat {
    static let ledgerIndent: CGFloat = 14
}
