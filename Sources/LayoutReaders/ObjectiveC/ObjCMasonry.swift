import LayoutModel

// Masonry (github.com/SnapKit/Masonry, read at 8bd77ea92bbe) builds plain NSLayoutConstraints from chains
// written in a block: `[view mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(other).offset(8); }]`.
// The reader runs the block with `make` bound to a maker, collects what each chain describes, and installs the
// constraints when the block ends, as `-[MASConstraintMaker install]` does.

/// A Masonry value met while reading: the maker, a view's attribute (`other.mas_bottom`), or a chain of one
/// or more constraint descriptions (`make.left.right` is two).
enum ObjCMasonryValue {
    case maker(Int)
    /// `view.mas_top`; a nil attribute (`view.mas_safeAreaLayoutGuide`) takes the first item's attribute.
    case attribute(item: Int, Attribute?)
    case chain([Int])
}

/// One `MASViewConstraint` being described: what `install` turns into a constraint.
struct ObjCMasonryDescription {
    var maker: Int
    var view: Int
    var attribute: Attribute
    var relation: Relation?
    var second: (item: Int, attribute: Attribute)?
    var constant = 0.0
    var multiplier = 1.0
    /// MASViewConstraint starts at MASLayoutPriorityRequired.
    var priority = 1000.0
    /// Why the description cannot be installed as read (an argument not resolved), if so.
    var problem: String?
    /// The token the constraint is reported at (the chain's start).
    var token: Int
    /// Described under a condition of the block the reader cannot decide: the constraint may not exist.
    var isConditional = false
}

/// One `mas_makeConstraints:` (or remake/update) block being run.
struct ObjCMasonryMaker {
    var view: Int
    var problem: String?
    /// The conditions around the `mas_…Constraints:` message itself (a chain under more is conditional).
    var conditionDepth = 0
}

/// What Masonry built during one scene's reading.
struct ObjCMasonryState {
    var descriptions: [ObjCMasonryDescription] = []
    var makers: [ObjCMasonryMaker] = []
    /// The constraints Masonry installed for each view (its `mas_installedConstraints`), which remake removes
    /// and update looks through.
    var installed: [Int: [Int]] = [:]
}

extension ObjCInterpreter {
    enum MasonryMode { case make, remake, update }

    /// `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]` and its remake/update forms, also sent to an
    /// array of views (NSArray+MASAdditions sends it to each). Nil when the call is not one the reader follows.
    func masonryMessage(_ receiver: ObjCValue, _ selector: String, _ parts: [(label: String, argument: ObjCExpr?)],
                        _ frame: Frame, at token: Int) -> ObjCValue? {
        let mode: MasonryMode
        switch selector {
        case "mas_makeConstraints:": mode = .make
        case "mas_remakeConstraints:": mode = .remake
        case "mas_updateConstraints:": mode = .update
        default: return nil
        }
        guard case .block(let body)? = parts[0].argument, let parameter = blockParameter(body, frame) else { return nil }
        let views = receiver.flattened.compactMap(\.objectID)
        guard !views.isEmpty, views.count == receiver.flattened.count else { return nil }
        var made: [ObjCValue] = []
        var problem: String?
        for view in views {
            noteContentViewMaskTurnedOff(view, at: location(frame, token))
            let (constraints, viewProblem) = runMasonryBlock(view, mode, body: body, parameter: parameter, frame)
            made += constraints
            problem = problem ?? viewProblem
        }
        if let problem { statistics.failed(frame.file, token, reason: "Masonry: \(problem)") } else { statistics.understood(frame.file, token) }
        return .array(made)
    }

    /// The name of a block's single parameter (`make` in `^(MASConstraintMaker *make) {`).
    private func blockParameter(_ body: Range<Int>, _ frame: Frame) -> String? {
        let tokens = frame.file.tokens
        let open = body.lowerBound - 1
        guard open >= 2, tokens[open].isPunctuation("{"), tokens[open - 1].isPunctuation(")"), tokens[open - 2].kind == .identifier else { return nil }
        return tokens[open - 2].text
    }

    /// Runs one block for one view and installs what it described.
    private func runMasonryBlock(_ view: Int, _ mode: MasonryMode, body: Range<Int>, parameter: String, _ frame: Frame) -> ([ObjCValue], String?) {
        // View+MASAdditions.m: each of mas_make/remake/updateConstraints: first sets
        // translatesAutoresizingMaskIntoConstraints = NO on the view it is sent to.
        if objects.indices.contains(view), objects[view].guide == nil { objects[view].translatesAutoresizingMask = false }
        let maker = masonry.makers.count
        masonry.makers.append(ObjCMasonryMaker(view: view, conditionDepth: conditionDepth))
        let notesBefore = diagnostics.count
        let savedParameter = frame.locals[parameter]
        let savedReturn = (frame.returned, frame.conditionalReturn)
        frame.locals[parameter] = .masonry(.maker(maker))
        execute(body, frame)
        frame.locals[parameter] = savedParameter
        (frame.returned, frame.conditionalReturn) = savedReturn
        if diagnostics.count > notesBefore, masonry.makers[maker].problem == nil {
            // A statement of the block the reader skipped may have described a constraint it cannot see.
            masonry.makers[maker].problem = "a statement in the block not read"
            open(view, because: "Masonry block statement not read", flagUnknown: false)
        }
        let made = installMasonry(maker, mode, frame)
        return (made, masonry.makers[maker].problem)
    }

    /// `-[MASConstraintMaker install]`: remake first uninstalls what Masonry made for the view; update changes the
    /// constant of a similar installed constraint instead of adding one (MASViewConstraint.m `layoutConstraintSimilarTo:`
    /// compares items, attributes, relation, multiplier and priority).
    private func installMasonry(_ maker: Int, _ mode: MasonryMode, _ frame: Frame) -> [ObjCValue] {
        let view = masonry.makers[maker].view
        if mode == .remake {
            activate(masonry.installed[view] ?? [], false, frame)
            masonry.installed[view] = []
        }
        var made: [ObjCValue] = []
        for description in masonry.descriptions where description.maker == maker {
            guard let resolved = resolvedMasonry(description) else { continue }
            if mode == .update, let existing = similarInstalled(resolved, description) {
                if description.isConditional {
                    openConstraint(existing, because: "constant updated under a condition")
                } else {
                    setConstraintProperty(existing, "constant", .number(description.constant), frame, at: description.token)
                }
                made.append(.constraint(existing))
                continue
            }
            let value = makeConstraint((description.view, description.attribute), resolved.relation, resolved.second,
                                       multiplier: description.multiplier, constant: description.constant,
                                       priority: description.priority, frame, at: description.token)
            if case .constraint(let index) = value {
                if description.isConditional { madeUnderCondition.insert(index) }
                activate([index], true, frame)
                masonry.installed[view, default: []].append(index)
            }
            made.append(value)
        }
        return made
    }

    /// The relation and second item a description installs with, or nil (the views opened) when it cannot be.
    private func resolvedMasonry(_ description: ObjCMasonryDescription) -> (relation: Relation, second: (Int, Attribute)?)? {
        let axes = description.attribute.axis.map { [$0] } ?? [.horizontal, .vertical]
        func fail(_ problem: String) -> (relation: Relation, second: (Int, Attribute)?)? {
            if masonry.makers[description.maker].problem == nil { masonry.makers[description.maker].problem = problem }
            open(description.view, axes, because: "Masonry constraint not read (\(problem))", flagUnknown: false)
            if let second = description.second { open(second.item, axes, because: "Masonry constraint not read (\(problem))", flagUnknown: false) }
            return nil
        }
        if let problem = description.problem { return fail(problem) }
        // MASViewConstraint's relation starts as NSLayoutRelationEqual (0): `make.right.offset(-10)` installs
        // right == superview.right - 10.
        let relation = description.relation ?? .equal
        if let second = description.second { return (relation, (second.item, second.attribute)) }
        // MASViewConstraint.m `install`: a position without a second item is relative to the view's superview, on
        // the same attribute (`make.left.equalTo(@10)`); a size without one is a constant.
        if description.attribute.kind == .dimension { return (relation, nil) }
        guard let superview = objects[description.view].superview else { return fail("superview not known") }
        return (relation, (superview, description.attribute))
    }

    /// An installed Masonry constraint of the view that `mas_updateConstraints:` would update.
    private func similarInstalled(_ resolved: (relation: Relation, second: (Int, Attribute)?), _ description: ObjCMasonryDescription) -> Int? {
        (masonry.installed[description.view] ?? []).last { index in
            let constraint = constraints[index], items = constraintItems[index]
            return items.first == description.view && constraint.firstAttribute == description.attribute
                && items.second == resolved.second?.0 && constraint.secondAttribute == (resolved.second?.1 ?? .notAnAttribute)
                && constraint.relation == resolved.relation && constraint.multiplier == description.multiplier
                && constraint.priority == Priority(description.priority)
        }
    }
}
