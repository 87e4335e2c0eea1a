import LayoutModel

/// Explains a runtime Auto Layout message: the irreducible conflicts among the constraints it printed,
/// the arithmetic that shows each one, and the known root cause with its fix.
public struct ConflictExplainer: Sendable {
    public init() {}

    public func explain(_ input: ExplainInput) -> MessageExplanation {
        switch input.kind {
        case .unsatisfiable, .conflictingMacOS:
            return MessageExplanation(input: input, conflicts: explainConflicts(input))
        case .noCommonAncestor, .hierarchyNotPrepared, .unableToInstall:
            return MessageExplanation(input: input, conflicts: [hierarchyProblem(input)])
        case .ambiguousLayout:
            return MessageExplanation(input: input, conflicts: [AmbiguityExplainer.explain(input)])
        }
    }

    private func explainConflicts(_ input: ExplainInput) -> [ConflictExplanation] {
        let finder = ConflictFinder(input: input)
        let sets = finder.conflicts()
        if sets.isEmpty, let pair = EdgeAndMarginPair(input) { return [edgeAndMargin(pair, input)] }
        if sets.isEmpty, let duplicate = duplicate(input) { return [duplicate] }
        guard !sets.isEmpty else { return [noContradiction(input)] }
        return sets.map { members in
            var diagnosis = ConflictDiagnoser(input: input, members: members).diagnose()
            if let glossary = SystemConstraintGlossary.sentence(for: members, in: input, besides: diagnosis.summary + " " + diagnosis.fix) {
                diagnosis.summary += " " + glossary
            }
            if diagnosis.kind == .edgeAndMargin, let pair = EdgeAndMarginPair(input) {
                // The engine's margin is a default, not the runtime's: the line says what the margin would have to be.
                return ConflictExplanation(members: members, arithmetic: pair.arithmetic, diagnosis: diagnosis)
            }
            return ConflictExplanation(members: members, arithmetic: arithmetic(members, diagnosis, finder), diagnosis: diagnosis)
        }
    }

    // MARK: - Arithmetic

    private func arithmetic(_ members: [ConflictMember], _ diagnosis: Diagnosis, _ finder: ConflictFinder) -> String? {
        let input = finder.input
        var rows: [ConflictArithmetic.Row] = []
        for member in members {
            guard let linear = finder.linear(member) else { return nil }
            rows.append(ConflictArithmetic.row(linear, label: label(member, input), name: name(member, input),
                                               showsZero: showsZero(member, input)))
        }
        let arithmetic = ConflictArithmetic(rows: rows)
        if diagnosis.kind == .negativeSize, let floor = members.firstIndex(where: { $0.loggedIndex == nil }) {
            return arithmetic.line(competitor: floor)
        }
        // The clearest line: fewest scaled, inflated and subtracted terms; ties go to the runtime's own sizes
        // (cell, temporary, autoresizing, hiding), then to the constraint the runtime broke, then the last.
        let ranked = members.indices.compactMap { position -> (position: Int, key: (Int, Int, Int, Int, Int))? in
            guard let cost = arithmetic.cost(competitor: position) else { return nil }
            return (position, (cost.scaled, cost.inflated, cost.subtracted, rank(members[position], input), -position))
        }
        guard let best = ranked.min(by: { $0.key < $1.key }) else { return nil }
        return arithmetic.line(competitor: best.position)
    }

    private func rank(_ member: ConflictMember, _ input: ExplainInput) -> Int {
        guard let index = member.loggedIndex else { return 5 }
        let constraint = input.constraints[index].constraint
        if let identifier = constraint.identifier,
           identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("_UITemporaryLayout") || identifier == "UISV-hiding"
            || identifier.hasPrefix("fittingSize") {
            return 0
        }
        if constraint.origin == .cellEncapsulatedSize { return 0 }
        if constraint.origin == .autoresizingMask && constraint.firstAttribute.kind == .dimension { return 1 }
        if index == input.brokenIndex { return 2 }
        if constraint.secondItem == nil { return 3 }
        return 4
    }

    /// The word a member's constant goes by in the sum: `top`, `height`, `spacing`, `minX`, `topMargin`.
    private func label(_ member: ConflictMember, _ input: ExplainInput) -> String {
        switch member {
        case .sizeFloor(_, let axis): return axis == .horizontal ? "width" : "height"
        case .logged(let index):
            let constraint = input.constraints[index].constraint
            let first = constraint.firstAttribute
            if constraint.secondItem == nil {
                if constraint.origin == .autoresizingMask, let frameName = Self.frameName(first) {
                    // The runtime's own word for the frame position (`midY == + 39` is a centre, not an edge).
                    return frameName
                }
                return first.rawValue
            }
            let second = constraint.secondAttribute
            if first.isMargin { return first.rawValue }
            if second.isMargin { return second.rawValue }
            if first == second { return first.rawValue }
            let opposite: Set<Set<Attribute>> = [[.top, .bottom], [.leading, .trailing], [.left, .right],
                                                 [.firstBaseline, .lastBaseline], [.bottom, .firstBaseline], [.lastBaseline, .top]]
            if opposite.contains([first, second]) { return "spacing" }
            return first.rawValue
        }
    }

    /// `minX`, `midX`, `maxX`, `minY`, `midY`, `maxY`: how an autoresizing constraint names the point it fixes.
    private static func frameName(_ attribute: Attribute) -> String? {
        switch attribute.withoutMargin {
        case .left, .leading: return "minX"
        case .centerX: return "midX"
        case .right, .trailing: return "maxX"
        case .top, .firstBaseline: return "minY"
        case .centerY: return "midY"
        case .bottom, .lastBaseline: return "maxY"
        default: return nil
        }
    }

    private func showsZero(_ member: ConflictMember, _ input: ExplainInput) -> Bool {
        guard let index = member.loggedIndex else { return false }
        let constraint = input.constraints[index].constraint
        return constraint.secondItem == nil && constraint.firstAttribute.kind == .dimension
    }

    /// How the competing member is named after the line: its identifier, its mask, or its formula.
    private func name(_ member: ConflictMember, _ input: ExplainInput) -> String {
        guard let index = member.loggedIndex else { return "sizes are never negative" }
        let constraint = input.constraints[index].constraint
        if constraint.origin == .interfaceBuilderPrototyping { return "Interface Builder prototyping: \(constraint.formula)" }
        if let identifier = constraint.identifier, !identifier.isEmpty { return identifier }
        if constraint.origin == .cellEncapsulatedSize {
            let dimension = constraint.firstAttribute == .width ? "Width" : "Height"
            return "UIView-Encapsulated-Layout-\(dimension), printed without its name"
        }
        if constraint.origin == .autoresizingMask {
            let mask = input.scene.item(constraint.firstItem)?.autoresizingMask?.runtimeNotation ?? "autoresizing mask"
            return "\(mask): \(constraint.formula)"
        }
        return constraint.formula
    }

    /// An edge pinned to its container's edge and to the same edge's margin: the margin is not what the inset needs.
    private func edgeAndMargin(_ pair: EdgeAndMarginPair, _ input: ExplainInput) -> ConflictExplanation {
        ConflictExplanation(members: [.logged(pair.edgeIndex), .logged(pair.marginIndex)], arithmetic: pair.arithmetic,
                            diagnosis: pair.diagnosis(input))
    }

    // MARK: - Messages without a conflict

    /// Two active constraints that print the same (anchors, relation, multiplier, constant, priority) and nothing the
    /// solver can find beside them: the runtime listed one constraint made twice.
    private func duplicate(_ input: ExplainInput) -> ConflictExplanation? {
        let active = input.constraints.indices.filter { input.constraints[$0].constraint.isActive }
        var firstOf: [String: Int] = [:]
        var pair: (Int, Int)?
        for index in active {
            let constraint = input.constraints[index].constraint
            let key = constraint.formula + " @\(constraint.priority)"
            if let earlier = firstOf[key] {
                pair = (earlier, index)
                break
            }
            firstOf[key] = index
        }
        guard let (first, second) = pair else { return nil }
        let constraint = input.constraints[first].constraint
        let remove = input.brokenIndex == first ? first : second
        let removed = input.constraints[remove]
        let kept = input.constraints[remove == first ? second : first]
        let name = { (logged: LoggedConstraint) in logged.address.map { "the one at \($0)" } ?? "the one listed \(logged == input.constraints[first] ? "first" : "second")" }
        let why = input.brokenIndex == remove ? "the runtime already broke it" : "it is the one made later (listed second)"
        let summary = "The list is a duplicate: \(constraint.formula) is printed twice\(input.constraints.count > 2 ? " among the \(input.constraints.count) constraints" : ""), once at \(input.constraints[first].address ?? "one address") and once at \(input.constraints[second].address ?? "another"), so the same constraint was made and activated twice (two calls of the code that makes it, a constraint drawn in Interface Builder and made again in code, or a constraint re-created in updateConstraints or layoutSubviews without removing the old one). Identical constraints can still be reported as a conflict because a description rounds what it prints: the constants (or multipliers) printed to a few significant digits may differ in the digits not printed — a constant computed from a screen scale, a font's line height or a division — and two required equalities whose constants differ by more than the engine's rounding tolerance cannot both hold."
        let fix = "remove \(name(removed)) (\(why)) and keep \(name(kept)); make the constraint once (in init or viewDidLoad, or guarded by a flag) and change its constant later through a stored reference, or deactivate the old one before activating a new one"
        return ConflictExplanation(
            members: [.logged(first), .logged(second)],
            arithmetic: "\(constraint.formula) twice: the same equation, listed as a conflict",
            diagnosis: Diagnosis(kind: .duplicateConstraint, view: constraint.firstItem, summary: summary, fix: fix, suggestedMember: remove))
    }

    /// No contradiction among the constraints shown because part of the list is not in the log: the broken
    /// constraint is still the one to start from.
    private func partShownHolds(_ input: ExplainInput, summary: String, fix: String) -> ConflictExplanation {
        ConflictExplanation(
            members: [], arithmetic: nil,
            diagnosis: Diagnosis(kind: .noContradictionFound, view: input.broken?.constraint.firstItem, summary: summary,
                                 fix: fix, suggestedMember: input.brokenIndex))
    }

    /// Why a message whose printed constraints can all hold together was logged, from what the log shows of it.
    private func noContradiction(_ input: ExplainInput) -> ConflictExplanation {
        if input.isRedacted {
            return redacted()
        }
        if input.isCutOff {
            return cutOff(input)
        }
        if input.isElided {
            // The gap is the likeliest place for what is missing; "they can all hold together" would hide it.
            let count = input.constraints.count
            let summary = "Part of the list was left out where the paste shows `...`: the \(count) constraint\(count == 1 ? "" : "s") shown can hold together, so the contradiction lies among the ones left out."
            return partShownHolds(input, summary: summary,
                                  fix: "paste the whole list the runtime printed (copy it from the Xcode console) and explain that")
        }
        if input.isStartMissing {
            return startMissing(input)
        }
        if input.unreadableCount > 0 {
            return partlyUnread(input)
        }
        if let fragment = fragmentEndingWithTheBroken(input) {
            return fragment
        }
        return allPrintedHold(input)
    }

    /// A system log's `<private>` in place of the constraints: nothing to explain, and how to get them printed.
    private func redacted() -> ConflictExplanation {
        ConflictExplanation(
            members: [], arithmetic: nil,
            diagnosis: Diagnosis(
                kind: .noContradictionFound, view: nil,
                summary: "The system log printed <private> in place of the constraints (it redacts dynamic text outside a debugging session), so the log holds nothing to explain.",
                fix: "run the app from Xcode (its console shows the constraints), or collect the log with private data enabled, e.g. `sudo log config --mode \"private_data:on\"` on macOS, and explain that",
                suggestedMember: nil))
    }

    /// A message cut off before its end, whose part shown can hold together.
    private func cutOff(_ input: ExplainInput) -> ConflictExplanation {
        // Saying "they can all hold together" of half a list would send the reader after the wrong thing.
        let summary: String
        let count = input.constraints.count
        let shown = "\(count) constraint\(count == 1 ? "" : "s")"
        if count == 0, input.unreadableCount > 0 {
            summary = "The message is cut off, and none of the \(input.unreadableCount) constraints printed before the cut is written in a form layoutlint reads (see the notes), so there is nothing to explain."
        } else if count == 0 {
            summary = "The message is cut off before its first constraint, so there is nothing to explain."
        } else if input.isStartMissing {
            summary = "The paste starts in the middle of the list and is cut off after \(shown): those can hold together, so the contradiction lies among the ones the log does not show, before and after them."
        } else {
            summary = "The message is cut off after \(shown): those can hold together, so the contradiction lies among the ones the log does not show."
        }
        if count > 0, let bar = ZeroSizedSystemBar(input) {
            return partShownHolds(input, summary: summary + " " + bar.sentence, fix: bar.fix)
        }
        return partShownHolds(input, summary: summary,
                              fix: "capture the whole message (copy it from the Xcode console, or `log show --predicate 'subsystem == \"\(Self.loggingSubsystem(input))\"'`) and explain that")
    }

    /// A list some of whose constraints the reader could not read, and whose constraints read can hold together.
    private func partlyUnread(_ input: ExplainInput) -> ConflictExplanation {
        // "They can all hold together" of a list the reader could not read is no finding.
        let summary: String
        let unread = input.unreadableCount
        let count = input.constraints.count
        if count == 0 {
            summary = unread == 1
                ? "The printed constraint is written in a form layoutlint does not read (see the notes), so there is nothing to explain."
                : "None of the \(unread) printed constraints is written in a form layoutlint reads (see the notes), so there is nothing to explain."
        } else {
            summary = "\(unread) of the \(unread + count) printed constraints \(unread == 1 ? "is" : "are") written in a form layoutlint does not read (see the notes); the \(count) read can hold together, so the contradiction may lie in \(unread == 1 ? "the one" : "those") not read."
        }
        return partShownHolds(input, summary: summary, fix: input.broken.map {
            "start from the constraint the runtime broke, \($0.constraint.formula): lower it to 999 if it may give way"
        } ?? "read the descriptions the notes name by hand: one of them is likely the constraint to change")
    }

    /// A list pasted without its header whose last constraint is the one the runtime broke, or nil when it is not one.
    private func fragmentEndingWithTheBroken(_ input: ExplainInput) -> ConflictExplanation? {
        guard !input.hasHeader, let broken = input.broken, input.brokenIndex.map({ $0 >= input.constraints.count - 1 }) ?? false,
              !input.constraints.dropLast().contains(where: { $0.constraint == broken.constraint }) else { return nil }
        // A pasted fragment: the runtime broke a constraint its list holds, so the part shown is the list's end.
        let summary = "The list was pasted without its beginning: the constraint the runtime broke is not in the part shown, so the contradiction lies in the part that is missing."
        return ConflictExplanation(
            members: [], arithmetic: nil,
            diagnosis: Diagnosis(
                kind: .noContradictionFound, view: broken.constraint.firstItem, summary: summary,
                fix: "start from the constraint the runtime broke, \(broken.constraint.formula): lower it to 999 if it may give way, or paste the whole message from its \"Unable to simultaneously satisfy constraints\" line",
                suggestedMember: input.brokenIndex))
    }

    /// A whole list whose constraints can all hold together: the contradiction lies in what the runtime did not print.
    private func allPrintedHold(_ input: ExplainInput) -> ConflictExplanation {
        let temporary = input.constraints.first { $0.constraint.identifier?.hasPrefix("_UITemporaryLayout") ?? false }
        var summary = "The constraints the runtime printed can all hold together; the contradiction involves constraints it did not print (intrinsic content sizes, constraints of views not listed) or the message was cut off."
        if !input.hasHeader && !input.hasRecoveryLine {
            summary += " Only the list is in the log (no header line, no recovery line), so it may be incomplete as well."
        }
        if let facts = UnprintedFacts(input: input).sentence() {
            summary += " " + facts
        }
        if let temporary {
            summary += " It happened during a temporary layout pass (\(temporary.constraint.identifier ?? "") \(temporary.constraint.formula))."
        }
        let brokenFormula = input.broken?.constraint.formula
        return ConflictExplanation(
            members: [], arithmetic: nil,
            diagnosis: Diagnosis(
                kind: .noContradictionFound, view: input.broken?.constraint.firstItem, summary: summary,
                fix: brokenFormula.map { "start from the constraint the runtime broke, \($0): lower it to 999 if it may give way, or check which constraints of its views are missing from the log" }
                    ?? "run the app again and capture the whole message",
                suggestedMember: input.brokenIndex))
    }

    /// The unified-log subsystem the message came from: AppKit's for a Mac app's views, UIKit's otherwise.
    private static func loggingSubsystem(_ input: ExplainInput) -> String {
        let classes = input.items.compactMap(\.className)
        let isAppKit = input.kind == .conflictingMacOS
            || (!classes.isEmpty && classes.contains { $0.hasPrefix("NS") || $0.hasPrefix("_NS") } && !classes.contains { $0.hasPrefix("UI") || $0.hasPrefix("_UI") })
        return isAppKit ? "com.apple.AppKit" : "com.apple.UIKit"
    }

    /// A paste that starts mid-message: what it shows can hold, so the conflict lies in the part before it.
    private func startMissing(_ input: ExplainInput) -> ConflictExplanation {
        let count = input.constraints.count
        let summary: String
        if count == 1, input.brokenIndex == 0, let broken = input.broken {
            summary = "Only the end of the message is in the log: the runtime broke \(broken.constraint.formula), and the constraints it conflicted with are not shown."
        } else {
            let ending = input.hasRecoveryLine ? "" : " The log stops before the runtime's recovery line as well, so which constraint it broke is not shown either."
            summary = "The paste starts in the middle of the list (its first line is the end of a description): \(count == 1 ? "the 1 constraint shown can hold by itself" : "the \(count) constraints shown can hold together"), so the contradiction lies among the ones printed before them.\(ending)"
        }
        let whole = "paste the whole message from its \"Unable to simultaneously satisfy constraints\" line (copy it from the Xcode console) and explain that"
        return partShownHolds(input, summary: summary, fix: input.broken.map {
            "start from the constraint the runtime broke, \($0.constraint.formula): lower it to 999 if it may give way, or \(whole)"
        } ?? whole)
    }

    private func hierarchyProblem(_ input: ExplainInput) -> ConflictExplanation {
        let constraint = input.constraints.first?.constraint
        let items = constraint?.items.map(\.name).joined(separator: " and ") ?? "the views"
        // `constraint: view:>`: the page took the `<…>` descriptions for markup and dropped them.
        let missing = constraint == nil
            ? " The message names no constraint and no view: their `<…>` descriptions are missing from the text (a page or Markdown took them for markup), so the views cannot be named; the original console output has them."
            : ""
        let diagnosis: Diagnosis
        switch input.kind {
        case .noCommonAncestor:
            diagnosis = Diagnosis(
                kind: .noCommonAncestor, view: constraint?.firstItem,
                summary: "\(items) are not in the same view hierarchy when the constraint is activated, so there is no view to hold it (the app crashes).",
                fix: "add the views to the hierarchy (addSubview / addArrangedSubview) before activating the constraint", suggestedMember: constraint == nil ? nil : 0)
        case .hierarchyNotPrepared:
            diagnosis = Diagnosis(
                kind: .hierarchyNotPrepared, view: constraint?.firstItem,
                summary: "The constraint was added to a view before \(items) were in its subtree." + missing,
                fix: "add the subviews first, then activate the constraint with isActive = true or NSLayoutConstraint.activate", suggestedMember: constraint == nil ? nil : 0)
        default:
            diagnosis = Diagnosis(
                kind: .unableToInstall, view: constraint?.firstItem,
                summary: "The constraint was installed on a view that does not contain both \(items)." + missing,
                fix: "activate the constraint (isActive = true or NSLayoutConstraint.activate) instead of calling addConstraint on a particular view, after both views are in one hierarchy", suggestedMember: constraint == nil ? nil : 0)
        }
        return ConflictExplanation(members: input.constraints.indices.map { .logged($0) }, arithmetic: nil, diagnosis: diagnosis)
    }
}
