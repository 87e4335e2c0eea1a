/// Reads "View has an ambiguous layout" messages and pasted `_autolayoutTrace` output: the views marked
/// `AMBIGUOUS LAYOUT` and, where the trace names them, the values it could not determine.
extension LogMessageScanner {
    static let ambiguityMarker = Array("AMBIGUOUS LAYOUT".utf8)
    /// Lines of other text after which a trace is taken to have ended.
    static let maximumQuietLinesInTrace = 0
    /// Lines one trace may span.
    static let maximumTraceLines = 2000

    /// The trace that follows a header at `headerLine`, or a headerless one whose first marked view is on it.
    func scanAmbiguity(line headerLine: Int, hasHeader: Bool) -> RawLogMessage {
        var message = RawLogMessage(kind: .ambiguousLayout, firstLine: headerLine + 1, lastLine: headerLine + 1)
        message.hasHeader = hasHeader
        var index = headerLine
        var quiet = 0
        while index < lines.count, index - headerLine < LogMessageScanner.maximumTraceLines {
            let line = lines[index]
            if index > headerLine, LogMessageScanner.header(in: line) != nil || LogMessageScanner.startsAmbiguityHeader(line) { break }
            if let entry = LogMessageScanner.ambiguityEntry(in: line) {
                if !message.ambiguities.contains(where: { $0.reference.key == entry.reference.key }) {
                    message.ambiguities.append(entry)
                    message.extraItems.append(entry.reference)
                }
                message.lastLine = index + 1
                quiet = 0
            } else if LogMessageScanner.isBlank(line) {
                // Blank lines separate the synopsis from its legend; they neither end nor extend the trace.
            } else if index == headerLine || LogMessageScanner.isTraceLine(line) {
                message.lastLine = index + 1
                quiet = 0
            } else {
                // Prose: the trace, which the runtime prints in one piece, is over.
                quiet += 1
                if quiet > LogMessageScanner.maximumQuietLinesInTrace { break }
            }
            index += 1
        }
        // The window is marked whenever anything in its layout engine is ambiguous: it hosts the engine, it is not
        // a view to constrain. Alone, it is all the trace says and stays.
        let isWindow: (LogItemReference) -> Bool = { $0.className?.hasSuffix("Window") ?? false }
        if message.ambiguities.contains(where: { !isWindow($0.reference) }) {
            message.ambiguities.removeAll { isWindow($0.reference) }
            message.extraItems.removeAll(where: isWindow)
        }
        // A header whose trace never came (the paste ends, or the next message starts) says nothing of its views.
        message.isCutOff = message.ambiguities.isEmpty
        return message
    }

    /// "View has an ambiguous layout" (iOS) or "… has ambiguous layout" wordings.
    static func startsAmbiguityHeader(_ line: [UInt8]) -> Bool {
        LogBytes.find(Array("has an ambiguous layout".utf8), in: line) != nil
    }

    /// A line of the trace's tree or legend: `|   *UIView:0x…`, `*<UILabel:0x…>`, `• - layout engine host`, `[snip]`.
    static func isTraceLine(_ line: [UInt8]) -> Bool {
        var index = 0
        while index < line.count, LogBytes.isSpace(line[index]) || line[index] == LogBytes.greater { index += 1 }
        guard index < line.count else { return true }
        let first = line[index]
        if first == LogBytes.bar || first == LogBytes.star || first == LogBytes.plus || first == LogBytes.less || first == 0xE2 { return true }
        let rest = LogBytes.string(line[index...])
        return rest.hasPrefix("Legend") || rest.hasPrefix("[snip]") || rest.hasPrefix("(lldb)") || rest.hasPrefix("po ")
            || rest.hasPrefix("```")
    }

    /// `*UIView:0x125e60cb0- AMBIGUOUS LAYOUT for UIView:0x125e60cb0.Height{id: 36}` or `*<UILabel:0x10e45eba0> - AMBIGUOUS LAYOUT`.
    static func ambiguityEntry(in line: [UInt8]) -> (reference: LogItemReference, attributes: [String])? {
        guard let marker = LogBytes.find(ambiguityMarker, in: line) else { return nil }
        // The view follows the tree's last mark (`|`, `*`, `+`, `<`, the bullet `•`) before the marker; its label may hold spaces.
        var end = marker
        while end > 0, LogBytes.isSpace(line[end - 1]) || line[end - 1] == LogBytes.dash || line[end - 1] == LogBytes.greater { end -= 1 }
        var start = end
        while start > 0, ![LogBytes.star, LogBytes.less, LogBytes.bar, LogBytes.plus, 0xA2].contains(line[start - 1]) { start -= 1 }
        while start < end, LogBytes.isSpace(line[start]) { start += 1 }
        var cursor = LogByteCursor(line, from: start, to: end)
        guard let className = LogItemReferenceParser.readClassName(&cursor), cursor.consume(byte: LogBytes.colon),
              let address = cursor.readAddress() else { return nil }
        var reference = LogItemReference(className: className, address: address)
        if cursor.peek == LogBytes.quote, end - cursor.position >= 2 {
            reference.label = LogBytes.string(line[(cursor.position + 1)..<(end - 1)])
        }
        // `for UIView:0x….minY{id: 717}, UIView:0x….Height{id: 711}`: the word between the last dot and the brace.
        var attributes: [String] = []
        var searchFrom = marker + ambiguityMarker.count
        while let brace = LogBytes.find([UInt8(ascii: "{")], in: line, from: searchFrom) {
            var wordStart = brace
            while wordStart > searchFrom, line[wordStart - 1] != LogBytes.dot { wordStart -= 1 }
            if wordStart > searchFrom {
                let word = LogBytes.string(line[wordStart..<brace])
                if !word.isEmpty, !attributes.contains(word) { attributes.append(word) }
            }
            searchFrom = (LogBytes.find([UInt8(ascii: "}")], in: line, from: brace) ?? brace) + 1
        }
        return (reference, attributes)
    }
}
