import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest
@testable import layoutlint

/// Which devices `lint` checks when the configuration names none: the ones the app's project declares.
final class AppDeviceSupportTests: XCTestCase {
    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    static let portraitPhoneAllPad = plist("""
        <key>CFBundleName</key><string>Sample</string>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key>
        <array>
            <string>UIInterfaceOrientationPortrait</string>
            <string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string>
            <string>UIInterfaceOrientationLandscapeRight</string>
        </array>
        """)

    func testInfoPlistOrientationsPerFamily() {
        let support = AppDeviceSupportReader.fromInfoPlist(Data(Self.portraitPhoneAllPad.utf8))
        XCTAssertEqual(support.phoneOrientations, [.portrait])
        XCTAssertEqual(support.padOrientations, [.portrait, .landscape])
        XCTAssertNil(support.families)
        let names = support.devices(from: DeviceCatalog.defaultSet).map(\.name)
        XCTAssertEqual(names, ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad", "iPad landscape"])
    }

    /// A watch app's Info.plist keeps the template's orientations, but the app runs on the watch.
    func testWatchAppInfoPlistSaysNothingOfThePhone() {
        let watch = AppDeviceSupportReader.fromInfoPlist(Data(Self.plist("""
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            <key>WKApplication</key><true/>
            """).utf8))
        XCTAssertTrue(watch.isEmpty)
        let phone = AppDeviceSupportReader.fromInfoPlist(Data(Self.plist("""
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            <key>WKApplication</key><false/>
            """).utf8))
        XCTAssertEqual(phone.phoneOrientations, [.portrait, .landscape])
    }

    func testInfoPlistWithoutOrientationsSaysNothing() {
        let support = AppDeviceSupportReader.fromInfoPlist(Data(Self.plist("<key>NSExtension</key><dict/>").utf8))
        XCTAssertTrue(support.isEmpty)
        XCTAssertEqual(support.devices(from: DeviceCatalog.defaultSet).count, DeviceCatalog.defaultSet.count)
        XCTAssertTrue(AppDeviceSupportReader.fromInfoPlist(Data("not a plist <".utf8)).isEmpty)
    }

    func testProjectBuildSettings() {
        let project = """
            /* Begin XCBuildConfiguration section */
                    A1 /* Debug */ = {
                        buildSettings = {
                            INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
                            INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                            INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
                            TARGETED_DEVICE_FAMILY = 1;
                        };
                    };
                    A2 /* Tests */ = {
                        buildSettings = {
                            INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist";
                            TARGETED_DEVICE_FAMILY = 1;
                        };
                    };
            """
        let (support, plists) = AppDeviceSupportReader.fromProject(project)
        XCTAssertEqual(support.families, [.phone])
        XCTAssertEqual(support.phoneOrientations, [.portrait])
        XCTAssertEqual(support.padOrientations, [.portrait, .landscape])
        XCTAssertEqual(plists, ["App/Info.plist"], "a path with an unresolved build variable is not read")
        XCTAssertEqual(support.devices(from: DeviceCatalog.defaultSet).map(\.name), ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max"])
    }

    func testTargetsAreMergedConservatively() {
        let (support, _) = AppDeviceSupportReader.fromProject("""
            TARGETED_DEVICE_FAMILY = 1;
            TARGETED_DEVICE_FAMILY = "1,2";
            INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
            INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationLandscapeLeft";
            """)
        XCTAssertEqual(support.families, [.phone, .pad])
        XCTAssertEqual(support.phoneOrientations, [.portrait, .landscape])
    }

    func testTuistManifest() {
        let app = AppDeviceSupportReader.fromTuistManifest("""
            import ProjectDescription

            let project = Project(
                name: "Chat",
                targets: [
                    .target(
                        name: "Chat",
                        destinations: [.iPhone],
                        product: .app,
                        infoPlist: .extendingDefault(with: [
                            "UILaunchScreen": [:],
                            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
                            "UISupportedInterfaceOrientations~ipad": .array([.string("UIInterfaceOrientationLandscapeLeft")]),
                        ])
                    ),
                ]
            )
            """)
        XCTAssertEqual(app.families, [.phone])
        XCTAssertEqual(app.phoneOrientations, [.portrait])
        XCTAssertEqual(app.padOrientations, [.landscape])

        let universal = AppDeviceSupportReader.fromTuistManifest("import ProjectDescription\nlet t = Target(name: \"A\", destinations: .iOS)\n")
        XCTAssertEqual(universal.families, [.phone, .pad])
        XCTAssertNil(universal.phoneOrientations, "the default Info.plist's orientations: not stated")

        XCTAssertTrue(AppDeviceSupportReader.fromTuistManifest("struct Project { let destinations: [String] }").isEmpty,
                      "a Swift file named Project.swift that is no Tuist manifest says nothing")
        XCTAssertTrue(AppDeviceSupportReader.isProjectDescription("Projects/App/Project.swift"))
        XCTAssertEqual(AppDeviceSupportReader.tuistInfoPlistFiles("""
            import ProjectDescription
            let app = Target.target(name: "App", destinations: [.iPhone], product: .app,
                                    infoPlist: .file(path: "Support/Info.plist"))
            """), ["Support/Info.plist"])
    }

    /// A manifest that builds its Info.plist through the project's Tuist helpers takes their orientations.
    func testTuistHelpersStateTheOrientations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-helpers-\(UUID().uuidString)")
        let helpers = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
        try FileManager.default.createDirectory(at: helpers, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("App/Project.swift").path
        try """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.makeApp(name: "Spot")
            """.write(toFile: manifest, atomically: true, encoding: .utf8)
        let template = """
            import ProjectDescription
            extension InfoPlist {
                static func makeInfoPlist() -> Self {
                    .extendingDefault(with: [
                        "UISupportedInterfaceOrientations": .array([.string("UIInterfaceOrientationPortrait")]),
                    ])
                }
            }
            """
        try template.write(to: helpers.appendingPathComponent("InfoPlist+Templates.swift"), atomically: true, encoding: .utf8)
        let support = AppDeviceSupportReader.read(environment: [:], paths: [manifest], start: nil)
        XCTAssertEqual(support.phoneOrientations, [.portrait])
        XCTAssertEqual(support.padOrientations, [.portrait])

        try "import ProjectDescription\nlet project = Project(name: \"Spot\")\n".write(toFile: manifest, atomically: true, encoding: .utf8)
        XCTAssertNil(AppDeviceSupportReader.read(environment: [:], paths: [manifest], start: nil).phoneOrientations,
                     "a manifest that does not import the helpers is not built by them")
    }

    /// Helpers in a subfolder that set the orientations by subscript from a local array (held-out round 72).
    func testTuistHelpersInASubfolderSettingTheOrientationsFromALocal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-nested-\(UUID().uuidString)")
        let helpers = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Project")
        try FileManager.default.createDirectory(at: helpers, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("App/Project.swift").path
        try """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.app(name: "Bakery")
            """.write(toFile: manifest, atomically: true, encoding: .utf8)
        let template = """
            import ProjectDescription
            extension Project {
                static func appTargets(infoPlist: [String: Plist.Value]) -> [Target] {
                    var plist = infoPlist
                    let orientations: [String] = [
                        "UIInterfaceOrientationPortrait"
                    ]
                    plist["UISupportedInterfaceOrientations"] = .array(orientations.map { .string($0) })
                    return []
                }
            }
            """
        try template.write(to: helpers.appendingPathComponent("Project+Templates.swift"), atomically: true, encoding: .utf8)
        let support = AppDeviceSupportReader.read(environment: [:], paths: [manifest], start: nil)
        XCTAssertEqual(support.phoneOrientations, [.portrait])
    }

    func testATuistManifestsInfoPlistFileIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Support"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Project.swift").path
        try """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: [.iPhone], product: .app, infoPlist: .file(path: "Support/Info.plist")),
            ])
            """.write(toFile: manifest, atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """.write(to: folder.appendingPathComponent("Support/Info.plist"), atomically: true, encoding: .utf8)
        let support = AppDeviceSupportReader.read(environment: [:], paths: [manifest], start: nil)
        XCTAssertEqual(support.families, [.phone])
        XCTAssertEqual(support.phoneOrientations, [.portrait])
    }

    func testXcodeGenSpec() {
        let settings = AppDeviceSupportReader.fromXcodeGenSpec("""
            settings:
              base:
                TARGETED_DEVICE_FAMILY: "1"    # iPhone only
                INFOPLIST_KEY_UISupportedInterfaceOrientations: UIInterfaceOrientationPortrait
            targets:
              App:
                type: application
            """)
        XCTAssertEqual(settings.families, [.phone])
        XCTAssertEqual(settings.phoneOrientations, [.portrait])

        let properties = AppDeviceSupportReader.fromXcodeGenSpec("""
            targets:
              App:
                info:
                  path: App/Info.plist
                  properties:
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
                    "UISupportedInterfaceOrientations~ipad":
                      - UIInterfaceOrientationLandscapeLeft
                      - UIInterfaceOrientationLandscapeRight
                    UILaunchScreen: {}
            """)
        XCTAssertNil(properties.families)
        XCTAssertEqual(properties.phoneOrientations, [.portrait])
        XCTAssertEqual(properties.padOrientations, [.landscape])
        XCTAssertEqual(properties.devices(from: DeviceCatalog.defaultSet).map(\.name),
                       ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad landscape"])
        XCTAssertTrue(AppDeviceSupportReader.isProjectDescription("Sample/project.yml"))
    }

    func testXcodeBuildPhaseSettingsWin() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.portraitPhoneAllPad.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        let environment = ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "App/Info.plist", "SRCROOT": folder.path,
                           "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationLandscapeLeft"]
        let support = AppDeviceSupportReader.read(environment: environment, paths: ["/nonexistent/Info.plist"], start: nil)
        XCTAssertEqual(support.families, [.phone, .pad])
        XCTAssertEqual(support.phoneOrientations, [.portrait], "the target's Info.plist overrides the generated key")
        XCTAssertEqual(support.sources, ["the Xcode build settings"])
    }

    func testContradictoryProjectKeepsEveryDevice() {
        var support = AppDeviceSupport()
        support.families = [.pad]
        support.padOrientations = []
        XCTAssertEqual(support.devices(from: DeviceCatalog.defaultSet).count, DeviceCatalog.defaultSet.count)
    }

    /// A card that fits a portrait phone only: a conflict in landscape, unless the app is portrait-only.
    static let tallCard = """
        scene Detail viewController
        root view
        view card in view
        card.leading == view.safeArea.leading + 16
        card.trailing == view.safeArea.trailing - 16
        card.top == view.safeArea.top
        card.height == 500
        card.bottom <= view.safeArea.bottom
        """

    func testLintChecksTheDevicesTheAppDeclares() throws {
        let project = try TemporaryProject(label: "devices", subfolder: "App/App.xcodeproj")
        defer { project.remove() }
        try project.write(Self.tallCard, to: "App/detail.layout")

        let (everywhere, everywhereOutput) = project.lint(["App", "--no-config"])
        XCTAssertEqual(everywhere, .lintErrors)
        XCTAssertTrue(everywhereOutput.standardOutput.contains("unsatisfiable_constraints"), everywhereOutput.standardOutput)
        XCTAssertFalse(everywhereOutput.standardError.contains("devices the app supports"))

        try project.write("INFOPLIST_FILE = Info.plist;\nTARGETED_DEVICE_FAMILY = 1;\n", to: "App/App.xcodeproj/project.pbxproj")
        try project.write(Self.portraitPhoneAllPad, to: "App/Info.plist")
        let (portrait, portraitOutput) = project.lint(["App", "--no-config"])
        XCTAssertEqual(portrait, .success, portraitOutput.standardOutput)
        XCTAssertTrue(portraitOutput.standardError.contains("checked on the 3 of 8 devices the app supports"), portraitOutput.standardError)

        // One file named on its own (a pre-commit hook): the project above it is found.
        let (single, singleOutput) = project.lint(["App/detail.layout", "--no-config"])
        XCTAssertEqual(single, .success, singleOutput.standardOutput)

        // Devices named in the configuration win.
        try project.write(#"{"devices": ["iPhone SE landscape"]}"#, to: ".layoutlint.json")
        let (configured, configuredOutput) = project.lint(["App"])
        XCTAssertEqual(configured, .lintErrors, configuredOutput.standardOutput)
    }

    /// An app delegate answering `.portrait` keeps every scene off landscape screens, whatever the Info.plist lists.
    func testTheAppDelegatesOrientationAnswerWins() throws {
        let project = try TemporaryProject(label: "delegate-orientations", subfolder: "App/App.xcodeproj")
        defer { project.remove() }
        try project.write(Self.tallCard, to: "App/detail.layout")
        try project.write("""
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return .portrait
                }
            }
            """, to: "App/AppDelegate.swift")
        let (portrait, portraitOutput) = project.lint(["App", "--no-config"])
        XCTAssertEqual(portrait, .success, portraitOutput.standardOutput)
        XCTAssertTrue(portraitOutput.standardError.contains("checked on the 4 of 8 devices the app supports (AppDelegate.swift)"),
                      portraitOutput.standardError)

        // A lock the app changes at run time says nothing: every device is checked.
        try project.write("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var orientationLock = UIInterfaceOrientationMask.portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    orientationLock
                }
            }
            """, to: "App/AppDelegate.swift")
        let (locked, lockedOutput) = project.lint(["App", "--no-config"])
        XCTAssertEqual(locked, .lintErrors, lockedOutput.standardOutput)
    }

    /// The app's devices and its files' screens read the same project files: each is read from disk once.
    func testProjectFilesAreReadOnce() throws {
        let path = NSTemporaryDirectory() + "layoutlint-project-contents-\(UUID().uuidString).plist"
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        let contents = ProjectFileContents()
        XCTAssertEqual(contents.data(atPath: path), Data("first".utf8))
        try Data("second".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(contents.data(atPath: path), Data("first".utf8), "served from what was read")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertNil(ProjectFileContents().data(atPath: path))
    }

    func testAppDelegateAnswersAreReadFromTheirBodies() {
        let objectiveC = """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            """
        XCTAssertEqual(AppDelegateOrientations.screens(inSource: objectiveC, path: "AppDelegate.m"), DeviceForm.portrait)
        XCTAssertNil(AppDelegateOrientations.screens(inSource: "func application(_ a: UIApplication) -> Bool { true }", path: "AppDelegate.swift"))
        XCTAssertNil(AppDelegateOrientations.screens(inSource: """
            func application(_ a: UIApplication, supportedInterfaceOrientationsFor w: UIWindow?) -> UIInterfaceOrientationMask {
                // .portrait
                return .all
            }
            """, path: "AppDelegate.swift"), "every orientation: nothing to restrict (the comment is not read)")
        XCTAssertTrue(AppDelegateOrientations.mayHoldAnswer("App/Sources/AppDelegate.swift"))
        XCTAssertFalse(AppDelegateOrientations.mayHoldAnswer("App/Sources/Delegates.txt"))
        // A project's helper named for the idiom test answers like UIKit's own test.
        let helper = """
            @implementation RFAppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                if (RFIsPhone()) {
                    return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown;
                }
                else {
                    return UIInterfaceOrientationMaskAll;
                }
            }
            @end
            """
        XCTAssertEqual(AppDelegateOrientations.screens(inSource: helper, path: "RFAppDelegate.m"), DeviceForm.every.subtracting([.phoneLandscape]))
        XCTAssertNil(AppDelegateOrientations.screens(inSource: helper.replacingOccurrences(of: "RFIsPhone", with: "RFIsRotationLocked"), path: "RFAppDelegate.m"),
                     "a helper named for something else leaves the answer unknown")
    }

    func testDeploymentTargetIsTheLowestOfTheTargets() {
        let project = AppDeviceSupportReader.fromProject("""
            buildSettings = {
                IPHONEOS_DEPLOYMENT_TARGET = 13.0;
            };
            buildSettings = {
                IPHONEOS_DEPLOYMENT_TARGET = 10.3;
            };
            """).support
        XCTAssertEqual(project.iOSDeploymentTarget, 10.03)
        // A tvOS app's target counts the same: its layout guides follow iOS's.
        let television = AppDeviceSupportReader.fromProject("buildSettings = {\n    TVOS_DEPLOYMENT_TARGET = 9.0;\n};\n").support
        XCTAssertEqual(television.iOSDeploymentTarget, 9)
        XCTAssertEqual(AppDeviceSupportReader.version("\"9.3\""), 9.03)
        XCTAssertNil(AppDeviceSupportReader.version("$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"))
    }

    /// deprecated_layout_guide: silent below iOS 11 (no safe area there), plain at 11 or later, and saying what it
    /// assumes when no project tells.
    func testDeprecatedGuidesFollowTheDeploymentTarget() throws {
        let project = try TemporaryProject(label: "deployment", subfolder: "App/App.xcodeproj")
        defer { project.remove() }
        try project.write("root view\nview a in view\na.top == view.topLayoutGuide.bottom\n", to: "App/screen.layout")

        let (_, unknown) = project.lint(["App", "--no-config", "--reporter", "json"])
        XCTAssertTrue(unknown.standardOutput.contains("\"assumptions\" : [\n      \"assuming the app deploys to iOS 11 or later; no project file says\""), unknown.standardOutput)

        try project.write("buildSettings = {\nIPHONEOS_DEPLOYMENT_TARGET = 10.0;\n};\n", to: "App/App.xcodeproj/project.pbxproj")
        let (_, old) = project.lint(["App", "--no-config", "--reporter", "json"])
        XCTAssertFalse(old.standardOutput.contains("deprecated_layout_guide"), old.standardOutput)

        try project.write("buildSettings = {\nIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n};\n", to: "App/App.xcodeproj/project.pbxproj")
        let (_, current) = project.lint(["App", "--no-config", "--reporter", "json"])
        XCTAssertTrue(current.standardOutput.contains("deprecated_layout_guide"), current.standardOutput)
        XCTAssertFalse(current.standardOutput.contains("assumptions"), current.standardOutput)
    }

    /// With no project to say, a storyboard last saved before Xcode 9 (no safe area in its SDK) is no sign of iOS 11:
    /// its deprecated guides are not reported; a newer document's are, with the assumption; a project's target decides.
    func testAnOldDocumentIsNoSignOfIOS11() throws {
        let project = try TemporaryProject(label: "old-document", subfolder: "App/App.xcodeproj")
        defer { project.remove() }
        func storyboard(tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" customClass="NewsViewController" sceneMemberID="viewController">
            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="568"/>
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner"><rect key="frame" x="0" y="20" width="320" height="44"/></view></subviews>
            <constraints>
            <constraint firstItem="banner" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
            <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="banner" firstAttribute="height" constant="44" id="c4"/>
            </constraints></view></viewController>
            </objects></scene></scenes></document>
            """
        }
        try project.write(storyboard(tools: "10117"), to: "App/Main.storyboard")
        let (_, old) = project.lint(["App", "--no-config"])
        XCTAssertFalse(old.standardOutput.contains("deprecated_layout_guide"), old.standardOutput)

        try project.write(storyboard(tools: "22155"), to: "App/Main.storyboard")
        let (_, recent) = project.lint(["App", "--no-config"])
        XCTAssertTrue(recent.standardOutput.contains("deprecated_layout_guide"), recent.standardOutput)

        try project.write(storyboard(tools: "10117"), to: "App/Main.storyboard")
        try project.write("""
            F1 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
            buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 12.0;
            };
            """, to: "App/App.xcodeproj/project.pbxproj")
        let (_, current) = project.lint(["App", "--no-config"])
        XCTAssertTrue(current.standardOutput.contains("deprecated_layout_guide"), current.standardOutput)
    }

    /// A kiosk-style iPad app hides the status bar for good (`UIStatusBarHidden` with controller-based appearance
    /// off): the top layout guide and the safe area start at the screen's top edge, so a view pinned both to the
    /// guide and to the root view's top edge is no conflict there; with the status bar shown it is.
    func testHiddenStatusBarLeavesNoTopInsetOnIPads() throws {
        let project = try TemporaryProject(label: "status-bar", subfolder: "Kiosk")
        defer { project.remove() }
        try project.write("""
            scene Auction viewController
            root view
            view banner in view
            banner.top == view.topLayoutGuide.bottom
            banner.top == view.top
            banner.leading == view.leading
            banner.trailing == view.trailing
            banner.height == 80
            """, to: "Kiosk/auction.layout")
        let family = "<key>UIDeviceFamily</key><array><integer>2</integer></array>"
        try project.write(Self.plist(family + "<key>UIStatusBarHidden</key><true/>"), to: "Kiosk/Info.plist")
        let (launchOnly, launchOnlyOutput) = project.lint(["Kiosk", "--no-config", "--reporter", "xcode"])
        XCTAssertEqual(launchOnly, .lintErrors, "each controller may show the status bar again: " + launchOnlyOutput.standardOutput)

        try project.write(Self.plist(family + """
            <key>UIStatusBarHidden</key><true/><key>UIViewControllerBasedStatusBarAppearance</key><false/>
            """), to: "Kiosk/Info.plist")
        let (hidden, hiddenOutput) = project.lint(["Kiosk", "--no-config", "--reporter", "xcode"])
        XCTAssertEqual(hidden, .success, hiddenOutput.standardOutput)
        XCTAssertTrue(hiddenOutput.standardError.contains("status bar hidden (UIStatusBarHidden)"), hiddenOutput.standardError)
    }

    func testStatusBarKeysDecideOnlyTogether() {
        XCTAssertEqual(AppDeviceSupportReader.statusBarHidden(hidden: "YES", perController: "NO"), true)
        XCTAssertNil(AppDeviceSupportReader.statusBarHidden(hidden: "YES", perController: nil))
        XCTAssertEqual(AppDeviceSupportReader.statusBarHidden(hidden: "NO", perController: "NO"), false)
        let settings = AppDeviceSupportReader.fromProject("""
            buildSettings = {
                INFOPLIST_KEY_UIStatusBarHidden = YES;
                INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO;
            };
            """).support
        XCTAssertEqual(settings.statusBarHidden, true)
        var app = settings
        app.merge(AppDeviceSupport())
        XCTAssertEqual(app.statusBarHidden, true, "an extension's plist that says nothing leaves it hidden")
        app.merge(AppDeviceSupportReader.fromProject("buildSettings = {\nINFOPLIST_KEY_UIStatusBarHidden = NO;\nINFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO;\n};\n").support)
        XCTAssertEqual(app.statusBarHidden, false, "a target that shows it keeps it")
        let phone = DeviceCatalog.defaultSet.first { $0.name == "iPhone 15" }!
        XCTAssertEqual(AppDeviceSupport.withoutStatusBar(phone).safeAreaInsets.top, 59, "the sensor housing stays")
    }

    /// A project with an iPhone-only app (its family inherited from the project's settings), and a framework and a
    /// test bundle that allow iPads.
    private static let appWithFrameworkAndTests = """
        // !$*UTF8*$!
        {
        	objects = {
        		P0 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = PL /* Build configuration list for PBXProject "Wallet" */;
        		};
        		T1 /* Wallet */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "Wallet" */;
        			name = Wallet;
        			productType = "com.apple.product-type.application";
        		};
        		T2 /* Core */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L2 /* Build configuration list for PBXNativeTarget "Core" */;
        			productType = "com.apple.product-type.framework";
        		};
        		T3 /* WalletTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L3 /* Build configuration list for PBXNativeTarget "WalletTests" */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		C0 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				TARGETED_DEVICE_FAMILY = 1;
        			};
        			name = Debug;
        		};
        		C1 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "Wallet/Supporting Files/Info.plist";
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		C2 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = Core/Info.plist;
        				TARGETED_DEVICE_FAMILY = "1,2";
        			};
        			name = Debug;
        		};
        		C3 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = WalletTests/Info.plist;
        				TARGETED_DEVICE_FAMILY = "1,2";
        			};
        			name = Debug;
        		};
        		PL /* Build configuration list for PBXProject "Wallet" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C0 /* Debug */,
        			);
        		};
        		L1 /* Build configuration list for PBXNativeTarget "Wallet" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C1 /* Debug */,
        			);
        		};
        		L2 /* Build configuration list for PBXNativeTarget "Core" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C2 /* Debug */,
        			);
        		};
        		L3 /* Build configuration list for PBXNativeTarget "WalletTests" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C3 /* Debug */,
        			);
        		};
        	};
        }
        """

    func testOnlyApplicationTargetsSayWhereTheAppRuns() {
        let (support, plists) = AppDeviceSupportReader.fromProject(Self.appWithFrameworkAndTests)
        XCTAssertEqual(support.families, [.phone], "the app inherits the project's family; the framework and tests do not count")
        XCTAssertEqual(plists, ["Wallet/Supporting Files/Info.plist"])
    }

    /// An application that sets no family builds for Xcode's default, iPhone; with an xcconfig the project's
    /// settings may come from, the family stays unknown.
    func testAnApplicationWithoutAFamilyBuildsForIPhone() {
        let unset = Self.appWithFrameworkAndTests.replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 1;", with: "")
        XCTAssertEqual(AppDeviceSupportReader.fromProject(unset).support.families, [.phone])
        let withConfigurationFile = unset.replacingOccurrences(
            of: "isa = XCBuildConfiguration;", with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = X1 /* App.xcconfig */;")
        XCTAssertNil(AppDeviceSupportReader.fromProject(withConfigurationFile).support.families)
        for podsFile in ["Pods-Wallet.debug.xcconfig", "Pods.release.xcconfig"] {
            let withPods = unset.replacingOccurrences(
                of: "isa = XCBuildConfiguration;", with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = X1 /* \(podsFile) */;")
            XCTAssertEqual(AppDeviceSupportReader.fromProject(withPods).support.families, [.phone], "CocoaPods' \(podsFile) sets no family")
        }
        let withoutName = unset.replacingOccurrences(
            of: "isa = XCBuildConfiguration;", with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = X1;")
        XCTAssertNil(AppDeviceSupportReader.fromProject(withoutName).support.families, "an xcconfig the file does not name may set it")
        let library = unset.replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        XCTAssertNotEqual(AppDeviceSupportReader.fromProject(library).support.families, [.phone], "no application: nothing inherited")
    }

    /// An Apple TV app (`TARGETED_DEVICE_FAMILY = 3`) is checked on the television's screen only, and says so; an app
    /// building for iPhone and Apple TV keeps the phones.
    func testAnAppleTVAppIsCheckedOnTheTelevision() {
        let television = Self.appWithFrameworkAndTests.replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 1;", with: "TARGETED_DEVICE_FAMILY = 3;")
        var support = AppDeviceSupportReader.fromProject(television).support
        XCTAssertEqual(support.families, [.tv])
        support.sources = ["App.xcodeproj/project.pbxproj"]
        let (devices, note) = LintCommand.devices(configured: nil, support: support)
        XCTAssertEqual(devices.map(\.name), ["Apple TV"])
        XCTAssertEqual(note, "checked on Apple TV, the only device family the app builds for (App.xcodeproj/project.pbxproj)")
        let both = Self.appWithFrameworkAndTests.replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = 1;", with: "TARGETED_DEVICE_FAMILY = \"1,3\";")
        let phoneAndTV = AppDeviceSupportReader.fromProject(both).support
        XCTAssertEqual(phoneAndTV.families, [.phone, .tv])
        XCTAssertEqual(LintCommand.devices(configured: nil, support: phoneAndTV).devices.map(\.name).filter { $0.hasPrefix("iPhone") }.count, 6)
    }

    /// A project whose files name no iPhone orientations (its Info.plist is not in the folder) is checked in both, as
    /// Xcode's template allows, and the note says so; one that names them says nothing of it.
    func testOrientationsNotStatedAreSaidToBeAssumed() {
        var support = AppDeviceSupportReader.fromProject(Self.appWithFrameworkAndTests).support
        support.phoneOrientations = nil
        support.padOrientations = nil
        support.sources = ["App.xcodeproj/project.pbxproj"]
        let (devices, note) = LintCommand.devices(configured: nil, support: support)
        XCTAssertTrue(devices.contains { $0.form == .phoneLandscape })
        XCTAssertEqual(note, "checked on the 6 of 8 devices the app supports (App.xcodeproj/project.pbxproj); "
                       + "iPhone orientations not stated in App.xcodeproj/project.pbxproj: portrait and landscape checked")
        support.phoneOrientations = [.portrait]
        XCTAssertFalse(LintCommand.devices(configured: nil, support: support).note?.contains("orientations") ?? false)
        XCTAssertNil(LintCommand.devices(configured: nil, support: AppDeviceSupport()).note, "no project read: nothing to say")
    }

    /// An application target that only hosts unit tests allows landscape on iPhone; the app does not.
    func testATestHostApplicationIsLeftOutUnlessItIsTheOnlyOne() {
        let withHost = Self.appWithFrameworkAndTests
            .replacingOccurrences(of: "name = Wallet;", with: "name = Wallet;\n\t\t\tproductName = Wallet;")
            .replacingOccurrences(of: "productType = \"com.apple.product-type.framework\";",
                                  with: "name = TestHostApp;\n\t\t\tproductType = \"com.apple.product-type.application\";")
        let (support, plists) = AppDeviceSupportReader.fromProject(withHost)
        XCTAssertEqual(support.families, [.phone], "the test host's iPad family does not count")
        XCTAssertEqual(plists, ["Wallet/Supporting Files/Info.plist"])
        XCTAssertTrue(XcodeProjectTargets.isTestHost("TestHostApp"))
        XCTAssertTrue(XcodeProjectTargets.isTestHost("WalletUITestsHost"))
        XCTAssertFalse(XcodeProjectTargets.isTestHost("Contest"), "a word ending in 'test' is not a test host")
        let onlyHost = withHost.replacingOccurrences(of: "productType = \"com.apple.product-type.application\";\n\t\t};\n\t\tT2", with: "productType = \"com.apple.product-type.framework\";\n\t\t};\n\t\tT2")
        XCTAssertFalse(XcodeProjectTargets.applicationTargets(in: onlyHost, listingFiles: false).isEmpty, "the only application is kept")
    }

    /// Beside the app's project, a library-only project allowing iPads and a test host's Info.plist allowing landscape
    /// (found by the walk, named by no application target) say nothing of where the app runs.
    func testOnlyApplicationProjectsAndTheirInfoPlistsCountWhenThereAreAny() throws {
        let project = try TemporaryProject(label: "apps-only", subfolder: "App/Wallet.xcodeproj")
        defer { project.remove() }
        for folder in ["App/Wallet/Supporting Files", "App/SDK/SDK.xcodeproj", "App/TestHostApp"] {
            try FileManager.default.createDirectory(at: project.folder.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try project.write(Self.appWithFrameworkAndTests, to: "App/Wallet.xcodeproj/project.pbxproj")
        try project.write(Self.portraitPhoneAllPad, to: "App/Wallet/Supporting Files/Info.plist")
        try project.write("buildSettings = {\nTARGETED_DEVICE_FAMILY = \"1,2\";\n};\n", to: "App/SDK/SDK.xcodeproj/project.pbxproj")
        try project.write(Self.plist("""
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            """), to: "App/TestHostApp/Info.plist")
        let root = project.folder.path + "/App/"
        let paths = ["Wallet.xcodeproj/project.pbxproj", "SDK/SDK.xcodeproj/project.pbxproj", "TestHostApp/Info.plist"].map { root + $0 }
        let support = AppDeviceSupportReader.read(environment: [:], paths: paths, start: nil)
        XCTAssertEqual(support.families, [.phone])
        XCTAssertEqual(support.phoneOrientations, [.portrait])
        let librariesAlone = AppDeviceSupportReader.read(environment: [:], paths: [paths[1]], start: nil)
        XCTAssertEqual(librariesAlone.families, [.phone, .pad], "alone, a library project is all there is to go by")
    }

    func testALibrarysSampleAppIsLeftOutUnlessItIsAllThereIs() {
        let app = "App/App.xcodeproj/project.pbxproj"
        let sample = "Pods/Picker/Example/Picker.xcodeproj/project.pbxproj"
        XCTAssertEqual(AppDeviceSupportReader.withoutSampleProjects([app, sample]), [app])
        XCTAssertEqual(AppDeviceSupportReader.withoutSampleProjects([sample]), [sample])
        let frameworkPlist = "Sources/Info.plist"
        XCTAssertEqual(AppDeviceSupportReader.withoutSampleProjects([frameworkPlist, sample]), [frameworkPlist, sample],
                       "an Info.plist is no project: the example app is the only one there is")
    }

    /// An "isa" after a brace that closes before it (old project formats, stray text) made the object scan go back to
    /// it for ever (Quicksilver's 2006 UKProgressPanel project hung the run).
    func testAnIsaOutsideAnyObjectIsSkippedAndTheScanEnds() {
        let text = "{ objects = { A1 = { x = 1; }; isa = Stray;\n B1 /* app */ = {\n isa = PBXNativeTarget;\n productType = \"com.apple.product-type.application\";\n }; }; }"
        let objects = XcodeProjectObjects(text: text)
        XCTAssertEqual(objects["B1"]?.isa, "PBXNativeTarget")
        XCTAssertNil(objects["A1"])
    }
}
