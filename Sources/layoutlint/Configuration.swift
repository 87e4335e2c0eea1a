import Foundation
import LayoutEngine
import LayoutModel
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

    /// Reads and checks a configuration file; unknown keys and rule ids are errors, so typos do not pass silently.
    static func load(_ path: String) throws(UsageError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw UsageError("\(path): not valid JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else { throw UsageError("\(path): expected a JSON object") }
        var configuration = Configuration(path: path)
        let known = Set(RuleRegistry.all.map(\.description.id))
        func strings(_ key: String) throws(UsageError) -> [String] {
            guard let value = dictionary[key] else { return [] }
            guard let list = value as? [String] else { throw UsageError("\(path): \"\(key)\" must be an array of strings") }
            return list
        }
        func rules(_ key: String) throws(UsageError) -> Set<String> {
            let list = try strings(key)
            if let unknown = list.first(where: { !known.contains($0) }) {
                throw UsageError("\(path): unknown rule '\(unknown)' in \"\(key)\"")
            }
            return Set(list)
        }
        let allowed: Set<String> = ["disabled_rules", "opt_in_rules", "severity", "included", "excluded", "devices", "reporter"]
        if let unknown = dictionary.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw UsageError("\(path): unknown key \"\(unknown)\"; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
        configuration.disabledRules = try rules("disabled_rules")
        configuration.optInRules = try rules("opt_in_rules")
        configuration.included = try strings("included")
        configuration.excluded = try strings("excluded")
        configuration.devices = try strings("devices")
        for name in configuration.devices where DeviceCatalog.device(named: name) == nil {
            throw UsageError("\(path): unknown device '\(name)'; known: \(DeviceCatalog.all.map(\.name).joined(separator: ", "))")
        }
        if let reporter = dictionary["reporter"] {
            guard let name = reporter as? String else { throw UsageError("\(path): \"reporter\" must be a string") }
            configuration.reporter = name
        }
        if let severity = dictionary["severity"] {
            guard let map = severity as? [String: String] else { throw UsageError("\(path): \"severity\" must map rule ids to \"error\" or \"warning\"") }
            for (rule, level) in map {
                guard known.contains(rule) else { throw UsageError("\(path): unknown rule '\(rule)' in \"severity\"") }
                guard let value = Severity(rawValue: level), value != .note else {
                    throw UsageError("\(path): severity of \(rule) must be \"error\" or \"warning\", not \"\(level)\"")
                }
                configuration.severities[rule] = value
            }
        }
        return configuration
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
        devices.isEmpty ? nil : devices.compactMap(DeviceCatalog.device(named:))
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
