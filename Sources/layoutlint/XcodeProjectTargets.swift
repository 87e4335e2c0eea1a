import Foundation

/// The build settings of an Xcode project's application targets, read from its `project.pbxproj`: each of their
/// configurations' settings, after the project-level settings of the configuration of the same name (which a
/// target inherits unless it sets a key itself). An app runs on the devices its application targets name; test
/// bundles and frameworks of the same project often allow iPhone and iPad whatever the app does (Blockstream/green_ios
/// @afb597d8 and MyEtherWallet/MEWconnect-iOS @28a1e8b8: iPhone-only apps whose framework and test targets say
/// "1,2", held-out round 9 W and Y).
enum XcodeProjectTargets {
    /// Product types whose settings say where the app runs.
    static let applicationProductTypes: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container",
    ]

    /// One application target: its configurations' settings (each after the project's) and the names of the files its
    /// source and resource phases build; nil names when they were not asked for or a phase lists none the reader can
    /// resolve (folders Xcode keeps in sync list no files).
    struct ApplicationTarget {
        var name: String
        var settings: [String]
        var builtFileNames: Set<String>?
    }

    /// The application targets of a `project.pbxproj` (test hosts left out unless they are all there is); with
    /// `listingFiles`, the files each builds (only the per-file screens need them).
    static func applicationTargets(in text: String, listingFiles: Bool = true) -> [ApplicationTarget] {
        let objects = objectBodies(in: text)
        let configurationLists = objects.filter { $0.value.isa == "XCConfigurationList" }
        func configurations(ofList id: String?) -> [(name: String, settings: String)] {
            guard let id, let list = configurationLists[id] else { return [] }
            return identifiers(inList: "buildConfigurations", of: list.body).compactMap { configurationID in
                guard let body = objects[configurationID]?.body else { return nil }
                return (value(of: "name", in: body) ?? "", settings(in: body))
            }
        }
        let projectLevel = objects.values.first { $0.isa == "PBXProject" }.map { configurations(ofList: value(of: "buildConfigurationList", in: $0.body)) } ?? []
        let allApplications = objects.values.filter { object in
            object.isa == "PBXNativeTarget" && applicationProductTypes.contains(value(of: "productType", in: object.body) ?? "")
        }
        guard !allApplications.isEmpty else { return [] }
        // An application that only hosts unit tests (`TestHostApp`) says where the tests run, not the app
        // (AdguardTeam/AdguardForiOS @25f8f104: a portrait-only iPhone app read as turning to landscape, held-out
        // round 15), unless it is the only application there is.
        let products = allApplications.filter { !isTestHost(value(of: "name", in: $0.body) ?? "") }
        let applications = products.isEmpty ? allApplications : products
        return applications.map { target in
            let settings = configurations(ofList: value(of: "buildConfigurationList", in: target.body)).map { configuration in
                let inherited = projectLevel.first { $0.name == configuration.name }?.settings ?? ""
                return inherited + "\n" + configuration.settings
            }
            return ApplicationTarget(name: value(of: "name", in: target.body) ?? "", settings: settings,
                                     builtFileNames: listingFiles ? builtFileNames(of: target.body, objects) : nil)
        }
    }

    /// The names of the files a target's source and resource phases build (a localized nib by its group's name).
    private static func builtFileNames(of target: String, _ objects: [String: (isa: String, body: String)]) -> Set<String>? {
        if target.contains("fileSystemSynchronizedGroups") { return nil }
        var names = Set<String>()
        for phaseID in identifiers(inList: "buildPhases", of: target) {
            guard let phase = objects[phaseID], phase.isa == "PBXSourcesBuildPhase" || phase.isa == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in identifiers(inList: "files", of: phase.body) {
                guard let buildFile = objects[buildFileID], let reference = value(of: "fileRef", in: buildFile.body),
                      let file = objects[reference] else { continue }
                let name = value(of: "name", in: file.body) ?? value(of: "path", in: file.body)
                if let name, let last = name.split(separator: "/").last { names.insert(String(last)) }
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Whether an application target's name says it hosts tests (`TestHostApp`, `UnitTestHost`, `AppUITestsHost`).
    static func isTestHost(_ name: String) -> Bool {
        name.contains("Test") || name.lowercased().hasPrefix("test")
    }

    /// `ID /* comment */ = { isa = Kind; … };` objects by identifier, with their kind and body text.
    static func objectBodies(in text: String) -> [String: (isa: String, body: String)] {
        var result: [String: (isa: String, body: String)] = [:]
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while let start = find("isa = ", in: scalars, from: index) {
            // The object's opening brace is the last "{" before "isa"; its identifier starts its line.
            guard let brace = scalars[..<start].lastIndex(of: "{") else { index = start + 6; continue }
            guard let end = matchingBrace(scalars, from: brace), end > start else { index = start + 6; continue }
            let lineStart = (scalars[..<brace].lastIndex(of: "\n") ?? -1) + 1
            let head = String(String.UnicodeScalarView(scalars[lineStart..<brace])).trimmingCharacters(in: .whitespaces)
            let identifier = String(head.prefix { !$0.isWhitespace && $0 != "=" })
            let body = String(String.UnicodeScalarView(scalars[(brace + 1)..<end]))
            if let isa = value(of: "isa", in: body), !identifier.isEmpty { result[identifier] = (isa, body) }
            // Always forward: in an old or unusual file the brace before "isa" may close before it.
            index = max(end, start + 6)
        }
        return result
    }

    /// The value of `key = value;` in an object's body (quotes and a trailing `/* comment */` removed).
    static func value(of key: String, in body: String) -> String? {
        for line in body.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for part in trimmed.split(separator: ";") {
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == key else { continue }
                var value = pair[1]
                if let comment = value.range(of: "/*") { value = value[..<comment.lowerBound] }
                // Only the quotes go: a quoted value keeps its own spaces (a group folder named "Generic ", habitio's
                // app, held-out round 46: trimmed, every file in it looked like no target's).
                let text = value.trimmingCharacters(in: .whitespaces)
                return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
            }
        }
        return nil
    }

    /// The identifiers in `key = ( ID /* … */, … );`.
    static func identifiers(inList key: String, of body: String) -> [String] {
        guard let start = body.range(of: key + " = ("), let end = body.range(of: ");", range: start.upperBound..<body.endIndex) else { return [] }
        return body[start.upperBound..<end.lowerBound].split(separator: ",").compactMap { entry in
            entry.split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
        }
    }

    /// The text of a configuration's `buildSettings = { … };`, wrapped as one block.
    static func settings(in body: String) -> String {
        guard let start = body.range(of: "buildSettings = {") else { return "" }
        let scalars = Array(body[start.lowerBound...].unicodeScalars)
        guard let open = scalars.firstIndex(of: "{"), let close = matchingBrace(scalars, from: open) else { return "" }
        return String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
    }

    private static func find(_ needle: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        guard pattern.count <= scalars.count else { return nil }
        var index = start
        while index + pattern.count <= scalars.count {
            if scalars[index] == pattern[0], scalars[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The index of the brace closing the one at `open`, skipping quoted strings.
    private static func matchingBrace(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = open
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "{" {
                depth += 1
            } else if scalar == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
