/// Where something came from: a file position, and for Interface Builder the object id.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (repository-relative when linting a repository).
    public var file: String
    /// 1-based line; 0 when unknown.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int
    /// Interface Builder object id, log address or similar handle; nil when the format has none.
    public var objectID: String?

    public init(file: String, line: Int = 0, column: Int = 0, objectID: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
    }

    /// A location for things the tool made up itself (implicit items, system constraints).
    public static let unknown = SourceLocation(file: "")

    /// `file:line:column`, the form editors and CI systems jump to.
    public var description: String {
        "\(file):\(max(line, 1)):\(max(column, 1))"
    }
}
