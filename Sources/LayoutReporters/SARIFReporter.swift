import LayoutModel

/// SARIF 2.1.0 as GitHub code scanning accepts it: the enabled rules with their help, one result per
/// finding with a repository-relative location, a line-hash fingerprint, and the other members of a
/// conflict as related locations.
public struct SARIFReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "sarif" }

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let ruleIndex = Dictionary(context.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let lineHashes = DiagnosticFingerprint.lineHashes(diagnostics, context: context)
        let results = zip(diagnostics, lineHashes).map { diagnostic, lineHash in
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID], lineHash: lineHash, context: context)
        }
        let driver: JSONDocument = .object([
            ("name", .string(context.toolName)),
            ("version", .string(context.toolVersion)),
            ("semanticVersion", .string(context.toolVersion)),
            ("informationUri", .string(context.informationURI)),
            ("rules", .array(context.rules.map(rule))),
        ])
        let document: JSONDocument = .object([
            ("$schema", .string(Self.schema)),
            ("version", "2.1.0"),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", "unicodeCodePoints"),
                ("results", .array(results)),
            ])])),
        ])
        return document.rendered()
    }

    private func rule(_ rule: ReportedRule) -> JSONDocument {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(Self.pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.shortDescription))])),
            ("fullDescription", .object([("text", .string(rule.fullDescription))])),
            ("help", .object([("text", .string("\(rule.fullDescription) See \(rule.helpURI)"))])),
            ("helpUri", .string(rule.helpURI)),
            ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
            ("properties", .object([("title", .string(rule.name))])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?, lineHash: String, context: ReportContext) -> JSONDocument {
        var members: [(String, JSONDocument)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
        members += [
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location, context: context))])])),
            ("partialFingerprints", .object([("primaryLocationLineHash", .string(lineHash))])),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                .object([
                    ("id", .integer(index + 1)),
                    ("physicalLocation", physicalLocation(note.location, context: context)),
                    ("message", .object([("text", .string(note.message))])),
                ])
            })))
        }
        if !diagnostic.assumptions.isEmpty {
            members.append(("properties", .object([("assumptions", .array(diagnostic.assumptions.map { .string($0) }))])))
        }
        return .object(members)
    }

    /// The file relative to the repository root, and a region from the column to the end of the line's text
    /// when the text is known (one character otherwise); SARIF's end column is exclusive.
    private func physicalLocation(_ location: SourceLocation, context: ReportContext) -> JSONDocument {
        let line = max(location.line, 1)
        let column = max(location.column, 1)
        var endColumn = column + 1
        if let text = context.lineText(file: location.file, line: line) {
            let trimmedLength = text.unicodeScalars.count - text.reversed().prefix { $0 == " " || $0 == "\t" }.count
            endColumn = max(column + 1, trimmedLength + 1)
        }
        return .object([
            ("artifactLocation", .object([
                ("uri", .string(Self.uri(context.paths.relative(location.file)))),
                ("uriBaseId", "%SRCROOT%"),
            ])),
            ("region", .object([
                ("startLine", .integer(line)),
                ("startColumn", .integer(column)),
                ("endLine", .integer(line)),
                ("endColumn", .integer(endColumn)),
            ])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `unsatisfiable_constraints` → `UnsatisfiableConstraints`, SARIF's convention for `name`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Percent-encodes what a URI reference may not contain as is (spaces, `%`, `#`, `?`, non-ASCII).
    static func uri(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~!$&'()*+,;=:@".contains(character) {
                output.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }
}
