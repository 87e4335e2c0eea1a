import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// An NSStackView removes a hidden arranged view from the view hierarchy, and with it every constraint tying the view
/// or a view inside it to a view outside it; the constraints inside it stay with it (`DetachedHiddenViews`). Every
/// reader describes the hidden view as its source has it; the engine detaches it.
final class DetachedHiddenViewsTests: XCTestCase {
    /// A toolbar whose hidden `sync` view has a subview; `sync` and its subview are each tied to `back`, outside them,
    /// at widths that contradict their own.
    private func toolbar(
        _ framework: String, stackAxis: String = "horizontal", stackSettings: String = "", variants: String = "", hidden: Bool = true
    ) -> Scene {
        let (view, stack, button) = framework == "AppKit" ? ("NSView", "NSStackView", "NSButton") : ("UIView", "UIStackView", "UIButton")
        return EngineTestSupport.scene("""
            scene Toolbar standalone size=300x100
            root box: \(view)
            view stack: \(stack) in box axis=\(stackAxis) distribution=fill spacing=10\(stackSettings)
            view back: \(button) in stack intrinsic=40,20
            view sync: \(view) in stack\(hidden ? " hidden" : "")
            view glyph: \(view) in sync
            stack.leading == box.leading
            stack.top == box.top
            back.width == 40 "back-width"
            sync.width == 44 "sync-width"
            sync.height == 20 "sync-height"
            glyph.leading == sync.leading "glyph-leading"
            glyph.top == sync.top "glyph-top"
            glyph.width == 10 "glyph-width"
            glyph.height == 10 "glyph-height"
            sync.width == back.width "sync-matches-back"
            glyph.width == back.width "glyph-matches-back"
            \(variants)
            """)
    }

    private func activeIdentifiers(_ scene: Scene) -> Set<String> {
        Set(scene.activeConstraints.compactMap(\.constraint.identifier))
    }

    /// Rules and the solver both see the hierarchy AppKit lays out: the two constraints from outside are gone, the
    /// detached view keeps its own and its subview's, and nothing conflicts.
    func testConstraintsFromOutsideADetachedViewAreRemoved() throws {
        let scene = toolbar("AppKit")
        let applied = RuntimeFacts.applied(to: scene)
        XCTAssertFalse(activeIdentifiers(applied).contains("sync-matches-back"))
        XCTAssertFalse(activeIdentifiers(applied).contains("glyph-matches-back"))
        XCTAssertTrue(activeIdentifiers(applied).isSuperset(of: [
            "back-width", "sync-width", "sync-height", "glyph-leading", "glyph-top", "glyph-width", "glyph-height",
        ]))

        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.frames["sync"]?.width, 44, "its own width holds out of the hierarchy")
        XCTAssertEqual(solution.frames["glyph"]?.width, 10, "so does its subview's")
        assertFrame(solution.frames["back"], Rect(x: 0, y: 0, width: 40, height: 20))
    }

    /// A UIStackView keeps a hidden view in its hierarchy (it collapses it along its axis): its constraints to views
    /// outside stay, and contradicting widths conflict.
    func testAUIStackViewKeepsTheConstraintsOfItsHiddenView() throws {
        let scene = toolbar("UIKit", stackAxis: "vertical")
        XCTAssertTrue(activeIdentifiers(RuntimeFacts.applied(to: scene)).isSuperset(of: ["sync-matches-back", "glyph-matches-back"]))
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        let conflicting = Set(solution.conflicts.flatMap { $0.constraints.compactMap(\.identifier) })
        XCTAssertTrue(conflicting.contains("sync-matches-back") || conflicting.contains("glyph-matches-back"), "\(solution.conflicts)")
    }

    /// An NSStackView whose `detachesHiddenViews` is off (Interface Builder's box unticked) keeps its hidden views in
    /// the hierarchy, with their constraints to views outside them.
    func testAStackThatKeepsHiddenViewsKeepsTheirConstraints() throws {
        let scene = toolbar("AppKit", stackSettings: " keepsHiddenViews")
        XCTAssertEqual(scene.item("stack")?.stack?.appKit?.detachesHiddenViews, false)
        XCTAssertTrue(activeIdentifiers(RuntimeFacts.applied(to: scene)).isSuperset(of: ["sync-matches-back", "glyph-matches-back"]))
        XCTAssertNotEqual(try XCTUnwrap(LayoutEngine().solve(scene).first).conflicts, [])
    }

    /// A view hidden only in one configuration (a code branch) is detached there only: the constraints from outside
    /// conflict where it is shown and are gone where it is hidden.
    func testAViewHiddenInOneVariantIsDetachedThereOnly() throws {
        let scene = toolbar("AppKit", variants: """
            variant collapsed
              hide sync
            end
            """, hidden: false)
        XCTAssertTrue(activeIdentifiers(RuntimeFacts.applied(to: scene)).contains("sync-matches-back"))
        let solutions = LayoutEngine().solve(scene)
        let shown = try XCTUnwrap(solutions.first { $0.variants.isEmpty })
        let collapsed = try XCTUnwrap(solutions.first { $0.variants == ["collapsed"] })
        XCTAssertNotEqual(shown.conflicts, [], "shown, it is tied to back at a width it cannot have")
        XCTAssertEqual(collapsed.conflicts, [])
    }

    /// Interface Builder's toolbar (Fixtures/interface-builder/appkit-detached-buttons.xib): the reader describes the
    /// hidden views as the file has them, and the engine detaches them. The sync button's height tied to the share
    /// button's goes with it; the overflow stack, whose only view is hidden, shrinks to nothing along its axis and
    /// follows the strip's height at 900. Frames and findings are those of the reader that left the views out.
    func testInterfaceBuilderHiddenArrangedViewsAreDetachedByTheEngine() throws {
        let name = "appkit-detached-buttons.xib"
        let url = EngineTestSupport.packageRoot.appendingPathComponent("Fixtures/interface-builder/\(name)")
        let file = SourceFile(path: "Fixtures/interface-builder/\(name)", text: try String(contentsOf: url, encoding: .utf8))
        let scene = try XCTUnwrap(InterfaceBuilderReader().read([file], facts: ProjectFacts()).scenes.first)
        let tied = "syncButton.height == shareButton.height"
        XCTAssertEqual(scene.activeConstraints.filter { $0.constraint.formula == tied }.count, 1, "the reader keeps what the file says")
        XCTAssertTrue(["syncSeparator", "syncButton", "Overflow Button"].allSatisfy { scene.item(ItemID($0))?.isHidden == true })
        XCTAssertEqual(scene.item("Buttons Stack")?.stack?.appKit?.detachesHiddenViews, true, "detachesHiddenViews=\"YES\"")

        let applied = RuntimeFacts.applied(to: scene)
        XCTAssertEqual(applied.activeConstraints.filter { $0.constraint.formula == tied }.count, 0)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguities.map(\.item), [])
        // The frames the reader gave when it left the hidden views out: they hold no room in their stacks.
        assertFrame(solution.frames["Back Button"], Rect(x: 0, y: 0, width: 32, height: 32))
        assertFrame(solution.frames["shareButton"], Rect(x: 36, y: 0, width: 32, height: 32), "next to the back button")
        XCTAssertEqual(solution.frames["Buttons Stack"]?.width, 68)
        XCTAssertEqual(solution.frames["Overflow Stack"]?.width, 0)
        XCTAssertEqual(solution.frames["Overflow Stack"]?.height, solution.frames["view"]?.height)
    }
}
