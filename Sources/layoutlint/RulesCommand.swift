import Foundation
import LayoutModel
import LayoutRules

/// `layoutlint rules [id]`: the rule catalog, with whether each rule runs under the current configuration.
struct RulesCommand {
    static let usage = """
        USAGE: layoutlint rules [<rule_id>] [--config <file>] [--no-config]

        Lists every rule: id, severity (as configured), whether it runs under the configuration (the nearest
        .layoutlint.json at or above the current folder, or --config), its default (on, opt-in, or reported by
        the readers and the command themselves) and its name. With an id, prints that rule's page.
        """

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: .init(flags: ["--help", "--no-config"], options: ["--config"], maximumPositionals: 1))
            .parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        if let id = parsed.positionals.first {
            guard let description = RuleRegistry.description(id: id) else {
                let ids = RuleRegistry.allDescriptions.map(\.id)
                throw UsageError("unknown rule '\(id)'\(Configuration.suggestion(for: id, among: ids)); `layoutlint rules` lists them")
            }
            output.standardOutput += RuleDocumentation.markdown(description)
            return .success
        }
        let configuration: Configuration
        if let path = parsed.value("--config") {
            configuration = try Configuration.load(path)
        } else if parsed.has("--no-config") {
            configuration = Configuration()
        } else {
            configuration = try Configuration.find(from: ".").map { path throws(UsageError) in try Configuration.load(path) } ?? Configuration()
        }
        output.standardOutput += Self.table(configuration)
        return .success
    }

    /// One row per rule, aligned: `id  severity  enabled  default  name`.
    static func table(_ configuration: Configuration) -> String {
        let running = Set(configuration.rules.map(\.description.id))
        var rows = [["id", "severity", "enabled", "default", "name"]]
        for rule in RuleRegistry.all {
            let description = rule.description
            rows.append([description.id, (configuration.severities[description.id] ?? description.severity).rawValue,
                         running.contains(description.id) ? "yes" : "no", description.isOptIn ? "opt-in" : "on", description.name])
        }
        for description in ToolRules.all {
            rows.append([description.id, (configuration.severities[description.id] ?? description.severity).rawValue,
                         configuration.disabledRules.contains(description.id) ? "no" : "yes", "on (tool)", description.name])
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = rows.map { row in
            (0..<4).map { row[$0].padding(toLength: widths[$0] + 2, withPad: " ", startingAt: 0) }.joined() + row[4]
        }.joined(separator: "\n") + "\n"
        text += configuration.path.map { "(enabled: under \($0))\n" } ?? "(enabled: defaults, no .layoutlint.json found)\n"
        return text
    }
}
