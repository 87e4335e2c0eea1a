import LayoutModel

/// What users read about a rule: `layoutlint rules`, Rules/<id>.md and SARIF metadata come from it.
public struct RuleDescription: Hashable, Sendable {
    /// snake_case and never changed once released (baselines and suppressions depend on it).
    public var id: String
    public var name: String
    public var severity: Severity
    public var rationale: String
    /// Inputs (in `.layout` text) the rule must flag.
    public var triggeringExamples: [String]
    /// Inputs the rule must accept.
    public var nonTriggeringExamples: [String]
    /// Off unless the configuration turns it on.
    public var isOptIn: Bool
    /// Examples in Swift, Objective-C or Interface Builder, with `↓` where a triggering one is reported.
    public var sourceExamples: [SourceExample]

    public init(id: String, name: String, severity: Severity, rationale: String,
                triggeringExamples: [String] = [], nonTriggeringExamples: [String] = [], isOptIn: Bool = false,
                sourceExamples: [SourceExample] = []) {
        self.id = id
        self.name = name
        self.severity = severity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.isOptIn = isOptIn
        self.sourceExamples = sourceExamples
    }
}
