/// Static properties whose value is the name of the type they are read on: `static var identifier: String {
/// String(describing: self) }`, often given to every cell and controller at once by a protocol extension. Code then
/// writes `ProfileCell.identifier` where another app writes "ProfileCell", so the project's token scans (strings in
/// code, header-only reuse identifiers, the identifiers code that shows cells spells) read `ProfileCell.identifier` as
/// that string (DmitriyBagrov92/epilepsy_rxSwift_demo @b4936fae, held-out round 72: a header-only prototype dequeued as
/// `DiarySectionHeaderTableViewCell.identifier` read as a self-sizing row; 2 false `missing_vertical_chain`).
extension SwiftProjectIndex {
    /// The names of the project's static properties that answer their type's own name.
    func selfNamingStaticProperties() -> Set<String> {
        var names = Set<String>()
        for name in typeOrder {
            guard let info = types[name] else { continue }
            for property in info.properties where property.isStatic && !names.contains(property.name) {
                guard let getter = property.getter, let body = getter.bodyRange else { continue }
                let tokens = getter.file.tokens
                if body.clamped(to: 0..<tokens.count).contains(where: { Self.namesSelf(tokens, at: $0) }) { names.insert(property.name) }
            }
        }
        return names
    }

    /// Whether the tokens at `index` spell the type's own name: `String(describing: self)`, `String(describing:
    /// Self.self)`, `NSStringFromClass(self)`, or a string that is only `"\(self)"`.
    private static func namesSelf(_ tokens: [SwiftToken], at index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .string, token.segments.count == 1, case .interpolation(let inner)? = token.segments.first {
            return inner.map(\.text) == ["self"] || inner.map(\.text) == ["Self", ".", "self"]
        }
        func texts(_ count: Int) -> [String] { (index..<min(index + count, tokens.count)).map { tokens[$0].text } }
        switch token.text {
        case "String": return texts(6) == ["String", "(", "describing", ":", "self", ")"] || texts(8) == ["String", "(", "describing", ":", "Self", ".", "self", ")"]
        case "NSStringFromClass": return texts(4) == ["NSStringFromClass", "(", "self", ")"]
        default: return false
        }
    }

    /// The type name read at `index` when it is the property name of `TypeName.property`, the property one of
    /// `selfNaming`: the string it stands for.
    static func selfNamedString(_ tokens: [SwiftToken], at index: Int, selfNaming: Set<String>) -> String? {
        guard index >= 2, !selfNaming.isEmpty, tokens[index].kind == .identifier, selfNaming.contains(tokens[index].text),
              tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier,
              let first = tokens[index - 2].text.first, first.isUppercase else { return nil }
        // `Outer.Cell.identifier` names `Cell`; `self.identifier` or `cell.identifier` is no type.
        return tokens[index - 2].text
    }
}
