import LayoutModel
import LayoutReaders
import XCTest

/// Reader behaviours of real apps: collection view cells sized by their layout, and
/// NSStackView detaching its hidden views.
final class InterfaceBuilderCollectionCellAndDetachedViewTests: XCTestCase {
    private func scene(_ fixture: String, named name: String) throws -> Scene {
        let result = try InterfaceBuilderFixtures.read(fixture)
        return try XCTUnwrap(result.scenes.first { $0.name == name }, "no scene \(name) in \(fixture)")
    }

    // MARK: Collection view cells

    func testCollectionCellOfAFixedItemSizeLayoutIsItsDrawnSizeNotAScreenWideRow() throws {
        let cell = try scene("sticker-collection.storyboard", named: "StickerCell")
        XCTAssertEqual(cell.kind, .standalone)
        XCTAssertEqual(cell.size, Size(width: 80, height: 108))
    }

    func testCollectionCellOfAnEstimatingLayoutFitsItsContentBothWays() throws {
        let cell = try scene("pin-pad-collection.storyboard", named: "TagCell")
        XCTAssertEqual(cell.kind, .selfSizing(axes: [.horizontal, .vertical]))
        XCTAssertEqual(cell.kind.contentSizedAxes, [.horizontal, .vertical])
        XCTAssertNil(cell.size)
    }

    func testCollectionCellDrawnAtTheItemSizeOfAnAutomaticEstimateKeepsThatSizeAsItsWeakestPreference() throws {
        for (fixture, name, drawn) in [("sticker-collection.storyboard", "TagCell", Rect(x: 0, y: 0, width: 90, height: 32)),
                                       ("pin-pad-collection.storyboard", "DotCell", Rect(x: 0, y: 0, width: 40, height: 60))] {
            let cell = try scene(fixture, named: name)
            XCTAssertEqual(cell.kind, .standalone, name)
            XCTAssertNil(cell.size, name)
            XCTAssertEqual(cell.item(cell.root!)?.frame, drawn, name)
        }
    }

    func testCollectionCellDrawnAcrossAnEstimatingCollectionIsAListRow() throws {
        let cell = try scene("sticker-collection.storyboard", named: "NoteCell")
        XCTAssertEqual(cell.kind, .cell(rowHeight: nil))
        XCTAssertEqual(cell.kind.contentSizedAxes, [.vertical])
    }

    func testCollectionCellOfAXibIsSizedByWhateverLayoutShowsIt() throws {
        let cell = try scene("swatch-cell.xib", named: "SwatchCell")
        XCTAssertEqual(cell.kind, .standalone)
        // No fixed size: the engine takes the drawn 48 x 48 frame as the weakest preference.
        XCTAssertNil(cell.size)
        XCTAssertEqual(cell.item(cell.root!)?.frame, Rect(x: 0, y: 0, width: 48, height: 48))
        XCTAssertEqual(cell.constraints.count, 12)
    }

    /// An empty reuse identifier (`reuseIdentifier=""`) names nothing: the cell's scene takes its class's name.
    func testACellWithAnEmptyReuseIdentifierIsNamedAfterItsClass() throws {
        let source = try InterfaceBuilderFixtures.source("swatch-cell.xib")
        XCTAssertTrue(source.text.contains("reuseIdentifier=\"SwatchCell\""))
        let emptied = SourceFile(path: source.path, text: source.text.replacingOccurrences(of: "reuseIdentifier=\"SwatchCell\"", with: "reuseIdentifier=\"\""))
        let names = InterfaceBuilderReader().read([emptied]).scenes.map(\.name)
        XCTAssertFalse(names.contains(""), "\(names)")
        XCTAssertFalse(names.isEmpty)
    }

    /// Shown at a size its layout fixes (an item size, `sizeForItemAt`) that no code read states: the drawn 48 x 48 is
    /// not that size, so the scene has none and its content view is open on both axes.
    func testCollectionCellOfAXibShownAtAFixedSizeIsOpenNotItsDrawnSize() throws {
        let source = try InterfaceBuilderFixtures.source("swatch-cell.xib")
        let result = InterfaceBuilderReader().read([source], facts: ProjectFacts(fixedHeightCellClasses: ["SwatchCell"]))
        let cell = try XCTUnwrap(result.scenes.first { $0.name == "SwatchCell" })
        XCTAssertEqual(cell.kind, .standalone)
        XCTAssertNil(cell.size)
        let root = try XCTUnwrap(cell.item(try XCTUnwrap(cell.root)))
        XCTAssertEqual(root.openness?.reasons(.horizontal), ["item size given by its collection view's layout, not read"])
        XCTAssertEqual(root.openness?.reasons(.vertical), ["item size given by its collection view's layout, not read"])
    }

    /// In a lint of the whole app, a scene whose only way in is an identifier no code names is created by nothing (an
    /// old copy kept beside the live screen); the one the code instantiates stays, and without the whole app both do.
    func testScenesWhoseIdentifierNoCodeNamesAreLeftOut() throws {
        let source = try InterfaceBuilderFixtures.source("archived-screens.storyboard")
        var facts = ProjectFacts()
        facts.identifiersUsedInCode = ["instantiateViewController", "HomeViewController"]
        facts.stringsInCode = ["checkout"]
        facts.lintsWholeProject = true
        let whole = InterfaceBuilderReader().read([source], facts: facts)
        XCTAssertEqual(whole.scenes.map(\.name).sorted(), ["HomeViewController", "checkout"])
        // Code that derives names from classes (`String(describing: CheckoutViewController.self)`) asks for
        // "CheckoutViewController", which is not the old copy's identifier.
        facts.identifiersUsedInCode.formUnion(["describing", "CheckoutViewController"])
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.map(\.name).sorted(), ["HomeViewController", "checkout"])
        // Another storyboard's reference (`referencedIdentifier="checkout-old"`) is a way in.
        facts.storyboardIdentifiersReferenced = ["checkout-old"]
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.count, 3)
        facts.storyboardIdentifiersReferenced = []
        facts.lintsWholeProject = false
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.count, 3)
    }

    /// A storyboard with no initial controller and no identifiers: linted alone it is read whole (a file being drawn);
    /// in a lint of the whole app nothing can make its controllers.
    func testAStoryboardWithNoWayInIsLeftOutOfAWholeAppLint() throws {
        let source = try InterfaceBuilderFixtures.source("archived-screens.storyboard")
        let closed = SourceFile(path: source.path, text: source.text
            .replacingOccurrences(of: #"initialViewController="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"storyboardIdentifier="[^"]*""#, with: "", options: .regularExpression))
        var facts = ProjectFacts()
        XCTAssertEqual(InterfaceBuilderReader().read([closed], facts: facts).scenes.count, 3)
        facts.lintsWholeProject = true
        XCTAssertEqual(InterfaceBuilderReader().read([closed], facts: facts).scenes.count, 0)
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.count, 3, "the storyboard as it was has ways in")
    }

    /// The launch code puts another controller in the window before the main storyboard's initial one is shown: that
    /// one never lays out, unless code instantiates it again. Both readers find the launch code's assignment.
    func testTheMainStoryboardsInitialControllerReplacedAtLaunchIsLeftOut() throws {
        let source = try InterfaceBuilderFixtures.source("archived-screens.storyboard")
        var facts = ProjectFacts()
        facts.identifiersUsedInCode = ["HomeViewController"]
        facts.stringsInCode = ["checkout"]
        facts.lintsWholeProject = true
        facts.storyboardsNamedByProject = ["archived-screens"]
        facts.launchCodeReplacesRootController = true
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.map(\.name), ["checkout"])
        // The iPad's copy of the main storyboard (`~ipad`) is loaded under the same name.
        let iPad = SourceFile(path: "archived-screens~ipad.storyboard", text: source.text)
        XCTAssertEqual(InterfaceBuilderReader().read([iPad], facts: facts).scenes.map(\.name), ["checkout"])
        // Another storyboard's reference may load it: by the storyboard's name alone, or by its identifier.
        facts.storyboardsReferenced = ["archived-screens"]
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.count, 2)
        facts.storyboardsReferenced = ["Settings"]
        facts.storyboardIdentifiersReferenced = ["home"]
        let identified = SourceFile(path: source.path, text: source.text.replacingOccurrences(
            of: "<viewController id=\"arc-vc-001\"", with: "<viewController storyboardIdentifier=\"home\" id=\"arc-vc-001\""))
        XCTAssertEqual(InterfaceBuilderReader().read([identified], facts: facts).scenes.count, 2)
        facts.storyboardIdentifiersReferenced = []
        XCTAssertEqual(InterfaceBuilderReader().read([identified], facts: facts).scenes.map(\.name), ["checkout"])
        facts.identifiersUsedInCode.insert("instantiateInitialViewController")
        XCTAssertEqual(InterfaceBuilderReader().read([source], facts: facts).scenes.map(\.name).sorted(), ["HomeViewController", "checkout"])

        let swift = SourceFile(path: "AppDelegate.swift", text: """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = UINavigationController(rootViewController: TabsViewController())
                    return true
                }
                func showLogin() { window?.rootViewController = LoginViewController() }
            }
            """)
        XCTAssertTrue(SwiftSourceReader().read([swift]).facts.launchCodeReplacesRootController)
        let later = SourceFile(path: "AppDelegate.swift", text: swift.text.replacingOccurrences(
            of: "window?.rootViewController = UINavigationController(rootViewController: TabsViewController())", with: "_ = options"))
        XCTAssertFalse(SwiftSourceReader().read([later]).facts.launchCodeReplacesRootController, "set later, after the first screen showed")
        let objc = SourceFile(path: "AppDelegate.m", text: """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [self.window setRootViewController:[[TabsViewController alloc] init]];
                return YES;
            }
            @end
            """)
        XCTAssertTrue(ObjectiveCReader().read([objc], facts: ProjectFacts()).facts.launchCodeReplacesRootController)
    }

    func testTableCellsStayRowsOfTheTable() throws {
        let result = try InterfaceBuilderFixtures.read("quote-cells.storyboard")
        let cell = try XCTUnwrap(result.scenes.first { $0.name == "QuoteCell" })
        XCTAssertEqual(cell.kind, .cell(rowHeight: nil))
    }

    // MARK: NSStackView detaching hidden views

    /// The reader describes a detaching stack's hidden views as the file has them; the engine detaches them
    /// (`DetachedHiddenViews`, Tests/LayoutEngineTests/DetachedHiddenViewsTests.swift).
    func testHiddenViewsOfADetachingStackAreDescribedWithTheirConstraints() throws {
        let toolbar = try scene("appkit-detached-buttons.xib", named: "view")
        let stack = try XCTUnwrap(toolbar.items.first { $0.id == ItemID("Buttons Stack") })
        XCTAssertEqual(stack.stack?.arrangedSubviews, [ItemID("Back Button"), ItemID("syncSeparator"), ItemID("syncButton"), ItemID("shareButton")])
        XCTAssertEqual(stack.stack?.appKit?.detachesHiddenViews, true)
        let byObject = Dictionary(toolbar.items.compactMap { item in item.location.objectID.map { ($0, item) } }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byObject["adb-sp-001"]?.isHidden, true)
        XCTAssertEqual(byObject["adb-bt-003"]?.isHidden, true)
        XCTAssertEqual(byObject["adb-bx-001"]?.superview, byObject["adb-sp-001"]?.id, "the separator's box stays inside it")
        let constraintIDs = Set(toolbar.constraints.filter(\.isActive).compactMap(\.location.objectID))
        XCTAssertTrue(constraintIDs.isSuperset(of: [
            "adb-c-0001", "adb-c-0002", "adb-c-0003", "adb-c-0004", "adb-c-0006", "adb-c-0008", "adb-c-0010", "adb-c-0011", "adb-c-0012",
        ]))
    }

    /// A stack whose only view is hidden is still a stack arranging it: the engine shrinks it to nothing where nothing
    /// else sizes it (`StackViewConstraints.emptyStackFit`), as the reader did when it left the view out.
    func testAStackWhoseOnlyViewIsHiddenStillArrangesIt() throws {
        let toolbar = try scene("appkit-detached-buttons.xib", named: "view")
        let overflow = try XCTUnwrap(toolbar.items.first { $0.id == ItemID("Overflow Stack") })
        XCTAssertEqual(overflow.stack?.arrangedSubviews, [ItemID("Overflow Button")])
        XCTAssertEqual(toolbar.item("Overflow Button")?.isHidden, true)
        let buttons = try XCTUnwrap(toolbar.items.first { $0.id == ItemID("Buttons Stack") })
        XCTAssertNotEqual(buttons.intrinsicSize, AxisPair(horizontal: .known(0), vertical: .known(0)))
    }

    /// A stack without `detachesHiddenViews="YES"` (the box unticked) is read as keeping its hidden views.
    func testAStackWithoutTheDetachingFlagKeepsHiddenViews() throws {
        let result = try InterfaceBuilderFixtures.read("appkit-clipping-drawer.xib")
        let stacks = result.scenes.flatMap(\.items).compactMap(\.stack?.appKit)
        XCTAssertFalse(stacks.isEmpty)
        XCTAssertTrue(stacks.allSatisfy { !$0.detachesHiddenViews })
    }

    func testNothingIsLeftOutOfADetachingStack() throws {
        let result = try InterfaceBuilderFixtures.read("appkit-detached-buttons.xib")
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == ReaderRuleID.skippedConstruct }, [])
    }

    func testHiddenViewsOfAUIStackViewStayArranged() throws {
        let result = try InterfaceBuilderFixtures.read("stack-hidden.xib")
        let hidden = result.scenes.flatMap(\.items).filter(\.isHidden)
        XCTAssertFalse(hidden.isEmpty)
        let arranged = Set(result.scenes.flatMap(\.items).compactMap(\.stack).flatMap(\.arrangedSubviews))
        XCTAssertTrue(hidden.allSatisfy { arranged.contains($0.id) })
    }
}
