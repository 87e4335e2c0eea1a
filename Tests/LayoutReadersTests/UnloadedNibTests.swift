import LayoutModel
@testable import LayoutReaders
import XCTest

/// Which nibs no code read loads (`IBUnloadedNib`): the rules, one case each.
final class UnloadedNibTests: XCTestCase {
    private func nib(owner: String, ownerElement: String = "placeholder") -> String {
        let ownerLine = ownerElement == "placeholder"
            ? "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(owner)\"/>"
            : "<customObject id=\"-2\" userLabel=\"File's Owner\" customClass=\"\(owner)\"/>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            \(ownerLine)
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
            </objects></document>
            """
    }

    private func isRead(_ file: String, _ text: String, identifiers: Set<String>, strings: Set<String> = []) -> Bool {
        var facts = ProjectFacts()
        facts.identifiersUsedInCode = identifiers
        facts.stringsInCode = strings
        let result = InterfaceBuilderReader().read(SourceFile(path: file, text: text), facts: facts)
        return !result.scenes.isEmpty
    }

    func testANibIsLoadedByItsNameOrByAUsedClassItsNameDerivesFrom() {
        let text = nib(owner: "SettingsViewController")
        XCTAssertTrue(isRead("SettingsViewController.xib", text, identifiers: ["SettingsViewController"]))
        XCTAssertTrue(isRead("SettingsView.xib", text, identifiers: ["SettingsViewController"]), "UIKit drops 'Controller'")
        XCTAssertTrue(isRead("Preferences.xib", text, identifiers: ["Other"], strings: ["Preferences"]))
        XCTAssertFalse(isRead("Preferences.xib", text, identifiers: ["SettingsViewController"]), "a used class of another name")
        XCTAssertFalse(isRead("SettingsViewController.xib", text, identifiers: ["Other"]), "nothing names it")
        XCTAssertTrue(isRead("SettingsViewController.xib", text, identifiers: []), "no code read: every nib is read")
    }

    /// Only a controller loads a nib named after its class by itself: a cell nib of a class the code only casts to
    /// (`as! GoalCell`, a storyboard prototype's class) is loaded where code names it, or derives names from classes.
    func testACellNibNamedAfterAClassTheCodeOnlyUsesIsNotLoaded() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="GoalCell" id="cell" customClass="GoalCell">
            <rect key="frame" x="0" y="0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
            <rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCellContentView>
            </tableViewCell></objects></document>
            """
        XCTAssertFalse(isRead("GoalCell.xib", text, identifiers: ["GoalCell", "GameViewController"]), "a cast names no nib")
        XCTAssertTrue(isRead("GoalCell.xib", text, identifiers: ["GoalCell"], strings: ["GoalCell"]), "registered by name")
        XCTAssertTrue(isRead("GoalCell.xib", text, identifiers: ["GoalCell", "describing"]), "names derived from classes")
        // A nib member of the class (`GoalCell.nibName` from another module's extension) names its nib.
        let facts = SwiftSourceReader().read([SourceFile(path: "Goals.swift", text: """
            import UIKit
            final class GoalsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: GoalCell.nibName, bundle: nil), forCellReuseIdentifier: "goal")
                }
            }
            """)]).facts
        XCTAssertTrue(facts.stringsInCode.contains("GoalCell"))
        XCTAssertFalse(facts.stringsInCode.contains("UINib"))
        // The same in Objective-C: `[GoalCell nib]` from a category not read; `[UINib nibWithNibName:…]` names no class.
        let objc = ObjectiveCReader().read([SourceFile(path: "Goals.m", text: """
            @implementation GoalsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerNib:[GoalCell nib] forCellReuseIdentifier:@"goal"];
                [self.tableView registerNib:[UINib nibWithNibName:@"Other" bundle:nil] forCellReuseIdentifier:@"other"];
            }
            @end
            """)]).facts
        XCTAssertTrue(objc.stringsInCode.contains("GoalCell"))
        XCTAssertFalse(objc.stringsInCode.contains("UINib"))
        XCTAssertFalse(objc.stringsInCode.contains("tableView"))
    }

    func testCodeDerivingNibNamesFromClassesLoadsThroughAnyUsedClass() {
        let text = nib(owner: "RLMWelcomeWindowController", ownerElement: "customObject")
        XCTAssertFalse(isRead("WelcomeWindow.xib", text, identifiers: ["RLMWelcomeWindowController"]))
        XCTAssertTrue(isRead("WelcomeWindow.xib", text, identifiers: ["RLMWelcomeWindowController", "NSStringFromClass"]))
        XCTAssertTrue(isRead("WelcomeWindow.xib", text, identifiers: ["RLMWelcomeWindowController", "describing"]))
        // A copy named after another class is not derived from the used one.
        XCTAssertFalse(isRead("OldWelcomePane.xib", text, identifiers: ["RLMWelcomeWindowController", "NSStringFromClass"]))
    }

    /// `String(describing: SummaryCard.self)` is the string "SummaryCard": the nib of that name is loaded even when its
    /// File's Owner names a class the code no longer has. Naming the class otherwise (`register(SummaryCard.self, …)`)
    /// makes no string.
    func testAClassNameTurnedIntoAStringNamesTheNibOfThatName() {
        let code = """
            import UIKit
            final class SummaryCard: UIView {}
            final class RatingCard: UIView {}
            final class CardsController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let card = UINib(nibName: String(describing: SummaryCard.self), bundle: nil).instantiate(withOwner: nil)
                    let title = NSStringFromClass(CardsController.self)
                    let table = UITableView()
                    table.register(RatingCard.self, forCellReuseIdentifier: "rating")
                    _ = (card, title, table)
                }
            }
            """
        let facts = SwiftSourceReader().read([SourceFile(path: "CardsController.swift", text: code)], facts: ProjectFacts()).facts
        XCTAssertTrue(facts.stringsInCode.isSuperset(of: ["SummaryCard", "CardsController"]), "\(facts.stringsInCode)")
        XCTAssertFalse(facts.stringsInCode.contains("RatingCard"))
        XCTAssertTrue(isRead("SummaryCard.xib", nib(owner: "SummaryCardOwner"), identifiers: facts.identifiersUsedInCode, strings: facts.stringsInCode))
        XCTAssertFalse(isRead("RatingCard.xib", nib(owner: "RatingCardOwner"), identifiers: ["Other"], strings: facts.stringsInCode))
    }

    func testMainNibsAndLaunchScreensAreAlwaysRead() {
        XCTAssertTrue(isRead("MainMenu.xib", nib(owner: "NSApplication", ownerElement: "customObject"), identifiers: ["Other"]))
        XCTAssertTrue(isRead("MainWindow.xib", nib(owner: "UIApplication"), identifiers: ["Other"]))
        let launch = nib(owner: "Nobody").replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")
        XCTAssertTrue(isRead("Launch.xib", launch, identifiers: ["Other"]))
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc1">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc1" customClass="OrdersViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
        </viewController>
        </objects></scene></scenes></document>
        """

    private func isStoryboardRead(_ file: String, named: Set<String>?, referenced: Set<String> = [], identifiers: Set<String> = ["Other"],
                                  strings: Set<String> = []) -> Bool {
        var facts = ProjectFacts()
        facts.identifiersUsedInCode = identifiers
        facts.stringsInCode = strings
        facts.storyboardsNamedByProject = named
        facts.storyboardsReferenced = referenced
        return !InterfaceBuilderReader().read(SourceFile(path: file, text: storyboard), facts: facts).scenes.isEmpty
    }

    func testAStoryboardIsLoadedByItsNameInTheProjectAnotherStoryboardOrTheCode() {
        XCTAssertTrue(isStoryboardRead("App/Base.lproj/Main.storyboard", named: ["Main", "LaunchScreen"]), "UIMainStoryboardFile")
        XCTAssertTrue(isStoryboardRead("Orders.storyboard", named: [], referenced: ["Orders"]), "a storyboard reference")
        XCTAssertTrue(isStoryboardRead("Orders.storyboard", named: [], strings: ["Orders"]), "UIStoryboard(name: \"Orders\", bundle: nil)")
        XCTAssertTrue(isStoryboardRead("Orders.storyboard", named: [], identifiers: ["Orders"]), "SwiftGen's StoryboardScene.Orders")
        XCTAssertTrue(isStoryboardRead("Orders.storyboard", named: [], identifiers: ["orders"]), "R.swift's R.storyboard.orders")
        XCTAssertTrue(isStoryboardRead("Orders~ipad.storyboard", named: [], strings: ["Orders"]), "a device-specific copy")
        XCTAssertFalse(isStoryboardRead("Orders_1.storyboard", named: ["Main"], strings: ["Orders"]), "an old copy nothing names")
    }

    /// A launch storyboard the project names is read; one it does not name (the app's launch screen is generated from
    /// `UILaunchScreen`) is a copied resource nothing shows.
    func testALaunchStoryboardIsReadWhenTheProjectNamesIt() {
        let launch = storyboard.replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")
        func isRead(named: Set<String>?) -> Bool {
            var facts = ProjectFacts()
            facts.identifiersUsedInCode = ["Other"]
            facts.storyboardsNamedByProject = named
            return !InterfaceBuilderReader().read(SourceFile(path: "Preview Content/Launch Screen.storyboard", text: launch), facts: facts).scenes.isEmpty
        }
        XCTAssertTrue(isRead(named: ["Launch Screen"]), "UILaunchStoryboardName")
        XCTAssertTrue(isRead(named: nil), "the project files not read")
        XCTAssertFalse(isRead(named: ["YES", "Bet Help"]), "a generated launch screen: the storyboard is only copied")
    }

    func testEveryStoryboardIsReadWhenTheProjectFilesOrTheCodeWereNotRead() {
        XCTAssertTrue(isStoryboardRead("Orders_1.storyboard", named: nil), "the project files not read: it may be the main storyboard")
        XCTAssertTrue(isStoryboardRead("Orders_1.storyboard", named: ["Main"], identifiers: []), "no code read")
    }

    func testStoryboardReferencesAreProjectFacts() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder storyboardName="Settings" id="p1" sceneMemberID="viewController"/>
            <controllerPlaceholder storyboardName="Preferences" id="p2" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let facts = InterfaceBuilderReader().projectFacts(statedIn: SourceFile(path: "Main.storyboard", text: text))
        XCTAssertEqual(facts.storyboardsReferenced, ["Settings", "Preferences"])
    }

    /// A nib or storyboard named through an Objective-C macro is named by the code (`#define` lines are not tokens of the
    /// file's code, so their strings were missed).
    func testObjectiveCMacroBodiesNameNibs() {
        let code = """
            #define kCheckoutStoryboard @"Checkout"
            #define kRowNib CellNibNamed(@"OrderRow")
            #define kMargin 8
            @implementation OrdersViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            """
        let facts = ObjectiveCReader().read([SourceFile(path: "OrdersViewController.m", text: code)], facts: ProjectFacts()).facts
        XCTAssertTrue(facts.stringsInCode.isSuperset(of: ["Checkout", "OrderRow"]), "\(facts.stringsInCode)")
        XCTAssertTrue(facts.identifiersUsedInCode.contains("CellNibNamed"))
        XCTAssertTrue(isStoryboardRead("Checkout.storyboard", named: [], identifiers: facts.identifiersUsedInCode, strings: facts.stringsInCode))
    }
}

/// Names a class uses only in its own methods are no sign other code uses it (`ObjCProjectIndex.namesUsedInCode`).
final class ObjectiveCOwnNamesTests: XCTestCase {
    private let cell = """
        #import "PlanCell.h"
        @implementation PlanCell
        + (instancetype)cellWithTableView:(UITableView *)tableView {
            PlanCell *cell = [tableView dequeueReusableCellWithIdentifier:@"plan"];
            if (!cell) {
                [tableView registerNib:[UINib nibWithNibName:@"PlanCell" bundle:nil] forCellReuseIdentifier:@"plan"];
                cell = [tableView dequeueReusableCellWithIdentifier:@"plan"];
            }
            return cell;
        }
        @end
        """

    private func facts(_ files: [(String, String)]) -> ProjectFacts {
        ObjectiveCReader().read(files.map { SourceFile(path: $0.0, text: $0.1) }, facts: ProjectFacts()).facts
    }

    func testAClassNamingItselfOnlyInItsOwnMethodsIsNotUsed() {
        let alone = facts([("PlanCell.m", cell), ("PlanViewController.m", "#import \"PlanCell.h\"\n@implementation PlanViewController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n")])
        XCTAssertFalse(alone.identifiersUsedInCode.contains("PlanCell"))
        XCTAssertFalse(alone.stringsInCode.contains("PlanCell"), "its nib's name is only in its own helper, which nothing calls")
        XCTAssertTrue(alone.stringsInCode.contains("plan"), "other strings of its methods count")

        let called = facts([("PlanCell.m", cell), ("PlanViewController.m", "@implementation PlanViewController\n- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath { return [PlanCell cellWithTableView:tableView]; }\n@end\n")])
        XCTAssertTrue(called.identifiersUsedInCode.contains("PlanCell"), "another class's code uses it")
    }
}
