import LayoutEngine
import LayoutModel

/// Views whose frame stored by Interface Builder differs from the frame their constraints give:
/// what Xcode calls a misplaced view, computed here rather than read from Xcode's flag.
public struct MisplacedFrameRule: LintRule {
    public init() {}

    /// Differences up to a point are rounding (IB stores frames at the screen's pixel grid).
    static let tolerance = 1.0

    public let description = RuleDescription(
        id: "misplaced_frame", name: "Misplaced frame", severity: .warning,
        rationale: """
            Interface Builder stores every view's frame beside its constraints. When the two disagree, the \
            canvas shows something the app never will: the view jumps at run time, and the next edit in \
            Interface Builder starts from a wrong picture. Frames are compared on the device the root view \
            was drawn for (a device of the root's stored size; a top-level view of a screen's size gets that \
            screen's safe area); a table cell at its stored height; sizes the \
            tool measured from content (a label's text) are taken from the stored frame; the safe area's top \
            and bottom insets, which include bars Interface Builder simulates without storing them, are the \
            ones most views pinned to the safe area agree with. macOS files are not compared (their frames count y \
            from the superview's bottom unless it is flipped, which the model does not record). Only items a \
            design tool saved are compared \
            (Interface Builder views; in `.layout`, items marked `xcodeMisplaced` or `xcodeAmbiguous`, even \
            `=false`); views still translating their autoresizing mask, hidden views, stack views and their \
            content (whose measurements the engine only approximates), views whose frame is ambiguous here or to Xcode (that is `ambiguous_layout`'s finding) and scenes with conflicting constraints are not. \
            Xcode's own `misplaced="YES"` and `ambiguous="YES"` flags are compared with this analysis: a \
            misplaced view's diagnostic says whether Xcode flagged it too, and a flag this analysis finds no \
            reason for is reported as a note of this rule, since a stale flag means the file was last saved \
            with other constraints or frames than it has now (`ambiguous_layout` likewise says when Xcode did \
            not flag a view it finds ambiguous). Opt-in: on real apps' files the canvas conditions it cannot             know (simulated bars, inset-grouped cell margins, controls drawn at their own size) still make             a share of its findings noise.
            """,
        triggeringExamples: [
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view badge in card frame=10,10,40,40 xcodeMisplaced=false
            badge.leading == card.leading + 20
            badge.top == card.top + 10
            badge.width == 40
            badge.height == 40
            """,
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view title: UILabel in card frame=16,12,288,21 xcodeMisplaced
            title.leading == card.leading + 16
            title.trailing == card.trailing - 16
            title.centerY == card.centerY
            """,
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view box in card frame=0,0,100,100 xcodeAmbiguous
            box.leading == card.leading
            box.top == card.top
            box.width == 100
            box.height == 100
            """,
        ],
        nonTriggeringExamples: [
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view badge in card frame=20,10,40,40 xcodeMisplaced=false
            badge.leading == card.leading + 20
            badge.top == card.top + 10
            badge.width == 40
            badge.height == 40
            """,
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view title: UILabel in card frame=16,39.5,288,21 xcodeMisplaced=false
            title.leading == card.leading + 16
            title.trailing == card.trailing - 16
            title.centerY == card.centerY
            """,
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view badge in card frame=10,10,40,40
            badge.leading == card.leading + 20
            badge.top == card.top + 10
            badge.width == 40
            badge.height == 40
            """,
            """
            scene Card standalone size=320x100
            root card frame=0,0,320,100
            view box in card frame=0,0,100,100 xcodeAmbiguous
            box.leading == card.leading
            box.width == 100
            box.height == 100
            """,
        ],
        isOptIn: true,
        sourceExamples: MisplacedFrameRule.sourceExamples)

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        let saved = scene.items.filter { $0.designTimeFlags != nil && !$0.isLayoutGuide && $0.id != scene.root }
        // A macOS file counts a frame's y from the bottom of its superview unless that view is flipped, which the
        // model does not record: compared top-down, every frame looked misplaced (psychs/limechat @ceee3d1d, 60 of 60).
        guard !scene.isAppKitLayout else { return [] }
        guard !saved.isEmpty, let canvas = DesignCanvas(scene: scene, engine: analysis.engine),
              var solution = canvas.solve(), solution.conflicts.isEmpty else { return [] }
        let ambiguous = Set(solution.ambiguities.map(\.item))
        let compared = saved.filter { item in
            // A view Xcode found ambiguous was left wherever Interface Builder last put it.
            guard item.frame != nil, !ambiguous.contains(item.id), item.designTimeFlags?.ambiguous != true,
                  !isHidden(item, in: scene), !isInStackView(item, in: scene) else { return false }
            return !item.translatesAutoresizingMask || arrangedSubviews(of: scene).contains(item.id)
        }
        let approximateHeights = baselineDependents(scene)
        var misplaced = differences(compared, solution, approximateHeights)
        if !misplaced.isEmpty, canvas.scene.kind == .viewController,
           let refitted = refitSafeArea(canvas, compared, solution, misplaced, approximateHeights), refitted.conflicts.isEmpty {
            solution = refitted
            misplaced = differences(compared, solution, approximateHeights)
        }
        var diagnostics = compared.compactMap { item in
            misplaced[item.id].map { misplacedDiagnostic(item, solved: $0, analysis, canvas) }
        }
        for item in saved {
            guard let flags = item.designTimeFlags else { continue }
            if flags.misplaced, compared.contains(where: { $0.id == item.id }), misplaced[item.id] == nil {
                diagnostics.append(staleFlag(item, "misplaced", "its stored frame matches its constraints on \(canvas.device.name)", analysis))
            }
            if flags.ambiguous, !ambiguous.contains(item.id) {
                diagnostics.append(staleFlag(item, "ambiguous", "its constraints determine its frame on \(canvas.device.name)", analysis))
            }
        }
        return diagnostics
    }

    /// Items whose stored frame is more than the tolerance away from the solved one, with the solved frame;
    /// for items in `verticallyApproximate` only x and width count.
    private func differences(_ items: [Item], _ solution: LayoutSolution, _ verticallyApproximate: Set<ItemID>) -> [ItemID: Rect] {
        var result: [ItemID: Rect] = [:]
        for item in items {
            guard let stored = item.frame, let solved = solution.frames[item.id] else { continue }
            var gaps = [stored.x - solved.x, stored.width - solved.width]
            if !verticallyApproximate.contains(item.id) { gaps += [stored.y - solved.y, stored.height - solved.height] }
            if gaps.contains(where: { abs($0) > Self.tolerance }) { result[item.id] = solved }
        }
        return result
    }

    /// Items whose vertical place follows a text baseline, directly or through the views tied to them.
    /// Baselines depend on fonts, which the model does not carry, so the engine only approximates them.
    private func baselineDependents(_ scene: Scene) -> Set<ItemID> {
        var found = Set<ItemID>()
        let constraints = scene.activeConstraints.map(\.constraint)
        for constraint in constraints {
            let baselines: Set<Attribute> = [.firstBaseline, .lastBaseline]
            if baselines.contains(constraint.firstAttribute) || baselines.contains(constraint.secondAttribute) {
                found.formUnion(constraint.items)
            }
        }
        for item in scene.items {
            guard let stack = item.stack else { continue }
            if stack.isBaselineRelativeArrangement || stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
                found.formUnion(stack.arrangedSubviews)
                found.insert(item.id)
            }
        }
        // Follow vertical position constraints between views, not through the root or guides, which do not move.
        let fixed = Set(scene.items.filter { $0.isLayoutGuide || $0.id == scene.root }.map(\.id))
        let links = constraints.filter { $0.firstAttribute.kind == .yPosition && $0.secondItem != nil }
            .map(\.items).filter { $0.allSatisfy { !fixed.contains($0) } }
        var grew = !found.isEmpty
        while grew {
            grew = false
            for link in links where link.contains(where: found.contains) && !link.allSatisfy(found.contains) {
                found.formUnion(link)
                grew = true
            }
        }
        return found.subtracting(fixed)
    }

    /// Interface Builder simulates navigation, tab and tool bars by growing the safe area without storing
    /// it. Each misplaced view whose top or bottom follows the safe area implies an inset; the inset most
    /// of them imply is taken as the one the canvas had, the top first, then the bottom for what is left.
    private func refitSafeArea(_ canvas: DesignCanvas, _ items: [Item], _ base: LayoutSolution, _ misplaced: [ItemID: Rect],
                               _ verticallyApproximate: Set<ItemID>) -> LayoutSolution? {
        let probe = 10.0
        func impliedShift(_ solved: [ItemID: Rect], _ probed: LayoutSolution) -> Double {
            var votes: [Double: Int] = [:]
            for (id, frame) in solved where !verticallyApproximate.contains(id) {
                guard let stored = canvas.scene.item(id)?.frame, let moved = probed.frames[id] else { continue }
                for (storedValue, baseValue, movedValue) in [(stored.y, frame.y, moved.y), (stored.height, frame.height, moved.height)] {
                    let slope = (movedValue - baseValue) / probe
                    guard abs(slope) > 0.01, abs(storedValue - baseValue) > Self.tolerance else { continue }
                    votes[((storedValue - baseValue) / slope).rounded(), default: 0] += 1
                }
            }
            return votes.max { ($0.value, -abs($0.key)) < ($1.value, -abs($1.key)) }?.key ?? 0
        }
        let insets = canvas.device.safeAreaInsets
        guard let topProbe = canvas.solve(extraTop: probe) else { return nil }
        var top = impliedShift(misplaced, topProbe)
        if insets.top + top < 0 { top = 0 }
        var current = base
        var remaining = misplaced
        if top != 0, let refitted = canvas.solve(extraTop: top) {
            current = refitted
            remaining = differences(items, refitted, verticallyApproximate)
        }
        guard !remaining.isEmpty, let bottomProbe = canvas.solve(extraTop: top, extraBottom: probe) else {
            return top == 0 ? nil : current
        }
        var bottom = impliedShift(remaining, bottomProbe)
        if insets.bottom + bottom < 0 { bottom = 0 }
        if bottom != 0, let refitted = canvas.solve(extraTop: top, extraBottom: bottom) { return refitted }
        return top == 0 ? nil : current
    }

    private func misplacedDiagnostic(_ item: Item, solved: Rect, _ analysis: SceneAnalysis, _ canvas: DesignCanvas) -> Diagnostic {
        let stored = item.frame ?? solved
        let message = "\(analysis.scene.name): \(analysis.name(of: item.id)) is misplaced: its frame in the file is \(stored), "
            + "its constraints put it at \(solved) on \(canvas.device.name); update the frame (Editor ▸ Update Frames) or fix the constraints"
        var notes: [DiagnosticNote] = []
        if let flags = item.designTimeFlags {
            notes.append(DiagnosticNote(
                message: flags.misplaced
                    ? "Xcode marked \(item.id) misplaced too when the file was saved"
                    : "Xcode did not mark \(item.id) misplaced when the file was saved: the constraints or frames changed since, "
                        + "or Xcode laid it out with other system values (margins, bars, a custom class's content size)",
                location: analysis.location(of: item.id)))
        }
        let related = analysis.activeConstraintList.filter { $0.items.contains(item.id) }
        notes += related.map { analysis.note(for: $0) }
        return Diagnostic(
            ruleID: description.id, severity: description.severity, message: message,
            location: analysis.location(of: item.id), notes: notes, constraints: related.map(\.displayName))
    }

    private func staleFlag(_ item: Item, _ flag: String, _ finding: String, _ analysis: SceneAnalysis) -> Diagnostic {
        Diagnostic(
            ruleID: description.id, severity: .note,
            message: "\(analysis.scene.name): Xcode marked \(analysis.name(of: item.id)) \(flag) when the file was saved, but \(finding); "
                + "the flag is out of date (saving the file in Xcode refreshes it) or Xcode saw other constraints",
            location: analysis.location(of: item.id))
    }

    /// Stack views size and place their content from measurements (spacing after hidden views, baselines,
    /// proportional fills) the engine only approximates; comparing frames there reports the model, not the file.
    private func isInStackView(_ item: Item, in scene: Scene) -> Bool {
        scene.ancestry(of: item.id).contains { scene.item($0)?.stack != nil }
    }

    private func isHidden(_ item: Item, in scene: Scene) -> Bool {
        scene.ancestry(of: item.id).contains { scene.item($0)?.isHidden ?? false }
    }

    private func arrangedSubviews(of scene: Scene) -> Set<ItemID> {
        Set(scene.items.compactMap(\.stack).flatMap(\.arrangedSubviews))
    }
}
