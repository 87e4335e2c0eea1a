import Foundation

/// Where an XcodeGen project's app runs, from its `project.yml` spec: build settings and `info: properties:` keys, and
/// the Info.plist files its targets name (XcodeGen generates the Xcode project, which a repository often leaves out or
/// keeps only as a stale copy; DSM-DMS/SMS-iOS-V1 @69521cde, held-out round 56).
extension AppDeviceSupportReader {
    /// The Info.plist files an XcodeGen spec names (`INFOPLIST_FILE: App/Info.plist` in a target's settings, `info:`
    /// `path: App/Info.plist`), relative to the spec's folder; values with build variables are skipped.
    static func xcodeGenInfoPlistFiles(_ text: String) -> [String] {
        var files: [String] = []
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " -\"'"))
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let hash = value.range(of: " #") { value = String(value[..<hash.lowerBound]) }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            guard key == "INFOPLIST_FILE" || (key == "path" && value.hasSuffix(".plist")),
                  !value.isEmpty, !value.contains("$"), !files.contains(value) else { continue }
            files.append(value)
        }
        return files
    }

    /// Orientations and families in an XcodeGen spec: build settings (`TARGETED_DEVICE_FAMILY: "1"`,
    /// `INFOPLIST_KEY_UISupportedInterfaceOrientations: …`) and `info: properties:` keys, with their lists inline
    /// (`[A, B]`) or as `- A` lines below. Read line by line; what is not recognised is skipped.
    static func fromXcodeGenSpec(_ text: String) -> AppDeviceSupport {
        var declared = DeclaredKeys()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let hash = line.range(of: " #") else { return line }
            return line[..<hash.lowerBound]
        }
        let plistKeys = orientationSettingKeys.map(plistKey(forSetting:))
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let colon = line.firstIndex(of: ":") else { continue }
            let indentation = line.prefix { $0 == " " }.count
            let key = line[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " -\"'"))
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            guard plistKeys.contains(key) else {
                declared.read(key: key, value: value)
                continue
            }
            var names = value.split(whereSeparator: { "[], \"'".contains($0) }).map(String.init)
            while value.isEmpty, index < lines.count {
                let item = lines[index].trimmingCharacters(in: .whitespaces)
                let itemIndentation = lines[index].prefix { $0 == " " }.count
                guard item.hasPrefix("-"), itemIndentation >= indentation else { break }
                names.append(item.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: " \"'")))
                index += 1
            }
            declared.orientations[settingKey(forPlistKey: key), default: []] += names
        }
        return declared.support
    }
}
