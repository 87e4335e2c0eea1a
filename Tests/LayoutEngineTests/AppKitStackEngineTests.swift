import Foundation
@testable import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// The constraints the engine makes for an NSStackView as an Interface Builder document describes it: gravity
/// areas, the stack's hugging and clipping resistance, fill-equally as much as possible, the equal-spacing hug.
final class AppKitStackEngineTests: XCTestCase {
    private func scene(_ fixture: String, named name: String) throws -> Scene {
        let url = EngineTestSupport.packageRoot.appendingPathComponent("Fixtures/interface-builder/\(fixture)")
        let result = InterfaceBuilderReader().read([SourceFile(path: fixture, text: try String(contentsOf: url, encoding: .utf8))])
        return try XCTUnwrap(result.scenes.first { $0.name == name })
    }

    /// The engine's constraints for `stack`, as `formula 'identifier'`.
    private func constraints(_ scene: Scene, of stack: ItemID) -> [String] {
        StackViewConstraints(scene: scene, index: SceneIndex(scene)).make()
            .map(\.model).filter { $0.location == scene.item(stack)?.location }
            .map { "\($0.formula) '\($0.identifier ?? "")'" }
    }

    func testGravityAreaStackGetsNSStackViewConstraintsNotUIStackViews() throws {
        let scene = try scene("appkit-gravity-toolbar.xib", named: "view")
        XCTAssertEqual(constraints(scene, of: "Tools Stack"), [
            "Bold Button.leading >= Tools Stack.leading 'NSStackView-edge'",
            "Bold Button.leading == Tools Stack.leading @750 'NSStackView-edge'",
            "Tools Stack.trailing >= Share Button.trailing 'NSStackView-edge'",
            "Tools Stack.trailing == Share Button.trailing @750 'NSStackView-edge'",
            "Italic Button.leading >= Bold Button.trailing + 6 'NSStackView-spacing'",
            "Italic Button.leading == Bold Button.trailing + 6 @750 'NSStackView-spacing'",
            "Share Button.leading >= Italic Button.trailing + 6 'NSStackView-spacing'",
            "Share Button.leading == Italic Button.trailing + 6 @249.99998474121094 'NSStackView-hugging'",
            "Bold Button.centerY == Tools Stack.centerY @999 'NSStackView-alignment'",
            "Bold Button.top >= Tools Stack.top @999 'NSStackView-alignment'",
            "Tools Stack.bottom >= Bold Button.bottom @999 'NSStackView-alignment'",
            "Italic Button.centerY == Tools Stack.centerY @999 'NSStackView-alignment'",
            "Italic Button.top >= Tools Stack.top @999 'NSStackView-alignment'",
            "Tools Stack.bottom >= Italic Button.bottom @999 'NSStackView-alignment'",
            "Share Button.centerY == Tools Stack.centerY @999 'NSStackView-alignment'",
            "Share Button.top >= Tools Stack.top @999 'NSStackView-alignment'",
            "Tools Stack.bottom >= Share Button.bottom @999 'NSStackView-alignment'",
            "Tools Stack.height == 0 @249.99998474121094 'NSStackView-hugging'",
        ])
    }

    func testAStackWhoseViewsAreAllLeadingHugsTheTrailingEndOnlyAtItsHuggingPriority() throws {
        let captions = constraints(try scene("appkit-gravity-toolbar.xib", named: "view"), of: "Caption Stack")
        XCTAssertTrue(captions.contains("Title Label.top == Caption Stack.top @750 'NSStackView-edge'"), "\(captions)")
        XCTAssertTrue(captions.contains("Caption Stack.bottom == Detail Label.bottom @249.99998474121094 'NSStackView-edge'"))
        XCTAssertTrue(captions.contains("Detail Label.top == Title Label.bottom + 2 @750 'NSStackView-spacing'"))
        XCTAssertTrue(captions.contains("Title Label.leading == Caption Stack.leading @999 'NSStackView-alignment'"))
    }

    func testEqualSpacingStackKeepsItsMinimumSpacingAndHugsAlongItsAxis() throws {
        let dots = constraints(try scene("appkit-gravity-toolbar.xib", named: "view"), of: "Page Dots")
        XCTAssertTrue(dots.contains("Dot 2.leading == Dot 1.trailing + 5 @249.99998474121094 'NSStackView-hugging'"), "\(dots)")
        XCTAssertTrue(dots.contains("Dot 2.leading >= Dot 1.trailing + 5 'NSStackView-spacing'"), "\(dots)")
    }

    func testEqualSpacingStackHoldsItsEdgesAtItsHuggingPriorityAndFillHoldsThemRequired() throws {
        let scene = try scene("appkit-equal-spacing-edges.xib", named: "view")
        XCTAssertEqual(constraints(scene, of: "Spaced Rows").filter { $0.hasSuffix("'NSStackView-edge'") }, [
            "Spaced Upper Row.top >= Spaced Rows.top 'NSStackView-edge'",
            "Spaced Upper Row.top == Spaced Rows.top @249.99998474121094 'NSStackView-edge'",
            "Spaced Rows.bottom >= Spaced Lower Row.bottom 'NSStackView-edge'",
            "Spaced Rows.bottom == Spaced Lower Row.bottom @249.99998474121094 'NSStackView-edge'",
        ])
        XCTAssertTrue(constraints(scene, of: "Filled Rows").contains(
            "Filled Lower Row.bottom == Filled Rows.bottom 'NSStackView-canvas-connection'"))
    }

    func testGravityAreaStackGivesWayAtItsTrailingEdge() throws {
        let strip = constraints(try scene("appkit-clipping-drawer.xib", named: "view"), of: "Tag Strip")
        XCTAssertEqual(strip.filter { $0.hasSuffix("'NSStackView-edge'") }, [
            "Red Tag.leading >= Tag Strip.leading 'NSStackView-edge'",
            "Red Tag.leading == Tag Strip.leading @750 'NSStackView-edge'",
            "Tag Strip.trailing >= Blue Tag.trailing @250 'NSStackView-edge'",
            "Tag Strip.trailing == Blue Tag.trailing @249.99998474121094 'NSStackView-edge'",
        ])
    }

    /// AppKit documents `fillEqually` as sizes "maintained to be equal as much as possible": the views fill the stack
    /// edge to edge (UIStackView's `fill`), their equal sizes hold just short of required.
    func testFillEquallySizesAreEqualOnlyAsMuchAsPossible() throws {
        let rows = constraints(try scene("appkit-account-rows.xib", named: "Account Pane"), of: "Account Rows")
        XCTAssertEqual(rows.filter { $0.contains("fill-equally") }, [
            "Login Row.height == Provider Row.height @999 'NSStackView-fill-equally'",
            "Token Row.height == Provider Row.height @999 'NSStackView-fill-equally'",
        ])
        XCTAssertTrue(rows.contains("Provider Row.top == Account Rows.top 'NSStackView-canvas-connection'"), "\(rows)")
    }

    /// An NSStackView's own constraints never carry UIStackView's names, whatever its distribution (a `'UISV-spacing'`
    /// in a macOS app's message; held-out rounds 77 and 78).
    func testNoNSStackViewConstraintCarriesAUIStackViewName() throws {
        let rows = constraints(try scene("appkit-account-rows.xib", named: "Account Pane"), of: "Account Rows")
        XCTAssertFalse(rows.isEmpty)
        XCTAssertEqual(rows.filter { $0.contains("'UISV-") }, [])
        XCTAssertTrue(rows.contains("Login Row.top == Provider Row.bottom + 8 'NSStackView-spacing'"), "\(rows)")
    }

    /// `alignment = notAnAttribute`: no alignment constraint, in any distribution.
    func testNotAnAttributeAlignmentMakesNoAlignmentConstraints() throws {
        let strip = constraints(try scene("appkit-shortcut-columns.xib", named: "Shortcuts Pane"), of: "Hint Strip")
        XCTAssertFalse(strip.contains { $0.contains("Hint View.top") || $0.contains("Hint View.centerY") || $0.contains("Hint View.bottom") }, "\(strip)")
    }

    /// AppKit's controls size themselves (`NSControl.intrinsicContentSize`): a stepper and a pop-up button centred in
    /// a row of an NSStackView made in code need no constraint of their own; a plain view there has no height.
    func testAppKitControlsInACodeMadeRowSizeThemselves() throws {
        let scene = EngineTestSupport.scene("""
            scene Row standalone size=300x60
            root box
            view row: NSStackView in box axis=horizontal spacing=8 distribution=gravityAreas alignment=center arranged=stepper,menu,dot
            view stepper: NSStepper in row
            view menu: NSPopUpButton in row
            view dot: NSView in row
            row.leading == box.leading
            row.top == box.top
            dot.width == 6
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.ambiguities.map(\.item), ["dot"])
        XCTAssertEqual(solution.ambiguities.first?.components, [.y, .height])
        assertFrame(solution.frames["stepper"], Rect(x: 0, y: 1.5, width: 15, height: 22))
        assertFrame(solution.frames["menu"], Rect(x: 23, y: 0, width: 100, height: 25))
    }
}
