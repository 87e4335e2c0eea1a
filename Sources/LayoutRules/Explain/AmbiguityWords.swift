/// The frame values `_autolayoutTrace` names (`minX`, `minY`, `Width`, `Height`), in words.
public enum AmbiguityWords {
    /// `minY, Height` → `vertical position and height`.
    public static func missing(_ attributes: [String]) -> String {
        let unique = phrases(attributes)
        guard !unique.isEmpty else { return "position or size not printed" }
        return unique.count > 1 ? unique.dropLast().joined(separator: ", ") + " and " + unique.last! : unique[0]
    }

    /// What each engine value is, in words, without repeats.
    public static func phrases(_ attributes: [String]) -> [String] {
        let words = attributes.map { attribute -> String in
            switch attribute.lowercased() {
            case "minx", "midx", "maxx", "left", "right", "leading", "trailing", "centerx": return "horizontal position"
            case "miny", "midy", "maxy", "top", "bottom", "centery", "baseline": return "vertical position"
            case "width": return "width"
            case "height": return "height"
            default: return attribute
            }
        }
        var unique: [String] = []
        for word in words where !unique.contains(word) { unique.append(word) }
        return unique
    }
}
