import Foundation
import LayoutEngine
import LayoutModel
import LayoutReporters
import LayoutRules

/// Finding and loading `.layoutlint.json`, and what a configuration means for a run (its rules, devices and paths).
extension Configuration {
    /// The nearest `.layoutlint.json` in `start`'s folder or above it.
    static func find(from start: String) -> String? {
        var url = URL(fileURLWithPath: start).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            url.deleteLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            // Only a regular file: a named pipe of that name would keep the run waiting for a writer (issue #21).
            if FileManager.default.fileExists(atPath: candidate), FileDiscovery.FileIdentity(candidate)?.isRegularFile ?? true { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads and checks a configuration file (see `parse`).
    static func load(_ path: String) throws(UsageError) -> Configuration {
        let data = try FileAccess.read(path, what: "the configuration")
        guard let text = String(data: data, encoding: .utf8) else { throw .input("\(path): not UTF-8 text") }
        return try parse(text, path: path, vocabulary: .registered)
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

extension ConfigurationVocabulary {
    /// The rules in the registry, the reporters in the catalog and the devices `DeviceNames` knows.
    static var registered: ConfigurationVocabulary {
        ConfigurationVocabulary(ruleIDs: RuleRegistry.allDescriptions.map(\.id), reporterNames: ReporterCatalog.names,
                                checkDevice: { name throws(UsageError) in _ = try DeviceNames.device(named: name) })
    }
}
