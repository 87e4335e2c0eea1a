/// A file handed to a reader: its path as the user should see it, and its text.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
