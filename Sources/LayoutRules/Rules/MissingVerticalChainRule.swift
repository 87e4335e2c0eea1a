import LayoutEngine
import LayoutModel

/// A self-sizing cell or container whose size the constraints cannot determine from its content.
public struct MissingVerticalChainRule: LintRule {
    /// Whether the rule checks the scenes read from Swift and Objective-C code (`missing_vertical_chain_in_code`)
    /// instead of the others (Interface Builder documents, `.layout` files, logs).
    let checksCode: Bool

    public init() { checksCode = false }

    init(checksCode: Bool) { self.checksCode = checksCode }

    public var description: RuleDescription { checksCode ? MissingVerticalChainInCodeRule.codeDescription : Self.documentDescription }

    /// Whether a scene was read from Swift or Objective-C source.
    static func isReadFromCode(_ scene: Scene) -> Bool {
        let file = scene.location.file
        guard let dot = file.lastIndex(of: ".") else { return false }
        return ["swift", "m", "mm"].contains(String(file[file.index(after: dot)...]))
    }

    static let documentDescription = RuleDescription(
        id: "missing_vertical_chain", name: "Missing vertical chain", severity: .error,
        rationale: """
            A self-sizing table or collection view cell, or a container whose height is meant to come from its \
            content, needs an unbroken chain of constraints from its top edge, through every subview's height, \
            to its bottom edge. Where the chain breaks, the runtime falls back on the estimated height or \
            collapses the view, and the layout is ambiguous. The same holds for widths of horizontally \
            self-sizing containers.
            """,
        triggeringExamples: [
            """
            scene QuoteCell cell rowHeight=automatic
            root contentView
            view author: UILabel in contentView intrinsic=100,20
            view quote: UILabel in contentView intrinsic=100,40
            author.top == contentView.topMargin
            author.leading == contentView.leadingMargin
            quote.leading == contentView.leadingMargin
            quote.bottom == contentView.bottomMargin
            """,
            """
            scene PhotoCell cell rowHeight=automatic
            root contentView
            view photo: UIImageView in contentView
            photo.top == contentView.top
            photo.bottom == contentView.bottom
            photo.leading == contentView.leading
            photo.trailing == contentView.trailing
            """,
            """
            scene Form viewController
            root view
            view form in view
            view button: UIButton in form intrinsic=80,30
            form.centerY == view.centerY
            form.leading == view.leading
            form.trailing == view.trailing
            button.top == form.top + 20
            button.centerX == form.centerX
            """,
            """
            # The break is inside a plain view wrapping the content: it is named there (caption.bottom), not as
            # "wrapper has no height".
            scene CaptionCell cell rowHeight=automatic
            root contentView
            view wrapper in contentView
            view caption: UILabel in wrapper intrinsic=100,20
            wrapper.top == contentView.top
            wrapper.bottom == contentView.bottom
            wrapper.leading == contentView.leading
            wrapper.trailing == contentView.trailing
            caption.top == wrapper.top + 8
            caption.leading == wrapper.leading
            """,
        ],
        nonTriggeringExamples: [
            """
            scene QuoteCell cell rowHeight=automatic
            root contentView
            view author: UILabel in contentView intrinsic=100,20
            view quote: UILabel in contentView intrinsic=100,40
            author.top == contentView.topMargin
            author.leading == contentView.leadingMargin
            quote.top == author.bottom + 8
            quote.leading == contentView.leadingMargin
            quote.bottom == contentView.bottomMargin
            """,
            """
            scene PhotoCell cell rowHeight=automatic
            root contentView
            view photo: UIImageView in contentView
            photo.top == contentView.top
            photo.bottom == contentView.bottom
            photo.leading == contentView.leading
            photo.trailing == contentView.trailing
            photo.height == 0.75 * photo.width
            """,
            """
            scene FixedCell cell rowHeight=44
            root contentView
            view label: UILabel in contentView intrinsic=100,20
            label.centerY == contentView.centerY
            label.leading == contentView.leadingMargin
            """,
            """
            # An equal-spacing stack: the gaps are free, but the compressed fitting size of a self-sizing cell
            # takes each at its minimum spacing, so the height is the content's.
            scene CouponCell cell rowHeight=automatic
            root contentView
            view stack: UIStackView in contentView axis=vertical spacing=6 distribution=equalSpacing arranged=title,status
            view title: UILabel in stack intrinsic=120,20
            view status: UILabel in stack intrinsic=48,27
            stack.top == contentView.top + 8
            stack.bottom == contentView.bottom - 8
            stack.leading == contentView.leading + 16
            stack.trailing == contentView.trailing - 16
            """,
            """
            # The card's height is open (at most 50); its content view follows it through its autoresizing mask,
            # so the content view is not the one whose chain is missing.
            scene Popover viewController
            root view
            view card in view
            view cardContent in card autoresizing mask=flexibleWidth|flexibleHeight frame=0,0,300,50
            view effect in cardContent frame=0,0,60,0
            card.leading == view.leading + 16
            card.top == view.top + 40
            card.width == 300
            card.height <= 50
            effect.left == cardContent.left
            effect.top == cardContent.top
            effect.width == 60
            effect.height == 0
            """,
            """
            # Nothing inside contentView: the cell is laid out in its nib (outlets) or by frames, which the
            # source does not show; only a stored outlet constraint is visible.
            scene NibCell cell rowHeight=automatic
            root contentView
            view badge: UILabel detached
            badge.height == 28
            """,
            """
            # The chain runs down through a visual effect view's autoresizing content view to a button whose image
            # the source does not show. Its size is a guess, so a tie between that guess and the badge's width at the
            # same priority says nothing about the real layout.
            scene BadgeCell cell rowHeight=automatic
            root contentView
            view badge in contentView
            view blur: UIVisualEffectView in badge
            view blurContent in blur autoresizing mask=flexibleWidth|flexibleHeight
            view close: UIButton in blurContent
            badge.top == contentView.top + 8
            badge.bottom == contentView.bottom - 8
            badge.leading == contentView.leading + 16
            badge.width == 30 @750
            blur.top == badge.top
            blur.bottom == badge.bottom
            blur.leading == badge.leading
            blur.trailing == badge.trailing
            close.top == blurContent.top
            close.bottom == blurContent.bottom
            close.leading == blurContent.leading
            close.trailing == blurContent.trailing
            """,
        ],
        sourceExamples: MissingVerticalChainRule.sourceExamples)

    /// Whether the container, or anything inside it, is open along the report's axis.
    static func dependsOnOpenItems(_ report: ContentSizeReport, in scene: Scene, _ analysis: SceneAnalysis) -> Bool {
        guard analysis.hasOpenItems else { return false }
        if analysis.isOpen(report.container, report.axis) { return true }
        // A view around it that code not read sizes (a frame set in a method not run): the container's size may come
        // from it through constraints the engine cannot close (purpen/mix-lexi-ios @c1f2f79b, a button pinned inside a
        // container whose frame `updateConstraints` computes, held-out round 42).
        if report.container != scene.layoutRoot,
           scene.ancestry(of: report.container).dropFirst().contains(where: { analysis.isOpen($0, report.axis) }) { return true }
        let inside = Set(scene.items.map(\.id).filter { analysis.ancestry(of: $0).dropFirst().contains(report.container) })
        if inside.contains(where: { analysis.isOpen($0, report.axis) }) { return true }
        // A view inside tied to an open one (an outlet its nib places): the link may run through it.
        return scene.constraints.contains { constraint in
            constraint.isActive && constraint.firstAttribute.axis == report.axis
                && constraint.items.contains(where: inside.contains)
                && constraint.items.contains { analysis.isOpen($0, report.axis) }
        }
    }

    /// Whether the container's content is placed by frames alone: every view inside translates its autoresizing mask
    /// and no constraint of the developer's names one along `axis`. Its height was never meant to come from its content
    /// (honghaoz/UW-Info-Session @0af17b94: a cell of labels made with `initWithFrame:`, its rows sized by the table
    /// delegate, held-out round 41).
    static func isLaidOutByFramesOnly(_ container: ItemID, axis: Axis, in scene: Scene) -> Bool {
        let inside = scene.items.filter { $0.id != container && scene.ancestry(of: $0.id).contains(container) }
        guard !inside.isEmpty, inside.allSatisfy(\.translatesAutoresizingMask) else { return false }
        let ids = Set(inside.map(\.id))
        return !scene.constraints.contains { constraint in
            constraint.origin == .user && constraint.firstAttribute.axis == axis && constraint.items.contains(where: ids.contains)
        }
    }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        guard Self.isReadFromCode(analysis.scene) == checksCode else { return [] }
        var order: [String] = []
        var found: [String: (report: ContentSizeReport, chainBreak: ChainBreak, solutions: [LayoutSolution], scene: Scene)] = [:]
        // The scene as each configuration has it: a break is read, and its constraints named, where it was found.
        var configuredScenes: [[String]: Scene] = [:]
        // A view outside the root's hierarchy (a pushed or presented controller's view, a view a caller places)
        // is sized by whoever shows it.
        let detached = analysis.detachedItems
        for solution in analysis.solutions {
            let scene = configuredScenes[solution.variants] ?? Self.configured(analysis.scene, variants: solution.variants)
            configuredScenes[solution.variants] = scene
            for report in solution.contentSize where !report.isDetermined && !detached.contains(report.container) {
                guard let foundBreak = report.chainBreak else { continue }
                // Not in the hierarchy in this configuration (added only on iPad, only in another branch), or hidden in
                // it: nothing shows it here, and where a configuration shows it, that one is checked
                // (boostcampwm2023/iOS03-TravelShare @14eac4b7: a view added and sized under the same test in two
                // methods, read unsized where the other branch runs, held-out round 41).
                if scene.ancestry(of: report.container).contains(where: { scene.item($0)?.isHidden == true }) { continue }
                // Something not read may place or size the container or a view inside it: that may be the link.
                if Self.dependsOnOpenItems(report, in: scene, analysis) { continue }
                // A view emptied by this configuration is named itself, not a hidden subview of it.
                let chainBreak = Self.visibleBreak(foundBreak, of: report, in: scene)
                // Inside a stack whose arrangement the model does not know, the missing link is the model's.
                if Self.liesInsideUnmodelledStack(chainBreak, of: report, in: scene) { continue }
                if Self.liesAcrossAnAppKitStack(chainBreak, of: report, in: scene) { continue }
                // Nothing at all inside the container: its content is laid out where the source does not show
                // (a nib with outlets, a view added later, frames in layoutSubviews), not missing.
                if case .undeterminedSize(let item, _) = chainBreak, item == report.container { continue }
                if Self.isLaidOutByFramesOnly(report.container, axis: report.axis, in: scene) { continue }
                // A view that translates its autoresizing mask takes its size from its superview through the mask
                // (a visual effect view's content view): where that size is open, the superview is the one to name.
                if report.container != analysis.scene.layoutRoot,
                   analysis.scene.item(report.container)?.translatesAutoresizingMask == true { continue }
                // The content is all linked and ends at a view that sizes itself, but whose size the source does not
                // give (a button's image, a label's text): the engine stands a guessed size in for it, and a tie
                // against that guess (a button's width == 30 at 750 against its compression resistance) says nothing
                // about the real layout. No link is missing.
                // So is a tie between a view whose size is known and a neighbour in the same view whose size is a guess
                // (two one-line labels of one font, top and bottom pinned to the same row: equal at run time, no tie;
                // AppPolice/AppPolice @c154b8f2 APAboutWindow.xib, held-out round 67).
                if case .undeterminedSize(let item, true) = chainBreak,
                   hasGuessedSize(item, report.axis, analysis) || hasNeighbourWithGuessedSize(item, report.axis, analysis) { continue }
                // The solver broke a constraint at the view to end a conflict that rests on a constant the code works
                // out: with the real constant there may be no conflict and the constraint holds, so the gap is not known.
                if Self.followsAnOpenConflict(chainBreak, axis: report.axis, container: report.container, in: scene, solution) { continue }
                // A break deep inside is reached from every container around it: name it once, from the first.
                let key = "\(report.axis)|\(chainBreak)"
                if found[key] == nil {
                    order.append(key)
                    found[key] = (report, chainBreak, [], scene)
                }
                // Reached from two containers in one configuration, it still counts once for "where".
                if found[key]?.solutions.last.map({ $0.configurationName == solution.configurationName && $0.variants == solution.variants }) != true {
                    found[key]?.solutions.append(solution)
                }
            }
        }
        return order.compactMap { found[$0] }.map { entry in
            var result = diagnostic(entry.report, entry.chainBreak, in: entry.scene, analysis)
            if let only = AmbiguousLayoutRule.where(entry.solutions, of: analysis.solutions) {
                result.message = result.message.replacingFirst(": ", with: " (\(only)): ")
            }
            return result
        }
    }

    /// Whether a conflict that depends on an unknown constant involves the break's view, or a view around it inside
    /// the container, along `axis` (GetStream/stream-chat-swift @a4e569b1: a height constant set from the content, 0
    /// until then; HMOAA/HMOA_iOS @8c881869: a sibling's width of `UIScreen.main.bounds.width - 32` giving the
    /// container a width not known, so a view pinned inside it broke free, held-out round 41).
    private static func followsAnOpenConflict(_ chainBreak: ChainBreak, axis: Axis, container: ItemID, in scene: Scene,
                                              _ solution: LayoutSolution) -> Bool {
        let item: ItemID
        switch chainBreak {
        case .undeterminedSize(let view, _), .unconnected(let view, _, _, _), .unpinnedEnd(let view, _): item = view
        }
        var around = Set<ItemID>()
        for ancestor in scene.ancestry(of: item) {
            around.insert(ancestor)
            if ancestor == container { break }
        }
        return solution.conflicts.contains { conflict in
            conflict.dependsOnUnknownValue
                && conflict.constraints.contains { $0.firstAttribute.axis == axis && $0.items.contains(where: around.contains) }
        }
    }

    /// Whether the engine sizes `item` along `axis` by a stand-in: it sizes itself, but the source does not say how large.
    private func hasGuessedSize(_ item: ItemID, _ axis: Axis, _ analysis: SceneAnalysis) -> Bool {
        guard let item = analysis.scene.item(item) else { return false }
        return item.effectiveIntrinsicSize[axis] == .unknown
    }

    /// Whether another view of `item`'s superview has a size along `axis` that the source does not give.
    private func hasNeighbourWithGuessedSize(_ item: ItemID, _ axis: Axis, _ analysis: SceneAnalysis) -> Bool {
        guard let parent = analysis.scene.item(item)?.superview else { return false }
        return analysis.scene.items.contains { other in
            other.id != item && other.superview == parent && !other.isHidden && other.effectiveIntrinsicSize[axis] == .unknown
        }
    }

    /// `scene`: the scene as the configuration where the break was first found has it.
    private func diagnostic(_ report: ContentSizeReport, _ chainBreak: ChainBreak, in scene: Scene, _ analysis: SceneAnalysis) -> Diagnostic {
        let dimension = report.axis == .horizontal ? "width" : "height"
        let container = report.container
        let what = report.isDeclaredSelfSizing
            ? "the \(dimension) of \(container) must come from its content, but"
            : "\(container) has no \(dimension) of its own and its content does not give it one:"
        // The break may lie inside a subview of the container (its size comes from its own content).
        func superview(of item: ItemID) -> ItemID { analysis.scene.item(item)?.superview ?? container }
        let reason: String
        let culprit: ItemID
        switch chainBreak {
        case .unconnected(let item, let edge, let neighbor, let neighborEdge):
            culprit = item
            reason = "nothing ties \(item).\(edge.rawValue) to \((neighbor ?? superview(of: item))).\(neighborEdge.rawValue)"
        case .undeterminedSize(let item, let hasIntrinsic):
            culprit = item
            reason = hasIntrinsic
                ? "the \(dimension) of \(item) is not determined"
                : "\(item) has no intrinsic \(dimension) and no \(dimension) constraint"
        case .unpinnedEnd(let item, let edge):
            culprit = item
            reason = "\(item).\(edge.rawValue) is not pinned to \(superview(of: item)).\(edge.rawValue)"
        }
        // The constraints active where the break was found: a constraint that configuration takes away is no link.
        let related = scene.constraints.filter { constraint in
            constraint.isActive && constraint.items.contains(culprit) && constraint.firstAttribute.axis == report.axis
        }
        let location = related.first.map { analysis.location(of: $0) } ?? analysis.location(of: culprit)
        return Diagnostic(
            ruleID: description.id, severity: description.severity,
            message: analysis.mentioningObject(at: location, in: "\(analysis.scene.name): \(what) \(reason)"),
            location: location,
            notes: related.dropFirst().map { analysis.note(for: $0) },
            constraints: related.map(\.displayName))
    }
}
