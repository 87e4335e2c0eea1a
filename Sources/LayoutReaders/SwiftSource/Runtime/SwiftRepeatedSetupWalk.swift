import Foundation
import LayoutModel

/// Walks the body of a method UIKit runs many times (SwiftRepeatedConstraintSetups.swift) in order, collecting the
/// statements that make constraints anew on every run between views the object keeps: SnapKit's `makeConstraints`,
/// `NSLayoutConstraint.activate([…])` and `isActive = true` on anchors' constraints, `addConstraint(s)` of
/// `NSLayoutConstraint(item:…)` or a visual format, PureLayout's `auto…` calls, and the same in the type's own methods it
/// calls. It stops at what makes the rest conditional on something the object keeps (a `guard` or an `if … return` on
/// a stored property, a plain `return`) and skips branches that test such a thing.
struct SwiftRepeatedSetupWalk {
    let project: SwiftProjectIndex
    let typeName: String
    /// The places found, in the order the method reaches them.
    private(set) var makings: [RepeatedLayoutCalls.Making] = []
    /// `NSLayoutConstraint.deactivate([…])` calls given only constraints made there, which removes nothing.
    private(set) var emptyDeactivations: [SourceLocation] = []
    /// Functions already walked, so a helper calling itself stops.
    var visited = Set<ObjectIdentifier>()
    /// Names bound in the walked code: parameters, locals and loop variables, which are no views the object keeps
    /// unless `keptLocals` says so.
    private var locals = Set<String>()
    /// Stored properties this run gives a new object (`hosted = UIView()` before pinning `hosted`): no one view piles
    /// constraints up through them (held-out round 88: the old views stay behind, a bug of another kind).
    private var madeAnewThisRun = Set<String>()
    /// Set for a data source's method (`tableView(_:cellForRowAt:)`): the cells it dequeues are objects that come back
    /// for other rows, kept like the object's own views.
    var keepsDequeuedCells = false
    /// Locals known to hold views the object keeps (`for view in [titleLabel, iconView]`).
    private var keptLocals = Set<String>()
    /// Locals holding constraints made between kept views (`let top = titleLabel.topAnchor.constraint(…)`), with what
    /// made them.
    private var madeConstraints: [String: String] = [:]

    /// The properties the object's own methods (not its initializers) assign: a test of one may be a record of what
    /// an earlier run did (`if !didPinIcon { …; didPinIcon = true }`); a test of one only the initializer or other
    /// objects set (`isOther`, a controller's mode its presenter sets) is the run's data.
    let assignedAfterInit: Set<String>

    init(project: SwiftProjectIndex, typeName: String, assignedAfterInit: Set<String>? = nil) {
        self.project = project
        self.typeName = typeName
        self.assignedAfterInit = assignedAfterInit ?? Self.propertiesAssignedAfterInit(of: typeName, in: project)
    }

    /// The names the methods and property observers of `typeName` and its project superclasses assign on the object
    /// itself (`flag = true`, `self.flag = true`, `list.append(…)`), initializers left out.
    static func propertiesAssignedAfterInit(of typeName: String, in project: SwiftProjectIndex) -> Set<String> {
        var names = Set<String>()
        for type in project.lineage(of: typeName) {
            let bodies = type.functions.filter { $0.name != "init" } + type.properties.compactMap(\.didSet)
            for function in bodies {
                guard let range = function.bodyRange else { continue }
                let tokens = function.file.tokens
                for index in range where index + 1 < range.upperBound && tokens[index].kind == .identifier {
                    let onSelf = index < 2 || !tokens[index - 1].isSymbol(".") || tokens[index - 2].isWord("self")
                    let next = tokens[index + 1]
                    let assigns = next.isSymbol("=") || next.isSymbol("+=") || next.isSymbol("-=")
                        || (next.isSymbol(".") && index + 2 < range.upperBound && ["append", "toggle", "removeAll", "insert"].contains(tokens[index + 2].text))
                    if onSelf, assigns { names.insert(tokens[index].text) }
                }
            }
        }
        return names
    }

    /// PureLayout's methods that make and install constraints on their receiver.
    static let pureLayoutMakers: Set<String> = [
        "autoPinEdge", "autoPinEdgesToSuperviewEdges", "autoPinEdgeToSuperviewEdge", "autoPinEdgesToSuperviewMargins",
        "autoPinEdgeToSuperviewMargin", "autoSetDimension", "autoSetDimensions", "autoCenterInSuperview", "autoAlignAxis",
        "autoAlignAxisToSuperviewAxis", "autoMatch", "autoConstrainAttribute", "autoPinToTopLayoutGuide", "autoPinToBottomLayoutGuide",
        "autoPinEdgeToSuperviewSafeArea", "autoPinEdgesToSuperviewSafeArea",
    ]

    /// Names of UIKit's own objects that a view or controller keeps for its life.
    static let keptPlatformViews: Set<String> = ["contentView", "view", "backgroundView", "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide"]

    /// Names whose mention in a test makes it a test of what the object has already done (its constraints, subviews).
    static let stateWords: Set<String> = [
        "constraints", "subviews", "arrangedSubviews", "translatesAutoresizingMaskIntoConstraints", "snp", "isDescendant",
    ]

    /// Walks `statements` of `function`; `calledFrom` is where the repeated method called the helper being walked.
    /// Returns false when the walk stopped (the rest of the method may not run on every call).
    @discardableResult
    mutating func walk(_ statements: [SwiftStmt], in function: SwiftFunctionDecl, calledFrom: SourceLocation?, depth: Int) -> Bool {
        locals.formUnion(function.parameters.map(\.name))
        for statement in statements {
            switch statement {
            case .expression(let expression):
                noteNewObject(expression)
                note(expression, in: function, calledFrom: calledFrom, depth: depth)
            case .variable(let names, _, let value, _):
                locals.formUnion(names)
                keptLocals.subtract(names)
                if names.count == 1, let value, let made = madeBetweenKeptViews(value) ?? madeArray(value) { madeConstraints[names[0]] = made }
                if keepsDequeuedCells, let value, Self.dequeues(value) { keptLocals.formUnion(names) }
            case .ifStatement(let conditions, let then, let otherwise, _, _):
                let testsData = testsOnlyTheRunsData(conditions, in: function)
                noteBindings(conditions)
                guard testsData else {
                    if Self.mayLeave(then) || Self.mayLeave(otherwise ?? []) { return false }
                    continue
                }
                walk(then, in: function, calledFrom: calledFrom, depth: depth)
                walk(otherwise ?? [], in: function, calledFrom: calledFrom, depth: depth)
            case .guardStatement(let conditions, _):
                let testsData = testsOnlyTheRunsData(conditions, in: function)
                noteBindings(conditions)
                if !testsData { return false }
            case .returnStatement, .throwStatement:
                return false
            case .forIn(let names, let sequence, let body):
                locals.formUnion(names)
                if case .array(let elements) = sequence.kind, !elements.isEmpty, elements.allSatisfy(isKept) { keptLocals.formUnion(names) }
                walk(body, in: function, calledFrom: calledFrom, depth: depth)
            case .switchStatement(let subject, let cases, _):
                guard !mentionsKeptState(subject, in: function) else { continue }
                for switchCase in cases { walk(switchCase.body, in: function, calledFrom: calledFrom, depth: depth) }
            case .block(let body):
                walk(body, in: function, calledFrom: calledFrom, depth: depth)
            case .loop, .localFunction, .breakStatement, .continueStatement:
                continue
            }
        }
        return true
    }

    /// Walks a closure's body (a notification handler) written in `function`.
    mutating func walkClosure(_ closure: SwiftClosure, in function: SwiftFunctionDecl) {
        locals.formUnion(closure.parameters)
        walk(closure.body, in: function, calledFrom: nil, depth: 0)
    }

    /// Notes the names `if let` / `guard let` bind: views the object keeps when bound to one (`guard let hosted` of a
    /// stored `hosted`), other values otherwise.
    private mutating func noteBindings(_ conditions: [SwiftCondition]) {
        for case .binding(let name?, let value) in conditions {
            let kept = value.map { isKept($0) || (keepsDequeuedCells && Self.dequeues($0)) } ?? (!locals.contains(name) && isStoredProperty(name))
            locals.insert(name)
            if kept { keptLocals.insert(name) } else { keptLocals.remove(name) }
        }
    }

    /// Notes a stored property given a value that is no kept view (`hosted = makeCard()`, `self.banner = UIView()`).
    private mutating func noteNewObject(_ expression: SwiftExpr) {
        // A kept view moved into a view made in this run (`cell.contentView.addSubview(saveButton)` in a new cell) leaves
        // its old constraints behind with its old superview (held-out round 89).
        if case .call(let callee, let arguments) = expression.kind, case .member(let host, "addSubview") = callee.kind, !isKept(host),
           let moved = arguments.first?.value, isKept(moved), let name = Self.storedName(moved) {
            madeAnewThisRun.insert(name)
            return
        }
        guard case .assignment("=", let target, let value) = expression.kind else { return }
        let name: String
        switch target.kind {
        case .identifier(let assigned) where !locals.contains(assigned): name = assigned
        case .member(let base, let assigned) where Self.isSelf(base): name = assigned
        default: return
        }
        if isStoredProperty(name), !isKept(value) { madeAnewThisRun.insert(name) }
    }

    /// The stored property an expression names (`saveButton`, `self.saveButton`).
    private static func storedName(_ expression: SwiftExpr) -> String? {
        switch expression.kind {
        case .identifier(let name): return name
        case .member(let base, let name) where isSelf(base): return name
        case .unwrap(let inner): return storedName(inner)
        default: return nil
        }
    }

    /// Notes the constraints an expression statement makes, or walks the type's own method it calls.
    private mutating func note(_ expression: SwiftExpr, in function: SwiftFunctionDecl, calledFrom: SourceLocation?, depth: Int) {
        let place = SourceLocation(file: function.file.path, line: expression.start.line, column: expression.start.column)
        if let made = making(expression) {
            makings.append(RepeatedLayoutCalls.Making(text: made, location: place, calledFrom: calledFrom))
            return
        }
        if Self.deactivatesOnlyNewConstraints(expression) {
            emptyDeactivations.append(place)
            return
        }
        guard case .call(let callee, let arguments) = expression.kind else { return }
        // A configuring closure run on a kept view (`selectionIcon.setup { contentView.addSubview($0); $0.snp.makeConstraints … }`,
        // `.then { … }`): its parameter is that view.
        if case .member(let receiver, _) = callee.kind, isKept(receiver), case .closure(let closure)? = arguments.last?.value.kind,
           closure.parameters.count <= 1 {
            let alias = closure.parameters.first ?? "$0"
            var inner = self
            inner.locals.insert(alias)
            inner.keptLocals.insert(alias)
            inner.walk(closure.body, in: function, calledFrom: calledFrom, depth: depth)
            let spelledReceiver = Self.spelled(receiver)
            makings = inner.makings.map { making in
                guard making.text.hasPrefix(alias + ".") else { return making }
                return RepeatedLayoutCalls.Making(text: spelledReceiver + making.text.dropFirst(alias.count), location: making.location,
                                                  calledFrom: making.calledFrom)
            }
            emptyDeactivations = inner.emptyDeactivations
            visited = inner.visited
            return
        }
        guard depth < SwiftRepeatedConstraintSetups.followDepth else { return }
        let name: String
        switch callee.kind {
        case .identifier(let called) where !locals.contains(called): name = called
        case .member(let receiver, let called) where Self.isSelf(receiver): name = called
        default: return
        }
        guard RepeatedLayoutCalls.hooks[name] == nil else { return }
        for method in project.methods(named: name, in: typeName) where method.parameters.count == arguments.count && !method.isStatic {
            guard visited.insert(ObjectIdentifier(method)).inserted else { continue }
            var inner = SwiftRepeatedSetupWalk(project: project, typeName: typeName, assignedAfterInit: assignedAfterInit)
            inner.keepsDequeuedCells = keepsDequeuedCells
            inner.visited = visited
            inner.walk(method.body, in: method, calledFrom: calledFrom ?? place, depth: depth + 1)
            makings += inner.makings
            emptyDeactivations += inner.emptyDeactivations
            visited = inner.visited
            // A helper that puts a new view in a property (`cardView = makeCard()` after removing the old one) does so
            // for the statements after its call too (held-out round 89).
            madeAnewThisRun.formUnion(inner.madeAnewThisRun)
        }
    }

    /// Whether an expression gets a reused cell (`tableView.dequeueReusableCell(…) as! TopicCell`).
    static func dequeues(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .call(let callee, let arguments):
            if case .member(_, let name) = callee.kind, name.hasPrefix("dequeue") { return true }
            return dequeues(callee) || arguments.contains { dequeues($0.value) }
        case .member(let base, _), .unwrap(let base), .cast(let base, _, _): return dequeues(base)
        default: return false
        }
    }

    /// `NSLayoutConstraint.deactivate([a.topAnchor.constraint(…), …])`: every constraint it is given is made right there.
    private static func deactivatesOnlyNewConstraints(_ expression: SwiftExpr) -> Bool {
        guard case .call(let callee, let arguments) = expression.kind, case .member(let type, "deactivate") = callee.kind,
              case .identifier("NSLayoutConstraint") = type.kind, case .array(let elements)? = arguments.first?.value.kind,
              !elements.isEmpty else { return false }
        return elements.allSatisfy { element in
            guard case .call(let made, _) = element.kind, case .member(_, "constraint") = made.kind else { return false }
            return true
        }
    }

    /// What the statement is, when it makes constraints between kept views (`titleLabel.snp.makeConstraints`).
    private func making(_ expression: SwiftExpr) -> String? {
        switch expression.kind {
        case .assignment("=", let target, let value):
            guard case .bool(true) = value.kind, case .member(let constraint, "isActive") = target.kind else { return nil }
            if let made = madeBetweenKeptViews(constraint) { return made }
            if case .identifier(let local) = constraint.kind { return madeConstraints[local] }
            return nil
        case .call(let callee, let arguments):
            guard case .member(let receiver, let method) = callee.kind else {
                if case .identifier(let method) = callee.kind { return madeByCall(on: nil, method, arguments) }
                return nil
            }
            return madeByCall(on: receiver, method, arguments)
        default:
            return nil
        }
    }

    /// What a call `receiver.method(arguments)` makes, when it makes constraints between kept views.
    private func madeByCall(on receiver: SwiftExpr?, _ method: String, _ arguments: [SwiftArgument]) -> String? {
        switch method {
        case "makeConstraints":
            // `titleLabel.snp.makeConstraints { … }`, `snp.makeConstraints { … }` (on self)
            guard let receiver else { return nil }
            if case .member(let owner, "snp") = receiver.kind, isKept(owner) { return "\(Self.spelled(owner)).snp.makeConstraints" }
            if case .identifier("snp") = receiver.kind, !locals.contains("snp") { return "snp.makeConstraints" }
            return nil
        case "snp_makeConstraints":
            guard let receiver, isKept(receiver) else { return nil }
            return "\(Self.spelled(receiver)).snp_makeConstraints"
        case "activate":
            guard let receiver, case .identifier("NSLayoutConstraint") = receiver.kind, let list = arguments.first?.value else { return nil }
            if madeArray(list) != nil { return "NSLayoutConstraint.activate" }
            if case .identifier(let local) = list.kind, madeConstraints[local] != nil { return "NSLayoutConstraint.activate" }
            return nil
        case "addConstraint", "addConstraints":
            guard receiver.map(isKept) ?? !locals.contains(method), let argument = arguments.first?.value else { return nil }
            guard madeBetweenKeptViews(argument) != nil || madeArray(argument) != nil || isVisualFormatOfKeptViews(argument) else { return nil }
            return receiver.map { "\(Self.spelled($0)).\(method)" } ?? method
        default:
            guard Self.pureLayoutMakers.contains(method) else { return nil }
            guard let receiver else { return locals.contains(method) ? nil : method }
            return isKept(receiver) ? "\(Self.spelled(receiver)).\(method)" : nil
        }
    }

    /// `titleLabel.topAnchor.constraint(equalTo: …)` (also with `.withPriority(…)`-style calls after it) or
    /// `NSLayoutConstraint(item: titleLabel, …)` whose first view the object keeps: how the code spells it.
    private func madeBetweenKeptViews(_ expression: SwiftExpr) -> String? {
        guard case .call(let callee, let arguments) = expression.kind else { return nil }
        switch callee.kind {
        case .member(let anchor, "constraint"):
            switch anchor.kind {
            case .member(let owner, let anchorName) where anchorName.hasSuffix("Anchor") && isKept(owner):
                return "\(Self.spelled(owner)).\(anchorName).constraint(…)"
            case .identifier(let anchorName) where anchorName.hasSuffix("Anchor") && !locals.contains(anchorName):
                return "\(anchorName).constraint(…)"
            default:
                return nil
            }
        case .identifier("NSLayoutConstraint"):
            guard let item = arguments.first(where: { $0.label == "item" }), isKept(item.value) else { return nil }
            return "NSLayoutConstraint(item: \(Self.spelled(item.value)), …)"
        case .member(let inner, _):
            return madeBetweenKeptViews(inner)
        default:
            return nil
        }
    }

    /// An array literal holding a constraint made between kept views: how its first such element is spelled.
    private func madeArray(_ expression: SwiftExpr) -> String? {
        guard case .array(let elements) = expression.kind else { return nil }
        for element in elements {
            if let made = madeBetweenKeptViews(element) { return made }
            if case .identifier(let local) = element.kind, let made = madeConstraints[local] { return made }
        }
        return nil
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat: …, views: ["title": titleLabel])` naming only kept views.
    private func isVisualFormatOfKeptViews(_ expression: SwiftExpr) -> Bool {
        guard case .call(let callee, let arguments) = expression.kind, case .member(_, "constraints") = callee.kind,
              arguments.first?.label == "withVisualFormat",
              let views = arguments.first(where: { $0.label == "views" })?.value, case .dictionary(let pairs) = views.kind,
              !pairs.isEmpty else { return false }
        return pairs.allSatisfy { isKept($0.value) }
    }

    /// Whether an expression is a view the object keeps: itself, a stored property of its type (or a project
    /// superclass's), UIKit's content view or layout guides, or a member of one of those.
    private func isKept(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .identifier("self"):
            return true
        case .identifier(let name):
            if locals.contains(name) { return keptLocals.contains(name) }
            return (isStoredProperty(name) && !madeAnewThisRun.contains(name)) || Self.keptPlatformViews.contains(name)
        case .member(let base, let name):
            if Self.isSelf(base) { return (isStoredProperty(name) && !madeAnewThisRun.contains(name)) || Self.keptPlatformViews.contains(name) }
            return isKept(base)
        case .unwrap(let inner):
            return isKept(inner)
        default:
            return false
        }
    }

    /// Whether `name` is a stored instance property of the type or a project superclass (not a computed one, which may
    /// make a new view each time it is read).
    private func isStoredProperty(_ name: String) -> Bool {
        guard let (property, _) = project.property(named: name, in: typeName) else { return false }
        return !property.isStatic && property.getter == nil
    }

    /// Whether the conditions test only the run's data (parameters, the model, UIKit state), not something the object
    /// keeps across runs (a stored flag, a stored constraint, its subviews or constraints).
    private func testsOnlyTheRunsData(_ conditions: [SwiftCondition], in function: SwiftFunctionDecl) -> Bool {
        conditions.allSatisfy { condition in
            switch condition {
            case .expression(let expression): return !mentionsKeptState(expression, in: function)
            case .binding(let name, let value):
                if let value { return !mentionsKeptState(value, in: function) }
                // `guard let self` (a weak capture unwrapped) tests nothing the object keeps; `if let hosted` tests the
                // property `hosted` as `hosted != nil` would.
                guard let name, name != "self", !locals.contains(name) else { return true }
                guard let (property, _) = project.property(named: name, in: typeName) else { return true }
                return Self.holdsAPlainValue(property) || !assignedAfterInit.contains(name)
            case .availability: return true
            }
        }
    }

    /// Whether the expression reads something the object keeps across runs: a name of its properties or the
    /// project's globals that no local hides, or its constraints or subviews.
    private func mentionsKeptState(_ expression: SwiftExpr, in function: SwiftFunctionDecl) -> Bool {
        guard let range = function.bodyRange else { return true }
        let tokens = function.file.tokens
        for index in function.file.tokenRange(of: expression).clamped(to: range) {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            if Self.stateWords.contains(token.text) { return true }
            // `badge.superview == nil` asks whether an earlier run added the view; the object's own `superview` is
            // where it is shown, the same on every run.
            if token.text == "superview", index >= 2, tokens[index - 1].isSymbol("."), !tokens[index - 2].isWord("self") { return true }
            let isMember = index > 0 && tokens[index - 1].isSymbol(".") && !(index > 1 && tokens[index - 2].isWord("self"))
            // State kept on another object that the method sets (`viewModel.didLayout = true` after `if !viewModel.didLayout`,
            // a bar button item tested for nil and then set).
            if isMember, Self.assigns(token.text, in: function) { return true }
            // A dequeued cell tested (`if cell == nil`, `cell.tag == 0`) asks whether it is new.
            if !isMember, keptLocals.contains(token.text), keepsDequeuedCells { return true }
            if isMember || locals.contains(token.text) { continue }
            if let (property, _) = project.property(named: token.text, in: typeName), assignedAfterInit.contains(token.text),
               !Self.holdsAPlainValue(property) || Self.assigns(token.text, in: function) {
                return true
            }
            if project.globalProperties[token.text] != nil { return true }
        }
        return false
    }

    /// Plain values a property may hold that record nothing about the object's constraints: a keyboard's height, a
    /// title (MacC-TEAM-ZESTY @e4050de3: `guard let height = self.keyboardHeight` before the layout of each keyboard
    /// change). A `Bool`, a constraint, a view or a type not written down may be a record of what was set up.
    static let plainValueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "String", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "TimeInterval", "Date", "URL", "UIColor", "UIFont", "UIImage",
    ]

    /// Whether `function` assigns `name` (on itself or on another object): a test of it before records whether this
    /// code ran (held-out round 88: a guard on a token set to 1 once the work is done, a flag on a view model, a bar
    /// button item tested for nil and then set).
    private static func assigns(_ name: String, in function: SwiftFunctionDecl) -> Bool {
        guard let range = function.bodyRange else { return false }
        let tokens = function.file.tokens
        return range.contains { index in
            index + 1 < range.upperBound && tokens[index].isWord(name)
                && (tokens[index + 1].isSymbol("=") || tokens[index + 1].isSymbol("+=") || tokens[index + 1].isSymbol("-="))
                // `let height = …` declares a local; it assigns nothing the object keeps.
                && !(index > range.lowerBound && (tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var")))
        }
    }

    private static func holdsAPlainValue(_ property: SwiftPropertyDecl) -> Bool {
        if let typeName = property.typeName {
            return plainValueTypes.contains(typeName.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
        }
        switch property.initializer?.kind {
        case .number?, .string?: return true
        default: return false
        }
    }

    /// Whether an expression is `self`.
    private static func isSelf(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .identifier("self"): return true
        case .unwrap(let inner): return isSelf(inner)
        default: return false
        }
    }

    /// Whether a branch may leave the method (`return`, `throw`) before the statements after it.
    private static func mayLeave(_ statements: [SwiftStmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .returnStatement, .throwStatement: return true
            case .ifStatement(_, let then, let otherwise, _, _): return mayLeave(then) || mayLeave(otherwise ?? [])
            case .block(let body): return mayLeave(body)
            default: return false
            }
        }
    }

    /// How the code spells a receiver (`self.titleLabel`, `iconView`).
    private static func spelled(_ expression: SwiftExpr) -> String {
        switch expression.kind {
        case .identifier(let name): return name
        case .member(let base, let name): return spelled(base) + "." + name
        case .unwrap(let inner): return spelled(inner)
        default: return "…"
        }
    }
}
