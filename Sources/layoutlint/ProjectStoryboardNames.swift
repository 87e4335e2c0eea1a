import Foundation
import LayoutReaders

/// The storyboards an app's project files name for UIKit or AppKit to load: every string of its Info.plists
/// (`UIMainStoryboardFile`, `UILaunchStoryboardName`, `NSMainStoryboardFile`, the scene manifest's
/// `UISceneStoryboardFile`, an extension's `NSExtensionMainStoryboard`: any string value is taken, which can only keep
/// more storyboards read), the values of `INFOPLIST_KEY_` build settings (Xcode's generated Info.plists), and every
/// word of an XcodeGen or Tuist spec. Nil when no project file was read: then any storyboard may be the app's main one.
enum ProjectStoryboardNames {
    /// `ProjectFacts.storyboardsNamedByProject` from the project descriptions found in the folders walked, or, with none,
    /// those of the Xcode projects above `start`. Sample apps' projects count here: their storyboards are loaded by them.
    static func facts(byWalked walked: [String], start: String?, _ contents: ProjectFileContents) -> ProjectFacts {
        var facts = ProjectFacts()
        let named = named(by: walked.isEmpty ? start.map(AppDeviceSupportReader.projectsAbove) ?? [] : walked, contents)
        facts.storyboardsNamedByProject = named?.all
        facts.storyboardsNamedByProjectForPadOnly = named?.padOnly ?? []
        // A project description inside the folders walked: the files linted are the app's, not a few of them.
        facts.lintsWholeProject = !walked.isEmpty
        return facts
    }

    /// The names `descriptions` (project files and Info.plists, as `AppDeviceSupportReader` finds them) and the
    /// Info.plists their targets name hold; nil when there is none, or a target's Info.plist cannot be found. `padOnly`:
    /// those named only as values of iPad keys (`UIMainStoryboardFile~ipad`).
    static func named(by descriptions: [String], _ contents: ProjectFileContents) -> (all: Set<String>, padOnly: Set<String>)? {
        guard !descriptions.isEmpty else { return nil }
        var names = Set<String>()
        var padNames = Set<String>()
        var pending = descriptions
        var seen = Set<String>()
        var testBundlePlists = Set<String>()
        while let path = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            guard let data = contents.data(atPath: path) else {
                // A target's Info.plist not found: what it names is unknown, unless only test bundles use it.
                if path.hasSuffix(".plist") && !descriptions.contains(path) && !testBundlePlists.contains(path) { return nil }
                continue
            }
            if path.hasSuffix(".pbxproj") {
                let (values, plists) = infoPlistSettings(String(decoding: data, as: UTF8.self))
                guard let plists else { return nil }
                names.formUnion(values)
                let root = AppDeviceSupportReader.projectRoot(ofProjectFile: path)
                let testOnly = XcodeProjectTargets.infoPlistsOnlyTestBundlesUse(in: contents.projectObjects(atPath: path))
                testBundlePlists.formUnion(testOnly.map { AppDeviceSupportReader.path(AppDeviceSupportReader.withoutRootVariable($0), in: root) })
                pending += plists.map { AppDeviceSupportReader.path($0, in: root) }
            } else if AppDeviceSupportReader.isProject(path) {
                names.formUnion(words(String(decoding: data, as: UTF8.self)))
            } else if let plist = contents.propertyList(atPath: path) {
                collectStrings(plist, into: &names, padOnly: &padNames)
            }
        }
        return (names.union(padNames), padNames.subtracting(names))
    }

    /// The values of a `project.pbxproj`'s `INFOPLIST_KEY_` settings and the Info.plist files its `INFOPLIST_FILE`
    /// settings name; nil files when one is built from a variable other than the project's folder.
    private static func infoPlistSettings(_ text: String) -> (values: Set<String>, plists: [String]?) {
        var values = Set<String>()
        var plists: [String] = []
        for line in linesMentioningInfoPlistSettings(text) {
            guard let (key, value) = AppDeviceSupportReader.settingPair(line) else { continue }
            if key.hasPrefix("INFOPLIST_KEY_") {
                values.insert(value)
            } else if key == "INFOPLIST_FILE" {
                let file = AppDeviceSupportReader.withoutRootVariable(value)
                if file.contains("$") { return (values, nil) }
                if !file.isEmpty { plists.append(file) }
            }
        }
        return (values, plists)
    }

    /// The lines of a project file that can set an `INFOPLIST_` key: found in the bytes (splitting a 1 MB project
    /// file into lines of characters was a tenth of a warm run); a file with carriage returns is split as before.
    private static func linesMentioningInfoPlistSettings(_ text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        guard !bytes.contains(13) else { return text.split(separator: "\n") }
        let marker = Array("INFOPLIST_".utf8)
        var lines: [Substring] = []
        var index = 0
        var lastLineStart = -1
        while let found = TextBytes.firstIndex(of: marker, in: bytes, from: index) {
            index = found
            let start = (bytes[..<index].lastIndex(of: 10) ?? -1) + 1
            let end = bytes[index...].firstIndex(of: 10) ?? bytes.count
            if start != lastLineStart {
                lines.append(Substring(String(decoding: bytes[start..<end], as: UTF8.self)))
                lastLineStart = start
            }
            index = end
        }
        return lines
    }

    /// Every string in a property list's values, at any depth.
    private static func collectStrings(_ value: Any, into names: inout Set<String>, padOnly: inout Set<String>) {
        if let text = value as? String {
            names.insert(text)
        } else if let dictionary = value as? [String: Any] {
            for (key, element) in dictionary {
                // `UIMainStoryboardFile~ipad`: what iPads load instead (Apple, Information Property List Key Reference,
                // "device-specific keys").
                if key.lowercased().hasSuffix("~ipad") {
                    var padNames = Set<String>(), nested = Set<String>()
                    collectStrings(element, into: &padNames, padOnly: &nested)
                    padOnly.formUnion(padNames.union(nested))
                } else {
                    collectStrings(element, into: &names, padOnly: &padOnly)
                }
            }
        } else if let array = value as? [Any] {
            for element in array { collectStrings(element, into: &names, padOnly: &padOnly) }
        }
    }

    /// The words of a spec's text (letters, digits, `_`, `-`, `~`): a storyboard named in it in any syntax.
    private static func words(_ text: String) -> Set<String> {
        let separators = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-~")).inverted
        return Set(text.components(separatedBy: separators).filter { !$0.isEmpty })
    }
}
