import Foundation
import XCTest
@testable import layoutlint

/// Which folders `lint` walks into.
final class FileDiscoveryTests: XCTestCase {
    func testLocalizationCatalogsArchivesAndDependenciesAreNotWalked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["App/Base.lproj", "Localizations/en.xcloc/Source Contents/App/Base.lproj", "Build/App.xcarchive",
                       "Pods/Lib", "App/Sub"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: root + "/" + folder + "/Main.storyboard", contents: Data("<document/>".utf8))
        }
        for backup in ["App/Base.lproj/Main~.storyboard", "App/Base.lproj/Main.storyboard~", "App/Base.lproj/Main~ipad.storyboard"] {
            FileManager.default.createFile(atPath: root + "/" + backup, contents: Data("<document/>".utf8))
        }
        let found = FileDiscovery(extensions: ["storyboard"]).files(under: [root]).files
        XCTAssertEqual(found.map { String($0.dropFirst(root.count + 1)) }.sorted(),
                       ["App/Base.lproj/Main.storyboard", "App/Base.lproj/Main~ipad.storyboard", "App/Sub/Main.storyboard"],
                       "editor backups (Main~.storyboard) are skipped, device-specific files (Main~ipad) are read")
    }
}
