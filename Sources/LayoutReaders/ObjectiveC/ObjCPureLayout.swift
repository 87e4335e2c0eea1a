import LayoutModel

// PureLayout (github.com/PureLayout/PureLayout, read at 8849cc9918c4) makes plain NSLayoutConstraints with
// `autoPin…`, `autoAlign…`, `autoMatch…`, `autoSet…` messages to a view; every one sets the receiver's
// translatesAutoresizingMaskIntoConstraints to NO and installs the constraint at once (ALView+PureLayout.m
// `autoConstrainAttribute:…`, `autoSetDimension:toSize:relation:`), unless a creation block says otherwise.

/// PureLayout's global state while its blocks run (NSLayoutConstraint+PureLayout.m).
struct ObjCPureLayoutState {
    /// `autoSetPriority:forConstraints:` blocks being run, innermost last.
    var priorities: [Double] = []
    /// `autoCreateConstraintsWithoutInstalling:` blocks being run, with the constraints each made.
    var uninstalled: [[Int]] = []
}

/// One PureLayout message read: the constraints it makes, or why it cannot be read.
enum ObjCPureLayoutPlan {
    /// (first attribute, relation, second item and attribute, constant, multiplier); a nil constant is unresolved.
    case constraints([(Attribute, Relation, (Int, Attribute)?, Double?, Double)])
    case unread(String)
}

extension ObjCInterpreter {
    /// `ALEdgeTop`, `ALAxisVertical` (centerX: the vertical axis line), `ALDimensionWidth`, `ALMarginLeading` →
    /// the attribute (PureLayoutDefines.h gives each its NSLayoutAttribute).
    static func pureLayoutAttribute(_ value: ObjCValue) -> Attribute? {
        let name: String
        switch value {
        case .symbol(let symbol), .classReference(let symbol): name = symbol
        default: return nil
        }
        switch name {
        case "ALAxisVertical": return .centerX
        case "ALAxisHorizontal": return .centerY
        case "ALAxisBaseline", "ALAxisLastBaseline": return .lastBaseline
        case "ALAxisFirstBaseline": return .firstBaseline
        case "ALMarginAxisVertical": return .centerXWithinMargins
        case "ALMarginAxisHorizontal": return .centerYWithinMargins
        default: break
        }
        for prefix in ["ALEdge", "ALDimension"] where name.hasPrefix(prefix) {
            let word = name.dropFirst(prefix.count)
            return Attribute(rawValue: word.prefix(1).lowercased() + word.dropFirst())
        }
        if name.hasPrefix("ALMargin") {
            let word = name.dropFirst("ALMargin".count)
            return Attribute(rawValue: word.prefix(1).lowercased() + word.dropFirst() + "Margin")
        }
        return nil
    }

    /// A PureLayout message to a view, read into constraints; nil when the reader does not know it (its views are
    /// then opened by the caller).
    func pureLayoutMessage(_ receiver: ObjCValue, _ selector: String, _ parts: [(label: String, argument: ObjCExpr?)],
                           _ arguments: [ObjCValue], _ frame: Frame, at token: Int) -> ObjCValue? {
        guard case .object(let view) = receiver else { return nil }
        var named: [String: ObjCValue] = [:]
        for (part, value) in zip(parts, arguments) { named[part.label] = value }
        var relation = Relation.equal
        if let value = named["relation"] {
            guard case .symbol(let name) = value, let known = ObjCUIKitVocabulary.relation(name) else { return nil }
            relation = known
        }
        guard let plan = pureLayoutPlan(view, parts[0].label, named, relation: relation) else { return nil }
        if objects[view].guide == nil { objects[view].translatesAutoresizingMask = false }
        switch plan {
        case .unread(let reason):
            statistics.failed(frame.file, token, reason: "PureLayout: \(reason)")
            open(view, because: "PureLayout call `\(parts[0].label)` not read (\(reason))", flagUnknown: false)
            for other in arguments.flatMap(\.flattened).compactMap(\.objectID) {
                open(other, because: "PureLayout call `\(parts[0].label)` not read (\(reason))", flagUnknown: false)
            }
            return .unknown
        case .constraints(let list):
            if list.contains(where: { $0.3 == nil }) {
                statistics.failed(frame.file, token, reason: "PureLayout: constant not resolved")
            } else {
                statistics.understood(frame.file, token)
            }
            let made = list.map { entry in installPureLayout(view, entry, frame, at: token) }
            return made.count == 1 && !selector.contains("Edges") && !selector.hasPrefix("autoCenter") && !selector.hasPrefix("autoSetDimensions")
                ? made[0] : .array(made)
        }
    }

    private func installPureLayout(_ view: Int, _ entry: (Attribute, Relation, (Int, Attribute)?, Double?, Double), _ frame: Frame, at token: Int) -> ObjCValue {
        // NSLayoutConstraint+PureLayout.m `al_applyGlobalStateToConstraint:`: the innermost priority block's priority.
        let priority = pureLayout.priorities.last ?? 1000
        let value = makeConstraint((view, entry.0), entry.1, entry.2, multiplier: entry.4, constant: entry.3 ?? 0,
                                   symbol: entry.3 == nil ? "?" : nil, priority: priority, frame, at: token)
        guard case .constraint(let index) = value else { return value }
        if pureLayout.uninstalled.isEmpty { activate([index], true, frame) } else { pureLayout.uninstalled[pureLayout.uninstalled.count - 1].append(index) }
        return value
    }
}

extension ObjCInterpreter {
    /// `[NSLayoutConstraint autoSetPriority:forConstraints:^{…}]`, `autoCreateAndInstallConstraints:`,
    /// `autoCreateConstraintsWithoutInstalling:`, `autoSetIdentifier:forConstraints:`: the block runs at once with
    /// PureLayout's global priority or installation state set (NSLayoutConstraint+PureLayout.m). Nil for others.
    func pureLayoutBlock(_ selector: String, _ parts: [(label: String, argument: ObjCExpr?)], _ arguments: [ObjCValue],
                         _ frame: Frame, at token: Int) -> ObjCValue? {
        guard let block = parts.last?.argument, case .block(let body) = block else { return nil }
        let savedReturn = (frame.returned, frame.conditionalReturn)
        defer { (frame.returned, frame.conditionalReturn) = savedReturn }
        switch selector {
        case "autoSetPriority:forConstraints:":
            guard let priority = arguments[0].number else { return nil }
            statistics.understood(frame.file, token)
            pureLayout.priorities.append(priority)
            execute(body, frame)
            pureLayout.priorities.removeLast()
            return .unknown
        case "autoCreateAndInstallConstraints:", "autoSetIdentifier:forConstraints:":
            execute(body, frame)
            return .unknown
        case "autoCreateConstraintsWithoutInstalling:":
            pureLayout.uninstalled.append([])
            execute(body, frame)
            return .array((pureLayout.uninstalled.popLast() ?? []).map(ObjCValue.constraint))
        default:
            return nil
        }
    }

    /// `[UILabel newAutoLayoutView]`, `[[UILabel alloc] initForAutoLayout]`, `[view configureForAutoLayout]`: a view
    /// with translatesAutoresizingMaskIntoConstraints off (ALView+PureLayout.m).
    func pureLayoutConfigured(_ value: ObjCValue) -> ObjCValue {
        if case .object(let id) = value, objects[id].guide == nil { objects[id].translatesAutoresizingMask = false }
        return value
    }
}
