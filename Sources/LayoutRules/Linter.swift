import LayoutEngine
import LayoutModel

/// Runs the enabled rules over scenes.
public struct Linter: Sendable {
    public var rules: [any LintRule]
    public var engine: LayoutEngine
    /// Per-rule severity overrides from the configuration.
    public var severities: [String: Severity]

    public init(rules: [any LintRule] = RuleRegistry.all.filter { !$0.description.isOptIn },
                engine: LayoutEngine = LayoutEngine(), severities: [String: Severity] = [:]) {
        self.rules = rules
        self.engine = engine
        self.severities = severities
    }

    /// Scenes with more constraints than this are not analysed (the solver's work grows faster than linearly with
    /// them: a cycle of 5,000 equalities took 39 s and 1 GB); a `scene_too_large` error says so. See docs/limits.md.
    public static let maximumConstraintsPerScene = 4_000
    /// The rule id of that error.
    public static let sceneTooLargeRuleID = "scene_too_large"

    /// Every diagnostic of every rule over every scene, sorted by location.
    public func lint(_ scenes: [Scene]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scene in scenes {
            guard scene.constraints.count <= Self.maximumConstraintsPerScene else {
                diagnostics.append(Diagnostic(
                    ruleID: Self.sceneTooLargeRuleID, severity: .error,
                    message: "\(scene.name): not analysed: \(scene.constraints.count) constraints, more than the "
                        + "\(Self.maximumConstraintsPerScene) layoutlint analyses in one scene; no rule was checked on it",
                    location: scene.location))
                continue
            }
            let analysis = SceneAnalysis(scene: scene, engine: engine)
            for rule in rules {
                var found = rule.check(analysis)
                if let severity = severities[rule.description.id] {
                    found = found.map { var copy = $0; copy.severity = severity; return copy }
                }
                diagnostics += found
            }
        }
        return diagnostics.sorted()
    }
}
