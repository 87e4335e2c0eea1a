import LayoutModel
import LayoutRules

/// The terminal form of explanations, with ANSI colour when asked for.
public struct ExplainTextFormatter {
    public var color: Bool
    public var path: String

    public init(color: Bool, path: String) {
        self.color = color
        self.path = path
    }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    public func format(_ messages: [ExplainedMessage]) -> String {
        guard !messages.isEmpty else { return "no Auto Layout messages found in \(path)\n" }
        return messages.map(format).joined(separator: "\n")
    }

    private func format(_ message: ExplainedMessage) -> String {
        let input = message.input
        let repeated = input.repeatCount > 1 ? ", \(input.repeatCount) times" : ""
        var text = paint("\(path):\(input.lines.lowerBound): \(message.title)", "1") + " (lines \(input.lines.lowerBound)-\(input.lines.upperBound)\(repeated))\n"
        if !input.hasHeader && !input.isStartMissing && input.kind != .ambiguousLayout {
            text += "  (a constraint list pasted without the runtime's header line, read as one such message)\n"
        }
        if input.isStartMissing {
            text += "  (the paste starts in the middle of the message at line \(input.lines.lowerBound): what the runtime printed before it is missing)\n"
        }
        if input.isRedacted {
            text += "  (the system log printed <private> in place of the constraints)\n"
        }
        if input.kind == .ambiguousLayout {
            if !input.hasHeader { text += "  (an _autolayoutTrace pasted without the runtime's message)\n" }
            for ambiguity in input.ambiguities {
                text += "     " + paint(ambiguity.item.name, "31") + "  ambiguous: \(AmbiguityWords.missing(ambiguity.attributes))\n"
            }
        } else if input.isCutOff {
            text += "  (the message is cut off after line \(input.lines.upperBound): constraints it printed later are missing)\n"
        }
        if !input.hasRecoveryLine && !input.isCutOff && !input.isRedacted {
            text += "  (the log stops before the runtime's \"Will attempt to recover by breaking constraint\" line: which constraint it broke is not shown)\n"
        }
        if input.unreadableCount > 0 {
            let unread = input.unreadableCount
            text += "  (\(unread) printed constraint\(unread == 1 ? "" : "s") could not be read: see the notes)\n"
        }
        if input.isElided && input.kind != .ambiguousLayout {
            text += "  (part of the list was left out where the paste shows `...`)\n"
        }
        for (number, conflict) in message.explanation.conflicts.enumerated() {
            let logged = conflict.loggedMembers
            if conflict.members.isEmpty && input.kind == .ambiguousLayout {
                // Nothing conflicts: the trace lists views, not constraints.
            } else if conflict.members.isEmpty && input.constraints.isEmpty && (input.isRedacted || input.isCutOff || input.unreadableCount > 0) {
                // "No contradiction among 0" says nothing the line above has not.
            } else if conflict.members.isEmpty && input.isStartMissing && input.constraints.count == 1 && input.brokenIndex == 0 {
                // Only the broken constraint is shown: "no contradiction among 1" would read as if a list had been.
            } else if conflict.members.isEmpty {
                text += "  no contradiction among the \(input.constraints.count) printed constraints\n"
            } else if conflict.diagnosis.kind == .duplicateConstraint {
                text += "  the printed list is one constraint twice:\n"
            } else if input.kind == .unsatisfiable || input.kind == .conflictingMacOS {
                let heading = message.explanation.conflicts.count > 1 ? "conflict \(number + 1)" : "conflict"
                text += "  \(heading): \(logged.count) of the \(input.constraints.count) printed constraints cannot hold together\n"
            }
            for member in conflict.members {
                switch member {
                case .logged(let index):
                    let marker = index == conflict.diagnosis.suggestedMember ? paint("→", "33") : " "
                    var line = "   \(marker) " + paint(input.constraints[index].constraint.formula, "31")
                    if let address = input.constraints[index].address { line += "  \(address)" }
                    if let source = message.sources[index] { line += "\n       " + paint("at \(ExplainedMessage.describe(source))", "36") }
                    text += line + "\n"
                case .sizeFloor:
                    text += "     " + paint(member.formula(in: input), "31") + "  (implicit: sizes are never negative)\n"
                }
            }
            if let suggested = conflict.diagnosis.suggestedMember, conflict.members.contains(where: { if case .logged(suggested) = $0 { return true } else { return false } }) {
                text += "     (→ marks the constraint the fix below changes)\n"
            }
            if let arithmetic = conflict.arithmetic {
                text += "  " + paint("why:", "1") + " \(arithmetic)\n"
                if let words = Self.inWords(arithmetic) { text += "       \(words)\n" }
            }
            if let broken = input.broken {
                let membership = input.brokenIndex.map { logged.contains($0) } ?? false
                text += "  runtime broke: \(broken.constraint.formula)" + (conflict.members.isEmpty ? "" : membership ? " (a member of the conflict)" : " (not a member: breaking it does not resolve this conflict)") + "\n"
            }
            text += "  " + paint("diagnosis:", "1") + " \(conflict.diagnosis.kind.rawValue): \(conflict.diagnosis.summary)\n"
            text += "  " + paint("fix:", "32") + " \(conflict.diagnosis.fix)\n"
            if let suggested = conflict.diagnosis.suggestedMember, let source = message.sources[suggested] {
                text += "  change it at \(ExplainedMessage.describe(source))\n"
            }
        }
        return text
    }

    /// The arithmetic line said in words: `width 0 ≠ 390 (UIView-Encapsulated-Layout-Width)` is "that is: the
    /// other constraints make it 0; UIView-Encapsulated-Layout-Width requires 390". Nil when it has another shape.
    public static func inWords(_ arithmetic: String) -> String? {
        guard arithmetic.hasSuffix(")"), let open = arithmetic.range(of: " (", options: .backwards) else { return nil }
        let name = String(arithmetic[open.upperBound..<arithmetic.index(before: arithmetic.endIndex)])
        let parts = arithmetic[..<open.lowerBound].components(separatedBy: " ")
        guard parts.count >= 3, let symbol = parts.dropLast().last, ["≠", "<", ">"].contains(symbol) else { return nil }
        let demanded = parts[parts.count - 1]
        let left = parts.dropLast(2)
        let value = left.last ?? "?"
        switch symbol {
        case "≠": return "that is: the other constraints make it \(value); \(name) requires \(demanded)"
        case "<": return "that is: the other constraints make it \(value), less than the \(demanded) \(name) requires"
        default: return "that is: the other constraints make it \(value), more than the \(demanded) \(name) allows"
        }
    }
}
