/// Reads a message pasted from its middle: a list that opens with the end of a description whose beginning was
/// not copied (`ctive)>",` or `….leading + 20   (active)>",`), or the runtime's recovery line on its own. What is
/// there is read; what is missing is recorded so the explanation can say so.
extension LogMessageScanner {
    /// The end of a description at the start of a line: where its text starts (`tail`) and where what follows it
    /// starts (`next`, after the `>` and the list's `",`). Nil when the line opens with anything else.
    static func descriptionTail(in line: [UInt8]) -> (tail: Int, next: Int)? {
        var index = 0
        while index < line.count {
            let byte = line[index]
            let isQuoteMarker = byte == LogBytes.greater && index + 1 < line.count && LogBytes.isSpace(line[index + 1])
            guard LogBytes.isSpace(byte) || byte == LogBytes.star || byte == UInt8(ascii: "`") || isQuoteMarker else { break }
            index += 1
        }
        let tail = index
        while index < line.count, line[index] != LogBytes.greater {
            if line[index] == LogBytes.less { return nil }
            index += 1
        }
        // A description ends `(active)>`, `(LTR)>`, `]>` or `200>`; an arrow (`->`, `=>`) or `a > b` is prose.
        guard index < line.count, index > tail else { return nil }
        let before = line[index - 1]
        guard before == LogBytes.closeParen || before == LogBytes.closeBracket || LogBytes.isAlphanumeric(before) else { return nil }
        index += 1
        while index < line.count, LogBytes.isSpace(line[index]) || line[index] == LogBytes.doubleQuote || line[index] == LogBytes.comma
            || line[index] == LogBytes.star || line[index] == UInt8(ascii: "`") {
            index += 1
        }
        guard index == line.count || ConstraintDescriptionParser.startsDescription(line, at: index) else { return nil }
        return (tail, index)
    }

    /// A list fragment whose first line at `index` is the end of a description: read from after that end, when a
    /// description follows on the same line or starts the next non-blank one (a stray `…)>` alone is not a list).
    func scanFragmentOpeningMidList(line index: Int) -> RawLogMessage? {
        guard let (tail, next) = LogMessageScanner.descriptionTail(in: lines[index]) else { return nil }
        if next == lines[index].count {
            var following = index + 1
            while following < lines.count, LogMessageScanner.isBlank(lines[following]) { following += 1 }
            guard following < lines.count, following - index <= 2, LogMessageScanner.header(in: lines[following]) == nil,
                  descriptionStart(lines[following]) != nil else { return nil }
        }
        var message = scanList(kind: .unsatisfiable, line: index, from: next)
        guard !message.constraints.isEmpty || !message.skipped.isEmpty || message.broken != nil else { return nil }
        message.hasHeader = false
        message.isStartMissing = true
        let rawTail = LogBytes.string(lines[index][tail..<next]).trimmingTrailingListPunctuation()
        message.skipped.insert(.init(line: index + 1, column: tail + 1, rawText: rawTail, reason: "its beginning is not in the log"), at: 0)
        return message
    }

    /// "Will attempt to recover by breaking constraint <…>" with no list before it in the log: the constraint the
    /// runtime broke, as a message whose list is missing. Nil when no description follows the phrase.
    func scanRecoveryOnly(line index: Int) -> RawLogMessage? {
        guard let recovery = LogBytes.find(LogMessageScanner.recoveryPhrase, in: lines[index]) else { return nil }
        var message = RawLogMessage(kind: .unsatisfiable, firstLine: index + 1, lastLine: index + 1)
        scanBroken(into: &message, line: index, from: recovery + LogMessageScanner.recoveryPhrase.count)
        guard message.broken != nil || !message.skipped.isEmpty else { return nil }
        message.hasHeader = false
        message.isStartMissing = true
        message.hasRecoveryLine = true
        return message
    }
}

private extension String {
    /// `ctive)>` from `ctive)>",`: the list's quote and comma are not part of the description.
    func trimmingTrailingListPunctuation() -> String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" || last == "," || last == "\"" || last == "`" || last == "*" {
            text = text.dropLast()
        }
        return String(text)
    }
}
