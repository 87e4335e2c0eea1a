import LayoutModel

/// What the interpreter knows about a value: a view or guide, an anchor, a constraint, a number,
/// or nothing (`unknown`, with its source text so unresolved constants stay symbolic).
indirect enum SwiftValue {
    /// An object in the scene being built: view, layout guide, view controller or project instance.
    case object(Int)
    case anchor(Int, Attribute)
    /// `a.anchorWithOffset(to: b)`: the distance from `a` to `b`.
    case offsetDimension(from: (Int, Attribute), to: (Int, Attribute))
    case constraint(Int)
    case array([SwiftValue])
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case number(Double)
    case priority(Double)
    case string(String)
    case bool(Bool)
    /// `.vertical`, `.compact`, `.fillEqually`: an implicit member whose type the context decides.
    case enumCase(String)
    /// `.value(name: label, amount: total)`: a case of one of the project's enums with its associated values.
    case enumCaseWithPayload(String, [SwiftValue])
    /// Plain structs: `UIEdgeInsets(top:…)`, `CGSize(width:height:)`.
    case record([String: SwiftValue])
    case typeReference(String)
    case function(SwiftCallable)
    case sizeClass(horizontal: Bool)
    /// A `Bool` computed from a size class (`let isLandscape = traitCollection.verticalSizeClass == .compact`): true
    /// exactly in `sizeClass`, so a later `if` or ternary on it is split by the size class, not as a condition not known.
    case sizeClassTest(horizontal: Bool, sizeClass: SizeClass)
    case traitCollection
    /// `view.snp`, `make.top`, a SnapKit `Constraint` (SwiftSnapKit.swift).
    case snapKit(SwiftSnapKitValue)
    case nilValue
    case unknown(String)

    var objectID: Int? {
        if case .object(let id) = self { return id }
        return nil
    }

    var number: Double? {
        switch self {
        case .number(let value), .priority(let value): return value
        case .bool(let value): return value ? 1 : 0
        default: return nil
        }
    }

    var priority: Double? {
        switch self {
        case .priority(let value), .number(let value): return value
        case .enumCase(let name): return Priority(named: name)?.value
        default: return nil
        }
    }

    /// Elements of an array value, nested arrays flattened; a single value is a one-element list.
    var flattened: [SwiftValue] {
        switch self {
        case .array(let elements): return elements.flatMap(\.flattened)
        default: return [self]
        }
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    var isNil: Bool {
        if case .nilValue = self { return true }
        return false
    }
}

/// A function value: a project function bound to a receiver, or a closure with its captures.
enum SwiftCallable {
    case declared(SwiftFunctionDecl, receiver: SwiftValue?, ownerType: String?)
    case closure(SwiftClosure, SwiftScope, SwiftFrameContext)
    /// A function declared inside a body, which sees the body's locals.
    case local(SwiftFunctionDecl, SwiftScope, SwiftFrameContext)
}

/// Local variables, chained to the enclosing scope; closures keep theirs alive.
final class SwiftScope {
    var variables: [String: SwiftValue] = [:]
    /// The caller's source text of each parameter whose argument the reader could not evaluate.
    var argumentTexts: [String: String] = [:]
    /// What an `if let` bound to a value the reader does not know, which is there all the same: the name and the
    /// source text of the optional (`icon`, `item.icon`).
    var boundOptionals = Set<String>()
    /// Locals a layout pass set to its view's laid-out width or height (`let width = bounds.width`).
    var laidOutSizes = Set<String>()
    let parent: SwiftScope?
    /// Set on the scope of a loop over elements the reader does not know: the first object id made inside it.
    var unknownIterationFirstObject: Int?

    init(parent: SwiftScope?) { self.parent = parent }

    /// The scope (this one or an enclosing one) where `name` is a variable.
    private func scopeHolding(_ name: String) -> SwiftScope? {
        var scope: SwiftScope? = self
        var steps = 0
        while let current = scope, steps < 10_000 {
            if current.variables[name] != nil { return current }
            scope = current.parent
            steps += 1
        }
        return nil
    }

    /// The loop scope that binds `name` to an element of an unknown sequence, if `name` is such an element.
    func unknownIterationScope(binding name: String) -> SwiftScope? {
        guard let holder = scopeHolding(name), holder.unknownIterationFirstObject != nil else { return nil }
        return holder
    }

    func lookup(_ name: String) -> SwiftValue? {
        scopeHolding(name)?.variables[name]
    }

    /// The caller's text of the parameter `name` finds, when its argument was not evaluated to a value.
    func argumentText(of name: String) -> String? {
        scopeHolding(name)?.argumentTexts[name]
    }

    /// Whether the variable `name` finds holds a layout pass's laid-out width or height.
    func holdsLaidOutSize(_ name: String) -> Bool {
        scopeHolding(name)?.laidOutSizes.contains(name) ?? false
    }

    /// Whether `text` is an optional binding's name or optional (`if let icon = item.icon`), not nil where it is bound.
    func isBoundOptional(_ text: String) -> Bool {
        var scope: SwiftScope? = self
        var steps = 0
        while let current = scope, steps < 10_000 {
            if current.boundOptionals.contains(text) { return true }
            // A variable of that name closer in shadows the binding.
            if current.variables[text] != nil { return false }
            scope = current.parent
            steps += 1
        }
        return false
    }

    /// Sets an existing variable where it lives; returns false when no scope has it.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        guard let holder = scopeHolding(name) else { return false }
        holder.variables[name] = value
        holder.argumentTexts[name] = nil
        return true
    }
}

/// What a function body runs against: `self`, the type whose members bare names find, the file,
/// and — inside a project helper — the call site every constraint is reported at.
struct SwiftFrameContext {
    var selfValue: SwiftValue
    var typeName: String?
    var file: SwiftFileSyntax
    var callSite: SourceLocation?
    var depth: Int
}

extension SwiftValue {
    /// The labels of the geometry initializers (`CGSize`, `CGPoint`, `CGRect`, `UIEdgeInsets`, `NSDirectionalEdgeInsets`)
    /// the reader reads as records: every argument labelled with one of them.
    static func isGeometryRecord(labels: [String?]) -> Bool {
        let geometry: Set<String> = ["x", "y", "width", "height", "top", "left", "bottom", "right", "leading", "trailing", "dx", "dy"]
        return !labels.isEmpty && labels.allSatisfy { $0.map(geometry.contains) ?? false }
    }
}
