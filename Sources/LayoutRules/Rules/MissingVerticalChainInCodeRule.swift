import LayoutModel

/// `missing_vertical_chain` for layouts read from Swift and Objective-C code, opt-in. What sizes a view in code is
/// often in code the readers do not follow or cannot tie to it (the section of a compositional layout that shows a
/// cell, a method its callers run, a table subclass's maker, frames): on held-out apps of rounds 41 to 43, 35 of 53
/// such findings were false (against 3 of 15 in Interface Builder documents), far above the 10 % a default rule may
/// have. Turned on, it checks code as the default rule checks documents; `--assume-complete` makes it stricter still.
public struct MissingVerticalChainInCodeRule: LintRule {
    public init() {}

    public var description: RuleDescription { Self.codeDescription }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        MissingVerticalChainRule(checksCode: true).check(analysis)
    }

    static let codeDescription = RuleDescription(
        id: "missing_vertical_chain_in_code", name: "Missing vertical chain (code)", severity: .error,
        rationale: """
            missing_vertical_chain for cells and containers laid out in Swift or Objective-C code: a self-sizing \
            cell, or a container whose height is meant to come from its content, needs an unbroken chain of \
            constraints from its top edge to its bottom edge. Opt-in: in code, what sizes a view is often where \
            the readers cannot see it (35 of 53 findings judged on held-out apps were false).
            """,
        isOptIn: true,
        sourceExamples: MissingVerticalChainInCodeRule.sourceExamples)
}
