import Foundation
import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// missing_vertical_chain where the content a container takes its height from is not in the model as the app has
/// it: a project's own stack class, a variant that empties a view (Fixtures/missing-vertical-chain-unseen-content.layout).
final class MissingVerticalChainUnseenContentTests: XCTestCase {
    private static let path = "Fixtures/missing-vertical-chain-unseen-content.layout"

    private func chainReports(scene name: String) throws -> [Diagnostic] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(Self.path), encoding: .utf8)
        let result = LayoutTextReader().read(SourceFile(path: Self.path, text: text))
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }, [])
        let scenes = result.scenes.filter { $0.name == name }
        XCTAssertEqual(scenes.count, 1, name)
        return Linter().lint(scenes).filter { $0.ruleID == "missing_vertical_chain" }
    }

    /// A project's own stack class places its views in code the scene does not show: nothing is reported inside it.
    func testViewsInsideAnUnmodelledStackClassAreNotAMissingLink() throws {
        XCTAssertEqual(try chainReports(scene: "ShimStackCell").map(\.message), [])
    }

    /// The same shape in a plain view is still a missing link.
    func testViewsInsideAPlainViewAreStillReported() throws {
        let reports = try chainReports(scene: "PlainRowCell")
        XCTAssertEqual(reports.map(\.message), [
            "PlainRowCell: the height of contentView must come from its content, but nothing ties name.top to row.top",
        ])
        XCTAssertEqual(reports.map(\.location.line), [28])
        XCTAssertEqual(reports.map(\.constraints), [[]])
    }

    /// A stack class whose subviews the developer's own constraints place keeps its reports.
    func testStackClassWhoseViewsTheSourcePlacesIsStillReported() throws {
        let reports = try chainReports(scene: "PinnedShimStackCell")
        XCTAssertEqual(reports.map(\.message), [
            "PinnedShimStackCell: the height of contentView must come from its content, but name.bottom is not pinned to row.bottom",
        ])
        XCTAssertEqual(reports.map(\.location.line), [48])
        XCTAssertEqual(reports.map(\.constraints), [["name.top == row.top"]])
    }

    /// UIStackViews aligned to the centre across their axis already hug their views: no stop is needed there.
    func testCentreAlignedUIStackViewsGiveTheirHeight() throws {
        XCTAssertEqual(try chainReports(scene: "CentredStackCell").map(\.message), [])
    }

    /// A variant that takes a row's only subview away with its constraints leaves the row empty there: the report
    /// names the row, and cites no constraint that the variant takes away.
    func testViewEmptiedByAVariantIsNamedItself() throws {
        let reports = try chainReports(scene: "OptionListCell")
        XCTAssertEqual(reports.map(\.message), [
            "OptionListCell (in variant closed): the height of contentView must come from its content, but option has no intrinsic height and no height constraint",
        ])
        XCTAssertEqual(reports.map(\.location.line), [71])
        XCTAssertEqual(reports.map(\.constraints), [[]])
        XCTAssertEqual(reports.map(\.notes.count), [0])
    }
}
