import Foundation
import LayoutModel
@testable import layoutlint
import XCTest

/// A file built only by a portrait app target is checked on portrait screens, though another application target of the
/// project (a screenshot helper) turns to landscape.
final class FileScreensTests: XCTestCase {
    /// Two application targets: `Reader` builds Review.storyboard and ReviewCell.swift; `Snapshots` builds Shots.swift
    /// and ReviewCell.swift.
    private static let twoApps = """
        // !$*UTF8*$!
        {
        	objects = {
        		F1 /* Review.storyboard */ = {isa = PBXVariantGroup; children = (F1a /* Base */, ); name = Review.storyboard; sourceTree = "<group>"; };
        		F2 /* ReviewCell.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Sources/ReviewCell.swift; sourceTree = "<group>"; };
        		F3 /* Shots.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shots.swift; sourceTree = "<group>"; };
        		B1 /* Review.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Review.storyboard */; };
        		B2 /* ReviewCell.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* ReviewCell.swift */; };
        		B3 /* Shots.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Shots.swift */; };
        		B4 /* ReviewCell.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* ReviewCell.swift */; };
        		R1 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			files = (
        				B1 /* Review.storyboard in Resources */,
        			);
        		};
        		S1 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			files = (
        				B2 /* ReviewCell.swift in Sources */,
        			);
        		};
        		S2 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			files = (
        				B3 /* Shots.swift in Sources */,
        				B4 /* ReviewCell.swift in Sources */,
        			);
        		};
        		T1 /* Reader */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1;
        			buildPhases = (
        				S1 /* Sources */,
        				R1 /* Resources */,
        			);
        			name = Reader;
        			productType = "com.apple.product-type.application";
        		};
        		T2 /* Snapshots */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L2;
        			buildPhases = (
        				S2 /* Sources */,
        			);
        			name = Snapshots;
        			productType = "com.apple.product-type.application";
        		};
        		C1 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
        				TARGETED_DEVICE_FAMILY = 1;
        			};
        			name = Debug;
        		};
        		C2 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
        				TARGETED_DEVICE_FAMILY = 1;
        			};
        			name = Debug;
        		};
        		L1 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C1 /* Debug */,
        			);
        		};
        		L2 = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C2 /* Debug */,
        			);
        		};
        	};
        }
        """

    func testEachTargetListsTheFilesItBuilds() {
        let targets = XcodeProjectTargets.applicationTargets(in: Self.twoApps)
        XCTAssertEqual(targets.map(\.name).sorted(), ["Reader", "Snapshots"])
        XCTAssertEqual(targets.first { $0.name == "Reader" }?.builtFileNames, ["Review.storyboard", "ReviewCell.swift"])
        XCTAssertEqual(targets.first { $0.name == "Snapshots" }?.builtFileNames, ["Shots.swift", "ReviewCell.swift"])
    }

    /// Writes `text` as `Reader.xcodeproj/project.pbxproj` in a new folder; the folder, to remove, and the file's path.
    private func writeProject(_ text: String) throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-screens-\(UUID().uuidString)")
        let project = folder.appendingPathComponent("Reader.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let path = project.appendingPathComponent("project.pbxproj").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    func testAFileOnlyThePortraitTargetBuildsStaysPortrait() throws {
        let (folder, path) = try writeProject(Self.twoApps)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = AppDeviceSupportReader.fileScreens(environment: [:], paths: [path], start: nil)
        XCTAssertEqual(screens.screens(ofFileAt: "ios/Resources/Review.storyboard"), [.phonePortrait])
        XCTAssertNil(screens.screens(ofFileAt: "Sources/ReviewCell.swift"), "both targets build it: the app's screens")
        XCTAssertNil(screens.screens(ofFileAt: "Shots.swift"), "its target runs everywhere the app does")
        XCTAssertNil(screens.screens(ofFileAt: "Elsewhere.swift"), "in no target's list")
        XCTAssertEqual(AppDeviceSupportReader.fileScreens(environment: ["TARGETED_DEVICE_FAMILY": "1"], paths: [path], start: nil), FileScreens(),
                       "Xcode's build phase names the target being built")
    }

    /// A Mac application building a file of the same name as an iPhone target's runs on no phone: the file keeps the
    /// iPhone target's screens.
    func testAMacTargetGivesNoPhoneScreens() throws {
        let withMac = Self.twoApps.replacingOccurrences(
            of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\";\n\t\t\t\tTARGETED_DEVICE_FAMILY = 1;",
            with: "SDKROOT = macosx;")
        XCTAssertNotEqual(withMac, Self.twoApps)
        let (folder, path) = try writeProject(withMac)
        defer { try? FileManager.default.removeItem(at: folder) }
        let targets = AppDeviceSupportReader.targetScreens(ofProjectAt: path, ProjectFileContents())
        XCTAssertEqual(targets.first { $0.builtFileNames?.contains("Shots.swift") == true }?.screens, [], "the Mac app runs on no phone")
        XCTAssertEqual(targets.first { $0.builtFileNames?.contains("Review.storyboard") == true }?.screens, [.phonePortrait])
    }

    /// A target that states no family in the project file takes the one its xcconfig sets (its own over an included
    /// one); an xcconfig the reader cannot find leaves the family unknown.
    func testTheFamilyAnXcconfigSetsIsRead() throws {
        let based = Self.twoApps
            .replacingOccurrences(of: "C1 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
                                  with: "C1 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = X1 /* App.xcconfig */;")
            .replacingOccurrences(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;\n\t\t\t\tTARGETED_DEVICE_FAMILY = 1;",
                                  with: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;")
            .replacingOccurrences(of: "\tobjects = {\n",
                                  with: "\tobjects = {\n\t\tX1 /* App.xcconfig */ = {isa = PBXFileReference; path = Configurations/App.xcconfig; sourceTree = \"<group>\"; };\n")
        XCTAssertTrue(based.contains("baseConfigurationReference = X1") && based.contains("X1 /* App.xcconfig */ = {isa"))
        let (folder, path) = try writeProject(based)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = { AppDeviceSupportReader.targetScreens(ofProjectAt: path, ProjectFileContents()).first { $0.builtFileNames?.contains("Review.storyboard") == true }?.screens }
        XCTAssertEqual(reader(), [.phonePortrait, .padPortrait, .padLandscape], "the xcconfig is missing: the family is unknown")
        let configurations = folder.appendingPathComponent("Configurations")
        try FileManager.default.createDirectory(at: configurations, withIntermediateDirectories: true)
        try "TARGETED_DEVICE_FAMILY = 1,2\n".write(to: configurations.appendingPathComponent("Shared.xcconfig"), atomically: true, encoding: .utf8)
        try "#include \"Shared.xcconfig\"\n// iPhone only\nTARGETED_DEVICE_FAMILY = 1\n".write(
            to: configurations.appendingPathComponent("App.xcconfig"), atomically: true, encoding: .utf8)
        XCTAssertEqual(reader(), [.phonePortrait], "its own setting over the included one")
    }

    /// A setting under a condition (`KEY[sdk=iphoneos*] = value`) has the value after the condition's brackets.
    func testAConditionalXcconfigSettingKeepsItsValue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "TARGETED_DEVICE_FAMILY[sdk=iphoneos*] = 2 // iPad\n".write(
            to: folder.appendingPathComponent("App.xcconfig"), atomically: true, encoding: .utf8)
        XCTAssertEqual(XcodeConfigurationFiles.values(of: "TARGETED_DEVICE_FAMILY", configurationFiles: [["App.xcconfig"]],
                                                      projectRoot: folder.path), ["2"])
    }

    func testATargetWhoseInfoPlistIsMissingBuildsNothing() throws {
        // The landscape target names an Info.plist that is not there: Xcode cannot build it (a stale copy of the
        // project), so it neither widens the app's screens nor those of the files it lists.
        let stale = Self.twoApps.replacingOccurrences(
            of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\";",
            with: "INFOPLIST_FILE = \"Snapshots/Snapshots-Info.plist\";")
        XCTAssertNotEqual(stale, Self.twoApps)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-target-\(UUID().uuidString)")
        let project = folder.appendingPathComponent("Reader.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = project.appendingPathComponent("project.pbxproj").path
        try stale.write(toFile: path, atomically: true, encoding: .utf8)
        let targets = AppDeviceSupportReader.targetScreens(ofProjectAt: path, ProjectFileContents())
        XCTAssertEqual(targets.map(\.screens), [[.phonePortrait]])
        XCTAssertEqual(AppDeviceSupportReader.read(environment: [:], paths: [path], start: nil).screens, [.phonePortrait])

        // With its plist there (landscape), the target builds, and the app turns to landscape.
        let plistFolder = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: plistFolder, withIntermediateDirectories: true)
        try Self.landscapePlist.write(to: plistFolder.appendingPathComponent("Snapshots-Info.plist"), atomically: true, encoding: .utf8)
        XCTAssertEqual(AppDeviceSupportReader.targetScreens(ofProjectAt: path, ProjectFileContents()).count, 2)
        XCTAssertTrue(AppDeviceSupportReader.read(environment: [:], paths: [path], start: nil).screens.contains(.phoneLandscape))
    }

    /// Held-out round 50 (cheshire0105/Dots @03ff9810): the app's only project names an Info.plist the repository left
    /// out. Its build settings (portrait, iPhone) still say where the app runs; set aside, every device and orientation
    /// was checked. A copy set aside is one beside a project that builds.
    func testTheOnlyProjectStillSaysWhereTheAppRunsWhenItsInfoPlistIsMissing() throws {
        let settings = Self.iPhoneApplicationProject(infoPlist: "Dots/Info.plist", orientations: "UIInterfaceOrientationPortrait")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-plist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Dots.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let path = project.appendingPathComponent("project.pbxproj").path
        try settings.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(AppDeviceSupportReader.read(environment: [:], paths: [path], start: nil).screens, [.phonePortrait])

        // Beside a project that builds (a landscape iPad app with its plist), the stale one says nothing.
        let real = folder.appendingPathComponent("Real.xcodeproj")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let realPath = real.appendingPathComponent("project.pbxproj").path
        try settings.replacingOccurrences(of: "Dots/Info.plist", with: "Real/Info.plist")
            .replacingOccurrences(of: "UIInterfaceOrientationPortrait", with: "UIInterfaceOrientationLandscapeLeft")
            .replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 1", with: "TARGETED_DEVICE_FAMILY = 2")
            .write(toFile: realPath, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n"
            .write(to: folder.appendingPathComponent("Real/Info.plist"), atomically: true, encoding: .utf8)
        let both = AppDeviceSupportReader.read(environment: [:], paths: [path, realPath], start: nil).screens
        XCTAssertFalse(both.contains(.phonePortrait), "the stale copy's portrait iPhone is set aside: \(both)")
    }

    /// An Info.plist left out of the repository, with a sample copy beside it: the sample says where the app runs.
    func testASampleInfoPlistStandsForAMissingOne() throws {
        let settings = Self.iPhoneApplicationProject(infoPlist: "Bikes/Info.plist", orientations: "UIInterfaceOrientationPortrait")
            .replacingOccurrences(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations", with: "UNRELATED_KEY")
            .replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 1", with: "TARGETED_DEVICE_FAMILY = \"1,2\"")
        let (folder, path) = try writeProject(settings)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(AppDeviceSupportReader.read(environment: [:], paths: [path], start: nil).screens, DeviceForm.every,
                       "no plist at all: every orientation")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Bikes"), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string></array></dict></plist>
            """.write(to: folder.appendingPathComponent("Bikes/Info-Sample.plist"), atomically: true, encoding: .utf8)
        XCTAssertEqual(AppDeviceSupportReader.read(environment: [:], paths: [path], start: nil).screens, [.phonePortrait, .padPortrait])
    }

    /// An XcodeGen spec names the app's Info.plist in its target's settings: that plist says where the app runs, and
    /// an old folder's project beside it, naming a plist that is not there, is a stale copy set aside.
    func testAnXcodeGenSpecsInfoPlistIsReadAndAStaleProjectBesideItSetAside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-plist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("project.yml").path
        try """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                settings:
                  base:
                    INFOPLIST_FILE: App/Info.plist # the app's plist
                    TARGETED_DEVICE_FAMILY: "1"
            """.write(toFile: spec, atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        XCTAssertEqual(AppDeviceSupportReader.xcodeGenInfoPlistFiles(try String(contentsOfFile: spec, encoding: .utf8)), ["App/Info.plist"])
        XCTAssertEqual(AppDeviceSupportReader.read(environment: [:], paths: [spec], start: nil).screens, [.phonePortrait])

        let old = folder.appendingPathComponent("Old/App.xcodeproj")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        let oldPath = old.appendingPathComponent("project.pbxproj").path
        try Self.iPhoneApplicationProject(infoPlist: "App/Info.plist",
                                          orientations: "\"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\"")
            .write(toFile: oldPath, atomically: true, encoding: .utf8)
        XCTAssertTrue(AppDeviceSupportReader.read(environment: [:], paths: [oldPath], start: nil).screens.contains(.phoneLandscape),
                      "alone, the old project still says where the app runs")
        let both = AppDeviceSupportReader.read(environment: [:], paths: [spec, oldPath], start: nil).screens
        XCTAssertEqual(both, [.phonePortrait], "the old folder's project names plists that are not there")
    }

    /// A project of one iPhone application target naming `infoPlist` and allowing `orientations` (a build setting's value).
    private static func iPhoneApplicationProject(infoPlist: String, orientations: String) -> String {
        """
        /* Begin PBXNativeTarget section */
        A1 /* App */ = {
            isa = PBXNativeTarget;
            buildConfigurationList = L1;
            productType = "com.apple.product-type.application";
        };
        /* End PBXNativeTarget section */
        L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
        C1 = {
            isa = XCBuildConfiguration;
            buildSettings = {
                INFOPLIST_FILE = \(infoPlist);
                INFOPLIST_KEY_UISupportedInterfaceOrientations = \(orientations);
                TARGETED_DEVICE_FAMILY = 1;
            };
        };
        """
    }

    private static let landscapePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationLandscapeLeft</string></array>
        </dict></plist>
        """

    /// A repository of several apps, each with its own `Main.storyboard`: each file takes the screens of the
    /// project whose folder holds it; a name its project does not list falls back to every project's targets.
    func testFilesOfTheSameNameTakeTheirOwnProjectsScreens() {
        let pad: Set<DeviceForm> = [.padPortrait, .padLandscape]
        let phone: Set<DeviceForm> = [.phonePortrait]
        let screens = FileScreens(projectTargets: [
            (screens: pad, builtFileNames: ["Main.storyboard", "Shelf.swift"], projectRoot: "/repo/Furnishing"),
            (screens: phone, builtFileNames: ["Main.storyboard", "Bus.swift"], projectRoot: "/repo/Bus"),
        ])
        XCTAssertEqual(screens.screens(ofFileAt: "/repo/Furnishing/Furnishing/Base.lproj/Main.storyboard"), pad)
        XCTAssertEqual(screens.screens(ofFileAt: "/repo/Bus/Bus/Base.lproj/Main.storyboard"), phone)
        XCTAssertEqual(screens.screens(ofFileAt: "/repo/Bus/Bus/Shelf.swift"), pad, "not listed by its own project")
        XCTAssertNil(screens.screens(ofFileAt: "/elsewhere/Main.storyboard"), "both projects build a file of that name")
        let named = FileScreens(targets: [(screens: pad, builtFileNames: ["Main.storyboard"]), (screens: phone, builtFileNames: ["Main.storyboard"])])
        XCTAssertNil(named.screens(ofFileAt: "/repo/Furnishing/Main.storyboard"), "without project folders, names alone")
    }

    func testOneTargetRestrictsNothing() {
        XCTAssertEqual(FileScreens(targets: [(screens: [.phonePortrait], builtFileNames: ["A.swift"])]), FileScreens())
    }
}
