import Foundation
import LayoutEngine
import LayoutModel

/// Items whose frame the constraints do not determine (those Xcode marked ambiguous are `xcode_ambiguous_layout`'s).
public struct AmbiguousLayoutRule: LintRule {
    /// Whether the rule reports the items Xcode marked ambiguous when it saved their file (`XcodeAmbiguousLayoutRule`)
    /// instead of all the others.
    let reportsXcodeFlagged: Bool

    public init() { reportsXcodeFlagged = false }

    init(reportsXcodeFlagged: Bool) { self.reportsXcodeFlagged = reportsXcodeFlagged }

    public var description: RuleDescription { reportsXcodeFlagged ? XcodeAmbiguousLayoutRule.flaggedDescription : Self.allDescription }

    static let allDescription = RuleDescription(
        id: "ambiguous_layout", name: "Ambiguous layout", severity: .warning,
        rationale: """
            An item whose position or size is not determined by its constraints can end up anywhere the \
            engine happens to put it, differently from one run or device to the next. This includes two \
            neighbours with the same content hugging or compression resistance competing for the same space: \
            which one grows is left to chance — except among the arranged views of a UIStackView with the fill \
            distribution, which settles such a tie by the views' order (Apple, UIStackView.Distribution.fill). A view \
            that is free only because a view around it is, along the same component, is not reported again. Opt-in: \
            on apps this project never tuned on, most of its findings \
            came from facts the readers do not see (code that places a view after the fact, frameworks' private \
            constraints), 43 of 53 judged false over two held-out rounds (docs/precision.md), far above the 10 % \
            a default rule may have. Turn it on for a design review, together with `--assume-complete` for every \
            suspicion. Views Xcode itself marked ambiguous (`ambiguous="YES"` in an Interface Builder file) are \
            reported by the default rule `xcode_ambiguous_layout`, not here.
            """,
        triggeringExamples: [
            """
            scene Box standalone size=300x100
            root box
            view a in box
            a.leading == box.leading
            a.top == box.top
            a.width == 50
            """,
            """
            scene Row standalone size=300x44
            root row
            view left: UILabel in row intrinsic=50,20
            view right: UILabel in row intrinsic=60,20
            left.leading == row.leading
            right.leading == left.trailing
            right.trailing == row.trailing
            left.centerY == row.centerY
            right.centerY == row.centerY
            """,
            """
            scene Box standalone size=300x100
            root box
            view a in box
            a.leading == box.leading
            a.width == 50
            a.height == 50
            """,
        ],
        nonTriggeringExamples: [
            // A fill stack shares the slack between two labels of equal hugging by their order.
            """
            scene Times standalone size=375x100
            root window
            view times: UIStackView in window axis=horizontal spacing=8 distribution=fill alignment=center arranged=start,end
            view start: UILabel in times intrinsic=60,20
            view end: UILabel in times intrinsic=60,20
            times.leading == window.leading + 16
            times.top == window.top + 10
            times.width == 300
            """,
            """
            scene Box standalone size=300x100
            root box
            view a in box
            a.leading == box.leading
            a.top == box.top
            a.width == 50
            a.height == 50
            """,
            """
            scene Row standalone size=300x44
            root row
            view left: UILabel in row intrinsic=50,20 hugging=251,250
            view right: UILabel in row intrinsic=60,20
            left.leading == row.leading
            right.leading == left.trailing
            right.trailing == row.trailing
            left.centerY == row.centerY
            right.centerY == row.centerY
            """,
            """
            scene Box standalone size=300x100
            root box
            view a: UILabel in box intrinsic=40,20
            a.centerX == box.centerX
            a.centerY == box.centerY
            """,
        ],
        isOptIn: true,
        sourceExamples: AmbiguousLayoutRule.sourceExamples)

    /// Items hidden, themselves or through an ancestor, once `variants` are applied.
    static func hiddenItems(in scene: Scene, variants: [String]) -> Set<ItemID> {
        var configured = scene
        for name in variants {
            if let variant = scene.variants.first(where: { $0.name == name }) { configured = configured.applying(variant) }
        }
        let hiddenRoots = Set(configured.items.filter(\.isHidden).map(\.id))
        guard !hiddenRoots.isEmpty else { return [] }
        return Set(configured.items.map(\.id).filter { item in
            hiddenRoots.contains(item) || configured.ancestry(of: item).contains { hiddenRoots.contains($0) }
        })
    }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        // Containers already reported by missing_vertical_chain explain their subviews' ambiguity. A container whose
        // own size is open along the axis (a row whose table fixes a height the reader does not know) is not
        // reported there, so its subviews' ambiguity stands on its own.
        let brokenChains = Set(analysis.solutions.flatMap(\.contentSize)
            .filter { !$0.isDetermined && !analysis.isOpen($0.container, $0.axis) }
            .map { ContainerAxis(container: $0.container, axis: $0.axis) })
        var free: [ItemID: Set<FrameComponent>] = [:]
        var order: [ItemID] = []
        var configurations: [ItemID: [LayoutSolution]] = [:]
        // A view outside the root's hierarchy was placed by code the reader did not see (or is reported by
        // no_common_ancestor); where it ends up is not this scene's to judge.
        let detached = analysis.detachedItems
        // The scene's root is placed and sized by whoever shows it (a superview's constraints, the window, the
        // table): a reusable view whose only constraints are on itself (an aspect ratio) is not ambiguous here.
        let root = analysis.scene.layoutRoot
        // Nothing shows where a hidden view ends up (a view removed in a branch is hidden in that variant).
        var hiddenByVariants: [[String]: Set<ItemID>] = [:]
        for solution in analysis.solutions {
            let hidden = hiddenByVariants[solution.variants] ?? Self.hiddenItems(in: analysis.scene, variants: solution.variants)
            hiddenByVariants[solution.variants] = hidden
            for ambiguity in solution.ambiguities
            where ambiguity.item != root && !detached.contains(ambiguity.item) && !hidden.contains(ambiguity.item) {
                // The designer's own "Verify Ambiguity" choice in Interface Builder: sizes set at run time, or none checked.
                let flags = analysis.index.item(ambiguity.item)?.designTimeFlags
                guard (flags?.ambiguous == true) == reportsXcodeFlagged else { continue }
                let check = flags?.ambiguityCheck
                if check == .off { continue }
                let components = ambiguity.components.filter { component in
                    !(check == .ignoreSizes && (component == .width || component == .height))
                        && !analysis.ancestry(of: ambiguity.item).contains { brokenChains.contains(ContainerAxis(container: $0, axis: component.axis)) }
                        // Free along an axis that something not read may decide: not proven ambiguous.
                        && !analysis.isOpen(ambiguity.item, component.axis)
                }
                guard !components.isEmpty else { continue }
                if free[ambiguity.item] == nil { order.append(ambiguity.item) }
                free[ambiguity.item, default: []].formUnion(components)
                configurations[ambiguity.item, default: []].append(solution)
            }
        }
        // A view inside one reported free along the same component follows it there: its finding would repeat the
        // ancestor's (Dimrok/cocoa-app @0d0d2f3b: a scroll view's clip view and document view reported with it;
        // held-out round 58).
        let reported = free
        for item in order {
            for ancestor in analysis.ancestry(of: item).dropFirst() {
                if let components = reported[ancestor] { free[item]?.subtract(components) }
            }
            // A fill stack shares its length among tied views by their order (`fillStackSettlesTie`); what inside
            // them follows their share is settled with it, by the subtraction above.
            free[item] = free[item]?.filter { !analysis.scene.fillStackSettlesTie(of: item, along: $0.axis) }
        }
        return order.filter { !(free[$0]?.isEmpty ?? true) }.map { item in
            let components = FrameComponent.allCases.filter { free[item]?.contains($0) ?? false }
            var found = diagnostic(item, components, analysis, ambiguous: Set(order))
            if let only = Self.where(configurations[item] ?? [], of: analysis.solutions) {
                found.message = found.message.replacingFirst("is ambiguous:", with: "is ambiguous \(only):")
            }
            return found
        }
    }

    /// A container whose content does not determine its size along an axis.
    private struct ContainerAxis: Hashable {
        var container: ItemID
        var axis: Axis
    }

    /// "in variant X" or "on iPhone SE landscape" when the ambiguity is not everywhere; nil when it is.
    static func `where`(_ affected: [LayoutSolution], of all: [LayoutSolution]) -> String? {
        guard affected.count < all.count, !affected.isEmpty else { return nil }
        let variantSets = Set(affected.map(\.variants))
        if variantSets.count == 1, let variants = variantSets.first, !variants.isEmpty,
           !all.contains(where: { $0.variants == variants && !affected.map(\.configurationName).contains($0.configurationName) }) {
            return "in variant \(variants.joined(separator: " + "))"
        }
        let names = affected.map(\.configurationName)
        return "on " + (names.count > 3 ? names.prefix(3).joined(separator: "; ") + " and \(names.count - 3) more" : names.joined(separator: "; "))
    }

    private func diagnostic(_ item: ItemID, _ components: [FrameComponent], _ analysis: SceneAnalysis, ambiguous: Set<ItemID>) -> Diagnostic {
        let names = components.map(\.rawValue).joined(separator: ", ")
        var message = "\(analysis.scene.name): the layout of \(analysis.name(of: item)) is ambiguous: its \(names) \(components.count == 1 ? "is" : "are") not determined by its constraints"
        if let tie = contentPriorityTie(item, components, analysis, ambiguous: ambiguous) {
            message += "; \(tie)"
        }
        let related = analysis.activeConstraintList.filter { $0.items.contains(item) }
        var notes = related.map { analysis.note(for: $0) }
        if let flags = analysis.index.item(item)?.designTimeFlags {
            // Xcode judged the layout on one device when it saved the file; say whether it agreed.
            notes.insert(DiagnosticNote(
                message: flags.ambiguous
                    ? "Xcode marked \(item) ambiguous too when the file was saved"
                    : "Xcode did not mark \(item) ambiguous when the file was saved: it checks one device and size class, "
                        + "or the constraints changed since",
                location: analysis.location(of: item)), at: 0)
        }
        return Diagnostic(
            ruleID: description.id, severity: description.severity, message: message,
            location: analysis.location(of: item),
            notes: notes,
            constraints: related.map(\.displayName))
    }

    /// Two neighbours that both size themselves with the same content priorities, competing for one space.
    private func contentPriorityTie(_ item: ItemID, _ components: [FrameComponent], _ analysis: SceneAnalysis, ambiguous: Set<ItemID>) -> String? {
        for component in components where component == .width || component == .height {
            let axis = component.axis
            guard let this = analysis.index.item(item), hasIntrinsic(this, axis) else { continue }
            let neighbours = analysis.activeConstraintList
                .filter { $0.items.contains(item) && $0.firstAttribute.axis == axis }
                .flatMap(\.items).filter { $0 != item && ambiguous.contains($0) }
            for neighbour in neighbours {
                guard let other = analysis.index.item(neighbour), hasIntrinsic(other, axis) else { continue }
                let hugging = (priority(this, axis, hugging: true), priority(other, axis, hugging: true))
                let compression = (priority(this, axis, hugging: false), priority(other, axis, hugging: false))
                let direction = axis == .horizontal ? "horizontal" : "vertical"
                if hugging.0 == hugging.1 {
                    return "\(item) and \(neighbour) have the same \(direction) content hugging priority (\(hugging.0)); give the one that should not grow a higher one"
                }
                if compression.0 == compression.1 {
                    return "\(item) and \(neighbour) have the same \(direction) compression resistance (\(compression.0)); give the one that should not shrink a higher one"
                }
            }
        }
        return nil
    }

    private func hasIntrinsic(_ item: Item, _ axis: Axis) -> Bool {
        item.effectiveIntrinsicSize[axis].exists
    }

    private func priority(_ item: Item, _ axis: Axis, hugging: Bool) -> Priority {
        let traits = item.runtimeTraits
        return hugging ? item.contentHugging?[axis] ?? traits.contentHugging[axis]
            : item.compressionResistance?[axis] ?? traits.compressionResistance[axis]
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
