import LayoutModel

/// Identities of a finding that survive edits elsewhere in the file: no line numbers, no absolute paths.
public enum DiagnosticFingerprint {
    /// The hash of what the finding is about: its constraints' normalised text (identifiers and formulas,
    /// whitespace folded, sorted), or when it names no constraint its message with line references removed.
    public static func contentHash(of diagnostic: Diagnostic) -> String {
        if !diagnostic.constraints.isEmpty {
            let normalised = diagnostic.constraints.map(foldedWhitespace).sorted()
            return StableHash.hex(["constraints"] + normalised)
        }
        return StableHash.hex(["message", withoutLineReferences(diagnostic.message)])
    }

    /// Repository-relative path, rule and content hash: the baseline's key for a finding.
    public static func key(of diagnostic: Diagnostic, paths: RepositoryPaths) -> (path: String, rule: String, hash: String) {
        (paths.relative(diagnostic.location.file), diagnostic.ruleID, contentHash(of: diagnostic))
    }

    /// One fingerprint per finding, unique within a report: findings that share path, rule and content get
    /// an occurrence number in output order (GitLab needs unique fingerprints).
    public static func uniqueFingerprints(_ diagnostics: [Diagnostic], paths: RepositoryPaths) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let key = key(of: diagnostic, paths: paths)
            let base = StableHash.hex(key.path, key.rule, key.hash)
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return occurrence == 0 ? base : StableHash.hex(base, String(occurrence))
        }
    }

    /// GitHub's `primaryLocationLineHash`: the rule and the text of the line (whitespace folded), with an
    /// occurrence number for identical lines in the same file, `hash:occurrence` as GitHub writes it.
    public static func lineHashes(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let line = context.lineText(file: diagnostic.location.file, line: diagnostic.location.line)
                .map { foldedWhitespace(String($0)) } ?? withoutLineReferences(diagnostic.message)
            let hash = StableHash.hex(diagnostic.ruleID, line)
            let counter = context.paths.relative(diagnostic.location.file) + "\u{0}" + hash
            let occurrence = seen[counter, default: 0] + 1
            seen[counter] = occurrence
            return "\(hash):\(occurrence)"
        }
    }

    static func foldedWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Drops `:12`, `:12:5`, `line 12` and `lines 12` so a message that quotes a location does not change
    /// when code above it moves.
    public static func withoutLineReferences(_ message: String) -> String {
        var result = ""
        var characters = Array(foldedWhitespace(message))
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == ":", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isNumber {
                index += 1
                while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == ":" {
                    index += 1
                }
                continue
            }
            result.append(character)
            for word in ["line ", "lines "] where result.hasSuffix(word) {
                var end = index + 1
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
                if end > index + 1 { characters.removeSubrange((index + 1)..<end) }
            }
            index += 1
        }
        return foldedWhitespace(result)
    }
}

extension StableHash {
    /// The hash of a list of strings, in hexadecimal.
    static func hex(_ parts: [String]) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }
}
