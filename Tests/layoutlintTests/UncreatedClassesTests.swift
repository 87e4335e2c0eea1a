import Foundation
import XCTest
@testable import layoutlint

/// Classes nothing creates (`SwiftUncreatedClasses`): a whole-app lint leaves their scenes out and counts them; a class
/// made by a call, an implicit `.init()`, a storyboard or a created class's code is read.
final class UncreatedClassesTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "uncreated-classes", subfolder: "App")
    }

    override func tearDown() {
        project.remove()
    }

    /// A controller whose label is required to be 400 points wide and at most 300.
    private func screen(_ name: String, body: String = "") -> String {
        """
        final class \(name): UIViewController {
            private let note = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                note.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(note)
                note.widthAnchor.constraint(equalToConstant: 400).isActive = true
                note.widthAnchor.constraint(lessThanOrEqualToConstant: 300).isActive = true
            }
            \(body)
        }
        """
    }

    private var sources: String {
        """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = HomeScreen()
                return true
            }
        }

        final class HomeScreen: UIViewController {
            func showLogin() {
                let login: LoginScreen = .init()
                present(login, animated: true)
                // let archive = ArchiveScreen()
            }
        }

        \(screen("LoginScreen"))
        \(screen("ArchiveScreen", body: "func openDetail() { show(ArchiveDetailScreen(), sender: nil) }"))
        \(screen("ArchiveDetailScreen"))
        \(screen("StoryboardScreen"))
        """
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="StoryboardScreen" customModule="App" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="393" height="852"/></view></viewController>
        </objects></scene></scenes></document>
        """

    private let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """

    private func scenesWithFindings(_ output: CommandOutput) -> Set<String> {
        Set(output.standardOutput.split(separator: "\n").filter { $0.contains("error:") }
            .compactMap { line in line.components(separatedBy: "error: ").last?.split(separator: ":").first.map(String.init) })
    }

    func testClassesNothingCreatesAreLeftOutAndCounted() throws {
        try project.write(sources, to: "App/Screens.swift")
        try project.write(storyboard, to: "App/Main.storyboard")
        try project.write(infoPlist, to: "App/Info.plist")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "StoryboardScreen"], output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 2 classes no code creates not linted"), output.standardError)
    }

    func testAClassAnotherLanguageNamesIsRead() throws {
        try project.write(sources, to: "App/Screens.swift")
        try project.write(storyboard, to: "App/Main.storyboard")
        try project.write(infoPlist, to: "App/Info.plist")
        try project.write("@implementation Launcher\n- (void)open { [self show:[ArchiveScreen new]]; }\n@end\n", to: "App/Launcher.m")
        let (_, output) = project.lint(["App"])
        // The archive screen is made in Objective-C, and the detail screen by the archive screen's code.
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "StoryboardScreen", "ArchiveScreen", "ArchiveDetailScreen"], output.standardOutput)
        XCTAssertFalse(output.standardError.contains("creates"), output.standardError)
    }

    /// Objective-C: a controller made only by a window controller nothing creates (its creation commented out) is left
    /// out; one made in a branch of `#ifdef` the reader skips is read.
    func testObjectiveCClassesNothingCreatesAreLeftOut() throws {
        func controller(_ name: String) -> String {
            """
            @implementation \(name)
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *note = [[UILabel alloc] init];
                note.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:note];
                [note.widthAnchor constraintEqualToConstant:400].active = YES;
                [note.widthAnchor constraintLessThanOrEqualToConstant:300].active = YES;
            }
            @end
            """
        }
        let header = """
            #import <UIKit/UIKit.h>
            @interface RegisterScreen : UIViewController
            @end
            @interface SettingsScreen : UIViewController
            @end
            @interface RegisterWindowController : NSObject
            @end
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end
            """
        let code = """
            #import "Screens.h"
            int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class])); }
            @implementation AppDelegate
            - (void)showSettings {
            #ifdef STORE_BUILD
                [self show:nil];
            #else
                [self show:[SettingsScreen new]];
            #endif
                // [[RegisterWindowController alloc] init];
            }
            @end
            @implementation RegisterWindowController
            - (void)open { [self show:[[RegisterScreen alloc] init]]; }
            @end
            \(controller("RegisterScreen"))
            \(controller("SettingsScreen"))
            """
        try project.write(header, to: "App/Screens.h")
        try project.write(code, to: "App/Screens.m")
        try project.write(infoPlist, to: "App/Info.plist")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(scenesWithFindings(output), ["SettingsScreen"], output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 1 class no code creates not linted"), output.standardError)
    }

    /// A folder whose code holds no app entry point is a library: its clients create its classes. A `public` class
    /// is another module's to create in an app too.
    func testLibrariesAndPublicClassesAreRead() throws {
        let library = sources.replacingOccurrences(of: "@main\n", with: "")
        try project.write(library, to: "App/Screens.swift")
        try project.write(infoPlist, to: "App/Info.plist")
        var (_, output) = project.lint(["App"])
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "StoryboardScreen", "ArchiveScreen", "ArchiveDetailScreen"], output.standardOutput)
        let published = sources.replacingOccurrences(of: "final class ArchiveScreen", with: "public final class ArchiveScreen")
        try project.write(published, to: "App/Screens.swift")
        (_, output) = project.lint(["App"])
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "ArchiveScreen", "ArchiveDetailScreen"], output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 1 class no code creates not linted"), output.standardError)
    }

    /// A project whose app target reads `appPlist` and whose test bundle reads `testPlist`.
    private func projectFile(testPlist: String, appPlist: String = "App/Info.plist") -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                C1 = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        INFOPLIST_FILE = \(appPlist);
                    };
                    name = Debug;
                };
                C2 = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        INFOPLIST_FILE = \(testPlist);
                    };
                    name = Debug;
                };
                F1 = {isa = PBXFileReference; path = Screens.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
            };
        }
        """
    }

    /// A test bundle's Info.plist missing from the checkout says nothing about what the app loads; the app's own
    /// missing says the storyboards it names are unknown, and then every class is read.
    func testAMissingTestBundlePlistStillLeavesOutClassesNothingCreates() throws {
        try project.write(sources, to: "App/Screens.swift")
        try project.write(storyboard, to: "App/Main.storyboard")
        try project.write(infoPlist, to: "App/Info.plist")
        try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try project.write(projectFile(testPlist: "AppTests/Info.plist"), to: "App.xcodeproj/project.pbxproj")
        var (_, output) = project.lint(["."])
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "StoryboardScreen"], output.standardOutput)
        try project.write(projectFile(testPlist: "AppTests/Info.plist", appPlist: "Missing/Info.plist"), to: "App.xcodeproj/project.pbxproj")
        (_, output) = project.lint(["."])
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "StoryboardScreen", "ArchiveScreen", "ArchiveDetailScreen"], output.standardOutput)
    }

    /// A cell class a generic item names as the type of the cell it sets up is made by the table (through the item's
    /// associated cell type); a cell class nothing names is not.
    func testACellNamedAsAValuesTypeIsCreated() throws {
        func cell(_ name: String, generic: Bool = false) -> String {
            """
            final class \(name)\(generic ? "<Item>" : ""): UITableViewCell {
                private let note = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    note.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(note)
                    note.widthAnchor.constraint(equalToConstant: 400).isActive = true
                    note.widthAnchor.constraint(lessThanOrEqualToConstant: 300).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        }
        let code = sources + """

            protocol RowItem { func register(in table: UITableView) }
            struct PickerRowItem<Option>: RowItem {
                func register(in table: UITableView) {}
                func setup(cell: PickerRowCell<Option>) {}
            }
            final class SettingsList: UIViewController {
                let rows: [RowItem] = [PickerRowItem<Int>()]
            }
            """ + cell("PickerRowCell", generic: true) + cell("UnusedRowCell")
        try project.write(code, to: "App/Screens.swift")
        try project.write(storyboard, to: "App/Main.storyboard")
        try project.write(infoPlist, to: "App/Info.plist")
        let (_, output) = project.lint(["App"])
        XCTAssertTrue(scenesWithFindings(output).contains("PickerRowCell"), output.standardOutput)
        XCTAssertFalse(scenesWithFindings(output).contains("UnusedRowCell"), output.standardOutput)
    }

    func testWithoutProjectFilesEveryClassIsRead() throws {
        try project.write(sources, to: "App/Screens.swift")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(scenesWithFindings(output), ["LoginScreen", "StoryboardScreen", "ArchiveScreen", "ArchiveDetailScreen"], output.standardOutput)
        XCTAssertFalse(output.standardError.contains("creates"), output.standardError)
    }
}
