import LayoutModel
import LayoutReaders
import LayoutRules

/// The console-log reader's messages as the explainer's input.
enum ExplainInputs {
    static func make(_ message: ConsoleLogMessage) -> ExplainInput {
        func logged(_ constraint: ConsoleLogConstraint) -> LoggedConstraint {
            LoggedConstraint(address: constraint.address, constraintClass: constraint.constraintClass, description: constraint.rawText,
                             constraint: constraint.constraint, sourceHint: constraint.sourceHint)
        }
        let items = message.items.values.sorted { $0.id < $1.id }.map {
            LoggedItem(id: $0.id, address: $0.address, className: $0.className, label: $0.label, accessibilityIdentifier: $0.accessibilityIdentifier)
        }
        var input = ExplainInput(
            kind: ExplainMessageKind(rawValue: message.kind.rawValue) ?? .unsatisfiable, lines: message.lines, scene: message.scene,
            constraints: message.constraints.map(logged), brokenIndex: message.brokenConstraintIndex,
            broken: message.brokenConstraint.map(logged), repeatCount: message.repeatCount, items: items)
        input.hasHeader = message.hasHeader
        input.isCutOff = message.isCutOff
        input.isRedacted = message.isRedacted
        input.isElided = message.isElided
        input.ambiguities = message.ambiguities.map { LoggedAmbiguity(item: $0.item, attributes: $0.attributes) }
        return input
    }
}

/// An explained message with the source location found for each logged constraint.
struct ExplainedMessage {
    var explanation: MessageExplanation
    /// By logged index; empty without `--source`.
    var sources: [Int: SourceMatch]
    var brokenSource: SourceMatch?

    var input: ExplainInput { explanation.input }

    /// The message's headline as the runtime says it.
    var title: String {
        switch input.kind {
        case .unsatisfiable: return "Unable to simultaneously satisfy constraints"
        case .conflictingMacOS: return "Conflicting constraints detected"
        case .noCommonAncestor: return "Unable to activate constraint: no common ancestor"
        case .hierarchyNotPrepared: return "The view hierarchy is not prepared for the constraint"
        case .unableToInstall: return "Unable to install constraint on view"
        case .ambiguousLayout: return "View has an ambiguous layout"
        }
    }

    /// `file:line:col (confidence, evidence)` for a source match.
    static func describe(_ match: SourceMatch) -> String {
        "\(match.location) (\(match.confidence.rawValue): \(match.evidence))"
    }
}
