import Foundation

/// The command line both plugins build. Free of PackagePlugin types so the tests compile it too
/// (the build tool plugin and Tests/layoutlintTests link to this file).
enum LayoutLintPluginArguments {
    /// File endings layoutlint has readers for.
    static let extensions: Set<String> = ["swift", "xib", "storyboard", "layout"]

    static func isLintable(_ url: URL) -> Bool {
        extensions.contains(url.pathExtension) || url.lastPathComponent.hasSuffix(".layout.json")
    }

    /// `lint [--config FILE] [--cache-path FILE] --force-exclude [EXTRA…] -- FILES…`: files named explicitly,
    /// with the configuration's exclusions still applied to them; every other option comes from the configuration.
    static func lint(files: [String], configuration: String?, cachePath: String?, extra: [String] = []) -> [String] {
        var arguments = ["lint"]
        if let configuration { arguments += ["--config", configuration] }
        if let cachePath { arguments += ["--cache-path", cachePath] }
        arguments.append("--force-exclude")
        arguments += extra
        return arguments + ["--"] + files.sorted()
    }

    /// The error for `--target` names the package does not have (nil when every name is a target): the names, a
    /// close match, and the targets there are. Without it `--target Nope` linted nothing and exited 0.
    static func unknownTargetsMessage(named: [String], available: [String]) -> String? {
        let unknown = named.filter { !available.contains($0) }
        guard let first = unknown.first else { return nil }
        var message = "no target named \(unknown.map { "'\($0)'" }.joined(separator: ", ")) in this package"
        let lowered = first.lowercased()
        if let close = available.first(where: { $0.lowercased() == lowered || $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }) {
            message += "; did you mean '\(close)'?"
        }
        message += available.isEmpty ? "" : " (targets: \(available.sorted().joined(separator: ", ")))"
        return message
    }
}
