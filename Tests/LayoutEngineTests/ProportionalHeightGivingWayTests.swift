import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// A 750 proportional height that gives way in landscape still fixes the containers of a closed vertical chain; where
/// the only tie is with a label's stand-in size (its text set at run time), no container is reported as getting no
/// height from its content, while a tie with a known size and a chain without the proportional height stay reported
/// (somia/ninchat-sdk-ios-swift @5442f1fd Chat.storyboard, NINQueueViewController, held-out round 74).
final class ProportionalHeightGivingWayTests: XCTestCase {
    private func scene(_ name: String) throws -> Scene {
        let path = "Fixtures/layout/proportional-height-over-unknown-text.layout"
        let url = EngineTestSupport.packageRoot.appendingPathComponent(path)
        let result = LayoutTextReader().read(SourceFile(path: path, text: try String(contentsOf: url, encoding: .utf8)))
        XCTAssertEqual(result.diagnostics, [])
        return try XCTUnwrap(result.scenes.first { $0.name == name }, name)
    }

    private func undetermined(_ solution: LayoutSolution) -> [String] {
        solution.contentSize.filter { !$0.isDetermined }.map { "\($0.container)" }.sorted()
    }

    func testUnknownTextLeavesTheContainersDeterminedInLandscape() throws {
        let solution = try EngineTestSupport.solve(try scene("QueueUnknownText"), on: "iPhone SE landscape")
        // The stand-in (a label of unknown text) is compressed to 8 points against the 750 height: the upper container
        // is 90 tall (60 + 90 + 225 = 375), the stack 66 (50 + 8 + 8) between its 12-point margins.
        assertFrame(solution.frames["upper"], Rect(x: 0, y: 60, width: 667, height: 90), "upper")
        assertFrame(solution.frames["lower"], Rect(x: 0, y: 150, width: 667, height: 225), "lower")
        XCTAssertEqual(solution.ambiguities, [])
        XCTAssertEqual(undetermined(solution), [])
    }

    func testRequiredContentLeavesTheContainersDeterminedInLandscape() throws {
        let solution = try EngineTestSupport.solve(try scene("QueueFixedCard"), on: "iPhone SE landscape")
        // 150 + 24 does not fit the 90 the 750 height leaves: it gives way, its error minimised (375 - 60 - 174 = 141).
        assertFrame(solution.frames["upper"], Rect(x: 0, y: 60, width: 667, height: 174), "upper")
        assertFrame(solution.frames["lower"], Rect(x: 0, y: 234, width: 667, height: 141), "lower")
        XCTAssertEqual(solution.ambiguities, [])
        XCTAssertEqual(undetermined(solution), [])
    }

    func testATieWithAKnownSizeStaysUndetermined() throws {
        let solution = try EngineTestSupport.solve(try scene("QueueKnownText"), on: "iPhone SE landscape")
        XCTAssertEqual(undetermined(solution), ["lower", "upper"])
        let portrait = try EngineTestSupport.solve(try scene("QueueKnownText"), on: "iPhone SE")
        XCTAssertEqual(undetermined(portrait), [])
    }

    func testWithoutTheProportionalHeightTheSplitIsFree() throws {
        let solution = try EngineTestSupport.solve(try scene("QueueWithoutProportion"), on: "iPhone SE")
        XCTAssertEqual(undetermined(solution), ["lower", "upper"])
    }
}
