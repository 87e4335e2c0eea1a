/// What an AppKit text field's cell states that its height comes from: one line of its font, plus its bezel.
///
/// A text field's intrinsic size is its cell's `cellSize`: one line of its font (the font's line height, ascender −
/// descender + leading, rounded up to whole points), plus the bezel of an editable field. For the system font (San
/// Francisco, line height ≈ 1.19 × its point size) that is the 16-point label and the 21-point bezeled field of
/// Interface Builder's object library at 13 points, 14 and 19 at the small size (11 points). A field whose text wraps is
/// as tall as its lines at its width, and a font other than the system's has its own metrics: both stay unknown. The
/// value matters: a stand-in taller than the row it sits in (a 20.5-point nominal label next to a 19-point control)
/// makes the label the tallest view of the row, and its compression resistance then ties with any other wish of the
/// same priority (a window's height at 750), a choice AppKit never has to make.
public struct TextFieldStyle: Hashable, Codable, Sendable {
    /// The field's border, as far as its height goes.
    public enum Border: String, Hashable, Codable, Sendable, CaseIterable {
        /// No border and no bezel (a label).
        case none
        /// The square bezel of an editable field (`NSTextField.BezelStyle.squareBezel`).
        case bezel
        /// Another border (rounded bezel, a plain border): its height is not known here.
        case other
    }

    /// The point size of the system font it draws with; nil for any other font.
    public var systemFontSize: Double?
    /// Whether its text stays on one line (single-line mode, or clipping and truncating instead of wrapping).
    public var isSingleLine: Bool
    public var border: Border

    public init(systemFontSize: Double?, isSingleLine: Bool, border: Border) {
        self.systemFontSize = systemFontSize
        self.isSingleLine = isSingleLine
        self.border = border
    }

    /// Line height of the system font per point of size.
    static let systemLineHeightPerPoint = 1.193
    /// What the bezel of an editable, bezeled text field adds to its line.
    static let bezelHeight = 5.0

    /// The field's intrinsic height, or nil when its style does not tell it.
    public var intrinsicHeight: Double? {
        guard isSingleLine, let size = systemFontSize else { return nil }
        let line = (size * Self.systemLineHeightPerPoint).rounded(.up)
        switch border {
        case .none: return line
        case .bezel: return line + Self.bezelHeight
        case .other: return nil
        }
    }
}
