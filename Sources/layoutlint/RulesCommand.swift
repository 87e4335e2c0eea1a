import LayoutRules

/// `layoutlint rules [id]`: the rule catalog.
struct RulesCommand {
    static let usage = """
        USAGE: layoutlint rules [<rule_id>]

        Lists every rule with its id, default severity and whether it is opt-in; with an id, prints that rule.
        """

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: .init(flags: ["--help"], maximumPositionals: 1)).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        if let id = parsed.positionals.first {
            guard let rule = RuleRegistry.rule(id: id) else {
                throw UsageError("unknown rule '\(id)'; `layoutlint rules` lists them")
            }
            output.standardOutput += RuleDocumentation.markdown(rule.description)
            return .success
        }
        for rule in RuleRegistry.all {
            let description = rule.description
            output.standardOutput += "\(description.id)\t\(description.severity.rawValue)\(description.isOptIn ? "\topt-in" : "")\t\(description.name)\n"
        }
        return .success
    }
}
