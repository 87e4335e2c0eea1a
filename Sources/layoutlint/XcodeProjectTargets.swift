import Foundation
import LayoutReaders

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
        /// Per configuration, the xcconfig files it is based on (`baseConfigurationReference`), the project's first and
        /// the target's last, as paths relative to the project's folder (the reference's `path`, else its name).
        var configurationFiles: [[String]] = []
    }

    /// The application targets of a `project.pbxproj` (test hosts left out unless they are all there is); with
    /// `listingFiles`, the files each builds (only the per-file screens need them).
    static func applicationTargets(in text: String, listingFiles: Bool = true) -> [ApplicationTarget] {
        applicationTargets(in: XcodeProjectObjects(text: text), listingFiles: listingFiles)
    }

    /// `applicationTargets(in:listingFiles:)` of a project file already scanned.
    static func applicationTargets(in objects: XcodeProjectObjects, listingFiles: Bool = true) -> [ApplicationTarget] {
        func configurations(ofList id: String?) -> [(name: String, settings: String, file: String?)] {
            guard let id, let list = objects[id], list.isa == "XCConfigurationList" else { return [] }
            return identifiers(inList: "buildConfigurations", of: list.body).compactMap { configurationID in
                guard let configuration = objects[configurationID] else { return nil }
                let file = configuration.value(of: "baseConfigurationReference").flatMap { objects[$0] }
                    .flatMap { $0.value(of: "path") ?? $0.value(of: "name") }
                return (configuration.value(of: "name") ?? "", settings(in: configuration.body), file)
            }
        }
        let projectLevel = objects.first(isa: "PBXProject").map { configurations(ofList: $0.value(of: "buildConfigurationList")) } ?? []
        let allApplications = objects.byIdentifier.values.filter { object in
            object.isa == "PBXNativeTarget" && applicationProductTypes.contains(object.value(of: "productType") ?? "")
        }
        guard !allApplications.isEmpty else { return [] }
        // An application that only hosts unit tests (`TestHostApp`) says where the tests run, not the app
        // (AdguardTeam/AdguardForiOS @25f8f104: a portrait-only iPhone app read as turning to landscape, held-out
        // round 15), unless it is the only application there is.
        let products = allApplications.filter { !isTestHost($0.value(of: "name") ?? "") }
        let applications = products.isEmpty ? allApplications : products
        return applications.map { target in
            // Each configuration after the project's configuration of the same name: its settings, its xcconfig files.
            let layered = configurations(ofList: target.value(of: "buildConfigurationList")).map { configuration in
                (configuration, projectLevel.first { $0.name == configuration.name })
            }
            return ApplicationTarget(name: target.value(of: "name") ?? "",
                                     settings: layered.map { own, project in (project?.settings ?? "") + "\n" + own.settings },
                                     builtFileNames: listingFiles ? builtFileNames(of: target.body, objects) : nil,
                                     configurationFiles: layered.map { own, project in [project?.file, own.file].compactMap { $0 } })
        }
    }

    /// The names of the files a target's source and resource phases build (a localized nib by its group's name).
    private static func builtFileNames(of target: String, _ objects: XcodeProjectObjects) -> Set<String>? {
        if target.contains("fileSystemSynchronizedGroups") { return nil }
        var names = Set<String>()
        for phaseID in identifiers(inList: "buildPhases", of: target) {
            guard let phase = objects[phaseID], phase.isa == "PBXSourcesBuildPhase" || phase.isa == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in identifiers(inList: "files", of: phase.body) {
                guard let buildFile = objects[buildFileID], let reference = buildFile.value(of: "fileRef"),
                      let file = objects[reference] else { continue }
                let name = file.value(of: "name") ?? file.value(of: "path")
                if let name, let last = name.split(separator: "/").last { names.insert(String(last)) }
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Whether an application target's name says it hosts tests (`TestHostApp`, `UnitTestHost`, `AppUITestsHost`).
    static func isTestHost(_ name: String) -> Bool {
        name.contains("Test") || name.lowercased().hasPrefix("test")
    }

    /// The value of `key = value;` in an object's body (see `XcodeProjectObjects.fields(in:)`).
    static func value(of key: String, in body: String) -> String? {
        XcodeProjectObjects.fields(in: body)[key]
    }

    /// The identifiers in `key = ( ID /* … */, … );`.
    static func identifiers(inList key: String, of body: String) -> [String] {
        if let ascii = asciiIdentifiers(inList: key, of: body) { return ascii }
        guard let start = body.range(of: key + " = ("), let end = body.range(of: ");", range: start.upperBound..<body.endIndex) else { return [] }
        return body[start.upperBound..<end.lowerBound].split(separator: ",").compactMap { entry in
            entry.split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
        }
    }

    /// `identifiers(inList:of:)` found in the bytes when the list is ASCII (what Xcode writes; Foundation's search on
    /// every phase and group was a twentieth of a warm run); nil for a list with other characters.
    static func asciiIdentifiers(inList key: String, of body: String) -> [String]? {
        var text = body
        return text.withUTF8 { bytes -> [String]? in
            let open = Array((key + " = (").utf8)
            guard let start = TextBytes.firstIndex(of: open, in: bytes) else { return [] }
            let listStart = start + open.count
            guard let end = TextBytes.firstIndex(of: Array(");".utf8), in: bytes, from: listStart) else { return [] }
            let list = bytes[listStart..<end]
            guard !list.contains(where: { $0 >= 0x80 }) else { return nil }
            let isSpace = { (byte: UInt8) in byte == 32 || (byte >= 9 && byte <= 13) }
            return list.split(separator: UInt8(ascii: ",")).compactMap { entry in
                entry.split(whereSeparator: isSpace).first.map { String(decoding: $0, as: UTF8.self) }
            }
        }
    }

    /// Test bundles' product types: what their Info.plists say loads no storyboard of the app.
    static let testProductTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

    /// The `INFOPLIST_FILE` values only test bundles' configurations set (as written, relative to the project's folder):
    /// an Info.plist of a test bundle missing from a checkout says nothing about the storyboards the app loads
    /// (fotolockr/CakeWallet @ held-out round 95: a `WalletTests/Info.plist` never committed left every class "possibly
    /// created", and a cell nothing creates was checked).
    static func infoPlistsOnlyTestBundlesUse(in objects: XcodeProjectObjects) -> Set<String> {
        var byTests = Set<String>()
        var byOthers = Set<String>()
        for target in objects.byIdentifier.values where target.isa == "PBXNativeTarget" {
            let isTest = testProductTypes.contains(target.value(of: "productType") ?? "")
            guard let listID = target.value(of: "buildConfigurationList"), let list = objects[listID] else { continue }
            for configurationID in identifiers(inList: "buildConfigurations", of: list.body) {
                guard let configuration = objects[configurationID] else { continue }
                for line in settings(in: configuration.body).split(separator: "\n") {
                    guard let (key, value) = AppDeviceSupportReader.settingPair(line), key == "INFOPLIST_FILE" else { continue }
                    if isTest { byTests.insert(value) } else { byOthers.insert(value) }
                }
            }
        }
        return byTests.subtracting(byOthers)
    }

    /// The text of a configuration's `buildSettings = { … };`, wrapped as one block.
    static func settings(in body: String) -> String {
        guard let start = body.range(of: "buildSettings = {") else { return "" }
        let bytes = Array(body[start.lowerBound...].utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "{")), let close = XcodeProjectObjects.matchingBrace(bytes, from: open) else { return "" }
        return String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
    }
}
