import Foundation

/// Reads `AppDeviceSupport` from what an iOS project declares: `Info.plist` files, `project.pbxproj` build
/// settings (`INFOPLIST_KEY_…`, `TARGETED_DEVICE_FAMILY`) and, in an Xcode build phase, the build settings in
/// the environment. Unreadable or unrelated files are skipped: they never stop a lint.
enum AppDeviceSupportReader {
    /// True for the file names this reader looks at (`Info.plist`, `App-Info.plist`, `project.pbxproj`).
    static func isProjectDescription(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "project.pbxproj" || name.hasSuffix("Info.plist")
    }

    /// The support declared by the target being built (an Xcode run-script phase exports its build settings),
    /// or else by the project descriptions among `paths` and the `Info.plist` files their projects name, merged.
    /// With no description among `paths`, the Xcode projects in the folders above `start` (up to the repository's
    /// root) are read: linting one folder or one file of an app still knows the app.
    static func read(environment: [String: String], paths: [String], start: String?) -> AppDeviceSupport {
        if let building = fromBuildSettings(environment) { return building }
        var pending = paths
        if pending.isEmpty, let start { pending = projectsAbove(start) }
        var merged = AppDeviceSupport()
        var seen = Set<String>()
        while let path = pending.popLast() {
            guard seen.insert(path).inserted, let data = FileManager.default.contents(atPath: path) else { continue }
            var support: AppDeviceSupport
            if path.hasSuffix(".pbxproj") {
                let project = fromProject(String(decoding: data, as: UTF8.self))
                support = project.support
                let root = projectRoot(ofProjectFile: path)
                pending += project.infoPlistFiles.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
            } else {
                support = fromInfoPlist(data)
            }
            guard !support.isEmpty else { continue }
            support.sources = [path]
            merged.merge(support)
        }
        return merged
    }

    /// `project.pbxproj` files of the Xcode projects in `start`'s folder and the folders above it, up to the first
    /// that holds `.git` (or 8 levels).
    static func projectsAbove(_ start: String) -> [String] {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            folder.deleteLastPathComponent()
        }
        var found: [String] = []
        for _ in 0..<8 {
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                let project = folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj").path
                if manager.fileExists(atPath: project) { found.append(project) }
            }
            if !found.isEmpty || entries.contains(".git") || folder.path == "/" { break }
            folder.deleteLastPathComponent()
        }
        return found
    }

    /// The folder `$(SRCROOT)` stands for: the one holding `X.xcodeproj`.
    private static func projectRoot(ofProjectFile path: String) -> String {
        let url = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent()
        return url.path
    }

    /// The build settings of the target an Xcode build phase runs for; nil outside Xcode.
    static func fromBuildSettings(_ environment: [String: String]) -> AppDeviceSupport? {
        guard let family = environment["TARGETED_DEVICE_FAMILY"] else { return nil }
        var support = AppDeviceSupport()
        support.families = families(fromList: family)
        var settings: [String: String] = [:]
        for key in orientationSettingKeys { settings[key] = environment["INFOPLIST_KEY_" + key] }
        apply(orientationValues: settings.mapValues(orientationNames(inSetting:)), to: &support)
        if let plist = environment["INFOPLIST_FILE"], !plist.isEmpty {
            let root = environment["SRCROOT"] ?? environment["PROJECT_DIR"] ?? ""
            let path = plist.hasPrefix("/") || root.isEmpty ? plist : root + "/" + plist
            if let data = FileManager.default.contents(atPath: path) {
                let declared = fromInfoPlist(data)
                // The Info.plist file overrides the generated keys it also declares.
                support.phoneOrientations = declared.phoneOrientations ?? support.phoneOrientations
                support.padOrientations = declared.padOrientations ?? support.padOrientations
                if declared.families != nil { support.families = declared.families }
            }
        }
        support.sources = ["the Xcode build settings"]
        return support
    }

    /// Orientations and families an `Info.plist` declares (XML or binary property list).
    static func fromInfoPlist(_ data: Data) -> AppDeviceSupport {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = plist as? [String: Any] else { return AppDeviceSupport() }
        var support = AppDeviceSupport()
        if let numbers = dictionary["UIDeviceFamily"] as? [Any] {
            support.families = families(fromList: numbers.map { "\($0)" }.joined(separator: ","))
        }
        var values: [String: [String]] = [:]
        for key in orientationSettingKeys.map(plistKey(forSetting:)) {
            if let names = dictionary[key] as? [String] { values[key] = names }
        }
        apply(orientationValues: Dictionary(uniqueKeysWithValues: values.map { (settingKey(forPlistKey: $0.key), $0.value) }),
              to: &support)
        return support
    }

    /// Orientations (`INFOPLIST_KEY_UISupportedInterfaceOrientations…`) and families (`TARGETED_DEVICE_FAMILY`)
    /// in a `project.pbxproj`, merged over every target and configuration that sets them, and the `Info.plist`
    /// files its targets name (`INFOPLIST_FILE`, relative to the project's folder).
    static func fromProject(_ text: String) -> (support: AppDeviceSupport, infoPlistFiles: [String]) {
        var support = AppDeviceSupport()
        var infoPlistFiles: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            var target = AppDeviceSupport()
            if key == "TARGETED_DEVICE_FAMILY" {
                target.families = families(fromList: value)
            } else if key.hasPrefix("INFOPLIST_KEY_"), orientationSettingKeys.contains(String(key.dropFirst(14))) {
                apply(orientationValues: [String(key.dropFirst(14)): orientationNames(inSetting: value)], to: &target)
            } else if key == "INFOPLIST_FILE" {
                var file = value
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(prefix) {
                    file.removeFirst(prefix.count)
                }
                if !file.isEmpty, !file.contains("$"), !infoPlistFiles.contains(file) { infoPlistFiles.append(file) }
                continue
            } else {
                continue
            }
            support.merge(target)
        }
        return (support, infoPlistFiles)
    }

    // MARK: keys and values

    /// Build-setting spellings: the general key, then the per-family ones.
    private static let orientationSettingKeys = [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations_iPad",
    ]

    private static func plistKey(forSetting key: String) -> String {
        key.replacingOccurrences(of: "_iPhone", with: "~iphone").replacingOccurrences(of: "_iPad", with: "~ipad")
    }

    private static func settingKey(forPlistKey key: String) -> String {
        key.replacingOccurrences(of: "~iphone", with: "_iPhone").replacingOccurrences(of: "~ipad", with: "_iPad")
    }

    /// Sets the orientations from setting-keyed lists of orientation names: a per-family key wins over the general one.
    private static func apply(orientationValues: [String: [String]], to support: inout AppDeviceSupport) {
        let general = orientationValues["UISupportedInterfaceOrientations"].flatMap(orientations(fromNames:))
        support.phoneOrientations = orientationValues["UISupportedInterfaceOrientations_iPhone"].flatMap(orientations(fromNames:)) ?? general
        support.padOrientations = orientationValues["UISupportedInterfaceOrientations_iPad"].flatMap(orientations(fromNames:)) ?? general
    }

    /// A build setting's orientation list: names separated by spaces.
    private static func orientationNames(inSetting value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).map(String.init)
    }

    /// nil when no name is an orientation UIKit knows (an unresolved `$(VARIABLE)`, say): then nothing is known.
    private static func orientations(fromNames names: [String]) -> Set<AppDeviceSupport.Orientation>? {
        var result = Set<AppDeviceSupport.Orientation>()
        for name in names {
            if name.hasPrefix("UIInterfaceOrientationPortrait") { result.insert(.portrait) }
            if name.hasPrefix("UIInterfaceOrientationLandscape") { result.insert(.landscape) }
        }
        return result.isEmpty ? nil : result
    }

    /// `1` iPhone, `2` iPad (`"1,2"` both); other families (tv, watch, Mac) say nothing about these devices.
    private static func families(fromList value: String) -> Set<AppDeviceSupport.Family>? {
        var result = Set<AppDeviceSupport.Family>()
        for item in value.split(whereSeparator: { $0 == "," || $0 == " " }) {
            switch item.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) {
            case "1": result.insert(.phone)
            case "2": result.insert(.pad)
            default: break
            }
        }
        return result.isEmpty ? nil : result
    }
}
