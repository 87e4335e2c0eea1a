import Foundation
import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// missing_vertical_chain where a container's size comes from content nested inside one of its subviews
/// (Fixtures/layout/nested-content-chains.layout).
final class NestedContentChainTests: XCTestCase {
    private func chainReports(scene name: String) throws -> [Diagnostic] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = "Fixtures/layout/nested-content-chains.layout"
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let result = LayoutTextReader().read(SourceFile(path: path, text: text))
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }, [])
        let scenes = result.scenes.filter { $0.name == name }
        XCTAssertEqual(scenes.count, 1, name)
        return Linter().lint(scenes).filter { $0.ruleID == "missing_vertical_chain" }
    }

    /// The chain runs through a visual effect view's autoresizing content views down to a button whose size the
    /// source does not give; a tie with the guessed size is not a missing link.
    func testChainThroughEffectViewsToAButtonOfUnknownSizeIsNotReported() throws {
        XCTAssertEqual(try chainReports(scene: "HUDBadgeCell").map(\.message), [])
    }

    func testPlainViewWrappingAStackTakesItsHeightFromTheStack() throws {
        XCTAssertEqual(try chainReports(scene: "WrappedStackCell").map(\.message), [])
    }

    /// A real break inside the wrapper is still reported, and named where it is (not "wrapper has no height").
    func testBreakInsideAWrapperIsReportedAtTheLabel() throws {
        let reports = try chainReports(scene: "WrappedLabelCell")
        XCTAssertEqual(reports.map(\.message), [
            "WrappedLabelCell: the height of contentView must come from its content, but caption.bottom is not pinned to wrapper.bottom",
        ])
        XCTAssertEqual(reports.map(\.location.line), [54])
        XCTAssertEqual(reports.first?.constraints, ["caption.top == wrapper.top + 8"])
    }

    /// A break reached from the cell and from the wrapper around it in the same configuration counts once, so a
    /// break found only outside one variant still says where.
    func testBreakOutsideOneVariantSaysWhere() throws {
        let reports = try chainReports(scene: "WrappedVariantCell")
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.location.line, 67)
        XCTAssertTrue(reports.first?.message.hasPrefix("WrappedVariantCell (on iPhone SE; ") == true, reports.first?.message ?? "")
        XCTAssertTrue(reports.first?.message.hasSuffix("caption.bottom is not pinned to wrapper.bottom") == true, reports.first?.message ?? "")
    }
}
