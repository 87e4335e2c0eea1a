import LayoutModel

/// `ambiguous_layout` for the views Xcode marked ambiguous when it saved their Interface Builder file, on by default:
/// two independent judges agree (Xcode's engine on the canvas, layoutlint's on every device), so the finding does not
/// rest on what the readers could not see. The views the reader knows code lays out are open and never reported.
public struct XcodeAmbiguousLayoutRule: LintRule {
    public init() {}

    public var description: RuleDescription { Self.flaggedDescription }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        AmbiguousLayoutRule(reportsXcodeFlagged: true).check(analysis)
    }

    static let flaggedDescription = RuleDescription(
        id: "xcode_ambiguous_layout", name: "Ambiguous layout Xcode flagged", severity: .warning,
        rationale: """
            A view Xcode marked ambiguous when it saved the file (`ambiguous="YES"`, the canvas's red or yellow \
            "Missing constraints" warning) whose position or size layoutlint also finds undetermined by its \
            constraints: at run time it ends up wherever the engine happens to put it. Both judges agree, so the \
            finding does not rest on a guess; a view whose constraints the code changes or adds is open and not \
            reported, nor is a view that is free only because a view around it is, along the same component. Add the constraints Xcode's issue navigator lists, or set the view's Verify Ambiguity to \
            "Ignore Sizes" when code sets its size. The same check for every view, flagged or not, is the opt-in \
            `ambiguous_layout`.
            """,
        triggeringExamples: [
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view badge in card frame=10,10,40,40 xcodeAmbiguous
            badge.leading == card.leading + 10
            badge.width == 40
            badge.height == 40
            """,
            """
            scene Row standalone size=320x44
            root row frame=0,0,320,44
            view title: UILabel in row frame=16,12,120,20 intrinsic=120,20 xcodeAmbiguous
            title.leading == row.leading + 16
            """,
            """
            scene Banner standalone size=320x60
            root banner frame=0,0,320,60
            view icon in banner frame=12,10,40,40 xcodeAmbiguous
            icon.top == banner.top + 10
            icon.width == 40
            icon.height == 40
            """,
        ],
        nonTriggeringExamples: [
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view badge in card frame=10,10,40,40 xcodeAmbiguous
            badge.leading == card.leading + 10
            badge.top == card.top + 10
            badge.width == 40
            badge.height == 40
            """,
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view badge in card frame=10,10,40,40 xcodeAmbiguous=false
            badge.leading == card.leading + 10
            badge.width == 40
            badge.height == 40
            """,
            """
            scene Row standalone size=320x44
            root row frame=0,0,320,44
            view title: UILabel in row frame=16,12,120,20 intrinsic=120,20 xcodeAmbiguous
            title.leading == row.leading + 16
            title.centerY == row.centerY
            """,
        ],
        sourceExamples: XcodeAmbiguousLayoutRule.sourceExamples)
}
