import LayoutModel
import LayoutRules

/// An explained message with the source location found for each logged constraint.
public struct ExplainedMessage: Sendable {
    public var explanation: MessageExplanation
    /// By logged index; empty without `--source`.
    public var sources: [Int: SourceMatch]
    public var brokenSource: SourceMatch?

    public init(explanation: MessageExplanation, sources: [Int: SourceMatch], brokenSource: SourceMatch?) {
        self.explanation = explanation
        self.sources = sources
        self.brokenSource = brokenSource
    }

    public var input: ExplainInput { explanation.input }

    /// The message's headline as the runtime says it.
    public var title: String {
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
    public static func describe(_ match: SourceMatch) -> String {
        "\(match.location) (\(match.confidence.rawValue): \(match.evidence))"
    }
}
