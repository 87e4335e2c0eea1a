import LayoutModel
import LayoutReaders

// The configuration's value and its parsing from text need nothing but the JSON reader and the names it is
// checked against (`ConfigurationVocabulary`), so the fuzz target (scripts/fuzz.sh) compiles this file on its own;
// Configuration.swift finds and loads the file and says what it means for a run.

/// `.layoutlint.json`: which rules run and how severe they are, which paths and devices to check.
struct Configuration: Equatable {
    var disabledRules: Set<String> = []
    var optInRules: Set<String> = []
    var severities: [String: Severity] = [:]
    var included: [String] = []
    var excluded: [String] = []
    var devices: [String] = []
    var reporter: String?
    /// The file it came from, when there was one.
    var path: String?

    static let fileName = ".layoutlint.json"

    /// Parses and checks a configuration's text; bad JSON is placed at its line and column, and unknown keys,
    /// rule ids, reporters and devices are errors with the nearest known name, so a typo does not silently turn a
    /// rule off. `path` only names the file in messages.
    static func parse(_ text: String, path: String, vocabulary: ConfigurationVocabulary) throws(UsageError) -> Configuration {
        let root: StrictJSON.Value
        do {
            root = try StrictJSON.parse(text)
        } catch {
            throw .input("\(path):\(error.line):\(error.column): not valid JSON: \(error.message)")
        }
        guard case .object(let members) = root else { throw .input("\(path): expected a JSON object ({…}), found \(root.kind)") }
        var configuration = Configuration(path: path)
        let reader = ConfigurationMemberReader(path: path, vocabulary: vocabulary)
        for member in members {
            try reader.apply(member, to: &configuration)
        }
        return configuration
    }

    /// "; did you mean 'x'?" when a known name is close to the one given, else nothing.
    static func suggestion(for name: String, among names: [String]) -> String {
        guard let nearest = names.min(by: { editDistance($0, name) < editDistance($1, name) }),
              editDistance(nearest, name) <= max(2, name.count / 3) else { return "" }
        return "; did you mean '\(nearest)'?"
    }
}

/// The names a configuration is checked against: the registered rules, the reporters and the devices.
struct ConfigurationVocabulary {
    var ruleIDs: [String]
    var reporterNames: [String]
    /// Throws the message for a device name that is not known.
    var checkDevice: (String) throws(UsageError) -> Void
}

/// Reads one top-level member of a configuration into it, with every error placed at the member.
private struct ConfigurationMemberReader {
    let path: String
    let vocabulary: ConfigurationVocabulary
    static let allowedKeys = ["devices", "disabled_rules", "excluded", "included", "opt_in_rules", "reporter", "severity"]

    func place(_ member: StrictJSON.Member) -> String { "\(path):\(member.line):\(member.column)" }

    func apply(_ member: StrictJSON.Member, to configuration: inout Configuration) throws(UsageError) {
        switch member.key {
        case "disabled_rules":
            for id in try strings(member) { configuration.disabledRules.insert(try rule(id, in: member)) }
        case "opt_in_rules":
            for id in try strings(member) { configuration.optInRules.insert(try rule(id, in: member)) }
        case "included":
            configuration.included = try strings(member)
        case "excluded":
            configuration.excluded = try strings(member)
        case "devices":
            configuration.devices = try strings(member)
            for name in configuration.devices {
                do {
                    try vocabulary.checkDevice(name)
                } catch {
                    throw .input("\(place(member)): \(error.message)")
                }
            }
        case "reporter":
            configuration.reporter = try reporter(member)
        case "severity":
            try readSeverities(member, into: &configuration)
        default:
            let allowed = Self.allowedKeys
            throw .input("\(place(member)): unknown key \"\(member.key)\"\(Configuration.suggestion(for: member.key, among: allowed)); expected one of \(allowed.joined(separator: ", "))")
        }
    }

    private func strings(_ member: StrictJSON.Member) throws(UsageError) -> [String] {
        guard case .array(let elements) = member.value else {
            throw .input("\(place(member)): \"\(member.key)\" must be an array of strings, not \(member.value.kind)")
        }
        var list: [String] = []
        for element in elements {
            guard case .string(let string) = element else {
                throw .input("\(place(member)): \"\(member.key)\" must be an array of strings; it holds \(element.kind)")
            }
            list.append(string)
        }
        return list
    }

    private func rule(_ id: String, in member: StrictJSON.Member) throws(UsageError) -> String {
        let known = vocabulary.ruleIDs
        guard known.contains(id) else {
            throw .input("\(place(member)): unknown rule '\(id)' in \"\(member.key)\"\(Configuration.suggestion(for: id, among: known)); `layoutlint rules` lists them")
        }
        return id
    }

    private func reporter(_ member: StrictJSON.Member) throws(UsageError) -> String {
        let names = vocabulary.reporterNames
        guard case .string(let name) = member.value else { throw .input("\(place(member)): \"reporter\" must be a string, not \(member.value.kind)") }
        guard names.contains(name) else {
            throw .input("\(place(member)): unknown reporter '\(name)'\(Configuration.suggestion(for: name, among: names)); expected one of \(names.joined(separator: ", "))")
        }
        return name
    }

    private func readSeverities(_ member: StrictJSON.Member, into configuration: inout Configuration) throws(UsageError) {
        guard case .object(let levels) = member.value else {
            throw .input("\(place(member)): \"severity\" must map rule ids to \"error\" or \"warning\", not \(member.value.kind)")
        }
        for level in levels {
            let id = try rule(level.key, in: member)
            guard case .string(let word) = level.value, let value = Severity(rawValue: word), value != .note else {
                let shown: String
                if case .string(let word) = level.value { shown = "\"\(word)\"" } else { shown = level.value.kind }
                throw .input("\(place(level)): severity of \(id) must be \"error\" or \"warning\", not \(shown)")
            }
            configuration.severities[id] = value
        }
    }
}
