import LayoutModel

/// The intrinsic height of a one-line `NSTextField`, from the font its cell stores.
///
/// A text field's intrinsic size is its cell's `cellSize`: one line of its font (the font's line height,
/// ascender − descender + leading, rounded up to whole points), plus the bezel of an editable field. For the system
/// font (San Francisco, line height ≈ 1.19 × its point size) that is the 16-point label and the 21-point bezeled
/// field of Interface Builder's object library at 13 points, 14 and 19 at the small size (11 points). A label whose
/// text wraps is as tall as its lines at its width, and a font other than the system's has its own metrics: both
/// stay unknown. The value matters: a stand-in taller than the row it sits in (a 20.5-point nominal label next to a
/// 19-point control) makes the label the tallest view of the row, and its compression resistance then ties with any
/// other wish of the same priority (a window's height at 750), a choice AppKit never has to make.
enum IBAppKitTextFieldHeight {
    /// Line height of the system font per point of size.
    static let systemLineHeightPerPoint = 1.193
    /// What the bezel of an editable, bezeled text field adds to its line.
    static let bezelHeight = 5.0

    /// Point sizes of the `metaFont` names Interface Builder writes (`NSFont.systemFontSize`, `smallSystemFontSize`,
    /// `labelFontSize`, …).
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "message": 13, "menu": 13, "controlContent": 13, "cellTitle": 13,
        "titleBar": 13, "smallSystem": 11, "smallSystemBold": 11, "toolTip": 11, "paletteTitle": 11,
        "miniSystem": 9, "miniSystemBold": 9, "label": 10,
    ]

    /// The height, or nil when the file does not say enough to know it.
    static func height(of textField: IBElement) -> Double? {
        guard let cell = textField.child(named: "textFieldCell", key: "cell") else { return nil }
        let singleLine = cell.flag("usesSingleLineMode")
            || ["clipping", "truncatingTail", "truncatingMiddle", "truncatingHead"].contains(cell["lineBreakMode"] ?? "")
        guard singleLine, let size = systemFontSize(cell.child(named: "font", key: "font")) else { return nil }
        let line = (size * systemLineHeightPerPoint).rounded(.up)
        switch cell["borderStyle"] {
        case nil: return cell.flag("bezeled") || cell.flag("bordered") ? nil : line
        case "bezel": return line + bezelHeight
        default: return nil
        }
    }

    /// The point size of a system font element: `usesAppearanceFont` (the system font at its regular size), a
    /// `metaFont`, optionally with its own `size`. A named font (`name="HelveticaNeue"`) is not the system's.
    private static func systemFontSize(_ font: IBElement?) -> Double? {
        guard let font, font["name"] == nil else { return nil }
        if font.flag("usesAppearanceFont") { return 13 }
        guard let meta = font["metaFont"], let size = metaFontSizes[meta] else { return nil }
        return font.number("size") ?? size
    }
}
