import LayoutModel
import XCTest
@testable import LayoutReaders

/// AppKit frames are stored from an unflipped superview's bottom and turned top-down; a project superview class whose
/// code may flip it leaves the view's vertical place open instead of guessing.
final class InterfaceBuilderAppKitFramesTests: XCTestCase {
    private func rate(in result: ReadResult) throws -> Item {
        let scene = try XCTUnwrap(result.scenes.first)
        return try XCTUnwrap(scene.items.first { $0.id.name == "Rate PopUp" })
    }

    func testAPlainPaneCountsFromItsBottom() throws {
        let source = try InterfaceBuilderFixtures.source("appkit-masked-popup.xib")
        let item = try rate(in: InterfaceBuilderReader().read([source], facts: ProjectFacts()))
        XCTAssertEqual(item.frame, Rect(x: 204, y: 155, width: 82, height: 25))
        XCTAssertEqual(item.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        XCTAssertNil(item.openness?.vertical)
    }

    func testAProjectPaneClassTheCodeMayFlipLeavesItsViewsOpenVertically() throws {
        let fixture = try InterfaceBuilderFixtures.source("appkit-masked-popup.xib")
        let text = fixture.text.replacingOccurrences(of: "<customView id=\"amp-pn-001\"", with: "<customView id=\"amp-pn-001\" customClass=\"FlippedPane\"")
        let source = SourceFile(path: fixture.path, text: text)
        var facts = ProjectFacts()
        facts.stringsInCode = ["appkit-masked-popup"]
        facts.identifiersUsedInCode = ["RenderingPaneController", "FlippedPane", "isFlipped"]
        let item = try rate(in: InterfaceBuilderReader().read([source], facts: facts))
        XCTAssertEqual(item.openness?.vertical, [IBAppKitFrames.flippedByCodeReason])
        // Code that never names `isFlipped` leaves the class as plain as its element.
        facts.identifiersUsedInCode = ["RenderingPaneController", "FlippedPane"]
        XCTAssertEqual(try rate(in: InterfaceBuilderReader().read([source], facts: facts)).frame?.y, 155)
    }
}
