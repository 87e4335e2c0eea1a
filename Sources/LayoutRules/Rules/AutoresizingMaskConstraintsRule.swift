import LayoutEngine
import LayoutModel

/// Items in constraints whose translatesAutoresizingMaskIntoConstraints is still on.
public struct AutoresizingMaskConstraintsRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "autoresizing_mask_constraints", name: "Autoresizing mask left on", severity: .error,
        rationale: """
            A view made in code translates its frame and autoresizing mask into constraints until \
            translatesAutoresizingMaskIntoConstraints is set to false. Constrained as well, it almost always \
            conflicts: the runtime logs `NSAutoresizingMaskLayoutConstraint h=--& v=--&` and breaks one. An \
            error when those constraints conflict with the rest, a warning when they only over-determine it. \
            Arranged subviews of a stack view are exempt: the stack view clears the flag itself. A nib's \
            top-level view keeps the flag on too: code that loads a nib linted with it (loadNibNamed, \
            UINib.instantiate) and pins the view is reported at the load. Nothing is said of a view whose flag \
            code not read may have turned off, or its own code at a time its owner decides (a property observer, a \
            method no initializer runs).
            """,
        triggeringExamples: [
            "scene S viewController device=\"iPhone SE\"\nroot view\nview label: UILabel in view autoresizing\nlabel.leading == view.leading + 20\nlabel.top == view.top + 20\n",
            "scene S standalone size=100x100\nroot r\nview a in r autoresizing frame=10,10,20,20\na.width == 20\n",
            "scene S standalone size=100x100\nroot r\nview a in r autoresizing\na.centerX == r.centerX\n",
            "scene S standalone size=100x100\nroot r\nview a in r autoresizing\nr.trailing == a.trailing + 20\n",
            // The button is placed on its own; the constraint moves the masked view too.
            "scene S standalone size=320x200\nroot r\nview list in r autoresizing frame=0,0,200,200\nview toggle: UIButton in r\ntoggle.centerY == r.centerY\ntoggle.leading == r.leading + 8\nlist.leading == toggle.trailing\n",
            // The title above the logo is pinned to the top as well: the logo is placed twice.
            "scene S standalone size=320x480\nroot r\nview logo: UIImageView in r autoresizing frame=60,60,200,200\nview title: UILabel in r\ntitle.top == r.top + 20\nlogo.top == title.bottom\ntitle.centerX == logo.centerX\n",
        ],
        nonTriggeringExamples: [
            "scene S viewController device=\"iPhone SE\"\nroot view\nview label: UILabel in view\nlabel.leading == view.leading + 20\nlabel.top == view.top + 20\n",
            "scene S standalone size=100x100\nroot r\nview a in r autoresizing frame=10,10,20,20\nview b in r\nb.leading == r.leading\nb.top == r.top\nb.width == 5\nb.height == 5\n",
            "scene S standalone size=100x100\nroot r\nview stack: UIStackView in r axis=vertical\nview a in stack autoresizing\nstack.top == r.top\nstack.leading == r.leading\na.height == 10\na.width == 10\n",
            "scene S standalone size=100x100\nroot r\nview effect in r\nview content in effect autoresizing mask=flexibleWidth|flexibleHeight\nview label: UILabel in content\neffect.top == r.top\neffect.leading == r.leading\neffect.trailing == r.trailing\nlabel.top == content.top + 8\nlabel.leading == content.leading\ncontent.bottom == label.bottom + 8\n",
            "scene S standalone size=320x200\nroot r\nview banner in r autoresizing frame=0,0,320,44\nview label: UILabel in r\nlabel.top == banner.bottom + 8\nlabel.leading == r.leading + 16\n",
            // The only horizontal placement of the button: it is set beside the masked view, which stays put.
            "scene S standalone size=320x200\nroot r\nview list in r autoresizing frame=0,0,200,200\nview toggle: UIButton in r\ntoggle.centerY == r.centerY\nlist.leading == toggle.trailing\n",
            // A table footer laid out by its frame, whose label Interface Builder pins with the footer first.
            "scene S standalone size=320x200\nroot r\nview footer in r autoresizing frame=0,0,320,60\nview label: UILabel in footer\nfooter.trailing == label.trailing + 21\nlabel.leading == footer.leading + 21\nlabel.centerY == footer.centerY\n",
            // Labels set above and below a logo laid out by its mask, nothing else placing them: the logo stays put.
            "scene S standalone size=320x480\nroot r\nview logo: UIImageView in r autoresizing frame=60,60,200,200\nview title: UILabel in r\nview caption: UILabel in r\nlogo.top == title.bottom\ncaption.top == logo.bottom + 10\ntitle.centerX == logo.centerX\ncaption.centerX == logo.centerX\n",
            // A visual effect view's content view as Interface Builder saves it: a frame that covers its superview.
            "scene S standalone size=320x200\nroot r\nview effect in r frame=0,0,320,100\nview content in effect autoresizing mask=flexibleWidth|flexibleHeight frame=0,0,320,100\nview label: UILabel in content\neffect.top == r.top\neffect.leading == r.leading\neffect.trailing == r.trailing\nlabel.top == content.top + 8\nlabel.leading == content.leading\ncontent.bottom == label.bottom + 8\n",
        ],
        sourceExamples: AutoresizingMaskConstraintsRule.sourceExamples)

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        let arranged = Set(scene.items.compactMap(\.stack).flatMap(\.arrangedSubviews))
        // Only a view the constraints place fights its autoresizing constraints: the first item, or the second
        // when the first is its superview or a guide of it (Interface Builder often writes `superview.trailing ==
        // view.trailing`: that places the view inside, not the superview). A view that only its siblings are
        // placed against keeps the frame it is laid out by.
        var constrainedBy: [ItemID: [Constraint]] = [:]
        for constraint in analysis.activeConstraintList where constraint.origin == .user {
            guard let second = constraint.secondItem else {
                constrainedBy[constraint.firstItem, default: []].append(constraint)
                continue
            }
            let container = scene.item(constraint.firstItem).flatMap { $0.isLayoutGuide ? $0.superview : $0.id } ?? constraint.firstItem
            if container != second, analysis.ancestry(of: second).contains(container) {
                constrainedBy[second, default: []].append(constraint)
            } else if !placesOnly(second, by: constraint, in: analysis, arranged: arranged) {
                constrainedBy[constraint.firstItem, default: []].append(constraint)
            }
        }
        let anchors = MaskedViewAnchors(analysis: analysis)
        var conflictsByItem: [ItemID: [(conflict: LayoutConflict, configuration: String)]] = [:]
        // A conflict through the mask of a view whose flag code may have turned off is no fact about the others.
        let flagUnknown = Set(scene.items.filter { $0.openness?.autoresizingFlagUnknown == true }.map(\.id))
        for solution in analysis.solutions {
            for conflict in solution.conflicts {
                let masks = conflict.constraints.filter { $0.origin == .autoresizingMask }
                guard !masks.contains(where: { flagUnknown.contains($0.firstItem) }) else { continue }
                for member in masks {
                    conflictsByItem[member.firstItem, default: []].append((conflict, solution.configurationName))
                }
            }
        }
        return scene.items.compactMap { item in
            // Without a superview the runtime makes no autoresizing constraints (a controller's view before it is shown).
            guard item.id != scene.root, !item.isLayoutGuide, item.translatesAutoresizingMask, item.superview != nil,
                  !arranged.contains(item.id), let constraints = constrainedBy[item.id],
                  // Code not read may have turned the flag off (a layout library, a helper that takes the view), or
                  // code read that runs at a time not known (a view's own method turning its flag off).
                  !analysis.isOpen(item.id), item.openness?.autoresizingFlagUnknown != true,
                  // An NSSplitView sizes its panes itself, holding each pane's size at a holding priority (250 by
                  // default, `setHoldingPriority(_:forSubviewAt:)`, macOS 10.8+); constraints inside a pane (a minimum
                  // width) are limits it honours, not a clash with the pane's mask.
                  !isSplitViewPane(item, in: scene) else { return nil }
            let itemConflicts = conflictsByItem[item.id] ?? []
            let conflicts = !itemConflicts.isEmpty
            // Views only hung off it (each set beside it with nothing else placing them): its mask alone places it.
            if !conflicts, !anchors.holds(item.id, byAnyOf: constraints) { return nil }
            // A view whose mask stretches it over its whole superview (a visual effect view's content view) is
            // meant to: constraints on it size the superview through it. Only a conflict is worth reporting.
            let fillsSuperview = (item.autoresizingMask ?? []).isSuperset(of: [.flexibleWidth, .flexibleHeight])
                && coversItsSuperview(item, in: scene)
            if fillsSuperview && !conflicts { return nil }
            let mask = (item.autoresizingMask ?? []).runtimeNotation
            let message = conflicts
                ? "\(scene.name): \(analysis.name(of: item.id)) has constraints but translatesAutoresizingMaskIntoConstraints is still true; its autoresizing constraints (\(mask)) conflict with them. Set it to false"
                : "\(scene.name): \(analysis.name(of: item.id)) has constraints but translatesAutoresizingMaskIntoConstraints is still true, so its frame is also fixed by autoresizing constraints (\(mask)). Set it to false"
            let related = analysis.activeConstraintList.filter { $0.items.contains(item.id) }
            var notes: [DiagnosticNote] = []
            var shown = Set<String>()
            for (conflict, configuration) in itemConflicts {
                for member in conflict.constraints where member.origin != .system {
                    let note = analysis.note(for: member, prefix: "in conflict on \(configuration): ")
                    if shown.insert(member.displayName).inserted { notes.append(note) }
                }
            }
            if notes.isEmpty { notes = related.map { analysis.note(for: $0) } }
            return Diagnostic(
                ruleID: description.id, severity: conflicts ? .error : .warning, message: message,
                location: analysis.location(of: item.id),
                notes: notes,
                constraints: related.map(\.displayName))
        }
    }

    /// Whether `constraint` (between two positions, its second item not an ancestor of the first) is the only thing
    /// that positions `other` along its axis: then it places `other` next to the first item, which stays where its
    /// mask puts it (a toggle button set beside a scroll view's document view, which AppKit sizes by autoresizing:
    /// popeyelau/dogeTV_macOS @970924bf, held-out round 52). `other` must be laid out by constraints itself.
    private func placesOnly(_ other: ItemID, by constraint: Constraint, in analysis: SceneAnalysis, arranged: Set<ItemID>) -> Bool {
        guard !arranged.contains(other), let axis = constraint.firstAttribute.axis, constraint.firstAttribute.kind != .dimension,
              constraint.secondAttribute.kind != .dimension, constraint.secondAttribute.axis == axis,
              let item = analysis.index.item(other), !item.translatesAutoresizingMask, !item.isLayoutGuide,
              !analysis.ancestry(of: constraint.firstItem).contains(other), !analysis.isOpen(other, axis) else { return false }
        return !analysis.activeConstraintList.contains { candidate in
            guard candidate != constraint else { return false }
            return (candidate.firstItem == other && candidate.firstAttribute.axis == axis && candidate.firstAttribute.kind != .dimension)
                || (candidate.secondItem == other && candidate.secondAttribute.axis == axis && candidate.secondAttribute.kind != .dimension)
        }
    }

    /// Whether the item is a pane of an NSSplitView (or a project subclass named like one).
    private func isSplitViewPane(_ item: Item, in scene: Scene) -> Bool {
        guard let parent = item.superview, let className = scene.item(parent)?.className else { return false }
        return className == "NSSplitView" || className.hasSuffix("SplitView")
    }

    /// A frame, when one is saved (Interface Builder), that is the superview's whole bounds; no frame counts too.
    private func coversItsSuperview(_ item: Item, in scene: Scene) -> Bool {
        guard let frame = item.frame else { return true }
        guard let parent = item.superview, let bounds = scene.item(parent)?.frame else { return false }
        return abs(frame.x) < 0.5 && abs(frame.y) < 0.5
            && abs(frame.width - bounds.width) < 0.5 && abs(frame.height - bounds.height) < 0.5
    }
}
