import LayoutModel

/// A check over one scene; rules read the scene and the engine's answers about it, nothing else.
public protocol LintRule: Sendable {
    var description: RuleDescription { get }
    func check(_ analysis: SceneAnalysis) -> [Diagnostic]
}

/// Every rule layoutlint knows, in the order `layoutlint rules` lists them.
public enum RuleRegistry {
    public static let all: [any LintRule] = [
        MissingVerticalChainRule(),
        MissingVerticalChainInCodeRule(),
        UnsatisfiableConstraintsRule(),
        AmbiguousLayoutRule(),
        XcodeAmbiguousLayoutRule(),
        AnchorMixingRule(),
        MixedDirectionAttributesRule(),
        AutoresizingMaskConstraintsRule(),
        ContentViewAutoresizingRule(),
        NoCommonAncestorRule(),
        UnsafeAreaEdgeRule(),
        DeprecatedLayoutGuideRule(),
        DuplicateConstraintRule(),
        ConstantSignRule(),
        MisplacedFrameRule(),
    ]

    /// The rule with this id.
    public static func rule(id: String) -> (any LintRule)? {
        all.first { $0.description.id == id }
    }
}
