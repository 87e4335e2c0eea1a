import LayoutModel

/// Reads one layout owner class (a view, cell or view controller `@implementation`) into a scene: runs the
/// methods UIKit calls (initializers, `awakeFromNib`, `loadView`, `viewDidLoad`, `updateConstraints`,
/// `layoutSubviews`) and the parameterless methods they send to `self`, statement by statement. What it does
/// not understand it skips with a note, opening every view it may have touched.
final class ObjCInterpreter {
    enum Role { case view, cell, viewController }

    let project: ObjCProjectIndex
    let files: [String: ObjCFileSyntax]
    let className: String
    let role: Role
    let statistics: ObjCStatisticsCollector
    var objects: [ObjCSceneObject] = []
    var constraints: [Constraint] = []
    /// The objects each constraint ties (names are given at the end: views are renamed when they are stored).
    var constraintItems: [(first: Int, second: Int?)] = []
    /// Constraints made under a condition the reader cannot decide.
    var madeUnderCondition: Set<Int> = []
    /// The view each constraint was added to with `addConstraint:` (ObjCInstalledConstraints.swift).
    var installedOn: [Int: Int] = [:]
    /// Arranged subviews of each stack view, in order.
    var stackMembers: [Int: [Int]] = [:]
    var diagnostics: [Diagnostic] = []
    /// What the cell's initializer did before its content view existed (`cell_content_view`).
    var cellContentView = CellContentViewOrder()
    /// What Masonry blocks built and installed.
    var masonry = ObjCMasonryState()
    /// PureLayout's priority and installation blocks being run.
    var pureLayout = ObjCPureLayoutState()
    /// Properties and instance variables of `self` (without a leading underscore) and their values.
    var slots: [String: ObjCValue] = [:]
    /// Lazy getters being run (a getter that reads its own property must not run again).
    var gettersRunning: Set<String> = []
    /// Methods on the call stack, so recursion stops.
    var callStack: [String] = []
    /// Every method run (`Owner.selector`), to tell which ones the reading never reached.
    var methodsRun: Set<String> = []
    /// How many conditions (`if`, `?:`) enclose the statement being read.
    var conditionDepth = 0
    /// Statements run, bounded so no input makes the reading long.
    var budget = 20_000
    static let maximumCallDepth = 8
    /// Statement bodies being run inside each other (`{`, `if`, `for`, blocks), bounded by `maximumNesting`.
    var nesting = 0
    static let maximumNesting = 120
    typealias Frame = ObjCMethodFrame

    init(project: ObjCProjectIndex, files: [String: ObjCFileSyntax], className: String, role: Role, statistics: ObjCStatisticsCollector) {
        self.project = project
        self.files = files
        self.className = className
        self.role = role
        self.statistics = statistics
    }

    /// The selectors UIKit sends, in the order it sends them; one initializer is read (the first the class
    /// has of those the role makes UIKit call).
    private var lifecycle: [[String]] {
        switch role {
        case .cell:
            return [["initWithStyle:reuseIdentifier:", "initWithFrame:", "init", "initWithCoder:", "awakeFromNib"],
                    ["updateConstraints"], ["layoutSubviews"]]
        case .view:
            return [["initWithFrame:", "init", "initWithCoder:", "awakeFromNib"], ["updateConstraints"], ["layoutSubviews"]]
        case .viewController:
            return [["initWithNibName:bundle:", "init"], ["loadView"], ["viewDidLoad"], ["updateViewConstraints"],
                    ["viewWillLayoutSubviews"], ["viewDidLayoutSubviews"]]
        }
    }

    func readScene(_ implementation: ObjCImplementation) -> Scene? {
        let location = SourceLocation(file: implementation.path, line: implementation.line, column: implementation.column)
        switch role {
        case .view: objects.append(ObjCSceneObject(name: "self", className: className, location: location))
        case .cell: appendCellAndContentView(at: location)
        case .viewController: objects.append(ObjCSceneObject(name: "view", className: "UIView", location: location))
        }
        for (index, group) in lifecycle.enumerated() {
            var ran = false
            for selector in group {
                guard let found = project.method(selector, in: className), let file = files[found.path] else { continue }
                run(found.method, file: file, owner: found.owner, arguments: Array(repeating: .unknown, count: found.method.parameters.count))
                ran = true
                break
            }
            // No initializer UIKit calls: the class's own designated one (`initWithFormatProvider:`) is what makes
            // every instance; its arguments are unknown.
            if index == 0, !ran, let own = ownInitializer() {
                run(own.method, file: own.file, owner: own.owner, arguments: Array(repeating: .unknown, count: own.method.parameters.count))
            }
        }
        openViewsTouchedByUnreadMethods()
        diagnostics += controlsBelowContentView
        runUntimedMethods()
        finishOpenness()
        openContentDrawnInNib()
        openIntrinsicSizesOfSelfSizingClasses()
        sizeImageViewsByImagesSetLater()
        // A cell that only turns its content view's autoresizing flag off still has something to report.
        guard !(constraints.isEmpty && objects.count <= rootID + 1) || contentViewUntranslated else { return nil }
        let kind: SceneKind
        switch role {
        case .cell: kind = project.cellsSizedByCode.contains(className) ? .standalone : .cell(rowHeight: project.rowHeightFacts.cellRowHeights[className])
        case .viewController: kind = .viewController
        case .view: kind = .standalone
        }
        for (stack, members) in stackMembers where objects[stack].stack != nil {
            let names = members.map { ItemID(objects[$0].name) }
            objects[stack].stack?.arrangedSubviews = names
        }
        for (index, items) in constraintItems.enumerated() {
            constraints[index].firstItem = ItemID(objects[items.first].name)
            if let second = items.second { constraints[index].secondItem = ItemID(objects[second].name) }
        }
        var scene = Scene(name: className, kind: kind, root: ItemID(objects[rootID].name), items: sceneObjects().map(item),
                          constraints: constraints, location: location)
        applyRowHeightFacts(to: &scene)
        if role == .viewController, let screens = project.rowHeightFacts.controllerScreens[className] { scene.restrictScreens(to: screens) }
        return scene
    }

    /// The first `init…` method up the class's project lineage (the class's own first).
    private func ownInitializer() -> (method: ObjCMethod, file: ObjCFileSyntax, owner: String)? {
        for info in project.lineage(of: className) {
            for implementation in info.implementations {
                guard let file = files[implementation.path] else { continue }
                if let method = implementation.methods.first(where: { !$0.isClassMethod && $0.selector.hasPrefix("init") && $0.selector != "initWithCoder:" }) {
                    return (method, file, info.name)
                }
            }
        }
        return nil
    }

    private func item(_ object: ObjCSceneObject) -> Item {
        var result = Item(id: ItemID(object.name), className: object.className, superview: object.superview.map { ItemID(objects[$0].name) },
                          intrinsicSize: object.intrinsicSize, translatesAutoresizingMask: object.guide == nil && object.translatesAutoresizingMask,
                          isHidden: object.isHidden, numberOfLines: object.numberOfLines, stack: object.stack,
                          openness: object.openness.isFullyKnown ? nil : object.openness,
                          location: object.location)
        if let guide = object.guide { result.kind = .layoutGuide(guide) }
        // A project class behaves as the UIKit class its project lineage descends from (`@interface PagingView : UIScrollView`).
        if object.guide == nil, let name = object.className, let base = project.lineage(of: name).last?.superclass, base != name {
            result.platformClass = base
        }
        if !object.hugging.isEmpty {
            let standard = Self.defaultHugging(object.className)
            result.contentHugging = AxisPair(horizontal: Priority(object.hugging[.horizontal] ?? standard), vertical: Priority(object.hugging[.vertical] ?? standard))
        }
        if !object.compressionResistance.isEmpty {
            result.compressionResistance = AxisPair(horizontal: Priority(object.compressionResistance[.horizontal] ?? 750),
                                                    vertical: Priority(object.compressionResistance[.vertical] ?? 750))
        }
        return result
    }

    private static func defaultHugging(_ className: String?) -> Double {
        ["UILabel", "UIButton", "UIImageView", "UISwitch", "UISegmentedControl", "UIStepper", "UIActivityIndicatorView"]
            .contains(className ?? "") ? 251 : 250
    }

    /// Runs a method body with its parameters bound.
    @discardableResult
    func run(_ method: ObjCMethod, file: ObjCFileSyntax, owner: String, arguments: [ObjCValue]) -> ObjCValue {
        let key = owner + "." + method.selector
        guard callStack.count < Self.maximumCallDepth, !callStack.contains(key) else { return .unknown }
        callStack.append(key)
        methodsRun.insert(key)
        defer { callStack.removeLast() }
        let frame = Frame(file: file, owner: owner)
        for (name, value) in zip(method.parameters, arguments) { frame.locals[name] = value }
        // Parameters without an argument (`initWithFrame:` run by UIKit) are unknown, never a property of the same name.
        for name in method.parameters.dropFirst(arguments.count) { frame.locals[name] = .unknown }
        execute(method.body, frame)
        return frame.returned ?? frame.conditionalReturn ?? .unknown
    }

    func location(_ frame: Frame, _ index: Int) -> SourceLocation {
        let tokens = frame.file.tokens
        guard !tokens.isEmpty else { return SourceLocation(file: frame.file.path, line: 1, column: 1) }
        let token = tokens[min(max(index, 0), tokens.count - 1)]
        return SourceLocation(file: frame.file.path, line: token.line, column: token.column)
    }

    func note(_ message: String, _ frame: Frame, _ index: Int) {
        diagnostics.append(Diagnostic(ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: message, location: location(frame, index)))
    }

    // MARK: statements

    /// Runs the statements in a token range. Nested blocks and bodies past `maximumNesting` levels are skipped
    /// with a note (30,000 nested `if`s or 50,000 nested braces overflowed the stack).
    func execute(_ range: Range<Int>, _ frame: Frame) {
        guard nesting < Self.maximumNesting else {
            skip(range, frame, reason: "statements nested more than \(Self.maximumNesting) levels deep not read")
            return
        }
        nesting += 1
        defer { nesting -= 1 }
        let tokens = frame.file.tokens
        var index = range.lowerBound
        let end = min(range.upperBound, tokens.count)
        while index < end, frame.returned == nil {
            budget -= 1
            if budget < 0 {
                if budget == -1 {
                    note("\(className): reading stopped after too many statements", frame, index)
                    for id in objects.indices { open(id, because: "reading stopped before the end of the scene", flagUnknown: true) }
                }
                return
            }
            index = executeStatement(at: index, end: end, frame)
        }
    }

    private func executeStatement(at index: Int, end: Int, _ frame: Frame) -> Int {
        let tokens = frame.file.tokens
        let matches = frame.file.matches
        let token = tokens[index]
        if token.isPunctuation("{") {
            let close = min(end, matches[index])
            execute((index + 1)..<close, frame)
            return min(end, close + 1)
        }
        if token.isPunctuation(";") { return index + 1 }
        if token.kind == .atKeyword {
            switch token.text {
            case "@autoreleasepool", "@try", "@finally":
                return index + 1
            case "@synchronized", "@catch":
                if index + 1 < end, tokens[index + 1].isPunctuation("(") { return min(end, matches[index + 1] + 1) }
                return index + 1
            default: break
            }
        }
        if token.kind == .identifier {
            switch token.text {
            case "if":
                return executeIf(at: index, end: end, frame)
            case "for":
                return executeFor(at: index, end: end, frame)
            case "while", "switch", "do":
                let after = token.text == "do" ? statementEnd(statementEnd(index + 1, end, frame), end, frame) : statementEnd(index, end, frame)
                skip(index..<after, frame, reason: "`\(token.text)` statement not read")
                return after
            case "return":
                let after = statementEnd(index, end, frame)
                let stop = tokens[after - 1].isPunctuation(";") ? after - 1 : after
                let value = stop > index + 1 ? evaluate(parse(frame, (index + 1)..<stop), frame) : .nilValue
                // A return under a condition (an early-out guard) does not end the reading: what follows is what
                // the method does whenever it does its work.
                if conditionDepth == 0 { frame.returned = value } else { frame.conditionalReturn = value }
                return after
            case "break", "continue", "goto":
                return statementEnd(index, end, frame)
            case "case", "default":
                var position = index
                while position < end, !tokens[position].isPunctuation(":") { position += 1 }
                return position + 1
            default: break
            }
        }
        let after = statementEnd(index, end, frame)
        let stop = after > index && tokens[after - 1].isPunctuation(";") ? after - 1 : after
        if stop > index { simpleStatement(index..<stop, frame) }
        return max(after, index + 1)
    }

    private func executeIf(at index: Int, end: Int, _ frame: Frame) -> Int {
        let tokens = frame.file.tokens
        var position = index + 1
        var check = SelfCheck.other
        if position < end, tokens[position].isPunctuation("(") {
            let close = min(end, frame.file.matches[position])
            check = selfCheck((position + 1)..<close, frame)
            if check == .other { _ = evaluate(parse(frame, (position + 1)..<close), frame) }
            // `if ((self = [super initWithStyle:…]))` holds, and its message runs: the superclass's initializer sets the
            // object up (a settings cell's base asks for its content view there; IOS_TTB, side by side in session 33).
            // `self` stays the object UIKit made.
            if check == .holds, let message = Self.messageAssignedToSelf((position + 1)..<close, frame) { _ = evaluate(parse(frame, message), frame) }
            position = min(end, close + 1)
        }
        let bodyEnd = statementEnd(position, end, frame)
        // `if (self)` / `if ((self = [super init…]))` always holds for the object UIKit made; `if (!self)` never does.
        if check == .holds {
            execute(position..<bodyEnd, frame)
        } else if check == .other {
            conditionDepth += 1
            execute(position..<bodyEnd, frame)
            conditionDepth -= 1
        }
        guard bodyEnd < end, tokens[bodyEnd].isIdentifier("else") else { return bodyEnd }
        let elseEnd = statementEnd(bodyEnd + 1, end, frame)
        if check == .fails {
            execute((bodyEnd + 1)..<elseEnd, frame)
        } else if check == .other {
            conditionDepth += 1
            execute((bodyEnd + 1)..<elseEnd, frame)
            conditionDepth -= 1
        }
        return elseEnd
    }

    enum SelfCheck { case holds, fails, other }

    /// Whether a condition only tests that initialisation gave an object (`self`, `self != nil`,
    /// `(self = [super initWithFrame:frame])`) or that it did not (`!self`, `self == nil`).
    func selfCheck(_ range: Range<Int>, _ frame: Frame) -> SelfCheck {
        let tokens = frame.file.tokens
        var position = range.lowerBound
        var sawSelf = false, negated = false
        while position < range.upperBound {
            let token = tokens[position]
            if token.isIdentifier("self") {
                sawSelf = true
                // `self = [super init…]` inside the condition: the message is the rest of the group.
                if position + 1 < range.upperBound, tokens[position + 1].isPunctuation("="),
                   position + 2 < range.upperBound, tokens[position + 2].isPunctuation("[") {
                    position = frame.file.matches[position + 2] + 1
                    continue
                }
            } else if token.isPunctuation("!") || token.isPunctuation("==") {
                negated = true
            } else if !(token.isPunctuation("(") || token.isPunctuation(")") || token.isPunctuation("!=") || token.isIdentifier("nil")) {
                return .other
            }
            position += 1
        }
        guard sawSelf else { return .other }
        return negated ? .fails : .holds
    }

    /// `for (UIView *view in @[a, b]) { … }` runs the body once per element; other loops are skipped.
    private func executeFor(at index: Int, end: Int, _ frame: Frame) -> Int {
        let tokens = frame.file.tokens
        let after = statementEnd(index, end, frame)
        guard index + 1 < end, tokens[index + 1].isPunctuation("(") else { return after }
        let close = min(end, frame.file.matches[index + 1])
        let header = (index + 2)..<close
        guard let inIndex = header.first(where: { tokens[$0].isIdentifier("in") }), inIndex > header.lowerBound,
              tokens[inIndex - 1].kind == .identifier else {
            skipLoop(index..<after, frame, reason: "`for` loop not read")
            return after
        }
        let variable = tokens[inIndex - 1].text
        let collection = evaluate(parse(frame, (inIndex + 1)..<close), frame)
        guard case .array(let elements) = collection, elements.count <= 64 else {
            skipLoop(index..<after, frame, reason: "`for … in` over a collection not resolved")
            return after
        }
        let body = (close + 1)..<after
        let saved = frame.locals[variable]
        for element in elements {
            frame.locals[variable] = element
            execute(body, frame)
        }
        frame.locals[variable] = saved
        return after
    }

    /// Skips a construct with a note, opening the views it mentions.
    func skip(_ range: Range<Int>, _ frame: Frame, reason: String) {
        note("\(className): \(reason); the views it mentions are open", frame, range.lowerBound)
        for id in mentionedObjects(range, frame) { open(id, because: reason, flagUnknown: true) }
    }

    /// The scene's views named in a token range: locals, `_ivar`s and `self.property`s already known.
    func mentionedObjects(_ range: Range<Int>, _ frame: Frame) -> [Int] {
        let tokens = frame.file.tokens
        var found: [Int] = []
        for index in range where index < tokens.count && tokens[index].kind == .identifier {
            let name = tokens[index].text
            var value: ObjCValue?
            if let local = frame.locals[name] {
                value = local
            } else if name.hasPrefix("_") {
                value = slots[String(name.dropFirst())]
            } else if index >= 2, tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier("self") {
                value = slots[name]
            } else if project.property(name, in: className) != nil {
                value = slots[name]
            }
            for element in value?.flattened ?? [] {
                if let id = element.objectID, !found.contains(id) { found.append(id) }
            }
        }
        return found
    }

    /// A declaration, an assignment or an expression statement.
    private func simpleStatement(_ range: Range<Int>, _ frame: Frame) {
        let tokens = frame.file.tokens
        let matches = frame.file.matches
        // The top-level `=` (assignment or initialised declaration).
        var equals: Int?
        var compound: Int?
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.isPunctuation("=") { equals = position; break }
            if token.kind == .punctuation, ["+=", "-=", "*=", "/=", "|=", "&="].contains(token.text) { compound = position; break }
            position = ObjCFileSyntax.isOpening(token) ? min(range.upperBound, matches[position] + 1) : position + 1
        }
        if let compound {
            let target = parse(frame, range.lowerBound..<compound)
            _ = evaluate(parse(frame, (compound + 1)..<range.upperBound), frame)
            assign(target, .unknown, frame, at: compound)
            return
        }
        let left = range.lowerBound..<(equals ?? range.upperBound)
        if let declared = declaredName(left, frame) {
            let value = equals.map { evaluate(parse(frame, ($0 + 1)..<range.upperBound), frame) } ?? .nilValue
            bindLocal(declared, value, frame)
            return
        }
        if let equals {
            let target = parse(frame, left)
            let value = evaluate(parse(frame, (equals + 1)..<range.upperBound), frame)
            assign(target, value, frame, at: equals)
            return
        }
        let expression = parse(frame, range)
        if case .unknown = expression {
            // A declaration without initial value of a type the reader does not know, or C/C++ it does not read.
            if range.count > 1 { skip(range, frame, reason: "statement not understood") }
            return
        }
        _ = evaluate(expression, frame)
    }

    private static let declarationQualifiers: Set<String> = [
        "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "static", "const", "__kindof", "volatile",
        "unsigned", "signed", "long", "short", "struct", "nonnull", "nullable", "_Nonnull", "_Nullable", "__auto_type", "auto",
    ]

    /// The variable a declaration (`UILabel *label`, `CGFloat inset`, `__weak typeof(self) weakSelf`) declares.
    private func declaredName(_ range: Range<Int>, _ frame: Frame) -> String? {
        let tokens = frame.file.tokens
        var words: [String] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.kind == .identifier {
                if !Self.declarationQualifiers.contains(token.text) { words.append(token.text) }
                position += 1
            } else if token.isPunctuation("*") {
                position += 1
            } else if token.isPunctuation("<"), let close = (position..<range.upperBound).first(where: { tokens[$0].isPunctuation(">") }) {
                position = close + 1
            } else if token.isPunctuation("("), position > range.lowerBound,
                      ["typeof", "__typeof", "__typeof__"].contains(tokens[position - 1].text) {
                position = min(range.upperBound, frame.file.matches[position] + 1)
            } else {
                return nil
            }
        }
        guard words.count >= 2 || (words.count == 1 && range.count > 1 && tokens[range.lowerBound].text.hasPrefix("__")) else { return nil }
        return words.last
    }

    func bindLocal(_ name: String, _ value: ObjCValue, _ frame: Frame) {
        frame.locals[name] = value
        if case .object(let id) = value { rename(id, to: name) }
    }

    /// Gives a view made by an expression the name of the variable or property it is stored in.
    func rename(_ id: Int, to name: String) {
        guard objects.indices.contains(id), objects[id].isProvisionalName else { return }
        var candidate = name
        var counter = 2
        while objects.indices.contains(where: { $0 != id && objects[$0].name == candidate }) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        objects[id].name = candidate
        objects[id].isProvisionalName = false
    }

    func parse(_ frame: Frame, _ range: Range<Int>) -> ObjCExpr {
        guard !range.isEmpty else { return .unknown(range) }
        var parser = ObjCExpressionParser(tokens: frame.file.tokens, matches: frame.file.matches, position: range.lowerBound, end: range.upperBound)
        let expression = parser.parseExpression()
        return parser.atEnd ? expression : .unknown(range)
    }

    // MARK: openness

    /// Opens a view (never the scene's root).
    func open(_ id: Int, _ axes: [Axis] = [.horizontal, .vertical], because reason: String, flagUnknown: Bool) {
        guard objects.indices.contains(id), id != 0, id != rootID else { return }
        objects[id].openness.open(axes, because: reason)
        if flagUnknown { objects[id].openness.autoresizingFlagUnknown = true }
    }

    /// Views of classes neither the project nor UIKit declares, and views the code never placed in the scene.
    private func finishOpenness() {
        for id in objects.indices where id != 0 && id != rootID && objects[id].guide == nil {
            if let name = objects[id].className, !project.isKnownClass(name) {
                open(id, because: "class \(name) not read (another module)", flagUnknown: false)
            }
        }
    }
}
