import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// The plain-value context reporters get: rule metadata for the rules that ran, paths, texts, figures.
enum OutputContext {
    static let repositoryURL = "https://github.com/layoutlint/layoutlint"

    /// Rules the tool itself reports besides the lint rules (reader errors, suppression hygiene).
    static let toolRules: [ReportedRule] = [
        ReportedRule(id: ReaderRuleID.syntaxError, name: "Syntax error",
                     shortDescription: "Input that could not be parsed",
                     fullDescription: "A file layoutlint reads could not be parsed at this point; the rest of the file is still read.",
                     helpURI: repositoryURL + "#usage", defaultSeverity: .error),
        ReportedRule(id: ReaderRuleID.unreadableFile, name: "Unreadable file",
                     shortDescription: "A file that could not be read",
                     fullDescription: "The file is missing, not text, or not valid UTF-8.",
                     helpURI: repositoryURL + "#usage", defaultSeverity: .error),
        ReportedRule(id: Linter.sceneTooLargeRuleID, name: "Scene too large",
                     shortDescription: "A scene with more constraints than layoutlint analyses",
                     fullDescription: "The scene has more constraints than layoutlint analyses in one scene (docs/limits.md); no rule was checked on it.",
                     helpURI: repositoryURL + "#usage", defaultSeverity: .error),
        ReportedRule(id: "unused_suppression", name: "Unused suppression",
                     shortDescription: "A layoutlint suppression comment that suppresses nothing",
                     fullDescription: "A layoutlint:disable comment that names an unknown rule or no longer matches any finding; remove it.",
                     helpURI: repositoryURL + "#usage", defaultSeverity: .warning),
    ]

    static func make(configuration: Configuration, paths: RepositoryPaths, texts: [String: String],
                     figures: [Diagnostic: DiagnosticFigure], fileCount: Int) -> ReportContext {
        let rules = configuration.rules.map { rule -> ReportedRule in
            let description = rule.description
            return ReportedRule(id: description.id, name: description.name, shortDescription: description.name,
                                fullDescription: description.rationale.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                                helpURI: "\(repositoryURL)/blob/main/Rules/\(description.id).md",
                                defaultSeverity: configuration.severities[description.id] ?? description.severity)
        }
        return ReportContext(toolName: "layoutlint", toolVersion: LayoutLint.version, informationURI: repositoryURL,
                             rules: rules + toolRules, paths: paths, sourceTexts: texts, figures: figures, fileCount: fileCount)
    }
}
