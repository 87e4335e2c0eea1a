import LayoutModel

/// Explains "View has an ambiguous layout": the trace prints no constraints, only the views whose frame the
/// constraints leave open and which values; the fix is the constraint each one is missing.
enum AmbiguityExplainer {
    static func explain(_ input: ExplainInput) -> ConflictExplanation {
        guard !input.ambiguities.isEmpty else {
            return ConflictExplanation(members: [], arithmetic: nil, diagnosis: Diagnosis(
                kind: .ambiguousLayout, view: nil,
                summary: "The message is cut off before its trace, so it does not say which views are ambiguous.",
                fix: "capture the whole message, or pause in the debugger and run `po UIWindow.value(forKeyPath: \"keyWindow._autolayoutTrace\")` (Objective-C: `po [[UIWindow keyWindow] _autolayoutTrace]`) and explain that",
                suggestedMember: nil))
        }
        let described = input.ambiguities.map { ambiguity in "\(ambiguity.item) (\(AmbiguityWords.missing(ambiguity.attributes)))" }
        let shown = described.prefix(8).joined(separator: ", ") + (described.count > 8 ? ", and \(described.count - 8) more" : "")
        let count = input.ambiguities.count
        let subject = count == 1 ? "1 view" : "\(count) views"
        let unnamed = input.ambiguities.contains { $0.attributes.isEmpty }
        let words = Set(input.ambiguities.flatMap { AmbiguityWords.phrases($0.attributes) })
        let needs = [
            ("horizontal position", "a horizontal position: a leading, trailing or centerX constraint"),
            ("vertical position", "a vertical position: a top, bottom or centerY constraint"),
            ("width", "a width: a width constraint, leading and trailing to its container, or content with an intrinsic width"),
            ("height", "a height: a height constraint, top and bottom to its container, or content with an intrinsic height"),
        ].filter { words.contains($0.0) }.map(\.1)
        var fix = needs.isEmpty
            ? "give each view the constraints that fix its position and size"
            : "give each view what it lacks — " + needs.joined(separator: "; ")
        if unnamed {
            fix += "; for a view listed without values, pause in the debugger and call `hasAmbiguousLayout` / `exerciseAmbiguityInLayout()` on it, or run `layoutlint lint` on the file that lays it out"
        }
        return ConflictExplanation(members: [], arithmetic: nil, diagnosis: Diagnosis(
            kind: .ambiguousLayout, view: input.ambiguities.first?.item,
            summary: "The constraints leave \(subject) with more than one possible frame: \(shown). Auto Layout picks one of them, which can change from one layout pass to the next.",
            fix: fix, suggestedMember: nil))
    }
}
