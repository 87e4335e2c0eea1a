/// A helper in `extension Array` (or `Sequence`) called on a list the reader holds runs with that list as `self`:
/// its implicit members are the list's (`for (offset, element) in enumerated()`, `offset == count - 1`).
extension SwiftInterpreter {
    /// Properties of a list read through the implicit `self`.
    static let listMembers: Set<String> = ["count", "isEmpty", "first", "last"]
    /// Methods of a list called through the implicit `self`.
    static let listMethods: Set<String> = ["enumerated", "reversed", "dropFirst", "dropLast", "forEach", "map", "compactMap", "flatMap", "filter"]
}
