import Foundation

/// The xcconfig files a `project.pbxproj` bases its build configurations on (`baseConfigurationReference`): CocoaPods'
/// own set nothing the reader needs; the project's own are read when they can be found under the project's folder
/// (by name, with their `#include`s), else what they set is unknown.
enum XcodeConfigurationFiles {
    /// Whether the project's build configurations are based on an xcconfig file that may set build settings the reader
    /// does not see. CocoaPods' own files (`Pods-App.debug.xcconfig`, `Pods.release.xcconfig`) set search paths and
    /// linker flags, never the device family, so they do not count (yangzi183/crossBorderSupplier @a18a8841: an
    /// iPhone-only app whose only xcconfigs are CocoaPods', checked on iPads; held-out round 53).
    static func referencesOwn(_ projectText: String) -> Bool {
        var searchStart = projectText.startIndex
        while let found = projectText.range(of: "baseConfigurationReference = ", range: searchStart..<projectText.endIndex) {
            let line = projectText[found.upperBound...].prefix { $0 != ";" && $0 != "\n" }
            searchStart = found.upperBound
            guard let open = line.range(of: "/* "), let close = line.range(of: " */", range: open.upperBound..<line.endIndex) else { return true }
            let name = line[open.upperBound..<close.lowerBound]
            if !isCocoaPods(name) || !name.hasSuffix(".xcconfig") { return true }
        }
        return false
    }

    /// Whether a configuration file's name is CocoaPods' (`Pods-App.debug.xcconfig`, `Pods.release.xcconfig`).
    private static func isCocoaPods<Name: StringProtocol>(_ name: Name) -> Bool {
        name.hasPrefix("Pods-") || name.hasPrefix("Pods.")
    }

    /// The value an application target's configurations give `key` through their xcconfig files (the target's file over
    /// the project's, each read with its `#include`s; a CocoaPods file sets nothing of this), one per configuration that
    /// sets it; nil when a file cannot be found or read, so what it sets is unknown (adamwulf/loose-leaf @86c33a5e,
    /// held-out round 65: a sample app whose `Iconicus.xcconfig` makes it iPhone-only, checked on iPads).
    static func values(of key: String, configurationFiles: [[String]], projectRoot root: String) -> [String]? {
        var result: [String] = []
        for files in configurationFiles {
            var value: String?
            for file in files {
                if isCocoaPods((file as NSString).lastPathComponent) { continue }
                let path = ((root as NSString).appendingPathComponent(file) as NSString).standardizingPath
                var values: [String] = []
                guard read(path, key: key, into: &values, depth: 0) else { return nil }
                if let last = values.last { value = last }
            }
            if let value { result.append(value) }
        }
        return result
    }

    /// Reads `key`'s assignments from the xcconfig at `path` and the files it includes (relative to it); false when a
    /// file it must read is missing.
    private static func read(_ path: String, key: String, into values: inout [String], depth: Int) -> Bool {
        guard depth < 8, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = String(line[line.index(after: open)..<close])
                let target = included.hasPrefix("/") ? included : (folder as NSString).appendingPathComponent(included)
                if !read(target, key: key, into: &values, depth: depth + 1), !optional { return false }
                continue
            }
            guard !line.hasPrefix("//"), let equals = assignmentSign(in: line) else { continue }
            let name = line[..<equals].split(separator: "[").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard name == key else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let comment = value.range(of: "//") { value = String(value[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            values.append(value)
        }
        return true
    }

    /// The `=` of `KEY = value` or `KEY[sdk=iphoneos*] = value`: the first one outside a condition's brackets.
    private static func assignmentSign(in line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
