import Foundation
import XCTest
@testable import layoutlint

/// A `project.pbxproj` saved as an XML property list is read as Xcode's text format (`XcodeProjectXMLFormat`).
final class XcodeProjectXMLFormatTests: XCTestCase {
    /// A project with one application target building one Swift file and one storyboard.
    private let projectFile: [String: Any] = [
        "archiveVersion": "1", "objectVersion": "46", "rootObject": "P1",
        "objects": [
            "P1": ["isa": "PBXProject", "buildConfigurationList": "L1", "targets": ["T1"]],
            "L1": ["isa": "XCConfigurationList", "buildConfigurations": ["C1"]],
            "C1": ["isa": "XCBuildConfiguration", "name": "Debug", "buildSettings": ["SDKROOT": "iphoneos"]],
            "T1": ["isa": "PBXNativeTarget", "name": "Shop App", "productType": "com.apple.product-type.application",
                   "buildConfigurationList": "L2", "buildPhases": ["S1", "R1"]],
            "L2": ["isa": "XCConfigurationList", "buildConfigurations": ["C2"]],
            "C2": ["isa": "XCBuildConfiguration", "name": "Debug",
                   "buildSettings": ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "Shop App/Info.plist"]],
            "S1": ["isa": "PBXSourcesBuildPhase", "files": ["B1"]],
            "R1": ["isa": "PBXResourcesBuildPhase", "files": ["B2"]],
            "B1": ["isa": "PBXBuildFile", "fileRef": "F1"],
            "B2": ["isa": "PBXBuildFile", "fileRef": "F2"],
            "F1": ["isa": "PBXFileReference", "path": "Cart Screen.swift"],
            "F2": ["isa": "PBXFileReference", "path": "Base.lproj/Main.storyboard"],
        ] as [String: Any],
    ]

    func testAnXMLProjectNamesItsTargetsFilesAndSettings() throws {
        let project = try TemporaryProject(label: "xml-project", subfolder: "App.xcodeproj")
        defer { project.remove() }
        let path = project.folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        let xml = try PropertyListSerialization.data(fromPropertyList: projectFile, format: .xml, options: 0)
        XCTAssertTrue(XcodeProjectXMLFormat.isXML(xml))
        try xml.write(to: URL(fileURLWithPath: path))

        let targets = ProjectFileContents().applicationTargets(atPath: path)
        XCTAssertEqual(targets.map(\.name), ["Shop App"])
        XCTAssertEqual(targets.first?.builtFileNames, ["Cart Screen.swift", "Main.storyboard"])
        let settings = targets.first?.settings.joined(separator: "\n") ?? ""
        XCTAssertTrue(settings.contains("TARGETED_DEVICE_FAMILY = \"1,2\";"), settings)
        XCTAssertTrue(settings.contains("INFOPLIST_FILE = \"Shop App/Info.plist\";"), settings)
        XCTAssertTrue(settings.contains("SDKROOT = iphoneos;"), settings)
    }

    func testTextProjectsAndBrokenXMLAreLeftAsTheyAre() {
        XCTAssertFalse(XcodeProjectXMLFormat.isXML(Data("// !$*UTF8*$!\n{\n}\n".utf8)))
        XCTAssertTrue(XcodeProjectXMLFormat.isXML(Data("\u{FEFF}  <?xml version=\"1.0\"?><plist".utf8)))
        XCTAssertNil(XcodeProjectXMLFormat.textFormat(of: Data("<?xml version=\"1.0\"?><plist><array/></plist>".utf8)))
        XCTAssertEqual(XcodeProjectXMLFormat.quoted("Main.storyboard"), "Main.storyboard")
        XCTAssertEqual(XcodeProjectXMLFormat.quoted("a \"b\"\\"), "\"a \\\"b\\\"\\\\\"")
    }
}
