/// A related place a diagnostic points to, such as another member of a conflict.
public struct DiagnosticNote: Hashable, Codable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// A finding: which rule, how bad, what and where, and the constraints involved.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// Stable snake_case rule id (`missing_vertical_chain`), or a reader's id (`layout_syntax`).
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]
    /// The constraints involved: identifier when they have one, their formula otherwise.
    public var constraints: [String]

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        notes: [DiagnosticNote] = [],
        constraints: [String] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.constraints = constraints
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, then rule, so output is stable whatever order checks ran in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location.file, lhs.location.line, lhs.location.column, lhs.ruleID, lhs.message)
            < (rhs.location.file, rhs.location.line, rhs.location.column, rhs.ruleID, rhs.message)
    }
}
