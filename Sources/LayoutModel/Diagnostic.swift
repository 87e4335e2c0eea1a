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
    /// What the finding takes for granted that the readers could not prove ("the controller fills the screen").
    public var assumptions: [String]

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        notes: [DiagnosticNote] = [],
        constraints: [String] = [],
        assumptions: [String] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.constraints = constraints
        self.assumptions = assumptions
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, line, column, then rule, so output is stable whatever order checks ran in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location.file, lhs.location.line, lhs.location.column, lhs.ruleID, lhs.message)
            < (rhs.location.file, rhs.location.line, rhs.location.column, rhs.ruleID, rhs.message)
    }
}

extension Diagnostic {
    private enum CodingKeys: String, CodingKey { case ruleID, severity, message, location, notes, constraints, assumptions }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            ruleID: try container.decode(String.self, forKey: .ruleID),
            severity: try container.decode(Severity.self, forKey: .severity),
            message: try container.decode(String.self, forKey: .message),
            location: try container.decode(SourceLocation.self, forKey: .location),
            notes: try container.decodeIfPresent([DiagnosticNote].self, forKey: .notes) ?? [],
            constraints: try container.decodeIfPresent([String].self, forKey: .constraints) ?? [],
            // Written before findings said what they assume: they assumed nothing they said.
            assumptions: try container.decodeIfPresent([String].self, forKey: .assumptions) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleID, forKey: .ruleID)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(notes, forKey: .notes)
        try container.encode(constraints, forKey: .constraints)
        if !assumptions.isEmpty { try container.encode(assumptions, forKey: .assumptions) }
    }
}
