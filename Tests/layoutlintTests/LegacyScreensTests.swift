import Foundation
import LayoutEngine
import LayoutModel
import XCTest
@testable import layoutlint

/// An iOS app without a launch storyboard runs at its launch images' sizes (320 × 568 zoomed on larger phones,
/// 768 × 1024 on iPads), so a layout drawn for 320 points is not checked at 375.
final class LegacyScreensTests: XCTestCase {
    /// One iPhone application target: iOS, its Info.plist and a launch image set named in the build settings.
    static func project(settings: String) -> String {
        """
        // !$*UTF8*$!
        {
        	objects = {
        		P0 = {
        			isa = PBXProject;
        			buildConfigurationList = PL;
        		};
        		T1 = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1;
        			name = Field;
        			productType = "com.apple.product-type.application";
        		};
        		C0 = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				SDKROOT = iphoneos;
        				TARGETED_DEVICE_FAMILY = 1;
        			};
        			name = Release;
        		};
        		C1 = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "Field/Info.plist";
        \(settings)
        			};
        			name = Release;
        		};
        		PL = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C0,
        			);
        		};
        		L1 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C1,
        			);
        		};
        	};
        }
        """
    }

    static let launchSet = """
        {"images": [
          {"orientation": "portrait", "idiom": "iphone", "filename": "Default@2x.png", "extent": "full-screen", "scale": "2x"},
          {"orientation": "portrait", "idiom": "iphone", "subtype": "retina4", "filename": "Default-568h@2x.png", "scale": "2x"},
          {"orientation": "portrait", "idiom": "iphone", "subtype": "667h", "scale": "2x"},
          {"orientation": "portrait", "idiom": "ipad", "filename": "Default-Portrait.png", "scale": "1x"}
        ], "info": {"version": 1, "author": "xcode"}}
        """

    /// A banner drawn 320 points wide and pinned to both sides of its screen: it fits only a 320-point screen.
    static let banner = """
        scene Field viewController
        root view
        view banner in view
        banner.top == view.top
        banner.leading == view.leading
        banner.trailing == view.trailing
        banner.width == 320
        banner.height == 44
        """

    private func makeApp(settings: String, plist: String) throws -> TemporaryProject {
        let project = try TemporaryProject(label: "legacy-screens", subfolder: "Field/Field.xcodeproj")
        let manager = FileManager.default
        try manager.createDirectory(at: project.folder.appendingPathComponent("Field/Field/Images.xcassets/LaunchImage.launchimage"),
                                    withIntermediateDirectories: true)
        try project.write(Self.project(settings: settings), to: "Field/Field.xcodeproj/project.pbxproj")
        try project.write(AppDeviceSupportTests.plist(plist), to: "Field/Field/Info.plist")
        try project.write(Self.launchSet, to: "Field/Field/Images.xcassets/LaunchImage.launchimage/Contents.json")
        try project.write(Self.banner, to: "Field/Field/banner.layout")
        return project
    }

    private let launchImageSetting = "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = LaunchImage;"
    private let portrait = "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"

    func testAnAppWithoutALaunchStoryboardRunsAtItsLaunchImagesSizes() throws {
        let project = try makeApp(settings: launchImageSetting, plist: portrait)
        defer { project.remove() }
        let (code, output) = project.lint(["Field", "--no-config"])
        XCTAssertEqual(code, .success, output.standardOutput)
        XCTAssertTrue(output.standardError.contains("no launch storyboard: runs at 320 × 480, 320 × 568"), output.standardError)
    }

    func testALaunchStoryboardRunsTheAppAtEveryDevicesSize() throws {
        for key in ["UILaunchStoryboardName", "UILaunchStoryboardName~iphone", "UILaunchScreen"] {
            let project = try makeApp(settings: launchImageSetting, plist: portrait + "<key>\(key)</key><string>Launch</string>")
            defer { project.remove() }
            let (code, output) = project.lint(["Field", "--no-config"])
            XCTAssertEqual(code, .lintErrors, key + ": " + output.standardOutput)
            XCTAssertTrue(output.standardOutput.contains("banner.width == 320"), output.standardOutput)
        }
        let generated = try makeApp(settings: launchImageSetting + "\nINFOPLIST_KEY_UILaunchStoryboardName = Launch;", plist: portrait)
        defer { generated.remove() }
        XCTAssertEqual(generated.lint(["Field", "--no-config"]).0, .lintErrors, "a build setting names it")
    }

    /// Whatever could name a storyboard and was not read keeps every device's own size.
    func testUnreadFactsKeepEveryDevice() throws {
        let cases: [(String, String, String)] = [
            ("no platform", launchImageSetting, "SDKROOT = iphoneos;"),
            ("a launch set not found", "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = Splash;", ""),
            ("an Info.plist path with a variable", launchImageSetting, "INFOPLIST_FILE = \"Field/Info.plist\";"),
        ]
        for (reason, settings, removed) in cases {
            let project = try makeApp(settings: settings, plist: portrait)
            defer { project.remove() }
            var text = try project.read("Field/Field.xcodeproj/project.pbxproj")
            if !removed.isEmpty {
                let replacement = removed.hasPrefix("INFOPLIST") ? "INFOPLIST_FILE = \"$(TARGET_NAME)/Info.plist\";" : ""
                text = text.replacingOccurrences(of: removed, with: replacement)
            }
            try project.write(text, to: "Field/Field.xcodeproj/project.pbxproj")
            let (code, output) = project.lint(["Field", "--no-config"])
            XCTAssertEqual(code, .lintErrors, reason + ": " + output.standardOutput)
            XCTAssertFalse(output.standardError.contains("no launch storyboard"), reason)
        }
    }

    func testAMacApplicationSaysNothingOfPhones() {
        let contents = ProjectFileContents()
        XCTAssertEqual(LaunchScreenReader.launch(settings: ["SDKROOT = macosx;"], projectText: "", root: "/nowhere", contents), .notIOS)
        XCTAssertEqual(LaunchScreenReader.launch(settings: ["PRODUCT_NAME = App;"], projectText: "", root: "/nowhere", contents), .unknown)
    }

    func testInfoPlistLaunchImagesAndClassicFiles() {
        let listed = LaunchScreenReader.launch(infoPlist: ["UILaunchImages": [
            ["UILaunchImageSize": "{375, 667}", "UILaunchImageOrientation": "Portrait"],
            ["UILaunchImageSize": "{667, 375}", "UILaunchImageOrientation": "Landscape"],
        ], "UILaunchImageFile": "Splash"])
        XCTAssertEqual(listed, .images(assetSets: [], sizes: [Size(width: 375, height: 667)], fileBases: ["Splash"]))
        XCTAssertEqual(LaunchImageFiles.classicFileSize("Default-568h@2x.png", bases: ["Default"]), Size(width: 320, height: 568))
        XCTAssertEqual(LaunchImageFiles.classicFileSize("Splash-667h@2x~iphone.png", bases: ["Splash"]), Size(width: 375, height: 667))
        XCTAssertNil(LaunchImageFiles.classicFileSize("background-568h@2x.png", bases: ["Default"]), "an image, not a launch image")
    }

    func testNoThreeAndAHalfInchPhoneRunsIOS10() {
        let both = LegacyScreens(phoneSizes: [Size(width: 320, height: 480), Size(width: 320, height: 568)])
        XCTAssertEqual(both.forDeploymentTarget(12).phoneSizes, [Size(width: 320, height: 568)])
        XCTAssertEqual(both.forDeploymentTarget(9.3).phoneSizes.count, 2)
        let none = LegacyScreens(phoneSizes: [])
        XCTAssertEqual(none.forDeploymentTarget(12).phoneSizes, [Size(width: 320, height: 480)], "every phone zooms the 480-point screen")
    }

    func testLegacyDevicesKeepTheAppsOrientationsAndReplaceIPads() {
        let legacy = LegacyScreens(phoneSizes: [Size(width: 320, height: 568)])
        var support = AppDeviceSupport()
        support.families = [.phone, .pad]
        support.phoneOrientations = [.portrait]
        support.legacyScreens = legacy
        let devices = support.devices(from: DeviceCatalog.defaultSet)
        XCTAssertEqual(Set(devices.map(\.size)), [Size(width: 1024, height: 768), Size(width: 768, height: 1024), Size(width: 320, height: 568)])
        XCTAssertEqual(devices.count, 3, devices.map(\.name).joined(separator: ", "))
    }
}
