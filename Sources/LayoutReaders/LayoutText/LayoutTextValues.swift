import LayoutModel

/// Parsers for the values of `key=value` properties.
enum LayoutTextValues {
    /// The value as one string: a quoted string's contents, or the glued tokens as written.
    static func text(_ tokens: [LayoutTextToken]) -> String {
        if tokens.count == 1, let string = tokens[0].string { return string }
        return tokens.map { $0.string ?? $0.display }.joined()
    }

    /// Comma-separated parts of the value.
    static func parts(_ tokens: [LayoutTextToken]) -> [String] {
        var parts: [String] = []
        var current = ""
        for token in tokens {
            if token.isSymbol(",") {
                parts.append(current)
                current = ""
            } else {
                current += token.string ?? token.display
            }
        }
        parts.append(current)
        return parts
    }

    static func number(_ text: String, column: Int, what: String) throws(LayoutTextError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw LayoutTextError(column: column, message: "expected a number for \(what), found '\(text)'")
        }
        return value
    }

    /// `375x667`.
    static func size(_ tokens: [LayoutTextToken], column: Int) throws(LayoutTextError) -> Size {
        let pieces = text(tokens).lowercased().split(separator: "x").map(String.init)
        guard pieces.count == 2, let width = Double(pieces[0]), let height = Double(pieces[1]), width >= 0, height >= 0 else {
            throw LayoutTextError(column: column, message: "expected a size such as 375x667, found '\(text(tokens))'")
        }
        return Size(width: width, height: height)
    }

    /// `vertical`, `horizontal` or `both`.
    static func axes(_ tokens: [LayoutTextToken], column: Int) throws(LayoutTextError) -> [Axis] {
        switch text(tokens).lowercased() {
        case "vertical": return [.vertical]
        case "horizontal": return [.horizontal]
        case "both": return [.horizontal, .vertical]
        default: throw LayoutTextError(column: column, message: "expected vertical, horizontal or both, found '\(text(tokens))'")
        }
    }

    /// `H,V` priorities, or one priority for both axes.
    static func priorities(_ tokens: [LayoutTextToken], column: Int, what: String) throws(LayoutTextError) -> AxisPair<Priority> {
        let values = parts(tokens)
        guard values.count == 1 || values.count == 2 else {
            throw LayoutTextError(column: column, message: "expected \(what)=H,V with two priorities, found '\(text(tokens))'")
        }
        var result: [Priority] = []
        for value in values {
            if let number = Double(value), number >= 1, number <= 1000 {
                result.append(Priority(number))
            } else if let named = Priority(named: value) {
                result.append(named)
            } else {
                throw LayoutTextError(column: column, message: "expected a priority between 1 and 1000 in \(what), found '\(value)'")
            }
        }
        return AxisPair(horizontal: result[0], vertical: result.count == 2 ? result[1] : result[0])
    }

    /// `W,H` where each is a number, `none` or `unknown`; one value applies to both axes.
    static func intrinsic(_ tokens: [LayoutTextToken], column: Int) throws(LayoutTextError) -> AxisPair<IntrinsicMetric> {
        let values = parts(tokens)
        let metrics = values.map { IntrinsicMetric(text: $0) }
        guard values.count <= 2, let first = metrics.first ?? nil, let last = metrics.last ?? nil else {
            throw LayoutTextError(column: column, message: "expected intrinsic=W,H where each is a number, none or unknown, found '\(text(tokens))'")
        }
        return AxisPair(horizontal: first, vertical: last)
    }

    /// Four numbers, or one for all of them.
    static func numbers(_ tokens: [LayoutTextToken], count: Int, column: Int, what: String) throws(LayoutTextError) -> [Double] {
        let values = parts(tokens).compactMap { Double($0) }
        guard values.count == count || (count == 4 && values.count == 1 && what == "margins"),
              values.count == parts(tokens).count else {
            throw LayoutTextError(column: column, message: "expected \(count) comma-separated numbers for \(what), found '\(text(tokens))'")
        }
        return values.count == 1 ? Array(repeating: values[0], count: count) : values
    }
}
