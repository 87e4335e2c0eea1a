import LayoutModel
import XCTest
@testable import LayoutReaders

/// When the interpreter's step budget stops the reading of a scene, nothing it did not reach is taken as absent:
/// the scene's views are open and `--stats` counts the expressions it did not reach under the budget's reason.
final class SwiftReadingBudgetTests: XCTestCase {
    /// A view whose set-up spends the step budget before its last constraint: many statements the reader evaluates.
    private func longSetUp(statements: Int) -> String {
        let filler = String(repeating: "        badge.alpha = 0.5\n", count: statements)
        return """
            final class LongSetUp: UIView {
                let badge = UILabel()
                let title = UILabel()
                init() {
                    super.init(frame: .zero)
                    addSubview(badge)
                    addSubview(title)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    title.translatesAutoresizingMaskIntoConstraints = false
                    badge.topAnchor.constraint(equalTo: topAnchor).isActive = true
            \(filler)
                    title.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
                }
            }
            """
    }

    func testAStoppedReadingOpensTheSceneAndTheStatisticsSaySo() throws {
        let (result, statistics) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Long.swift", text: longSetUp(statements: 40_000))])
        XCTAssertTrue(result.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "a note says the reading stopped")
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "LongSetUp" })
        let title = try XCTUnwrap(scene.items.first { $0.id.name == "title" })
        XCTAssertEqual(title.openness?.vertical, ["reading stopped before the end of the scene"])
        XCTAssertEqual(statistics.constraintExpressionsFound, 2)
        XCTAssertEqual(statistics.constraintExpressionsUnderstood, 1, "the constraint before the budget ran out")
        XCTAssertEqual(statistics.unsupported, [SwiftStatisticsCollector.readingStoppedReason: 1],
                       "the constraint after it is counted as not read because the reading stopped")
    }

    func testAShortSetUpIsReadToTheEnd() throws {
        let (result, statistics) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Short.swift", text: longSetUp(statements: 10))])
        XCTAssertFalse(result.diagnostics.contains { $0.message.hasPrefix("reading stopped") })
        XCTAssertEqual(statistics.constraintExpressionsUnderstood, 2)
        XCTAssertEqual(statistics.unsupported, [:])
    }

    /// `SwiftVariantKey.nesting(of:)` counts what `components(separatedBy: " / ")` counts, which it replaced.
    func testVariantNestingCountsLikeSplittingOnTheSeparator() {
        for name in ["", "if a", "configure() / if expanded", "a / b / c", "if a / 2 > b", " / ", " /  / ", "  / x", "a// b", "a / / b", "a  /  b"] {
            XCTAssertEqual(SwiftVariantKey.nesting(of: name), name.components(separatedBy: " / ").count, "\"\(name)\"")
        }
    }
}
