/// The alternatives of an `if … else` or `switch` each start from the variables as they were before the
/// statement (locals, and stored properties of the scene's objects), and afterwards a variable holds what the
/// first alternative (the one laid out in place) left in it; a list of constraints or views holds every
/// alternative's elements. Code that collects constraints in the branches and activates the list after them
/// then activates each constraint in the branch that made it (SwiftBranchLocalConstraints.swift), instead of
/// only the last branch's list, in every variant. A number the alternatives leave different is unknown after them:
/// the code after the statement runs once, and taking the first alternative's number fed it to every variant and
/// every device (held-out round 49: chennian/XHXMerchant @26f85e33, a scale factor chosen by a `switch` on the
/// screen's width, the 414-point factor checked on every phone; 6 false conflicts).
struct SwiftAlternativeLocals {
    private var scopes: [(scope: SwiftScope, variables: [String: SwiftValue])] = []
    private var slots: [[String: SwiftValue]]
    private var results: [(locals: [[String: SwiftValue]], slots: [[String: SwiftValue]])] = []

    /// Remembers the locals of `scope` and the scopes enclosing it, and the objects' stored properties.
    init(_ scope: SwiftScope?, slots: [[String: SwiftValue]]) {
        var cursor = scope
        var steps = 0
        while let current = cursor, steps < 10_000 {
            scopes.append((current, current.variables))
            cursor = current.parent
            steps += 1
        }
        self.slots = slots
    }

    /// Records what one alternative left in the variables and puts them back as they were before it. A stored
    /// property its initializer filled on first use (`lazy var divider = makeDivider()`) stays filled: the runtime
    /// makes it once, on whichever path uses it first, and the next alternatives use that one (held-out round 74,
    /// study-hub-inu/study-hub-iOS-2: each branch of a set-up made its own divider, and the one the later SnapKit
    /// call never reached kept its autoresizing mask on).
    mutating func finishAlternative(_ builder: inout SwiftSceneBuilder) {
        let currentSlots = slots.indices.map { builder.objects[$0].slots }
        results.append((scopes.map { $0.scope.variables }, currentSlots))
        for entry in scopes { entry.scope.variables = entry.variables }
        for id in slots.indices {
            for key in builder.objects[id].slotsFilledByInitializers where slots[id][key] == nil {
                slots[id][key] = currentSlots[id][key]
            }
            builder.objects[id].slots = slots[id]
        }
    }

    /// Leaves in the variables what the alternatives did, merged.
    func merge(_ builder: inout SwiftSceneBuilder) {
        guard let first = results.first else { return }
        for (position, entry) in scopes.enumerated() {
            entry.scope.variables = Self.merged(first.locals[position], results.dropFirst().map { $0.locals[position] })
        }
        for id in slots.indices {
            builder.objects[id].slots = Self.merged(first.slots[id], results.dropFirst().map { $0.slots[id] })
        }
    }

    /// For each constraint some alternatives' lists hold and others' do not, the positions (in the order the
    /// alternatives ran, the first one 0) of the alternatives whose list holds it: a list each branch fills with its
    /// own choice (`constraints = [top, height]` in one case, `[centerY]` in another).
    func constraintsChosenByAlternatives() -> [Int: Set<Int>] {
        guard results.count > 1 else { return [:] }
        var holders: [Int: Set<Int>] = [:]
        func collect(_ variables: [[String: SwiftValue]]) {
            // Only names some alternative left a list of constraints in can differ; the scene's every object has
            // its stored properties here, so looking each name up in every alternative was a tenth of a large
            // app's lint time.
            var names = Set<String>()
            for variable in variables {
                for (name, value) in variable where Self.holdsConstraints(value) { names.insert(name) }
            }
            for name in names {
                let lists = variables.map { variable -> [Int] in
                    guard case .array(let elements)? = variable[name] else { return [] }
                    return elements.compactMap { if case .constraint(let index) = $0 { return index } else { return nil } }
                }
                guard lists.contains(where: { !$0.isEmpty }), Set(lists.map { Set($0) }).count > 1 else { continue }
                for (position, list) in lists.enumerated() {
                    for index in list { holders[index, default: []].insert(position) }
                }
            }
        }
        for position in scopes.indices { collect(results.map { $0.locals[position] }) }
        for id in slots.indices { collect(results.map { $0.slots[id] }) }
        return holders.filter { $0.value.count < results.count }
    }

    private static func holdsConstraints(_ value: SwiftValue) -> Bool {
        guard case .array(let elements) = value else { return false }
        return elements.contains { if case .constraint = $0 { return true } else { return false } }
    }

    /// The first alternative's variables, its lists extended with the other alternatives' elements, its numbers
    /// unknown where another alternative left a different one.
    private static func merged(_ first: [String: SwiftValue], _ others: [[String: SwiftValue]]) -> [String: SwiftValue] {
        var merged = first
        for (name, value) in first {
            if case .number(let number) = value {
                let differs = others.contains { other in
                    guard case .number(let otherNumber)? = other[name] else { return other[name] != nil }
                    return otherNumber != number
                }
                if differs { merged[name] = .unknown(name + " differs between branches") }
                continue
            }
            // A SnapKit `Constraint` one alternative stored and another replaced: the property holds either, so code
            // switching it off later (`bottomConstraint?.deactivate()`) switches off each.
            if case .snapKit(.constraint) = value {
                if let either = SwiftValue.eitherSnapKitConstraint([value] + others.map { $0[name] }) { merged[name] = either }
                continue
            }
            guard case .array(var elements) = value else { continue }
            // Most lists are what they were in every alternative: compared in order, they need no merging.
            let othersAlike = others.allSatisfy { other in
                guard case .array(let more)? = other[name] else { return true }
                return more.count == elements.count && zip(more, elements).allSatisfy { identity($0) != nil && identity($0) == identity($1) }
            }
            if othersAlike { continue }
            var seen = Set(elements.compactMap(identity))
            for other in others {
                guard case .array(let more)? = other[name] else { continue }
                for element in more {
                    guard let identity = identity(element), !seen.contains(identity) else { continue }
                    seen.insert(identity)
                    elements.append(element)
                }
            }
            merged[name] = .array(elements)
        }
        return merged
    }

    /// A constraint or an object of the scene: the same element in every alternative when it is the same record.
    private enum Element: Hashable {
        case constraint(Int)
        case object(Int)
    }

    private static func identity(_ value: SwiftValue) -> Element? {
        switch value {
        case .constraint(let index): return .constraint(index)
        case .object(let id): return .object(id)
        default: return nil
        }
    }
}
