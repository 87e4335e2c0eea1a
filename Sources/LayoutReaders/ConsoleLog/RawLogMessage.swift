/// A message as found in the log, before its items are reconstructed.
struct RawLogMessage {
    /// A description the reader could not parse, kept for a skipped-construct note.
    struct Skipped {
        var line: Int
        var column: Int
        var rawText: String
        var reason: String
        /// The text ran out (end of the log, or the next thing began) before the description ended.
        var isCutOff = false
    }

    var kind: ConsoleLogMessageKind
    /// 1-based.
    var firstLine: Int
    var lastLine: Int
    var constraints: [ParsedConstraintDescription] = []
    var broken: ParsedConstraintDescription?
    /// Items the message names outside constraints (the view a constraint could not be installed on).
    var extraItems: [LogItemReference] = []
    var skipped: [Skipped] = []
    /// False for a constraint list pasted without the runtime's header line.
    var hasHeader = true
    /// The list never closed and no "Will attempt to recover" followed, or a description in it was cut off.
    var isCutOff = false
    /// The unified log replaced the list (and the broken constraint) with `<private>`.
    var isRedacted = false
    /// Whoever pasted the log left out part of the list, marking the gap with a line of `...` or `…`.
    var isElided = false
    /// The list's beginning is not in the log: it opens with the end of a description, or only the recovery line is there.
    var isStartMissing = false
    /// "Will attempt to recover by breaking" was found (a list message's last part).
    var hasRecoveryLine = false
    /// The header carries the unified log's `[LayoutConstraints]` category: iOS 10 or later, whose own descriptions
    /// all say `(active)`.
    var isUnifiedLogHeader = false
    /// Descriptions in the list the parser could not read (not cut off: written in a form it does not know).
    var unreadableCount = 0
    /// Views an `_autolayoutTrace` marked ambiguous, with the values it found undetermined (also in `extraItems`).
    var ambiguities: [(reference: LogItemReference, attributes: [String])] = []

    /// What makes two occurrences the same message: the kind and the constraints printed.
    var signature: String {
        var parts = [kind.rawValue]
        parts += constraints.map { $0.address ?? $0.rawText }.sorted()
        parts.append("broken:" + (broken.map { $0.address ?? $0.rawText } ?? "-"))
        parts += extraItems.map(\.key)
        parts += ambiguities.map { $0.reference.key + ":" + $0.attributes.joined(separator: ",") }
        return parts.joined(separator: "|")
    }
}
