import LayoutModel

/// Renders a rule's description as the page users read in Rules/<id>.md.
public enum RuleDocumentation {
    public static func markdown(_ description: RuleDescription) -> String {
        var text = "# \(description.name) (`\(description.id)`)\n\n"
        text += "Default severity: **\(description.severity.rawValue)**"
        text += description.isOptIn ? " · opt-in (enable it in `.layoutlint.json`)\n\n" : " · enabled by default\n\n"
        text += description.rationale + "\n\n"
        text += "## Triggering examples\n\n"
        text += examples(description.sourceExamples.filter(\.triggers), layoutText: description.triggeringExamples, explainsMarker: true)
        text += "## Non-triggering examples\n\n"
        text += examples(description.sourceExamples.filter { !$0.triggers }, layoutText: description.nonTriggeringExamples, explainsMarker: false)
        text += "## Suppressing it\n\n"
        if !commentSuppressible.contains(description.id) {
            text += "Not by a comment (there is no line a comment could stand on, or the comment is the finding); "
            text += "`\"disabled_rules\": [\"\(description.id)\"]` in `.layoutlint.json` turns it off.\n"
            return text
        }
        text += "`// layoutlint:disable:next \(description.id)` (Swift) or `# layoutlint:disable:next \(description.id)` (`.layout`) "
        text += "before the line, `layoutlint:disable:this \(description.id)` on it, or `layoutlint:disable \(description.id)` … "
        text += "`layoutlint:enable \(description.id)` around a region; `\"disabled_rules\": [\"\(description.id)\"]` in `.layoutlint.json`.\n"
        return text
    }

    /// Rules whose findings a `layoutlint:disable` comment cannot silence.
    static let commentSuppressible: Set<String> = {
        Set(RuleRegistry.allDescriptions.map(\.id)).subtracting([ToolRules.unreadableFile.id, ToolRules.unusedSuppression.id])
    }()

    /// The index page, Rules/README.md: the lint rules, then the rules the readers and the command report.
    public static func index(_ descriptions: [RuleDescription], toolRules: [RuleDescription] = []) -> String {
        var text = "# layoutlint rules\n\nGenerated from the rules' descriptions; a test fails when this folder is stale "
        text += "(regenerate with `LAYOUTLINT_WRITE_RULES=1 swift test --filter RuleDocumentationTests`).\n\n"
        text += "| id | name | severity | default |\n|---|---|---|---|\n"
        for description in descriptions {
            text += "| [`\(description.id)`](\(description.id).md) | \(description.name) | \(description.severity.rawValue) | \(description.isOptIn ? "opt-in" : "on") |\n"
        }
        if !toolRules.isEmpty {
            text += "\nReported by the readers and the command themselves (configured like the rules above):\n\n"
            text += "| id | name | severity | default |\n|---|---|---|---|\n"
            for description in toolRules {
                text += "| [`\(description.id)`](\(description.id).md) | \(description.name) | \(description.severity.rawValue) | on |\n"
            }
        }
        return text
    }

    /// Source examples in fenced blocks of their language, then the `.layout` ones (introduced when both are there).
    private static func examples(_ sources: [SourceExample], layoutText: [String], explainsMarker: Bool) -> String {
        var text = ""
        if explainsMarker, sources.contains(where: { $0.text.contains(SourceExample.marker) }) {
            text += "`\(SourceExample.marker)` stands just before the place each finding is reported (line and column); it is not part of the code.\n\n"
        }
        for example in sources {
            text += "```\(example.language.fence)\n" + trimmed(example.text) + "\n```\n\n"
        }
        if !sources.isEmpty, !layoutText.isEmpty {
            text += "In layoutlint's `.layout` text:\n\n"
        }
        for example in layoutText { text += "```\n" + trimmed(example) + "\n```\n\n" }
        return text
    }

    private static func trimmed(_ example: String) -> String {
        var text = example
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
