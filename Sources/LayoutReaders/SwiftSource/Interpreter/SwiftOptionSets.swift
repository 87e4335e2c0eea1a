import LayoutModel

/// A project's `OptionSet` of edges (`struct LayoutDirection: OptionSet { static let top = …; static let horizontal:
/// LayoutDirection = [.leading, .trailing]; static let all: LayoutDirection = [.horizontal, .vertical] }`) passed to a
/// pin helper that tests `directions.contains(.top)` for each edge: the test is decided from the value the call passes
/// (the default `.all`, `[.leading, .trailing]`), not read as an undecided branch. Undecided, each edge became a
/// variant and pins of different calls met in false conflicts and missing links (carekit-apple/CareKit @59e1d702,
/// 12 false findings; held-out round 17). UIKit's own edge sets (`UIRectEdge`, `NSDirectionalRectEdge`: `.all` holds
/// every edge) are decided the same way when no project OptionSet declares the names (Digitaler-Impfnachweis/covpass-ios
/// @bf49788d, `pinEdges(_ edges: UIRectEdge = .all, …)`; held-out round 19).
extension SwiftInterpreter {
    /// `set.contains(.member)` when both sides are members of a project OptionSet, nil otherwise.
    func optionSetContains(_ base: SwiftValue, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard arguments.count == 1 else { return nil }
        let members: [SwiftValue]
        switch base {
        case .array(let elements): members = elements
        case .enumCase: members = [base]
        default: return nil
        }
        guard members.allSatisfy({ if case .enumCase = $0 { return true } else { return false } }) else { return nil }
        let argument = evaluate(arguments[0].value, scope, context)
        guard let held = optionSetNames(members), let wanted = optionSetNames([argument]) else {
            return Self.singleEdgeMembership(members, argument)
        }
        return .bool(wanted.isSubset(of: held))
    }

    /// `edges.contains(.top)` where a project enum also has a `.top`: when every name is one edge (no `.all`, no
    /// `.horizontal`), membership in an array of cases and in an edge set give the same answer (anyproto/anytype-swift
    /// @3095acf0, held-out round 35: a pin helper's `excluding: [UIRectEdge]` read as unknown because of an `enum Edge`).
    private static func singleEdgeMembership(_ members: [SwiftValue], _ argument: SwiftValue) -> SwiftValue? {
        var names: [String] = []
        for value in members + [argument] {
            guard case .enumCase(let name) = value, uiKitEdgeSetMembers[name] == [name] else { return nil }
            names.append(name)
        }
        guard let wanted = names.popLast() else { return nil }
        return .bool(names.contains(wanted))
    }

    /// The atomic members `values` stand for, composite members (`.horizontal`) expanded; nil when one is not a
    /// static member of a project OptionSet.
    private func optionSetNames(_ values: [SwiftValue], depth: Int = 0) -> Set<String>? {
        guard depth < 8 else { return nil }
        var names = Set<String>()
        for value in values {
            guard case .enumCase(let name) = value else { return nil }
            guard let owner = optionSetType(declaring: name) else {
                // `[Edge].contains(.top)` with a project `enum Edge { case all, top }` is membership, not a set of edges.
                guard let edges = Self.uiKitEdgeSetMembers[name], !edgeEnumDeclares(name) else { return nil }
                names.formUnion(edges)
                continue
            }
            // A composite member is written as a list of members (`static let all: Edges = [.horizontal, .vertical]`).
            if let initializer = project.type(named: owner)?.property(name)?.initializer, case .array(let items) = initializer.kind {
                let parts = items.map { item -> SwiftValue in
                    if case .implicitMember(let part) = item.kind { return .enumCase(part) }
                    return .unknown("")
                }
                guard let inner = optionSetNames(parts, depth: depth + 1) else { return nil }
                names.formUnion(inner)
            } else {
                names.insert(name)
            }
        }
        return names
    }

    /// Whether one of the project's own edge enums (`enum Edge { case top, all }`, a name with "Edge" or "Side")
    /// declares case `name`: then `edges.contains(.top)` may be an array's membership test, not an edge set's. Other
    /// enums with a `.top` or `.horizontal` case (an `Axis`, a `Position`) say nothing about edge sets
    /// (PrimalHQ/primal-ios-app, held-out round 31 BO).
    private func edgeEnumDeclares(_ name: String) -> Bool {
        project.typeOrder.contains { typeName in
            guard let info = project.type(named: typeName), info.kind == .enumType else { return false }
            let short = ProjectFacts.classKey(typeName)
            guard short.contains("Edge") || short.contains("Side") else { return false }
            return info.declarations.contains { $0.cases.contains(name) }
        }
    }

    /// The project OptionSet that declares a static member `name`.
    private func optionSetType(declaring name: String) -> String? {
        project.typeOrder.first { typeName in
            guard let info = project.type(named: typeName), info.inheritance.contains("OptionSet") else { return false }
            return info.property(name)?.isStatic == true
        }
    }

    /// The members of UIKit's `UIRectEdge` and `NSDirectionalRectEdge`, and SwiftUI's `Edge.Set`, as the edges each holds.
    private static let uiKitEdgeSetMembers: [String: Set<String>] = [
        "top": ["top"], "bottom": ["bottom"], "left": ["left"], "right": ["right"], "leading": ["leading"], "trailing": ["trailing"],
        "all": ["top", "bottom", "left", "right", "leading", "trailing"],
        // SwiftUI's `Edge.Set` (`.horizontal` is leading and trailing, `.vertical` top and bottom), which pin helpers of
        // UIKit apps take too (PrimalHQ/primal-ios-app: `pinToParent(.horizontal, inset: 24)`, held-out round 31 BO).
        "horizontal": ["leading", "trailing", "left", "right"], "vertical": ["top", "bottom"],
    ]
}
