import LayoutModel

/// Follows the statements of one type's methods, shallowly, to learn which views exist, how they
/// nest and which constraints are made and activated. Anything it cannot follow becomes an
/// `unknown` value and the reading goes on.
final class SwiftInterpreter {
    enum Flow {
        case normal
        case returned(SwiftValue)
        case breakLoop
        case continueLoop
        /// The statements after this one in its block already ran, once per size class (SwiftSizeClassBranches.swift).
        case restRan
    }

    let project: SwiftProjectIndex
    let statistics: SwiftStatisticsCollector
    var builder = SwiftSceneBuilder()
    var diagnostics: [Diagnostic] = []
    /// The variant activations are recorded in; nil = the base scene.
    var variant: SwiftVariantKey?
    /// Calls running, types being made, methods run once per object, scopes captured (SwiftCallTracking.swift).
    let callTracking = SwiftCallTracking()
    /// Conditions of ternaries found false because their first value named a view outside the hierarchy.
    var conditionsFoundFalse = Set<String>()
    /// Steps taken so far and how many this scene may take (SwiftStepBudget.swift).
    var stepCounter: SwiftStepCounter
    /// What runs now: observers, initializers, a ternary's pass, PureLayout priority blocks, untimed code, late hooks.
    var running = SwiftRunningCode()
    /// The variants set-up code runs in: methods without a known caller, alternative set-ups, shared set-ups to replay.
    var setups = SwiftSetupVariants()
    /// Where views came from: made by the code read, standing in for an unseen superview, nib views the code moved.
    var provenance = SwiftViewProvenance()
    /// Superview and window hooks of views made but not placed yet, run once they are (SwiftPlacementHooks.swift).
    var pendingPlacementHooks: [Int: [SwiftPendingHook]] = [:]
    /// When constraints were activated and views placed (SwiftActivationOrder.swift).
    var activationOrder = SwiftActivationOrderState()
    var cellSubviewOrder = CellContentViewOrder()
    /// The UI framework of the scene's own class (`UIKit`, `AppKit`), which picks between classes two targets declare.
    var sceneFramework: String?
    /// Outlets of the scene's type the code constrains, found while reading it (see `outletsConstrainedInCode()`).
    var constrainedOutlets: [String: Set<Axis>] = [:]
    /// Whether the step budget ran out before the scene was read to its end.
    var isExhausted: Bool { stepCounter.isExhausted }
    private var constantsInProgress = Set<String>()

    static let maximumCallDepth = 16
    static let maximumEmbeddingDepth = 6
    static let maximumIterations = 64

    init(project: SwiftProjectIndex, statistics: SwiftStatisticsCollector, stepAllowance: Int = SwiftStepBudget.perScene) {
        self.project = project
        self.statistics = statistics
        stepCounter = SwiftStepCounter(allowance: stepAllowance)
    }

    /// The reading is over (one interpreter reads one scene): the cycles through function values are broken.
    deinit { callTracking.capturedScopes.release() }

    func location(_ file: SwiftFileSyntax, _ position: SwiftPosition) -> SourceLocation {
        SourceLocation(file: file.path, line: position.line, column: position.column)
    }

    func note(_ message: String, _ file: SwiftFileSyntax, _ position: SwiftPosition) {
        diagnostics.append(Diagnostic(ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: message, location: location(file, position)))
    }

    // MARK: - Statements

    func execute(_ statements: [SwiftStmt], _ scope: SwiftScope, _ context: SwiftFrameContext) -> Flow {
        for (offset, statement) in statements.enumerated() {
            let flow = execute(statement, scope, context, rest: statements[(offset + 1)...])
            if case .normal = flow { continue }
            if case .restRan = flow { return .normal }
            return flow
        }
        return .normal
    }

    /// `rest`: the statements after this one in its block, which a branch that returns a value keeps from
    /// running in its own alternative (SwiftBranchAlternatives.swift).
    private func execute(_ statement: SwiftStmt, _ scope: SwiftScope, _ context: SwiftFrameContext, rest: ArraySlice<SwiftStmt>) -> Flow {
        guard !isExhausted else { return .normal }
        switch statement {
        case .expression(let expression):
            return executeWithTernaries(expression, scope, context) {
                _ = self.evaluate(expression, scope, context)
                return .normal
            }
        case .variable(let names, let typeName, let valueExpression, let position):
            guard let valueExpression else {
                bind(names, .nilValue, in: scope, rank: 100 - context.depth)
                return .normal
            }
            return executeWithTernaries(valueExpression, scope, context) {
                let value = self.evaluateInitializer(valueExpression, typeName: typeName, scope, context)
                if let id = value.objectID, self.builder.objects[id].kind == .view,
                   self.wrapperTurnsOffAutoresizing(self.localWrapperAttributes(before: position, in: context.file)) {
                    self.builder.objects[id].translatesAutoresizingMask = false
                }
                self.bind(names, value, in: scope, rank: 100 - context.depth)
                self.noteLaidOutSize(names, valueExpression, scope, context.file)
                return .normal
            }
        case .ifStatement(let conditions, let then, let otherwise, let text, let position):
            return executeIf(conditions, then, otherwise, text, position, scope, context, rest: rest)
        case .guardStatement(let conditions, let otherwise):
            // A guard lets the code after it run (it is the case the layout is for) unless it binds a value the
            // reader knows is nil. Its tests are not evaluated: reading `view.superview` for `== nil` would give an
            // unplaced view a stand-in superview.
            for condition in conditions {
                // `guard !pending.isEmpty else { return }` on a list the reader holds: that test is safe to decide;
                // `guard prepareForLayout() else { … }` runs the project's method (SwiftGuardTests.swift).
                if case .expression(let test) = condition, guardTestFails(test, scope, context) {
                    return leaveGuard(otherwise, scope, context)
                }
                guard case .binding(let name, let value) = condition else { continue }
                // `guard let superview = superview else { return }` on a view the scene made and has not placed yet:
                // at run time there is no superview, and the guard leaves.
                if let value, knownToHaveNoSuperview(value, scope, context) { return leaveGuard(otherwise, scope, context) }
                let bound = value.map { evaluate($0, scope, context) } ?? .unknown(name ?? "_")
                if name != nil, case .nilValue = bound { return leaveGuard(otherwise, scope, context) }
                if let name { bind([name], bound, in: scope, rank: 100 - context.depth) }
            }
        case .forIn(let names, let sequenceExpression, let body):
            let known = loopElements(evaluate(sequenceExpression, scope, context), of: sequenceExpression, scope)
            for element in iterated(known ?? [.unknown("")]) {
                let inner = SwiftScope(parent: scope)
                if known == nil { inner.unknownIterationFirstObject = builder.objects.count }
                if names.count > 1, case .array(let parts) = element {
                    for (name, part) in zip(names, parts) { inner.variables[name] = part }
                } else if let name = names.first {
                    inner.variables[name] = element
                }
                let flow = execute(body, inner, context)
                if known == nil, let first = inner.unknownIterationFirstObject { openStacksArrangedInLoop(from: first) }
                if case .returned = flow { return flow }
                if case .breakLoop = flow { break }
            }
        case .loop(let test, let body):
            let flow = executeWhile(test, body, scope, context)
            if case .returned = flow { return flow }
        case .switchStatement(let subjectExpression, let cases, let subjectText):
            return executeSwitch(subjectExpression, cases, subjectText, scope, context, rest: rest)
        case .returnStatement(let expression):
            guard let expression else { return .returned(.nilValue) }
            return executeWithTernaries(expression, scope, context) { .returned(self.evaluate(expression, scope, context)) }
        case .block(let body):
            return execute(body, SwiftScope(parent: scope), context)
        case .localFunction(let function):
            scope.variables[function.name] = .function(.local(function, captured(scope), context))
        case .breakStatement:
            return .breakLoop
        case .continueStatement:
            return .continueLoop
        case .throwStatement:
            return .returned(.unknown("throw"))
        }
        return .normal
    }

    /// Whether `expression` reads the `superview` of a view this scene made itself and has not placed: nothing
    /// the reader did not see can have placed it (it is complete), so the runtime finds none.
    private func knownToHaveNoSuperview(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool {
        let owner: SwiftValue
        switch expression.kind {
        case .identifier("superview"): owner = context.selfValue
        case .member(let base, "superview"): owner = evaluate(base, scope, context)
        default: return false
        }
        guard let id = owner.objectID, id != 0, builder.objects.indices.contains(id) else { return false }
        let object = builder.objects[id]
        return object.kind == .view && object.superview == nil && !object.isPlaceholder && !object.isFromNib && object.openness.isComplete
    }

    /// A guard's `else` leaves the scope; one that the reader sees falling through still ends the code here.
    private func leaveGuard(_ otherwise: [SwiftStmt], _ scope: SwiftScope, _ context: SwiftFrameContext) -> Flow {
        let flow = execute(otherwise, SwiftScope(parent: scope), context)
        if case .normal = flow { return .returned(.nilValue) }
        return flow
    }

    func bind(_ names: [String], _ value: SwiftValue, in scope: SwiftScope, rank: Int) {
        if names.count == 1 {
            scope.variables[names[0]] = value
            if let id = value.objectID { builder.name(id, names[0], rank: rank) }
            if case .array(let elements) = value, elements.count == 1, let id = elements[0].objectID { builder.name(id, names[0], rank: rank - 50) }
        } else {
            var parts: [SwiftValue] = []
            if case .array(let elements) = value { parts = elements }
            for (offset, name) in names.enumerated() {
                let part = offset < parts.count ? parts[offset] : .unknown(name)
                scope.variables[name] = part
                if let id = part.objectID { builder.name(id, name, rank: rank) }
            }
        }
    }

    /// `let x: UILabel = .init()` and `lazy var x: UILabel = { … }()` need the annotated type.
    func evaluateInitializer(_ expression: SwiftExpr, typeName: String?, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        if let typeName, case .call(let callee, let arguments) = expression.kind, case .implicitMember("init") = callee.kind {
            return instantiate(Self.cleanTypeName(typeName), arguments, expression, scope, context)
        }
        return evaluate(expression, scope, context)
    }

    static func cleanTypeName(_ text: String) -> String {
        var name = text.filter { $0 != "!" && $0 != "?" && $0 != " " }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        return name
    }

    // MARK: - Functions

    /// Runs a function with `self`, arguments bound by label, defaults for the rest.
    func call(_ function: SwiftFunctionDecl, receiver: SwiftValue, ownerType: String?, arguments: [SwiftArgument],
              callerScope: SwiftScope, callerContext: SwiftFrameContext, callExpression: SwiftExpr?, capturedScope: SwiftScope? = nil) -> SwiftValue {
        guard callerContext.depth < Self.maximumCallDepth else { return callNotFollowed(function, on: receiver, callExpression, callerContext) }
        var callSite = callerContext.callSite
        if callSite == nil, capturedScope == nil, let callExpression, !isDeclaredProjectType(ownerType) {
            // A helper outside the project's own types: its constraints are reported at the call.
            callSite = location(callerContext.file, callExpression.start)
        }
        let context = SwiftFrameContext(selfValue: receiver, typeName: ownerType, file: function.file, callSite: callSite, depth: callerContext.depth + 1)
        let scope = SwiftScope(parent: capturedScope)
        bindArguments(function.parameters, arguments, into: scope, callerScope: callerScope, callerContext: callerContext, calleeContext: context)
        // A method named for margins that ran without setting the receiver's (through a value not resolved) leaves them unknown.
        let marginsTarget = receiver.objectID.flatMap { Self.namesMargins(function.name) && builder.objects.indices.contains($0) ? $0 : nil }
        let marginsBefore = marginsTarget.flatMap { builder.objects[$0].layoutMargins }
        let result = unlessRepeatingARunningCall(function, on: receiver, scope, callExpression, callerContext) {
            running(function, on: receiver, as: ownerType, depth: context.depth) { run(function.body, scope, context) }
        }
        writeBackInoutArguments(function.parameters, arguments, from: scope, to: callerScope, callerContext)
        if let id = marginsTarget, builder.objects[id].layoutMargins == marginsBefore { markMarginsUnknown(of: id) }
        return result
    }

    /// Whether `name` is a type the project declares (not only extends): its methods keep their own locations.
    private func isDeclaredProjectType(_ name: String?) -> Bool {
        guard let name, let info = project.type(named: name) else { return false }
        return info.declarations.contains { $0.kind != .extensionType }
    }

    /// Runs a body; a body that is a single expression returns its value, as Swift allows.
    func run(_ body: [SwiftStmt], _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        if body.count == 1, case .expression(let expression) = body[0] {
            if case .assignment = expression.kind {
                _ = evaluate(expression, scope, context)
                return .nilValue
            }
            return evaluate(expression, scope, context)
        }
        let statements = body.count == 1 ? Self.branchExpressionReturning(body[0]).map { [$0] } ?? body : body
        if case .returned(let value) = execute(statements, scope, context) { return value }
        return .nilValue
    }

    func bindArguments(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument], into scope: SwiftScope,
                       callerScope: SwiftScope, callerContext: SwiftFrameContext, calleeContext: SwiftFrameContext) {
        var remaining = arguments
        for parameter in parameters {
            var value: SwiftValue?
            if let position = remaining.firstIndex(where: { $0.label == parameter.label }) {
                let argument = remaining.remove(at: position)
                value = evaluate(argument.value, callerScope, callerContext)
                if value?.isUnknown == true { scope.argumentTexts[parameter.name] = callerContext.file.text(of: argument.value) }
                if parameter.typeName.hasSuffix("...") {
                    var values = [value!]
                    while let next = remaining.first, next.label == nil {
                        values.append(evaluate(next.value, callerScope, callerContext))
                        remaining.removeFirst()
                    }
                    value = .array(values)
                }
            } else if parameter.label != nil, parameter.defaultValue != nil, parameter.typeName.contains("->"),
                      let position = remaining.firstIndex(where: Self.isTrailingClosure) {
                // A trailing closure goes to the first parameter of function type, past defaulted ones of other types
                // (`HIView { $0.translatesAutoresizingMaskIntoConstraints = false }` for `init(style: Style? = nil,
                // configure: ((HIView) -> Void)? = nil)`; HackIllinois/iOS @ held-out round 70, 7 false findings).
                value = evaluate(remaining.remove(at: position).value, callerScope, callerContext)
            } else if let defaultValue = parameter.defaultValue {
                value = evaluate(defaultValue, scope, calleeContext)
            } else if parameter.label != nil, let position = remaining.firstIndex(where: { $0.label == nil }) {
                // Trailing closures come without their label.
                value = evaluate(remaining.remove(at: position).value, callerScope, callerContext)
            }
            scope.variables[parameter.name] = value ?? .unknown(parameter.name)
        }
    }

    /// An argument without a label that is a closure: how a trailing closure is passed.
    static func isTrailingClosure(_ argument: SwiftArgument) -> Bool {
        guard argument.label == nil, case .closure = argument.value.kind else { return false }
        return true
    }

    /// Whether a call's labels fit a function's parameters (defaults may be left out).
    static func labelsMatch(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument]) -> Bool {
        var index = 0
        for parameter in parameters {
            if index < arguments.count, arguments[index].label == parameter.label {
                index += 1
                if parameter.typeName.hasSuffix("...") {
                    while index < arguments.count, arguments[index].label == nil { index += 1 }
                }
            } else if index < arguments.count, parameter.label != nil, arguments[index].label == nil,
                      case .closure = arguments[index].value.kind {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == arguments.count
    }

    func callValue(_ callable: SwiftCallable, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext, _ expression: SwiftExpr?) -> SwiftValue {
        switch callable {
        case .declared(let function, let receiver, let owner):
            return call(function, receiver: receiver ?? context.selfValue, ownerType: owner, arguments: arguments,
                        callerScope: scope, callerContext: context, callExpression: expression)
        case .local(let function, let captured, let capturedContext):
            var inner = capturedContext
            inner.depth = context.depth
            inner.callSite = context.callSite ?? capturedContext.callSite
            return call(function, receiver: capturedContext.selfValue, ownerType: capturedContext.typeName, arguments: arguments,
                        callerScope: scope, callerContext: inner, callExpression: expression, capturedScope: captured)
        case .closure(let closure, let captured, let capturedContext):
            let values = arguments.map { evaluate($0.value, scope, context) }
            return invoke(closure, values, captured, capturedContext, depth: context.depth, callSite: context.callSite)
        }
    }

    /// Calls a closure with already evaluated arguments (`$0`, `$1` or named parameters).
    func invoke(_ closure: SwiftClosure, _ values: [SwiftValue], _ captured: SwiftScope, _ capturedContext: SwiftFrameContext,
                depth: Int, callSite: SourceLocation?) -> SwiftValue {
        guard depth < Self.maximumCallDepth * 2 else { return .unknown("closure") }
        let scope = SwiftScope(parent: captured)
        for (offset, value) in values.enumerated() {
            scope.variables["$\(offset)"] = value
            if offset < closure.parameters.count { scope.variables[closure.parameters[offset]] = value }
        }
        // A parameter no value is known for is still the parameter: it shadows the names outside (a `view` parameter is
        // not the controller's `view`; marty-suzuki/iOSDesignPatternSamples @685847b5, held-out round 63: a footer read
        // as the controller's 667-point root).
        for parameter in closure.parameters.dropFirst(values.count) where parameter != "_" {
            scope.variables[parameter] = .unknown(parameter)
        }
        var context = capturedContext
        context.depth = depth + 1
        context.callSite = callSite ?? capturedContext.callSite
        return run(closure.body, scope, context)
    }

    // MARK: - Constants

    /// A `let`/`static let` found project-wide, evaluated once per read. Only initializers made of
    /// literals, arithmetic, names and value-type initializers are evaluated: a `static let shared =
    /// Service()` is not a layout constant and must not create objects in the scene.
    func constant(_ property: SwiftPropertyDecl, file: SwiftFileSyntax, typeName: String?, key: String) -> SwiftValue {
        if let cached = project.constantCache[key] { return cached }
        guard !constantsInProgress.contains(key) else { return .unknown(property.name) }
        var value: SwiftValue = .unknown(property.name)
        let context = SwiftFrameContext(selfValue: typeName.map { .typeReference($0) } ?? .nilValue, typeName: typeName, file: file, callSite: nil, depth: Self.maximumCallDepth - 2)
        constantsInProgress.insert(key)
        if let initializer = property.initializer, Self.isPlainValue(initializer, depth: 0), !project.isReassigned(property, in: typeName) {
            value = evaluate(initializer, SwiftScope(parent: nil), context)
        } else if let getter = property.getter, getter.body.count == 1, case .expression(let expression) = getter.body[0], Self.isPlainValue(expression, depth: 0) {
            value = evaluate(expression, SwiftScope(parent: nil), context)
        }
        constantsInProgress.remove(key)
        switch value {
        case .number, .priority, .string, .bool, .enumCase, .record, .nilValue, .typeReference:
            break
        default:
            value = .unknown(property.name)
        }
        project.constantCache[key] = value
        return value
    }

    private static let valueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UILayoutPriority", "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSEdgeInsets",
        "CGSize", "CGPoint", "max", "min", "abs", "String",
    ]

    static func isPlainValue(_ expression: SwiftExpr, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        switch expression.kind {
        case .number, .string, .bool, .nilLiteral, .identifier, .implicitMember: return true
        case .member(let base, _), .unwrap(let base), .prefix(_, let base), .cast(let base, _, _): return isPlainValue(base, depth: depth + 1)
        case .binary(_, let left, let right): return isPlainValue(left, depth: depth + 1) && isPlainValue(right, depth: depth + 1)
        case .ternary(let a, let b, let c): return isPlainValue(a, depth: depth + 1) && isPlainValue(b, depth: depth + 1) && isPlainValue(c, depth: depth + 1)
        case .call(let callee, let arguments):
            let name: String?
            switch callee.kind {
            case .identifier(let identifier): name = identifier
            case .member(_, let member): name = member == "init" ? "CGFloat" : nil
            case .implicitMember("init"): name = "CGFloat"
            default: name = nil
            }
            guard let name, valueTypes.contains(name) else { return false }
            return arguments.allSatisfy { isPlainValue($0.value, depth: depth + 1) }
        default: return false
        }
    }
}
