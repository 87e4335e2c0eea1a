/// A helper in `extension Array` (or `Sequence`) called on a list the reader holds runs with that list as `self`:
/// its implicit members are the list's (`for (offset, element) in enumerated()`, `offset == count - 1`). Its methods
/// are the ones `arrayMethod` reads on any list.
extension SwiftInterpreter {
    /// Properties of a list read through the implicit `self`.
    static let listMembers: Set<String> = ["count", "isEmpty", "first", "last"]
}
