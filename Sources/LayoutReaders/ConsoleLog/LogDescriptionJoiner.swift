/// Parses a description that may have been wrapped over several lines by whoever pasted the log.
struct LogDescriptionJoiner {
    enum Outcome {
        /// `endOffset` is in the line the description ended on (`lastLine`).
        case parsed(ParsedConstraintDescription, endOffset: Int)
        case failed(String)
        /// The log ended, or the next line began something else, before the description did.
        case truncated(String)
    }

    struct Result {
        var outcome: Outcome
        /// 0-based line the description ended on.
        var lastLine: Int
        var rawText: String
    }

    let lines: [[UInt8]]

    /// Joins continuation lines directly first (a terminal wraps mid-word), then with a space (an
    /// editor wraps at a space and drops it).
    func parse(line: Int, offset: Int) -> Result {
        var firstFailure: Result?
        for joiner in [[UInt8](), [LogBytes.space]] {
            let result = parse(line: line, offset: offset, joiner: joiner)
            if case .parsed = result.outcome { return result }
            if firstFailure == nil { firstFailure = result }
            // Nothing was joined, so a different joiner cannot help.
            if result.lastLine == line { break }
        }
        return firstFailure!
    }

    private func parse(line: Int, offset: Int, joiner: [UInt8]) -> Result {
        var buffer = lines[line]
        let quoteDepth = LogDescriptionJoiner.markdownQuoteDepth(lines[line])
        // Where each joined piece starts in the buffer, and how much prefix was stripped from its line.
        var pieceStart = 0
        var pieceStrip = 0
        var lastLine = line
        while true {
            switch ConstraintDescriptionParser.parse(buffer, at: offset) {
            case .parsed(var description, let endOffset):
                description.line = line + 1
                description.column = offset + 1
                description.lastLine = lastLine + 1
                let endInLine = lastLine == line ? endOffset : endOffset - pieceStart + pieceStrip
                return Result(outcome: .parsed(description, endOffset: endInLine), lastLine: lastLine, rawText: description.rawText)
            case .failed(let reason):
                return Result(outcome: .failed(reason), lastLine: lastLine, rawText: LogDescriptionJoiner.rawText(buffer, from: offset))
            case .needsMoreText:
                let next = lastLine + 1
                guard next < lines.count, next - line <= LogMessageScanner.maximumContinuationLines,
                      buffer.count - offset < ConstraintDescriptionParser.maximumLength,
                      LogDescriptionJoiner.canContinue(lines[next]) else {
                    // The note shows the description's own line: what was joined to it may be the prose after it.
                    let rawText = LogDescriptionJoiner.rawText(lines[line], from: offset)
                    if lastLine == line, LogDescriptionJoiner.endsClosed(lines[line], from: offset) {
                        // `…contentHeight{id: 178} == -5.000000>",`: the description ends on its line; it is not cut
                        // off, only written in a form the parser does not know.
                        return Result(outcome: .failed("description not understood"), lastLine: lastLine, rawText: rawText)
                    }
                    return Result(outcome: .truncated("description is cut off"), lastLine: lastLine, rawText: rawText)
                }
                let strip = LogDescriptionJoiner.prefixLength(lines[next], quoteDepth: quoteDepth)
                buffer += joiner
                pieceStart = buffer.count
                pieceStrip = strip
                buffer += lines[next][strip...]
                lastLine = next
            }
        }
    }

    /// Whether the line, after `offset`, ends the way a list entry does: with `>`, or with the list's closing `"`
    /// (`…(%28null%29, %28null%29)",`), then only a comma.
    static func endsClosed(_ line: [UInt8], from offset: Int) -> Bool {
        var end = line.count
        while end > offset, LogBytes.isSpace(line[end - 1]) || line[end - 1] == LogBytes.comma || line[end - 1] == UInt8(ascii: "`") {
            end -= 1
        }
        guard end - 1 > offset else { return false }
        if line[end - 1] == LogBytes.doubleQuote, offset > 0, line[offset - 1] == LogBytes.doubleQuote { return true }
        while end > offset, line[end - 1] == LogBytes.doubleQuote { end -= 1 }
        return end - 1 > offset && line[end - 1] == LogBytes.greater
    }

    /// Whether `line` can be the rest of a wrapped description rather than the next thing in the log.
    static func canContinue(_ line: [UInt8]) -> Bool {
        if LogMessageScanner.header(in: line) != nil { return false }
        if LogBytes.find(LogMessageScanner.recoveryPhrase, in: line) != nil { return false }
        let start = prefixLength(line, quoteDepth: Int.max)
        guard start < line.count else { return false }
        if line[start] == LogBytes.closeParen, start + 1 == line.count || line[start + 1] == LogBytes.dot { return false }
        if line[start] == LogBytes.doubleQuote, start + 1 < line.count, line[start + 1] == LogBytes.less { return false }
        if ConstraintDescriptionParser.startsDescription(line, at: start) { return false }
        return true
    }

    /// How many `>` markdown quote levels begin the line.
    static func markdownQuoteDepth(_ line: [UInt8]) -> Int {
        var index = 0
        var depth = 0
        while index < line.count {
            if LogBytes.isSpace(line[index]) {
                index += 1
            } else if line[index] == LogBytes.greater {
                depth += 1
                index += 1
            } else {
                break
            }
        }
        return depth
    }

    /// Leading whitespace plus up to `quoteDepth` markdown quote markers.
    static func prefixLength(_ line: [UInt8], quoteDepth: Int) -> Int {
        var index = 0
        var depth = 0
        while index < line.count {
            if LogBytes.isSpace(line[index]) {
                index += 1
            } else if line[index] == LogBytes.greater, depth < quoteDepth {
                depth += 1
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The text of a description that did not parse, for the note: up to its `>` or 300 bytes.
    static func rawText(_ buffer: [UInt8], from offset: Int) -> String {
        let limit = min(buffer.count, offset + 300)
        var end = limit
        if let close = LogBytes.find([LogBytes.greater], in: buffer, from: offset, to: limit) {
            var lastClose = close
            var search = close + 1
            while let next = LogBytes.find([LogBytes.greater], in: buffer, from: search, to: limit) {
                lastClose = next
                search = next + 1
            }
            end = lastClose + 1
        }
        return LogBytes.string(buffer[offset..<end])
    }
}
