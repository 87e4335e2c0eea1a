import LayoutModel

/// What an `NSTextField`'s cell in a nib says its height comes from: its font, whether its text stays on one line, its
/// bezel. The height itself is AppKit's metric, which the model computes (`TextFieldStyle.intrinsicHeight`).
enum IBAppKitTextFieldStyle {
    /// Point sizes of the `metaFont` names Interface Builder writes (`NSFont.systemFontSize`, `smallSystemFontSize`,
    /// `labelFontSize`, …). The system font's weights (`systemSemibold`, written with their `size`) share its vertical
    /// metrics: San Francisco's ascender and descender are the same in every weight.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "systemSemibold": 13, "systemMedium": 13, "systemLight": 13, "systemThin": 13,
        "systemUltraLight": 13, "systemHeavy": 13, "systemBlack": 13,
        "message": 13, "menu": 13, "controlContent": 13, "cellTitle": 13,
        "titleBar": 13, "smallSystem": 11, "smallSystemBold": 11, "toolTip": 11, "paletteTitle": 11,
        "miniSystem": 9, "miniSystemBold": 9, "label": 10,
    ]

    /// The style the text field's cell states, or nil when it has no cell.
    static func style(of textField: IBElement) -> TextFieldStyle? {
        guard let cell = textField.child(named: "textFieldCell", key: "cell") else { return nil }
        let singleLine = cell.flag("usesSingleLineMode")
            || ["clipping", "truncatingTail", "truncatingMiddle", "truncatingHead"].contains(cell["lineBreakMode"] ?? "")
        let border: TextFieldStyle.Border
        switch cell["borderStyle"] {
        case nil: border = cell.flag("bezeled") || cell.flag("bordered") ? .other : .none
        case "bezel": border = .bezel
        default: border = .other
        }
        return TextFieldStyle(systemFontSize: systemFontSize(cell.child(named: "font", key: "font")), isSingleLine: singleLine, border: border)
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
