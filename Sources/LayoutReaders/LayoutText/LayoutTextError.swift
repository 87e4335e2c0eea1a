/// A syntax error in a `.layout` line: what was expected, and the column where it went wrong.
struct LayoutTextError: Error {
    var column: Int
    var message: String
}
