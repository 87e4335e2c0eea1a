import LayoutModel
import XCTest
@testable import LayoutReaders

/// Shapes from real apps: a property holding an init parameter tested later, project subclasses of
/// UIKit controls named otherwise, and a web view's scroll view.
final class SwiftStoredParameterAndControlSubclassTests: XCTestCase {
    private func scene(_ source: String, named name: String) throws -> Scene {
        try SwiftSourceFixtures.scene(source, named: name, path: "Shapes.swift")
    }

    private func fixtureScene(_ file: String, _ name: String) throws -> Scene {
        try SwiftSourceFixtures.scene(inFixtures: [file], named: name)
    }

    func testStoredParameterIsTestedUnderTheCallersArgument() throws {
        let scene = try fixtureScene("ConfirmationBarView.swift", "ConfirmationSheetViewController")
        XCTAssertEqual(scene.variants.map(\.name), ["if canDismiss"], "the init's if, the ternary and the layout method's if are one test")
        let variant = try XCTUnwrap(scene.variants.first)
        let activated = Set(variant.activatedConstraints.map { scene.constraints[$0].formula })
        XCTAssertEqual(activated, [
            "bar.dismissButton.trailing == bar.confirmButton.leading - 12",
            "bar.dismissButton.centerY == bar.confirmButton.centerY",
        ], "the layout method's if on the stored property")
        XCTAssertTrue(variant.shownItems.contains(ItemID("bar.dismissButton")), "added in the same variant: \(variant.shownItems)")
    }

    func testStoredParameterReassignedLaterIsItsOwnTest() throws {
        let scene = try scene("""
        final class FlagHost: UIView {
            let dot = UIView()
            var showsDot: Bool
            init(showsDot: Bool) {
                self.showsDot = showsDot
                super.init(frame: .zero)
                showsDot = UserDefaults.standard.bool(forKey: "dot")
                addSubview(dot)
                if showsDot { dot.topAnchor.constraint(equalTo: topAnchor).isActive = true }
            }
        }
        final class FlagScreen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let wanted = traitCollection.userInterfaceStyle == .dark
                view.addSubview(FlagHost(showsDot: wanted))
            }
        }
        """, named: "FlagScreen")
        XCTAssertEqual(scene.variants.map(\.name), ["if showsDot"])
    }

    func testProjectSubclassesTakeTheirUIKitBaseTraits() throws {
        let scene = try fixtureScene("ChecklistRowView.swift", "ChecklistRowView")
        func item(_ name: String) throws -> Item { try XCTUnwrap(scene.items.first { $0.id.name == name }) }
        let unknown = AxisPair<IntrinsicMetric>(horizontal: .unknown, vertical: .unknown)
        XCTAssertEqual(try item("checkBox").className, "RoundCheckBox")
        // The reader states the platform class; the engine's traits come from it (ClassCatalog.runtimeTraits).
        XCTAssertEqual(try item("checkBox").platformClass, "UIButton")
        XCTAssertEqual(try item("checkBox").effectiveIntrinsicSize, unknown, "a button two project classes down")
        XCTAssertEqual(try item("caption").effectiveIntrinsicSize, unknown, "a label through a project label class")
        XCTAssertEqual(try item("modePicker").effectiveIntrinsicSize, AxisPair(horizontal: .unknown, vertical: .known(32)))
        XCTAssertEqual(try item("shareButton").intrinsicSize, AxisPair(horizontal: .none, vertical: .none),
                       "a plain view named like a button does not size itself: the reader states it")
    }

    func testNamesThatAlreadyTellTheClassAreLeftToTheCatalog() throws {
        let scene = try scene("""
        final class TitleLabel: UILabel {}
        final class Toggle: UISwitch {}
        final class Header: UIView {
            let title = TitleLabel()
            let toggle = Toggle()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                addSubview(toggle)
                toggle.setContentHuggingPriority(.required, for: .horizontal)
            }
        }
        """, named: "Header")
        let title = try XCTUnwrap(scene.items.first { $0.id.name == "title" })
        XCTAssertNil(title.intrinsicSize, "the name says label: the catalog's label")
        XCTAssertNil(title.contentHugging)
        let toggle = try XCTUnwrap(scene.items.first { $0.id.name == "toggle" })
        XCTAssertEqual(toggle.effectiveIntrinsicSize, AxisPair(horizontal: .known(51), vertical: .known(31)))
        XCTAssertEqual(toggle.runtimeTraits.compressionResistance, AxisPair(horizontal: Priority(750), vertical: Priority(750)))
        XCTAssertEqual(toggle.contentHugging?.horizontal, .required, "what the code sets is kept")
    }

    func testWebViewScrollViewIsAFillingScrollView() throws {
        let scene = try fixtureScene("ArticleReaderViewController.swift", "ArticleReaderViewController")
        let scrollView = try XCTUnwrap(scene.items.first { $0.id.name == "webView.scrollView" }, "items: \(scene.items.map(\.id.name))")
        XCTAssertEqual(scrollView.className, "UIScrollView")
        XCTAssertEqual(scrollView.superview, ItemID("webView"))
        XCTAssertTrue(scrollView.translatesAutoresizingMask)
        XCTAssertEqual(scrollView.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        let header = try XCTUnwrap(scene.items.first { $0.id.name == "headerView" })
        XCTAssertEqual(header.superview, ItemID("webView.scrollView"))
        XCTAssertTrue(scene.constraints.contains { $0.formula == "headerView.width == webView.scrollView.width" },
                      "constraints: \(scene.constraints.map(\.formula))")
    }

    func testExtensionPropertyOfUIViewAppliesToCellsAndLabels() throws {
        let scene = try fixtureScene("HoldingRowCell.swift", "HoldingRowCell")
        let formulas = Set(scene.constraints.map(\.formula))
        XCTAssertTrue(formulas.contains("iconView.leading == self.safeAreaLayoutGuide.leading + 16"), "constraints: \(formulas.sorted())")
        XCTAssertTrue(formulas.contains("detailStack.trailing == contentView.safeAreaLayoutGuide.trailing - 16"), "constraints: \(formulas.sorted())")
    }

    func testMethodPassedByNameToForEachIsCalledWithEachElement() throws {
        let scene = try fixtureScene("HoldingRowCell.swift", "HoldingRowCell")
        func item(_ name: String) throws -> Item { try XCTUnwrap(scene.items.first { $0.id.name == name }, "items: \(scene.items.map(\.id.name))") }
        XCTAssertEqual(try item("iconView").superview, ItemID("contentView"))
        XCTAssertEqual(try item("detailStack").superview, ItemID("contentView"))
        XCTAssertEqual(try item("detailStack").stack?.arrangedSubviews, [ItemID("nameLabel"), ItemID("amountLabel")])
    }

    func testViewPropertyWrappersTurnTheAutoresizingFlagOff() throws {
        let cell = try fixtureScene("HoldingRowCell.swift", "HoldingRowCell")
        let icon = try XCTUnwrap(cell.items.first { $0.id.name == "iconView" })
        XCTAssertFalse(icon.translatesAutoresizingMask, "the project's wrapper sets the flag off in its init")
        let platformWrapped = try scene("""
        final class CounterView: UIView {
            @Published var countLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(countLabel)
                countLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
        }
        """, named: "CounterView")
        let count = try XCTUnwrap(platformWrapped.items.first { $0.id.name == "countLabel" })
        XCTAssertTrue(count.translatesAutoresizingMask, "a platform wrapper does not set views up")
        let packageWrapped = try scene("""
        extension AutoLayoutReady {
            func unrelated() {}
        }
        final class TotalView: UIView {
            @AutoLayoutReady var totalLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(totalLabel)
                totalLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
        }
        """, named: "TotalView")
        let total = try XCTUnwrap(packageWrapped.items.first { $0.id.name == "totalLabel" })
        XCTAssertFalse(total.translatesAutoresizingMask, "a wrapper from a package (the project only extends its name) is taken to set the view up")
    }

    func testLocalViewUnderAWrapperHasTheFlagOff() throws {
        let scene = try scene("""
        final class SpacedPopUp: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                @LayoutReadyView var spacer = UIView()
                let plain = UIView()
                [spacer, plain].forEach(addSubview)
                spacer.topAnchor.constraint(equalTo: topAnchor).isActive = true
                plain.topAnchor.constraint(equalTo: spacer.bottomAnchor).isActive = true
            }
        }
        """, named: "SpacedPopUp")
        let spacer = try XCTUnwrap(scene.items.first { $0.id.name == "spacer" }, "items: \(scene.items.map(\.id.name))")
        XCTAssertFalse(spacer.translatesAutoresizingMask)
        let plain = try XCTUnwrap(scene.items.first { $0.id.name == "plain" })
        XCTAssertTrue(plain.translatesAutoresizingMask, "no wrapper: UIKit's default")
    }

    func testCoordinatorThatOnlyMakesControllersHasNoScene() throws {
        let (result, _) = SwiftSourceFixtures.read(["CheckoutCoordinator.swift"])
        XCTAssertEqual(result.scenes.map(\.name), ["ReceiptViewController"], "the receipt's layout is its own scene")
    }

    /// Not a layout owner: where its container goes and what else sizes it is its users' business.
    func testTypeThatIsNoLayoutOwnerMakesNoScene() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "Shapes.swift", text: """
        final class BannerPresenter {
            let container = UIView()
            let banner = UILabel()
            init() {
                container.addSubview(banner)
                banner.translatesAutoresizingMaskIntoConstraints = false
                banner.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            }
        }
        """)])
        XCTAssertEqual(result.scenes.map(\.name), [])
    }
}
