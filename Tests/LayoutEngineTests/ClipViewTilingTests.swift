import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// An NSScrollView tiles its clip view (`ClipViewTiling`), whatever reader described the scroll view: one drawn in
/// Interface Builder, one made in Swift (`scrollView.contentView`, `scrollView.documentView = column`), a `.layout`
/// scene.
final class ClipViewTilingTests: XCTestCase {
    private static let tiling = "NSScrollView tiles its clip view"

    private func fixture(_ folder: String, _ name: String, reader: any LayoutReader) throws -> [Scene] {
        let url = EngineTestSupport.packageRoot.appendingPathComponent("Fixtures/\(folder)/\(name)")
        let file = SourceFile(path: "Fixtures/\(folder)/\(name)", text: try String(contentsOf: url, encoding: .utf8))
        return reader.read([file], facts: ProjectFacts()).scenes
    }

    private func scene(_ scenes: [Scene], _ name: String) throws -> Scene {
        try XCTUnwrap(scenes.first { $0.name == name }, "scenes: \(scenes.map(\.name))")
    }

    private func tiled(_ scene: Scene) -> [String] {
        scene.constraints.filter { $0.identifier == Self.tiling }.map(\.formula)
    }

    /// The clip view AppKit makes for a scroll view made in code fills it: a document view pinned to the clip view's
    /// leading, trailing and top edges is as wide as the scroll view (before, the clip view translated a zero frame
    /// no code gave it).
    func testCodeMadeScrollViewTilesTheClipViewItMakes() throws {
        let read = try scene(fixture("swift", "ScrollingDocumentPanes.swift", reader: SwiftSourceReader()), "DocumentStepsPane")
        let clipView = try XCTUnwrap(read.item("stepsScroll.contentView"))
        XCTAssertEqual(clipView.className, "NSClipView")
        XCTAssertEqual(clipView.superview, "stepsScroll")
        XCTAssertTrue(clipView.translatesAutoresizingMask, "AppKit makes it translating its mask")
        XCTAssertEqual(read.item("stepsColumn")?.superview, "stepsScroll.contentView", "the document view is inside the clip view")
        XCTAssertEqual(tiled(read), [], "the reader describes the code; the tiling is the engine's")

        let applied = RuntimeFacts.applied(to: read)
        XCTAssertEqual(tiled(applied), [
            "stepsScroll.contentView.top == stepsScroll.top", "stepsScroll.contentView.left == stepsScroll.left",
            "stepsScroll.bottom == stepsScroll.contentView.bottom", "stepsScroll.right == stepsScroll.contentView.right",
        ])
        let tiling = applied.constraints.filter { $0.identifier == Self.tiling }
        XCTAssertTrue(tiling.allSatisfy { $0.origin == .system && $0.priority == .required && $0.location == clipView.location })
        XCTAssertEqual(applied.item("stepsScroll.contentView")?.translatesAutoresizingMask, false,
                       "the frame its mask would pin is the one tile() sets")
        XCTAssertEqual(RuntimeFacts.applied(to: applied), applied, "applying twice changes nothing")

        let solution = try XCTUnwrap(LayoutEngine().solve(read).first)
        XCTAssertEqual(solution.conflicts.count, 0)
        assertFrame(solution.frames["stepsScroll.contentView"], Rect(x: 0, y: 0, width: 320, height: 240), "clip view")
        XCTAssertEqual(solution.frames["stepsColumn"]?.width ?? 0, 320, accuracy: 0.001, "the document view is as wide as the scroll view")
    }

    /// Interface Builder's clip views that do not translate their mask are tiled at the insets they were drawn with:
    /// a bezel border's point on every side, none without a border.
    func testInterfaceBuilderClipViewIsTiledAtItsDrawnInsets() throws {
        let read = try scene(fixture("interface-builder", "appkit-history-list.xib", reader: InterfaceBuilderReader()), "History Panel")
        XCTAssertEqual(tiled(read), [], "the reader writes no tiling")
        XCTAssertEqual(tiled(RuntimeFacts.applied(to: read)), [
            "History Clip View.top == History Scroll View.top + 1",
            "History Clip View.left == History Scroll View.left + 1",
            "History Scroll View.bottom == History Clip View.bottom + 1",
            "History Scroll View.right == History Clip View.right + 1",
            "Notes Clip View.top == Notes Scroll View.top",
            "Notes Clip View.left == Notes Scroll View.left",
            "Notes Scroll View.bottom == Notes Clip View.bottom",
            "Notes Scroll View.right == Notes Clip View.right",
        ])
    }

    /// A clip view translating a frame the file gives, or one the file ties to its scroll view itself, is left as it
    /// is; a project's subclasses are tiled by their platform classes.
    func testClipViewPlacedOtherwiseIsLeftAsWrittenAndSubclassesAreTiled() throws {
        let scene = EngineTestSupport.scene("""
            scene Pane standalone size=300x100
            root pane: NSView
            view framedScroll: NSScrollView in pane frame=0,0,100,100
            view framedClip: NSClipView in framedScroll autoresizing mask=flexibleWidth|flexibleHeight frame=0,0,100,100
            view pinnedScroll: NSScrollView in pane frame=100,0,100,100
            view pinnedClip: NSClipView in pinnedScroll frame=0,0,100,100
            view galleryScroll: GalleryScrollView in pane platform=NSScrollView
            view galleryClip: CenteringClipView in galleryScroll autoresizing platform=NSClipView
            pinnedClip.width == pinnedScroll.width
            """)
        XCTAssertEqual(tiled(RuntimeFacts.applied(to: scene)), [
            "galleryClip.top == galleryScroll.top", "galleryClip.left == galleryScroll.left",
            "galleryScroll.bottom == galleryClip.bottom", "galleryScroll.right == galleryClip.right",
        ])
    }

    /// A clip view outside a scroll view, or a scroll view's other subviews, get nothing.
    func testOnlyAScrollViewsClipViewIsTiled() {
        let scene = EngineTestSupport.scene("""
            scene Loose standalone size=300x100
            root pane: NSView
            view looseClip: NSClipView in pane
            view scroll: NSScrollView in pane
            view ruler: NSView in scroll
            """)
        XCTAssertEqual(RuntimeFacts.applied(to: scene), scene)
    }
}
