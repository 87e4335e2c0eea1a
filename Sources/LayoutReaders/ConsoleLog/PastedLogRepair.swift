/// Undoes what trackers and chat tools do to a pasted log before the scanner reads it, without moving columns
/// where it can: markdown's `\<` and `\>` escapes, the `<…>` markdown drops as an unknown tag, and the `~~` a
/// Jira-to-GitHub bridge makes of `-`.
enum PastedLogRepair {
    /// The line as the runtime printed it, as near as can be told.
    static func repair(_ line: [UInt8]) -> [UInt8] {
        let line = restoringDroppedBrackets(closingSpacedBrackets(line))
        guard line.contains(LogBytes.backslash) || line.contains(LogBytes.tilde) else { return line }
        var repaired = line
        var index = 0
        while index + 1 < repaired.count {
            // `\<NSLayoutConstraint:0x… …\>`: the escape becomes a space, so every column stays put.
            if repaired[index] == LogBytes.backslash, repaired[index + 1] == LogBytes.less || repaired[index + 1] == LogBytes.greater {
                repaired[index] = LogBytes.space
            }
            index += 1
        }
        // `V:|~~(8)~~[UILabel…]`, `'UISV~~spacing'`: the runtime never prints `~~`, so each was a dash.
        guard LogBytes.find([LogBytes.tilde, LogBytes.tilde], in: repaired) != nil,
              LogBytes.find(Array("Constraint".utf8), in: repaired) != nil else { return repaired }
        var joined: [UInt8] = []
        joined.reserveCapacity(repaired.count)
        index = 0
        while index < repaired.count {
            if repaired[index] == LogBytes.tilde, index + 1 < repaired.count, repaired[index + 1] == LogBytes.tilde {
                joined.append(LogBytes.dash)
                index += 2
            } else {
                joined.append(repaired[index])
                index += 1
            }
        }
        return joined
    }

    /// `"< NSLayoutConstraint:0x…`: a blog put a space after `<` so its HTML would not take the description for a
    /// tag. The `<` moves onto the space, next to the class name, so the columns stay put.
    static func closingSpacedBrackets(_ line: [UInt8]) -> [UInt8] {
        guard line.contains(LogBytes.less) else { return line }
        var repaired = line
        var index = 0
        while index + 2 < repaired.count {
            if repaired[index] == LogBytes.less, repaired[index + 1] == LogBytes.space, repaired[index + 2] != LogBytes.space,
               ConstraintDescriptionParser.startsDescription([LogBytes.less] + repaired[(index + 2)...].prefix(120), at: 0) {
                repaired[index] = LogBytes.space
                repaired[index + 1] = LogBytes.less
            }
            index += 1
        }
        return repaired
    }

    /// `    NSLayoutConstraint:0x… SwipeView:0x….leading == … + 5,`: markdown took `<NSLayoutConstraint:…>` for an
    /// HTML tag and dropped the brackets (and often the quotes around them: `>     "NSLayoutConstraint:0x… H:[…]",`
    /// keeps them). A line that starts with a constraint class and its address, after its indent, `>` quote markers
    /// and the list's `"`, gets its brackets back: the opening quote, or else the indent's last space, becomes `<`,
    /// and the closing quote, or else the list's comma, `>`, so the columns stay put (a line with neither grows by one).
    static func restoringDroppedBrackets(_ line: [UInt8]) -> [UInt8] {
        var start = 0
        while start < line.count, LogBytes.isSpace(line[start]) || line[start] == LogBytes.greater { start += 1 }
        var openingQuote: Int?
        if start < line.count, line[start] == LogBytes.doubleQuote {
            openingQuote = start
            start += 1
        }
        var index = start
        while index < line.count, LogBytes.isAlphanumeric(line[index]) || line[index] == LogBytes.dot || line[index] == UInt8(ascii: "_") {
            index += 1
        }
        let className = line[start..<index]
        guard className.count >= 10, LogBytes.string(className).hasSuffix("Constraint"),
              index + 3 < line.count, line[index] == LogBytes.colon, line[index + 1] == UInt8(ascii: "0"), line[index + 2] == UInt8(ascii: "x"),
              !line[start...].contains(LogBytes.less) || !line[start...].contains(LogBytes.greater) else { return line }
        var repaired = line
        var end = repaired.count
        while end > start, LogBytes.isSpace(repaired[end - 1]) { end -= 1 }
        if openingQuote != nil, repaired[end - 1] == LogBytes.comma, end - 2 > start, repaired[end - 2] == LogBytes.doubleQuote {
            repaired[end - 2] = LogBytes.greater
        } else if openingQuote != nil, repaired[end - 1] == LogBytes.doubleQuote {
            repaired[end - 1] = LogBytes.greater
        } else if repaired[end - 1] == LogBytes.comma {
            repaired[end - 1] = LogBytes.greater
        } else {
            repaired.insert(LogBytes.greater, at: end)
        }
        if let openingQuote {
            repaired[openingQuote] = LogBytes.less
        } else if start > 0, LogBytes.isSpace(repaired[start - 1]) {
            repaired[start - 1] = LogBytes.less
        } else {
            repaired.insert(LogBytes.less, at: start)
        }
        return repaired
    }
}
