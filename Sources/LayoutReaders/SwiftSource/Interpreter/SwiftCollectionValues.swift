import LayoutModel

/// Dictionaries and arrays filled step by step, the way views and metrics dictionaries for the visual format
/// language often are: `var views = [String: Any]()`, `views["title"] = titleLabel`, then `views.values` or
/// `for (name, view) in views`. A key the reader cannot evaluate makes the whole dictionary unknown, so a visual
/// format reading it is not checked against a dictionary that may hold more names.
extension SwiftInterpreter {
    /// `[String: Any]()`, `[UIView]()`: an empty collection of the written type; nil for other callees.
    func emptyCollection(_ callee: SwiftExpr, _ arguments: [SwiftArgument]) -> SwiftValue? {
        guard arguments.isEmpty else { return nil }
        switch callee.kind {
        case .dictionary(let pairs) where pairs.count == 1: return .dictionary([])
        case .array(let elements) where elements.count == 1: return .array([])
        default: return nil
        }
    }

    /// `dictionary[key] = value` and `array[index] = value`: the collection with that element set, stored back.
    func assignElement(_ base: SwiftExpr, _ arguments: [SwiftArgument], _ value: SwiftValue, _ scope: SwiftScope, _ context: SwiftFrameContext) {
        guard let first = arguments.first else { return }
        let key = evaluate(first.value, scope, context)
        let updated: SwiftValue
        switch (evaluate(base, scope, context), key) {
        case (.dictionary(var pairs), .string(let name)):
            let index = pairs.firstIndex { if case .string(name) = $0.key { return true }; return false }
            switch (index, value) {
            case (let index?, .nilValue): pairs.remove(at: index)
            case (let index?, _): pairs[index].value = value
            case (nil, .nilValue): break
            case (nil, _): pairs.append((key: key, value: value))
            }
            updated = .dictionary(pairs)
        case (.array(var elements), .number(let number)):
            guard let index = NumericLimits.integer(number), elements.indices.contains(index) else { return }
            elements[index] = value
            updated = .array(elements)
        case (.dictionary(let pairs), _):
            // Which name the view is filed under is unknown, so no format reading this dictionary can be followed:
            // every view in it may be placed by one.
            for id in (pairs.map(\.value) + [value]).compactMap(\.objectID) {
                open(id, because: "filed in a dictionary under a key not resolved", flagUnknown: false)
            }
            updated = .unknown("")
        default:
            return
        }
        assign(base, updated, scope, context)
    }

    /// `.values`, `.keys`, `.count`, `.isEmpty` of a dictionary, in the order its keys were written.
    func dictionaryMember(_ pairs: [(key: SwiftValue, value: SwiftValue)], _ name: String) -> SwiftValue? {
        switch name {
        case "values": return .array(pairs.map(\.value))
        case "keys": return .array(pairs.map(\.key))
        case "count": return .number(Double(pairs.count))
        case "isEmpty": return .bool(pairs.isEmpty)
        default: return nil
        }
    }

    /// What `for … in` walks: an array's elements, a dictionary's `(key, value)` pairs; nil when not known.
    static func iterationElements(_ sequence: SwiftValue) -> [SwiftValue]? {
        switch sequence {
        case .array(let items): return items
        case .dictionary(let pairs): return pairs.map { .array([$0.key, $0.value]) }
        default: return nil
        }
    }
}
