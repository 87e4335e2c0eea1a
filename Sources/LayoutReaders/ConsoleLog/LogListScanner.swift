/// Reads the constraint list of an "Unable to simultaneously satisfy constraints" or "Conflicting constraints
/// detected" message: a list in parentheses (or pasted without them), then "Will attempt to recover by breaking <…>".
extension LogMessageScanner {
    /// The message whose header ends at `headerEnd` on `headerLine`, read up to its recovery line or to where its list
    /// is taken to have ended.
    func scanList(kind: ConsoleLogMessageKind, line headerLine: Int, from headerEnd: Int) -> RawLogMessage {
        var scan = ListScan(kind: kind, headerLine: headerLine, offset: headerEnd,
                            listOpened: LogMessageScanner.opensList(lines[headerLine], from: headerEnd))
        while scan.lineIndex < lines.count, scan.lineIndex - headerLine < LogMessageScanner.maximumMessageLines {
            let line = lines[scan.lineIndex]
            if scan.lineIndex > headerLine, LogMessageScanner.header(in: line) != nil { break }
            if let recovery = LogBytes.find(LogMessageScanner.recoveryPhrase, in: line, from: scan.offset) {
                readRecoveryLine(recovery, into: &scan)
                break
            }
            if scan.cutInside {
                if LogMessageScanner.isBlank(line) {
                    scan.lineIndex += 1
                    continue
                }
                // More of the list: the description was unreadable rather than the text cut.
                if descriptionStart(line) == nil && !LogMessageScanner.closesList(line) { break }
                scan.cutInside = false
            }
            if scan.listClosed {
                guard passesLineAfterClose(line, in: &scan) else { break }
                continue
            }
            Self.noteListMarks(in: line, into: &scan)
            guard readListLine(line, into: &scan) else { break }
        }
        Self.finishList(&scan)
        return scan.message
    }

    /// The line with the recovery phrase at `recovery`: the descriptions before it, then the constraint it broke.
    private func readRecoveryLine(_ recovery: Int, into scan: inout ListScan) {
        // A forum's code block can flatten the whole message onto one line: the list comes first.
        var found = false
        _ = scanDescriptions(in: scan.lineIndex, from: scan.offset, before: recovery, into: &scan.message, found: &found)
        if found { scan.sawDescription = true }
        scan.message.lastLine = scan.lineIndex + 1
        scan.recovered = true
        scan.message.hasRecoveryLine = true
        scan.message.isCutOff = scan.message.skipped.contains { $0.isCutOff }
        scan.message.unreadableCount = scan.message.skipped.filter { !$0.isCutOff }.count
        scanBroken(into: &scan.message, line: scan.lineIndex, from: recovery + LogMessageScanner.recoveryPhrase.count)
    }

    /// Steps over a line after the list's `)` while a recovery line may still follow; false where the message ends.
    private func passesLineAfterClose(_ line: [UInt8], in scan: inout ListScan) -> Bool {
        // Constraints after the `)` and before any recovery line belong to something else (another fragment).
        if nextDescriptionStart(in: line, from: 0) != nil || LogMessageScanner.descriptionTail(in: line) != nil { return false }
        if !LogMessageScanner.isBlank(line) { scan.linesAfterClose += 1 }
        if scan.linesAfterClose > 3 { return false }
        scan.lineIndex += 1
        scan.offset = 0
        return true
    }

    /// What a line says of the list around it: that it opens, is redacted, or is elided with `...`.
    private static func noteListMarks(in line: [UInt8], into scan: inout ListScan) {
        let isAfterHeader = scan.lineIndex > scan.headerLine
        if isAfterHeader, LogMessageScanner.opensList(line) { scan.listOpened = true }
        if scan.message.constraints.isEmpty, LogBytes.find(LogMessageScanner.redactedPhrase, in: line, from: scan.offset) != nil {
            scan.message.isRedacted = true
        }
        if isAfterHeader, (scan.listOpened || scan.sawDescription), LogMessageScanner.isElision(line) { scan.message.isElided = true }
        if isAfterHeader, !scan.listOpened, !scan.sawDescription, LogMessageScanner.isElision(line) {
            // `Unable to simultaneously satisfy constraints:` / `...` / `Will attempt to recover…`: the whole list left
            // out; a `...` that only stands for the runtime's advice is followed by the list, which clears this.
            scan.elisionBeforeList = true
        }
    }

    /// Reads the descriptions of a line of the list and moves past it (and past any line a description wrapped
    /// onto); false where a list without parentheses has ended in prose.
    private func readListLine(_ line: [UInt8], into scan: inout ListScan) -> Bool {
        var found = false
        let skippedBefore = scan.message.skipped.count
        let (nextLine, _) = scanDescriptions(in: scan.lineIndex, from: scan.offset, into: &scan.message, found: &found)
        if scan.message.skipped[skippedBefore...].contains(where: \.isCutOff) {
            // The text ran out inside a description: what may still follow is the recovery line or more of the
            // list; prose and then a recovery line further on is another message's.
            scan.message.lastLine = nextLine + 1
            scan.cutInside = true
            scan.moveTo(line: nextLine + 1)
            return true
        }
        if nextLine != scan.lineIndex {
            // A wrapped description ended on a later line; go on after it.
            scan.sawDescription = true
            scan.quietLines = 0
            scan.message.lastLine = nextLine + 1
            scan.moveTo(line: nextLine + 1)
            return true
        }
        if found || scan.lineIndex == scan.headerLine { scan.message.lastLine = scan.lineIndex + 1 }
        if LogMessageScanner.closesList(line) {
            scan.message.lastLine = scan.lineIndex + 1
            scan.listClosed = true
        } else if found {
            scan.sawDescription = true
            scan.quietLines = 0
        } else if !scan.listOpened, scan.lineIndex > scan.headerLine, !LogMessageScanner.isBlank(line) {
            // A list pasted without its parentheses ends where the prose around it resumes, not at whatever
            // message comes hundreds of lines later. (One in parentheses is trusted to run to its `)`.)
            scan.quietLines += 1
            let limit = scan.sawDescription ? LogMessageScanner.maximumQuietLinesInList : LogMessageScanner.maximumPreambleLines
            if scan.quietLines > limit { return false }
        }
        scan.moveTo(line: scan.lineIndex + 1)
        return true
    }

    /// Whether the list was elided or cut off, and how many of its descriptions went unread, when no recovery line
    /// said so.
    private static func finishList(_ scan: inout ListScan) {
        if scan.elisionBeforeList, !scan.listOpened, !scan.sawDescription, scan.message.skipped.isEmpty { scan.message.isElided = true }
        if !scan.recovered {
            scan.message.unreadableCount = scan.message.skipped.filter { !$0.isCutOff }.count
            // A list in parentheses that never closed was cut; one without them is cut only if it is empty.
            let listUnfinished = scan.listOpened ? !scan.listClosed : !scan.sawDescription
            scan.message.isCutOff = listUnfinished || scan.message.skipped.contains { $0.isCutOff }
        }
    }
}

/// Where the reading of one message's list is, and what it has seen of the list so far.
private struct ListScan {
    var message: RawLogMessage
    let headerLine: Int
    var lineIndex: Int
    var offset: Int
    var listOpened: Bool
    var listClosed = false
    var linesAfterClose = 0
    var recovered = false
    var sawDescription = false
    var quietLines = 0
    var cutInside = false
    var elisionBeforeList = false

    init(kind: ConsoleLogMessageKind, headerLine: Int, offset: Int, listOpened: Bool) {
        message = RawLogMessage(kind: kind, firstLine: headerLine + 1, lastLine: headerLine + 1)
        self.headerLine = headerLine
        lineIndex = headerLine
        self.offset = offset
        self.listOpened = listOpened
    }

    /// Goes on at the start of `line`.
    mutating func moveTo(line: Int) {
        lineIndex = line
        offset = 0
    }
}
