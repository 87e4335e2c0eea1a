import LayoutModel

/// A check over one scene.
public protocol LintRule: Sendable {
    var description: RuleDescription { get }
    func check(_ scene: Scene) -> [Diagnostic]
}

/// Every rule layoutlint knows, in the order `layoutlint rules` lists them.
public enum RuleRegistry {
    public static let all: [any LintRule] = []

    /// The rule with this id.
    public static func rule(id: String) -> (any LintRule)? {
        all.first { $0.description.id == id }
    }
}

/// Runs the enabled rules over scenes.
public struct Linter: Sendable {
    public var rules: [any LintRule]

    public init(rules: [any LintRule] = RuleRegistry.all.filter { !$0.description.isOptIn }) {
        self.rules = rules
    }

    /// Every diagnostic of every rule over every scene, sorted by location.
    public func lint(_ scenes: [Scene]) -> [Diagnostic] {
        scenes.flatMap { scene in rules.flatMap { $0.check(scene) } }.sorted()
    }
}
