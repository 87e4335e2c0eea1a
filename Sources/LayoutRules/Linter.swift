import LayoutEngine
import LayoutModel

/// Runs the enabled rules over scenes.
public struct Linter: Sendable {
    public var rules: [any LintRule]
    public var engine: LayoutEngine
    /// Per-rule severity overrides from the configuration.
    public var severities: [String: Severity]
    /// Whether open items are read as complete (`--assume-complete`): every suspicion, proven or not.
    public var assumesComplete: Bool
    /// What the app's project says about the app.
    public var environment: AppEnvironment

    public init(rules: [any LintRule] = RuleRegistry.all.filter { !$0.description.isOptIn },
                engine: LayoutEngine = LayoutEngine(), severities: [String: Severity] = [:], assumesComplete: Bool = false,
                environment: AppEnvironment = AppEnvironment()) {
        self.rules = rules
        self.engine = engine
        self.severities = severities
        self.assumesComplete = assumesComplete
        self.environment = environment
    }

    /// Scenes with more constraints than this are not analysed (`SceneSizeBudget`).
    public static let maximumConstraintsPerScene = SceneSizeBudget.maximumConstraints
    /// The rule id of the error for a scene past the budget.
    public static let sceneTooLargeRuleID = ToolRules.sceneTooLarge.id

    /// Every diagnostic of every rule over every scene, sorted by location.
    public func lint(_ scenes: [Scene]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for described in scenes {
            let scene = RuntimeFacts.applied(to: described)
            if let refusal = SceneSizeBudget.refusal(of: scene, engine: engine) {
                diagnostics.append(refusal)
                continue
            }
            let analysis = SceneAnalysis(scene: scene, engine: engine, assumesComplete: assumesComplete, environment: environment)
            for rule in rules {
                var found = rule.check(analysis).map(Self.sayingAssumptions)
                if let severity = severities[rule.description.id] {
                    found = found.map { var copy = $0; copy.severity = severity; return copy }
                }
                diagnostics += found
            }
        }
        return diagnostics.sorted()
    }

    /// A finding that rests on an assumption says so in its words too, where every reporter shows it.
    static func sayingAssumptions(_ diagnostic: Diagnostic) -> Diagnostic {
        guard !diagnostic.assumptions.isEmpty else { return diagnostic }
        var said = diagnostic
        said.message += " (" + diagnostic.assumptions.joined(separator: "; ") + ")"
        return said
    }
}
