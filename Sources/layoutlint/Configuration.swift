import Foundation
import LayoutEngine
import LayoutModel
import LayoutReporters
import LayoutRules

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

    /// The nearest `.layoutlint.json` in `start`'s folder or above it.
    static func find(from start: String) -> String? {
        var url = URL(fileURLWithPath: start).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            url.deleteLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads and checks a configuration file; bad JSON is placed at its line and column, and unknown keys, rule
    /// ids and devices are errors with the nearest known name, so a typo does not silently turn a rule off.
    static func load(_ path: String) throws(UsageError) -> Configuration {
        let data = try FileAccess.read(path, what: "the configuration")
        guard let text = String(data: data, encoding: .utf8) else { throw .input("\(path): not UTF-8 text") }
        let root: StrictJSON.Value
        do {
            root = try StrictJSON.parse(text)
        } catch {
            throw .input("\(path):\(error.line):\(error.column): not valid JSON: \(error.message)")
        }
        guard case .object(let members) = root else { throw .input("\(path): expected a JSON object ({…}), found \(root.kind)") }
        var configuration = Configuration(path: path)
        let known = RuleRegistry.allDescriptions.map(\.id)
        func place(_ member: StrictJSON.Member) -> String { "\(path):\(member.line):\(member.column)" }
        func strings(_ member: StrictJSON.Member) throws(UsageError) -> [String] {
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
        func rule(_ id: String, in member: StrictJSON.Member) throws(UsageError) -> String {
            guard known.contains(id) else {
                throw .input("\(place(member)): unknown rule '\(id)' in \"\(member.key)\"\(Self.suggestion(for: id, among: known)); `layoutlint rules` lists them")
            }
            return id
        }
        let allowed = ["devices", "disabled_rules", "excluded", "included", "opt_in_rules", "reporter", "severity"]
        for member in members {
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
                        _ = try DeviceNames.device(named: name)
                    } catch {
                        throw .input("\(place(member)): \(error.message)")
                    }
                }
            case "reporter":
                guard case .string(let name) = member.value else { throw .input("\(place(member)): \"reporter\" must be a string, not \(member.value.kind)") }
                guard ReporterCatalog.names.contains(name) else {
                    throw .input("\(place(member)): unknown reporter '\(name)'\(Self.suggestion(for: name, among: ReporterCatalog.names)); expected one of \(ReporterCatalog.names.joined(separator: ", "))")
                }
                configuration.reporter = name
            case "severity":
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
            default:
                throw .input("\(place(member)): unknown key \"\(member.key)\"\(Self.suggestion(for: member.key, among: allowed)); expected one of \(allowed.joined(separator: ", "))")
            }
        }
        return configuration
    }

    /// "; did you mean 'x'?" when a known name is close to the one given, else nothing.
    static func suggestion(for name: String, among names: [String]) -> String {
        guard let nearest = names.min(by: { editDistance($0, name) < editDistance($1, name) }),
              editDistance(nearest, name) <= max(2, name.count / 3) else { return "" }
        return "; did you mean '\(nearest)'?"
    }

    /// The rules this configuration runs.
    var rules: [any LintRule] {
        RuleRegistry.all.filter { rule in
            let id = rule.description.id
            return !disabledRules.contains(id) && (!rule.description.isOptIn || optInRules.contains(id))
        }
    }

    /// The devices to check; nil means the engine's defaults.
    var engineDevices: [Device]? {
        devices.isEmpty ? nil : devices.compactMap { try? DeviceNames.device(named: $0) }
    }

    /// Whether a discovered file is linted, given `included` / `excluded` path prefixes relative to the configuration's folder.
    func admits(_ file: String) -> Bool {
        // Nothing to match against (the usual case): skip resolving paths for every file.
        if excluded.isEmpty && included.isEmpty { return true }
        let base = path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path } ?? ""
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        func matches(_ prefix: String) -> Bool {
            let full = URL(fileURLWithPath: prefix, relativeTo: URL(fileURLWithPath: base.isEmpty ? "." : base)).standardizedFileURL.path
            return absolute == full || absolute.hasPrefix(full + "/")
        }
        if excluded.contains(where: matches) { return false }
        return included.isEmpty || included.contains(where: matches)
    }
}
