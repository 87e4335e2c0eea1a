import LayoutModel

/// An item as a constraint line names it, before the scene's declarations resolve it.
struct LayoutTextItemReference: Equatable {
    /// The name as written (`Name Text Field`, `titleLabel`, `view.safeAreaLayoutGuide` when quoted).
    var name: String
    /// Set when the reference goes through one of the owner's built-in guides (`view.safeArea.top`).
    var guide: LayoutGuideKind?
    /// Whether the name was quoted, which makes it literal.
    var quoted: Bool
    var column: Int

    /// Guide property names as code and the `.layout` format spell them.
    static func guideKind(forSegment segment: String) -> LayoutGuideKind? {
        switch segment.lowercased() {
        case "safearea", "safearealayoutguide": return .safeArea
        case "layoutmargins", "layoutmarginsguide", "margins": return .layoutMargins
        case "readablecontent", "readablecontentguide": return .readableContent
        case "keyboard", "keyboardlayoutguide": return .keyboard
        case "toplayoutguide": return .topLayoutGuide
        case "bottomlayoutguide": return .bottomLayoutGuide
        case "contentlayoutguide": return .scrollContent
        case "framelayoutguide": return .scrollFrame
        default: return nil
        }
    }

    /// Recipe names the Auto Layout Guide uses for guides of the root view.
    static func recipeGuide(named name: String) -> LayoutGuideKind? {
        switch normalized(name) {
        case "top layout guide": return .topLayoutGuide
        case "bottom layout guide": return .bottomLayoutGuide
        case "safe area", "safe area layout guide": return .safeArea
        default: return nil
        }
    }

    /// Case- and spacing-insensitive form used to match recipe names (`Name label` is `Name Label`).
    static func normalized(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
