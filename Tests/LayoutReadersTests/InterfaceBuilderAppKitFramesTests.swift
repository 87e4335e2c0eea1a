import LayoutModel
import XCTest
@testable import LayoutReaders

/// AppKit frames are stored from an unflipped superview's bottom and turned top-down; a project superview class the
/// code flips keeps them as stored.
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

    func testAProjectPaneClassTheCodeFlipsCountsFromItsTop() throws {
        let fixture = try InterfaceBuilderFixtures.source("appkit-masked-popup.xib")
        let text = fixture.text.replacingOccurrences(of: "<customView id=\"amp-pn-001\"", with: "<customView id=\"amp-pn-001\" customClass=\"FlippedPane\"")
        let source = SourceFile(path: fixture.path, text: text)
        var facts = ProjectFacts()
        facts.stringsInCode = ["appkit-masked-popup"]
        facts.identifiersUsedInCode = ["RenderingPaneController", "FlippedPane"]
        // A class the code does not flip is as plain as its element.
        XCTAssertEqual(try rate(in: InterfaceBuilderReader().read([source], facts: facts)).frame?.y, 155)
        facts.flippedViewClasses = ["FlippedPane"]
        let item = try rate(in: InterfaceBuilderReader().read([source], facts: facts))
        XCTAssertEqual(item.frame, Rect(x: 204, y: 95, width: 82, height: 25))
        XCTAssertEqual(item.autoresizingMask, [.flexibleRightMargin, .flexibleTopMargin])
    }

    /// The code readers name the classes that declare `isFlipped`, and their project subclasses.
    func testTheCodeReadersNameFlippedClassesAndTheirSubclasses() {
        let swift = SwiftSourceReader().read([SourceFile(path: "Panes.swift", text: """
            import AppKit
            class TopDownView: NSView { override var isFlipped: Bool { true } }
            final class ShelfPane: TopDownView {}
            final class PlainPane: NSView {}
            """)]).facts
        XCTAssertEqual(swift.flippedViewClasses, ["TopDownView", "ShelfPane"])
        let objc = ObjectiveCReader().read([SourceFile(path: "Panes.m", text: """
            @interface QFlipped : NSView
            @end
            @interface QListPane : QFlipped
            @end
            @implementation QFlipped
            - (BOOL)isFlipped { return YES; }
            @end
            @implementation QListPane
            @end
            """)]).facts
        XCTAssertEqual(objc.flippedViewClasses, ["QFlipped", "QListPane"])
    }
}
