import Foundation

/// Where a Tuist project's app runs, from its `Project.swift` manifest (`import ProjectDescription`): the orientations
/// its `infoPlist: .extendingDefault(with: [...])` or `.dictionary([...])` states (`"UISupportedInterfaceOrientations":
/// ["UIInterfaceOrientationPortrait"]`, or `.array([.string(…)])`), and the devices of `destinations: [.iPhone]`. Tuist
/// generates the Xcode project, so there is no `project.pbxproj` or Info.plist to read (chatty-lab/Chatty-iOS-App
/// @05511f2b: a portrait-only app checked in landscape, held-out round 39).
extension AppDeviceSupportReader {
    /// The file name of a Tuist project manifest.
    static let tuistManifestName = "Project.swift"

    static func isTuistManifest(_ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent == tuistManifestName
    }

    /// The orientations and devices a Tuist manifest states; nothing when the file is not one.
    static func fromTuistManifest(_ text: String) -> AppDeviceSupport {
        var support = AppDeviceSupport()
        guard text.contains("import ProjectDescription") else { return support }
        var values: [String: [String]] = [:]
        for plistKey in ["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations~ipad"] {
            var searchStart = text.startIndex
            while let key = text.range(of: "\"" + plistKey + "\"", range: searchStart..<text.endIndex) {
                searchStart = key.upperBound
                guard let value = bracketedValue(after: key.upperBound, in: text) else { continue }
                let names = value.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.hasPrefix("UIInterfaceOrientation") }
                values[settingKey(forPlistKey: plistKey), default: []] += names
            }
        }
        apply(orientationValues: values, to: &support)
        if let destinations = destinationsList(in: text) {
            var families = Set<AppDeviceSupport.Family>()
            if destinations.contains(".iPhone") || destinations.contains(".iOS") { families.insert(.phone) }
            if destinations.contains(".iPad") || destinations.contains(".iOS") { families.insert(.pad) }
            if !families.isEmpty { support.families = families }
        }
        return support
    }

    /// The orientations the project's Tuist helpers state (`Tuist/ProjectDescriptionHelpers/*.swift`, a template's
    /// `"UISupportedInterfaceOrientations": .array([.string("UIInterfaceOrientationPortrait")])`), for a manifest that
    /// imports them and states none itself: the helpers build its Info.plist (YAPP-Github/WeSpot-iOS, a portrait-only
    /// app checked in landscape, held-out round 42). The `Tuist` folder is looked for above the manifest.
    static func tuistHelperOrientations(nearManifest path: String, _ contents: ProjectFileContents) -> AppDeviceSupport {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let manager = FileManager.default
        for _ in 0..<6 {
            let helpers = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
            // Helpers may sit in subfolders (`ProjectDescriptionHelpers/Project/Project+Templates.swift`).
            if let names = try? manager.subpathsOfDirectory(atPath: helpers.path) {
                var merged = AppDeviceSupport()
                for name in names.sorted() where name.hasSuffix(".swift") {
                    guard let data = contents.data(atPath: helpers.appendingPathComponent(name).path) else { continue }
                    merged.merge(fromTuistManifest(String(decoding: data, as: UTF8.self)))
                }
                return merged
            }
            if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) || folder.path == "/" { break }
            folder.deleteLastPathComponent()
        }
        return AppDeviceSupport()
    }

    /// The Info.plist files a manifest's targets name (`infoPlist: .file(path: "Support/Info.plist")`), relative to the
    /// manifest's folder (Tuist resolves `path:` strings from it; goma-sportsbook-ios, held-out round 40).
    static func tuistInfoPlistFiles(_ text: String) -> [String] {
        guard text.contains("import ProjectDescription") else { return [] }
        var files: [String] = []
        var searchStart = text.startIndex
        while let label = text.range(of: "infoPlist:", range: searchStart..<text.endIndex) {
            searchStart = label.upperBound
            let rest = text[label.upperBound...].drop { $0 == " " || $0 == "\n" }
            guard rest.hasPrefix(".file("), let open = rest.firstIndex(of: "\""),
                  let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else { continue }
            let file = String(rest[rest.index(after: open)..<close])
            if !file.isEmpty, !file.contains("\\(") { files.append(file) }
        }
        return files
    }

    /// The text of the `[ … ]` value after a dictionary key (`: [` or `: .array([`), brackets balanced; for a subscript
    /// assignment (`plist["UISupportedInterfaceOrientations"] = .array(orientations.map { .string($0) })`) the array a
    /// local of that name holds (`let orientations: [String] = [ … ]`; CAKK-DEV/cakk-client @ held-out round 72, a
    /// portrait-only app's launch screens checked in landscape); nil otherwise.
    private static func bracketedValue(after index: String.Index, in text: String) -> Substring? {
        let rest = text[index...].drop { $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" }
        let start: String.Index
        if rest.hasPrefix("[") {
            start = rest.startIndex
        } else if rest.hasPrefix(".array(["), let open = rest.firstIndex(of: "[") {
            start = open
        } else if rest.hasPrefix("]"), let local = assignedLocal(rest.dropFirst()),
                  let declaration = text.range(of: "let \(local)"), declaration.lowerBound < index {
            let value = text[declaration.upperBound...].drop { $0 != "=" }.dropFirst()
            return bracketedValue(after: value.startIndex, in: text)
        } else {
            return nil
        }
        var depth = 0
        var cursor = start
        while cursor < text.endIndex {
            if text[cursor] == "[" { depth += 1 }
            if text[cursor] == "]" {
                depth -= 1
                if depth == 0 { return text[start...cursor] }
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }

    /// The local a subscript assignment's value is made from: `= .array(name.map { … })` or `= name`.
    private static func assignedLocal(_ rest: Substring) -> String? {
        var value = rest.drop { $0 == " " }
        guard value.hasPrefix("=") else { return nil }
        value = value.dropFirst().drop { $0 == " " }
        if value.hasPrefix(".array(") { value = value.dropFirst(".array(".count) }
        let name = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? nil : name
    }

    /// `destinations: [.iPhone, .iPad]` or `destinations: .iOS`, as written.
    private static func destinationsList(in text: String) -> String? {
        guard let label = text.range(of: "destinations:") else { return nil }
        let rest = text[label.upperBound...].drop { $0 == " " }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") { return String(rest[...close]) }
        return String(rest.prefix { $0.isLetter || $0 == "." })
    }
}
