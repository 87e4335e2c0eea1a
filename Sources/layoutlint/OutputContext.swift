import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// The plain-value context reporters get: rule metadata for the rules that ran, paths, texts, figures.
enum OutputContext {
    static let repositoryURL = "https://github.com/layoutlint/layoutlint"

    static func make(configuration: Configuration, paths: RepositoryPaths, texts: [String: String],
                     figures: [Diagnostic: DiagnosticFigure], fileCount: Int) -> ReportContext {
        let descriptions = configuration.rules.map(\.description) + ToolRules.all.filter { !configuration.disabledRules.contains($0.id) }
        let rules = descriptions.map { description -> ReportedRule in
            ReportedRule(id: description.id, name: description.name, shortDescription: description.name,
                                fullDescription: description.rationale.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                                helpURI: "\(repositoryURL)/blob/main/Rules/\(description.id).md",
                                defaultSeverity: configuration.severities[description.id] ?? description.severity)
        }
        return ReportContext(toolName: "layoutlint", toolVersion: LayoutLint.version, informationURI: repositoryURL,
                             rules: rules, paths: paths, sourceTexts: texts, figures: figures, fileCount: fileCount)
    }
}
