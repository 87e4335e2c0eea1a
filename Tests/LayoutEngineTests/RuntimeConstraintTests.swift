import LayoutEngine
import LayoutModel
import XCTest

/// The constraints the runtime adds, seen through the conflicts and chains they create.
final class RuntimeConstraintTests: XCTestCase {
    func testAutoresizingMaskLeftOnConflictsAsTheRuntimeLogsIt() throws {
        let scene = EngineTestSupport.scene("""
            scene Screen viewController device="iPhone SE"
            root view
            view titleLabel: UILabel in view autoresizing
            titleLabel.leading == view.leading + 20 "title-leading"
            titleLabel.top == view.safeArea.top + 8 "title-top"
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(solution.conflicts.count, 2, "\(solution.conflicts)")
        for conflict in solution.conflicts {
            let autoresizing = conflict.constraints.filter { $0.origin == .autoresizingMask }
            XCTAssertEqual(autoresizing.count, 1)
            XCTAssertEqual(autoresizing.first?.identifier, "h=--& v=--&")
            XCTAssertEqual(autoresizing.first?.firstItem, "titleLabel")
            XCTAssertTrue(conflict.constraints.contains { $0.identifier == "title-leading" || $0.identifier == "title-top" })
        }
    }

    func testFixedRowHeightConflictsWithAClosedChain() throws {
        let scene = EngineTestSupport.scene("""
            scene Cell cell rowHeight=44
            root contentView: UITableViewCellContentView
            view label: UILabel in contentView intrinsic=100,20
            view box in contentView
            label.top == contentView.top + 8 "label-top"
            box.top == label.bottom + 8 "box-top"
            box.height == 100 "box-height"
            box.bottom == contentView.bottom - 8 "box-bottom"
            label.leading == contentView.leading
            box.leading == contentView.leading
            box.width == 10
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(solution.conflicts.count, 1)
        let members = try XCTUnwrap(solution.conflicts.first).constraints
        XCTAssertTrue(members.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" && $0.constant == 44 && $0.origin == .cellEncapsulatedSize })
        XCTAssertEqual(Set(members.compactMap(\.identifier)).intersection(["label-top", "box-top", "box-height", "box-bottom"]),
                       ["label-top", "box-top", "box-height", "box-bottom"])
    }

    func testRequiredWidthWiderThanTheDeviceConflictsWithTheRootWidth() throws {
        let scene = EngineTestSupport.scene("""
            scene Screen viewController
            root view
            view banner in view
            banner.leading == view.leading "banner-leading"
            banner.trailing == view.trailing "banner-trailing"
            banner.width == 400 "banner-width"
            banner.top == view.top
            banner.height == 50
            """)
        let narrow = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(narrow.conflicts.count, 1)
        XCTAssertTrue(narrow.conflicts[0].constraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" && $0.constant == 375 })
        XCTAssertTrue(narrow.conflicts[0].constraints.contains { $0.identifier == "banner-width" })
        XCTAssertEqual(try EngineTestSupport.solve(scene, on: "iPhone 15").conflicts.count, 1)
        let solutions = LayoutEngine(devices: [DeviceCatalog.device(size: Size(width: 400, height: 800))]).solve(scene)
        XCTAssertEqual(solutions.first?.conflicts, [])
    }

    /// UIKit breaks one constraint of a conflict and lays out the rest on the real device; the engine does the same
    /// before it reads the ambiguity, so a conflict is not reported a second time as the frames it leaves open.
    func testDeviceConflictIsRecoveredFromBeforeAmbiguityIsRead() throws {
        let scene = EngineTestSupport.scene("""
            scene Detail viewController
            root view
            view card in view
            card.leading == view.safeArea.leading + 16
            card.trailing == view.safeArea.trailing - 16
            card.top == view.safeArea.top "card-top"
            card.height == 500 "card-height"
            card.bottom <= view.safeArea.bottom "card-bottom"
            """)
        let landscape = try EngineTestSupport.solve(scene, on: "iPhone SE landscape")
        XCTAssertEqual(landscape.conflicts.count, 1)
        XCTAssertEqual(Set(landscape.conflicts[0].constraints.compactMap(\.identifier)).intersection(["card-top", "card-height", "card-bottom"]),
                       ["card-top", "card-height", "card-bottom"])
        XCTAssertEqual(landscape.ambiguities, [], "the card's y is not undetermined on the phone: it is the conflict")
        let portrait = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(portrait.conflicts, [])
        XCTAssertEqual(portrait.ambiguities, [])
        // The device after the conflict is solved as before: the broken constraint is back in place.
        let again = try EngineTestSupport.solve(scene, on: "iPhone SE landscape")
        XCTAssertEqual(again.conflicts, landscape.conflicts)
    }

    /// Two conflicts with the same device parameter are both found: recovering from the first lets the pin expose
    /// the second.
    func testIndependentDeviceConflictsAreEachReported() throws {
        let scene = EngineTestSupport.scene("""
            scene Screen viewController
            root view
            view banner in view
            view footer in view
            banner.leading == view.leading
            banner.trailing == view.trailing
            banner.width == 400 "banner-width"
            banner.top == view.top
            banner.height == 50
            footer.leading == view.leading
            footer.trailing <= view.trailing
            footer.width == 390 "footer-width"
            footer.bottom == view.bottom
            footer.height == 50
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        let identifiers = solution.conflicts.map { Set($0.constraints.compactMap(\.identifier)).intersection(["banner-width", "footer-width"]) }
        XCTAssertEqual(Set(identifiers), [["banner-width"], ["footer-width"]])
        XCTAssertEqual(solution.ambiguities, [])
    }

    /// Apple TV is a device a scene can name (a tvOS document's do), never one checked by default.
    func testAppleTVIsCheckedOnlyWhenNamed() throws {
        XCTAssertEqual(DeviceCatalog.device(named: "Apple TV")?.size, Size(width: 1920, height: 1080))
        XCTAssertFalse(DeviceCatalog.defaultSet.contains { $0.name == "Apple TV" })
        let scene = EngineTestSupport.scene("""
            scene Row cell rowHeight=200 device="Apple TV"
            root contentView
            view artwork in contentView
            artwork.leading == contentView.leading + 20
            artwork.width == 640 "artwork-width"
            artwork.trailing <= contentView.trailing - 20
            artwork.top == contentView.top + 20
            artwork.height == 160
            """)
        let solutions = LayoutEngine().solve(scene)
        XCTAssertEqual(solutions.map(\.device.name), ["Apple TV"])
        XCTAssertEqual(solutions.first?.conflicts, [])
        XCTAssertEqual(try EngineTestSupport.solve(scene, on: "iPhone SE").conflicts.count, 1)
    }

    /// A tvOS view controller is designed at 1920 × 1080 and names the Apple TV: it gets the TV's safe area,
    /// not a bare screen of that size.
    func testTelevisionViewControllerGetsTheAppleTVSafeArea() throws {
        let scene = EngineTestSupport.scene("""
            scene Settings viewController size=1920x1080 device="Apple TV"
            root view
            view menu in view
            menu.leading == view.safeArea.leading
            menu.top == view.safeArea.top
            menu.width == 600
            menu.bottom == view.safeArea.bottom
            """)
        XCTAssertEqual(LayoutEngine().devices(for: scene).map(\.name), ["Apple TV"])
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.frames["menu"], Rect(x: 80, y: 60, width: 600, height: 960))
        let phoneSized = EngineTestSupport.scene("""
            scene Settings viewController size=1920x1080 device="iPhone SE"
            root view
            """)
        XCTAssertEqual(LayoutEngine().devices(for: phoneSized).map(\.name), ["1920x1080"])
    }

    func testQuoteCellWithoutSpacingBreaksBetweenTheLabels() throws {
        let scene = try EngineTestSupport.fixture("quote-cell-missing-spacing")
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        let report = try XCTUnwrap(solution.contentSize.first { $0.container == "contentView" })
        XCTAssertFalse(report.isDetermined)
        XCTAssertTrue(report.isDeclaredSelfSizing)
        XCTAssertEqual(report.chainBreak, .unconnected(item: "quoteLabel", edge: .top, neighbor: "authorLabel", neighborEdge: .bottom))
    }

    func testSignUpWithoutButtonPinLeavesTheFormEndOpen() throws {
        let scene = try EngineTestSupport.fixture("sign-up-missing-bottom")
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        let report = try XCTUnwrap(solution.contentSize.first { $0.container == "form" && $0.axis == .vertical })
        XCTAssertFalse(report.isDetermined)
        XCTAssertFalse(report.isDeclaredSelfSizing)
        XCTAssertEqual(report.chainBreak, .unpinnedEnd(item: "signUpButton", edge: .bottom))
        XCTAssertTrue(solution.ambiguities.contains { $0.item == "form" && $0.components.contains(.height) })
    }

    func testImageViewWithoutHeightBreaksTheChain() throws {
        let scene = EngineTestSupport.scene("""
            scene Cell cell rowHeight=automatic
            root contentView
            view photo: UIImageView in contentView
            view caption: UILabel in contentView intrinsic=100,20
            photo.top == contentView.top
            photo.leading == contentView.leading
            photo.trailing == contentView.trailing
            caption.top == photo.bottom + 8
            caption.leading == contentView.leading
            caption.bottom == contentView.bottom
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(solution.contentSize.first?.chainBreak, .undeterminedSize(item: "photo", hasIntrinsicSize: false))
    }

    func testEqualHuggingNeighboursAreAmbiguous() throws {
        let scene = EngineTestSupport.scene("""
            scene Row standalone size=300x44
            root row
            view left: UILabel in row intrinsic=50,20
            view right: UILabel in row intrinsic=60,20
            left.leading == row.leading
            right.leading == left.trailing
            right.trailing == row.trailing
            left.centerY == row.centerY
            right.centerY == row.centerY
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.ambiguities.map(\.item), ["left", "right"])
        XCTAssertTrue(solution.ambiguities.allSatisfy { $0.components.contains(.width) })
    }

    func testSizeClassVariantsApplyPerDevice() throws {
        let scene = EngineTestSupport.scene("""
            scene Screen viewController
            root view
            view box in view
            box.leading == view.leading
            box.top == view.top
            box.height == 10
            box.width == 100 "portrait-width"
            variant landscape vertical=compact
              deactivate "portrait-width"
              box.width == 200 "landscape-width"
            end
            """)
        let portrait = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(portrait.variants, [])
        XCTAssertEqual(portrait.frames["box"]?.width, 100)
        let landscape = try EngineTestSupport.solve(scene, on: "iPhone SE landscape")
        XCTAssertEqual(landscape.variants, ["landscape"])
        XCTAssertEqual(landscape.frames["box"]?.width, 200)
        XCTAssertEqual(LayoutEngine().solve(scene).count, DeviceCatalog.defaultSet.count)
    }
}
