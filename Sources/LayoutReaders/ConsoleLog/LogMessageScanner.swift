/// Finds Auto Layout messages among unrelated log lines, timestamps, syslog prefixes and markdown quoting.
struct LogMessageScanner {
    let lines: [[UInt8]]

    /// Phrases that start a message, in the wordings of iOS and macOS old and new.
    static let headers: [(phrase: [UInt8], kind: ConsoleLogMessageKind)] = [
        (Array("Unable to simultaneously satisfy constraints".utf8), .unsatisfiable),
        (Array("Conflicting constraints detected".utf8), .conflictingMacOS),
        (Array("Unable to activate constraint with anchors".utf8), .noCommonAncestor),
        (Array("The view hierarchy is not prepared for the constraint".utf8), .hierarchyNotPrepared),
        (Array("Unable to install constraint on view".utf8), .unableToInstall),
    ]
    static let recoveryPhrase = Array("Will attempt to recover by breaking".utf8)
    /// The unified log's category for these messages (iOS 10 and later).
    static let unifiedLogCategory = Array("[LayoutConstraints]".utf8)
    /// What the unified log prints in place of dynamic text it redacts (outside a debugging session).
    static let redactedPhrase = Array("<private>".utf8)
    /// Lines a wrapped description may continue over.
    static let maximumContinuationLines = 8
    /// Lines one message may span before the scanner gives up on finding its end.
    static let maximumMessageLines = 5000
    /// Unparseable descriptions reported per message; the rest of a junk message is skipped quietly.
    static let maximumSkippedPerMessage = 50
    /// Lines of prose (the runtime's "Try this:" advice) a header may be followed by before its list starts.
    static let maximumPreambleLines = 12
    /// Lines of other text after which a list that never closed is taken to have ended.
    static let maximumQuietLinesInList = 3

    init(text: String) {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x0A {
                if current.last == 0x0D { current.removeLast() }
                lines.append(PastedLogRepair.repair(current))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        lines.append(PastedLogRepair.repair(current))
        self.lines = lines
    }

    /// The header phrase on a line, if any, and where it ends.
    static func header(in line: [UInt8]) -> (kind: ConsoleLogMessageKind, start: Int, end: Int)? {
        var best: (kind: ConsoleLogMessageKind, start: Int, end: Int)?
        for (phrase, kind) in headers {
            if let found = LogBytes.find(phrase, in: line), best == nil || found < best!.start {
                best = (kind, found, found + phrase.count)
            }
        }
        return best
    }

    /// A header phrase the poster hard-wrapped over two lines (`… reason: 'Unable to` / `install constraint on view.`):
    /// the kind, and where the phrase ends on the next line.
    static func wrappedHeader(_ line: [UInt8], _ next: [UInt8]) -> (kind: ConsoleLogMessageKind, end: Int)? {
        var lineEnd = line.count
        while lineEnd > 0, LogBytes.isSpace(line[lineEnd - 1]) { lineEnd -= 1 }
        var nextStart = 0
        while nextStart < next.count, LogBytes.isSpace(next[nextStart]) || next[nextStart] == LogBytes.greater { nextStart += 1 }
        guard lineEnd > 0, nextStart < next.count else { return nil }
        for (phrase, kind) in headers {
            // Split only where the phrase has a space, and keep at least two words on the first line.
            for split in phrase.indices where phrase[split] == LogBytes.space && split >= 9 {
                let head = Array(phrase[..<split]), tail = Array(phrase[(split + 1)...])
                guard lineEnd >= head.count, line[(lineEnd - head.count)..<lineEnd].elementsEqual(head),
                      LogBytes.hasPrefix(tail, in: next, at: nextStart) else { continue }
                return (kind, nextStart + tail.count)
            }
        }
        return nil
    }

    func scan() -> [RawLogMessage] {
        var messages: [RawLogMessage] = []
        var index = 0
        while index < lines.count {
            if LogMessageScanner.header(in: lines[index]) == nil, index + 1 < lines.count,
               LogMessageScanner.header(in: lines[index + 1]) == nil,
               let wrapped = LogMessageScanner.wrappedHeader(lines[index], lines[index + 1]) {
                var message: RawLogMessage
                switch wrapped.kind {
                case .unsatisfiable, .conflictingMacOS: message = scanList(kind: wrapped.kind, line: index + 1, from: wrapped.end)
                case .noCommonAncestor: message = scanAnchors(line: index + 1, from: wrapped.end)
                case .hierarchyNotPrepared, .unableToInstall: message = scanSingle(kind: wrapped.kind, line: index + 1, from: wrapped.end)
                case .ambiguousLayout: message = scanAmbiguity(line: index + 1, hasHeader: true)
                }
                message.firstLine = index + 1
                messages.append(message)
                index = max(index + 2, message.lastLine)
                continue
            }
            guard let header = LogMessageScanner.header(in: lines[index]) else {
                if LogMessageScanner.startsAmbiguityHeader(lines[index]) || LogMessageScanner.ambiguityEntry(in: lines[index]) != nil {
                    // "View has an ambiguous layout", or an `_autolayoutTrace` pasted on its own.
                    let hasHeader = LogMessageScanner.startsAmbiguityHeader(lines[index])
                    let message = scanAmbiguity(line: index, hasHeader: hasHeader)
                    if !message.ambiguities.isEmpty || hasHeader { messages.append(message) }
                    index = max(index + 1, message.lastLine)
                } else if startsBareList(at: index) {
                    // The list was pasted without its header: read it as the message it came from.
                    var message = scanList(kind: .unsatisfiable, line: index, from: 0)
                    message.hasHeader = false
                    messages.append(message)
                    index = max(index + 1, message.lastLine)
                } else if let message = scanFragmentOpeningMidList(line: index) ?? scanRecoveryOnly(line: index) {
                    // Pasted from the middle of a message: read what is there, and that its start is missing.
                    messages.append(message)
                    index = max(index + 1, message.lastLine)
                } else {
                    index += 1
                }
                continue
            }
            var message: RawLogMessage
            switch header.kind {
            case .unsatisfiable, .conflictingMacOS:
                message = scanList(kind: header.kind, line: index, from: header.end)
            case .noCommonAncestor:
                message = scanAnchors(line: index, from: header.end)
            case .hierarchyNotPrepared, .unableToInstall:
                message = scanSingle(kind: header.kind, line: index, from: header.end)
            case .ambiguousLayout:
                message = scanAmbiguity(line: index, hasHeader: true)
            }
            message.isUnifiedLogHeader = LogBytes.find(LogMessageScanner.unifiedLogCategory, in: lines[index]) != nil
            messages.append(message)
            index = max(index + 1, message.lastLine)
        }
        return messages
    }

    // MARK: - Message shapes

    /// Whether a constraint list pasted without its header starts at `index`: a `(` line, or a description
    /// whose next non-blank line (after any wrapped rest of it) starts another, or the last description of a
    /// list, closed by `)` and followed by the recovery line. A lone description, such as the broken constraint
    /// of a message whose list was not pasted, is not a conflict.
    private func startsBareList(at index: Int) -> Bool {
        let line = lines[index]
        var next: Int
        let isDescription: Bool
        if LogMessageScanner.opensList(line) {
            next = index + 1
            isDescription = false
        } else if let start = descriptionStart(line) {
            next = LogDescriptionJoiner(lines: lines).parse(line: index, offset: start).lastLine + 1
            isDescription = true
        } else {
            return false
        }
        while next < lines.count, LogMessageScanner.isBlank(lines[next]) { next += 1 }
        guard next < lines.count, LogMessageScanner.header(in: lines[next]) == nil else { return false }
        if isDescription, LogMessageScanner.closesList(lines[next]) { return recoveryFollows(next) }
        return descriptionStart(lines[next]) != nil
    }

    /// Whether the recovery phrase is on one of the first non-blank lines after the list's `)` at `close`.
    private func recoveryFollows(_ close: Int) -> Bool {
        var index = close + 1
        var nonBlank = 0
        while index < lines.count, nonBlank < 2 {
            if LogMessageScanner.isBlank(lines[index]) { index += 1; continue }
            if LogMessageScanner.header(in: lines[index]) != nil { return false }
            if LogBytes.find(LogMessageScanner.recoveryPhrase, in: lines[index]) != nil { return true }
            nonBlank += 1
            index += 1
        }
        return false
    }

    /// Where the description the line's text begins with starts (after indentation, quote markers, bold and
    /// code marks, a list's `"`); nil when the line begins with something else.
    func descriptionStart(_ line: [UInt8]) -> Int? {
        var index = 0
        while index < line.count, LogBytes.isSpace(line[index]) || LogMessageScanner.decorations.contains(line[index]) {
            index += 1
        }
        // `("<NSLayoutConstraint:…>",`: the list's `(` pasted onto its first description's line.
        if index < line.count, line[index] == LogBytes.openParen { index += 1 }
        if index < line.count, line[index] == LogBytes.doubleQuote { index += 1 }
        while index < line.count, LogBytes.isSpace(line[index]) { index += 1 }
        return ConstraintDescriptionParser.startsDescription(line, at: index) ? index : nil
    }

    /// Markdown around a pasted line: quote markers, bold and code marks.
    static let decorations: Set<UInt8> = [LogBytes.greater, LogBytes.star, UInt8(ascii: "`")]

    /// Whether the line, from `offset`, opens the constraint list, decorations aside: a `(` alone, one ending the
    /// header (`Conflicting constraints detected: (`), or one with the first description after it (`("<…>",`).
    static func opensList(_ line: [UInt8], from offset: Int = 0) -> Bool {
        var index = offset
        while index < line.count, LogBytes.isSpace(line[index]) || decorations.contains(line[index])
            || (offset > 0 && (line[index] == LogBytes.colon || line[index] == LogBytes.dot)) {
            index += 1
        }
        guard index < line.count, line[index] == LogBytes.openParen else { return false }
        index += 1
        while index < line.count, LogBytes.isSpace(line[index]) || decorations.contains(line[index]) { index += 1 }
        if index == line.count { return true }
        if line[index] == LogBytes.doubleQuote { index += 1 }
        return ConstraintDescriptionParser.startsDescription(line, at: index)
    }

    /// The description after "Will attempt to recover by breaking [constraint]", on the same line or the next.
    func scanBroken(into message: inout RawLogMessage, line recoveryLine: Int, from offset: Int) {
        var lineIndex = recoveryLine
        var start = offset
        var nonBlankSeen = 0
        while lineIndex < lines.count, nonBlankSeen <= 2 {
            let line = lines[lineIndex]
            if lineIndex > recoveryLine {
                if LogMessageScanner.header(in: line) != nil { return }
                if !LogMessageScanner.isBlank(line) { nonBlankSeen += 1 }
            }
            if let descriptionStart = nextDescriptionStart(in: line, from: start) {
                let result = LogDescriptionJoiner(lines: lines).parse(line: lineIndex, offset: descriptionStart)
                switch result.outcome {
                case .parsed(let description, _):
                    message.broken = description
                case .failed(let reason), .truncated(let reason):
                    // A recovery line cut short still names the constraint by its address when the list printed it.
                    if let address = ConstraintDescriptionParser.address(in: Array(result.rawText.utf8)),
                       let listed = message.constraints.first(where: { $0.address == address }) {
                        message.broken = listed
                    } else {
                        message.skipped.append(.init(line: lineIndex + 1, column: descriptionStart + 1, rawText: result.rawText, reason: reason))
                    }
                }
                message.lastLine = result.lastLine + 1
                return
            }
            lineIndex += 1
            start = 0
        }
    }

    /// "Unable to activate constraint with anchors <…"UIView:0x….top"> and <…> because they have no common ancestor."
    private func scanAnchors(line: Int, from offset: Int) -> RawLogMessage {
        var message = RawLogMessage(kind: .noCommonAncestor, firstLine: line + 1, lastLine: line + 1)
        let bytes = lines[line]
        var anchors: [(side: ParsedConstraintDescription.Side, start: Int, end: Int)] = []
        var position = offset
        while anchors.count < 2, let open = LogBytes.find([LogBytes.less], in: bytes, from: position) {
            position = open + 1
            if let anchor = AnchorDescriptionParser.parse(bytes, at: open) {
                anchors.append((anchor.side, open, anchor.end))
                position = anchor.end
            }
        }
        guard anchors.count == 2 else {
            let raw = LogBytes.string(bytes[offset..<min(bytes.count, offset + 300)])
            message.skipped.append(.init(line: line + 1, column: offset + 1, rawText: raw, reason: "anchors not understood"))
            return message
        }
        var description = ParsedConstraintDescription(constraintClass: "NSLayoutConstraint", first: anchors[0].side, relation: .equal, second: anchors[1].side)
        description.rawText = LogBytes.string(bytes[anchors[0].start..<anchors[1].end])
        description.line = line + 1
        description.column = anchors[0].start + 1
        description.lastLine = line + 1
        message.constraints.append(description)
        return message
    }

    /// "The view hierarchy is not prepared for the constraint: <…>" / "Unable to install constraint on view. … constraint:<…> view:<…>".
    private func scanSingle(kind: ConsoleLogMessageKind, line: Int, from offset: Int) -> RawLogMessage {
        var message = RawLogMessage(kind: kind, firstLine: line + 1, lastLine: line + 1)
        var lineIndex = line
        var start = offset
        // The description usually follows on the same line; crash reasons sometimes wrap it onto the next ones.
        while lineIndex < lines.count, lineIndex - line <= 3 {
            if lineIndex > line, LogMessageScanner.header(in: lines[lineIndex]) != nil { break }
            if let descriptionStart = nextDescriptionStart(in: lines[lineIndex], from: start) {
                let result = LogDescriptionJoiner(lines: lines).parse(line: lineIndex, offset: descriptionStart)
                switch result.outcome {
                case .parsed(let description, let endOffset):
                    message.constraints.append(description)
                    if kind == .unableToInstall {
                        // The poster may have wrapped `view:<UIView:` / `0x…; frame = …>` too.
                        var text = lines[result.lastLine]
                        if result.lastLine + 1 < lines.count { text += [LogBytes.space] + lines[result.lastLine + 1] }
                        if let view = LogMessageScanner.installingView(in: text, from: endOffset) { message.extraItems.append(view) }
                    }
                case .failed(let reason), .truncated(let reason):
                    // A recovery line cut short still names the constraint by its address when the list printed it.
                    if let address = ConstraintDescriptionParser.address(in: Array(result.rawText.utf8)),
                       let listed = message.constraints.first(where: { $0.address == address }) {
                        message.broken = listed
                    } else {
                        message.skipped.append(.init(line: lineIndex + 1, column: descriptionStart + 1, rawText: result.rawText, reason: reason))
                    }
                }
                message.lastLine = result.lastLine + 1
                return message
            }
            lineIndex += 1
            start = 0
        }
        return message
    }

    // MARK: - Descriptions on a line

    /// Parses every description on `lineIndex` from `offset`; returns the line the last one ended on.
    /// Descriptions starting at or after `limit` on the first line are left alone (they follow the recovery phrase).
    func scanDescriptions(in lineIndex: Int, from offset: Int, before limit: Int = Int.max, into message: inout RawLogMessage,
                          found: inout Bool) -> (Int, Int) {
        var currentLine = lineIndex
        var position = offset
        var failuresOnLine = 0
        while let descriptionStart = nextDescriptionStart(in: lines[currentLine], from: position),
              currentLine != lineIndex || descriptionStart < limit {
            found = true
            let result = LogDescriptionJoiner(lines: lines).parse(line: currentLine, offset: descriptionStart)
            switch result.outcome {
            case .parsed(let description, let endOffset):
                message.constraints.append(description)
                currentLine = result.lastLine
                position = endOffset
            case .failed(let reason), .truncated(let reason):
                var isCutOff = false
                if case .truncated = result.outcome { isCutOff = true }
                if message.skipped.count < LogMessageScanner.maximumSkippedPerMessage {
                    message.skipped.append(.init(line: currentLine + 1, column: descriptionStart + 1, rawText: result.rawText, reason: reason,
                                                 isCutOff: isCutOff))
                }
                // A line of junk that keeps looking like descriptions is not worth reading to its end.
                failuresOnLine += 1
                if failuresOnLine >= LogMessageScanner.maximumSkippedPerMessage { return (currentLine, lines[currentLine].count) }
                position = descriptionStart + 1
            }
        }
        return (currentLine, position)
    }

    func nextDescriptionStart(in line: [UInt8], from offset: Int) -> Int? {
        var position = offset
        while let open = LogBytes.find([LogBytes.less], in: line, from: position) {
            if ConstraintDescriptionParser.startsDescription(line, at: open) { return open }
            position = open + 1
        }
        return nil
    }

    /// `view:<UIView: 0x7169360; frame = …>` after an uninstallable constraint.
    static func installingView(in line: [UInt8], from offset: Int) -> LogItemReference? {
        guard let marker = LogBytes.find(Array("view:<".utf8), in: line, from: offset) else { return nil }
        var cursor = LogByteCursor(line, from: marker + 6, to: min(line.count, marker + 600))
        guard let className = LogItemReferenceParser.readClassName(&cursor), cursor.consume(byte: LogBytes.colon) else { return nil }
        cursor.skipSpaces()
        guard let address = cursor.readAddress() else { return nil }
        return LogItemReference(className: className, address: address)
    }

    static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { LogBytes.isSpace($0) || $0 == LogBytes.greater }
    }

    /// Whether a line holds nothing but an ellipsis (`...`, `…`, `[...]`; quote marks and a trailing comma
    /// aside): someone left part of the list out there.
    static func isElision(_ line: [UInt8]) -> Bool {
        func isFrame(_ byte: UInt8) -> Bool {
            switch byte {
            case LogBytes.greater, LogBytes.star, LogBytes.doubleQuote, LogBytes.quote, LogBytes.comma,
                 LogBytes.openBracket, LogBytes.closeBracket, LogBytes.openParen, LogBytes.closeParen: return true
            default: return LogBytes.isSpace(byte)
            }
        }
        guard let first = line.firstIndex(where: { !isFrame($0) }), let last = line.lastIndex(where: { !isFrame($0) }) else { return false }
        let core = line[first...last]
        return core.elementsEqual(Self.threeDots) || core.elementsEqual(Self.fourDots) || core.elementsEqual(Self.ellipsis)
    }

    private static let threeDots = Array("...".utf8)
    private static let fourDots = Array("....".utf8)
    private static let ellipsis = Array("…".utf8)

    /// Whether a line is the `)` (or `).`) that closes the constraint list, quoting and prefixes aside.
    static func closesList(_ line: [UInt8]) -> Bool {
        var index = 0
        while index < line.count, LogBytes.isSpace(line[index]) || line[index] == LogBytes.greater || line[index] == LogBytes.star {
            index += 1
        }
        return index < line.count && line[index] == LogBytes.closeParen
    }
}
