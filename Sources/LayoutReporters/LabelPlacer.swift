/// Places the names of boxes in a drawing so that no two overlap and none reaches outside the drawing (which
/// scripts/check-html-drawings.sh checks in headless Chromium): each label goes at its box's top-left corner, or
/// the nearest free row below or above it, moved left when it would pass the right edge and shortened with "…"
/// when it is wider than the drawing. A label with no free row is left out (`place` returns nil) or, with
/// `placeInLegend`, put in a row added below the drawing.
///
/// Widths are estimated for a monospaced font (the drawings set one): 0.62 em a character, rows 15 points
/// apart for 11-point text; the browser check keeps the estimate honest.
public struct LabelPlacer {
    public struct Label: Equatable {
        public var text: String
        /// Start of the baseline.
        public var x: Double
        public var y: Double
    }

    public let left: Double, top: Double, right: Double
    /// The drawing's bottom; labels put in the legend move it down.
    public private(set) var bottom: Double
    public let fontSize: Double
    private var occupied: [(x: Double, y: Double, width: Double, height: Double)] = []

    public init(x: Double, y: Double, width: Double, height: Double, fontSize: Double = 11) {
        left = x
        top = y
        right = x + width
        bottom = y + height
        self.fontSize = fontSize
    }

    var characterWidth: Double { fontSize * 0.62 }
    var rowHeight: Double { fontSize + 4 }
    /// From the baseline: how far the text reaches up and down.
    var ascent: Double { fontSize }
    var descent: Double { 3 }

    /// The text shortened with "…" to fit the drawing's width.
    func fitted(_ text: String) -> String {
        let available = Int(((right - left - 2) / characterWidth).rounded(.down))
        guard text.count > available, available > 1 else { return text }
        return String(text.prefix(available - 1)) + "…"
    }

    func width(of text: String) -> Double { Double(text.count) * characterWidth }

    private func isFree(_ x: Double, _ baseline: Double, _ width: Double) -> Bool {
        let y = baseline - ascent, height = ascent + descent
        guard y >= top, y + height <= bottom, x >= left, x + width <= right else { return false }
        return !occupied.contains { other in
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// The label of a box whose top-left corner is (`x`, `y`), or nil when there is no free place for it.
    public mutating func place(_ name: String, atBoxX x: Double, y: Double) -> Label? {
        let text = fitted(name)
        let width = width(of: text)
        let startX = min(max(x + 3, left), right - width)
        let startBaseline = max(y + fontSize + 1, top + ascent)
        var candidates: [Double] = []
        var baseline = startBaseline
        while baseline + descent <= bottom { candidates.append(baseline); baseline += rowHeight }
        baseline = startBaseline - rowHeight
        while baseline - ascent >= top { candidates.append(baseline); baseline -= rowHeight }
        for baseline in candidates where isFree(startX, baseline, width) {
            occupied.append((startX, baseline - ascent, width, ascent + descent))
            return Label(text: text, x: startX, y: baseline)
        }
        return nil
    }

    /// A label in a new row under the drawing (which grows by one row).
    public mutating func placeInLegend(_ name: String) -> Label {
        let text = fitted(name)
        let baseline = bottom + ascent + 0.5
        bottom += rowHeight
        occupied.append((left, baseline - ascent, width(of: text), ascent + descent))
        return Label(text: text, x: left, y: baseline)
    }
}
