import LayoutModel
import XCTest
@testable import LayoutReaders

/// When the interpreter's step budget stops the reading of a scene, nothing it did not reach is taken as absent:
/// the scene's views are open and `--stats` counts the expressions it did not reach under the budget's reason.
final class SwiftReadingBudgetTests: XCTestCase {
    /// A view whose set-up spends the step budget before its last constraint: many statements the reader evaluates.
    private func longSetUp(statements: Int, named name: String = "LongSetUp") -> String {
        let filler = String(repeating: "        badge.alpha = 0.5\n", count: statements)
        return """
            final class \(name): UIView {
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

    /// Three scenes in one file that each stay under a scene's budget but together pass the file's: the first two are
    /// read whole, the third is stopped and opened, so a file's time does not grow with its number of long scenes.
    func testTheScenesOfOneFileShareTheFileBudget() throws {
        let statementsPerScene = 12_000 // three steps each: 36,000 a scene, 108,000 together
        let scenes = ["First", "Second", "Third"].map { longSetUp(statements: statementsPerScene, named: $0) }
        let alone = SwiftSourceReader().read([SourceFile(path: "One.swift", text: scenes[0])], facts: ProjectFacts())
        XCTAssertFalse(alone.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "one such scene fits its own budget")

        let together = SwiftSourceReader().read([SourceFile(path: "Three.swift", text: scenes.joined(separator: "\n"))], facts: ProjectFacts())
        let stopped = together.diagnostics.filter { $0.message.hasPrefix("reading stopped") }
        XCTAssertEqual(stopped.map(\.message), ["reading stopped: the scenes of its file take more steps than the reader allows"])
        for (name, openness) in [("First", nil), ("Second", nil), ("Third", ["reading stopped before the end of the scene"])] as [(String, [String]?)] {
            let scene = try XCTUnwrap(together.scenes.first { $0.name == name })
            let title = try XCTUnwrap(scene.items.first { $0.id.name == "title" })
            XCTAssertEqual(title.openness?.vertical, openness, name)
        }

        let apart = SwiftSourceReader().read(scenes.enumerated().map { SourceFile(path: "Scene\($0.offset).swift", text: $0.element) }, facts: ProjectFacts())
        XCTAssertFalse(apart.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "the budget is per file, not per project")
    }

    /// Each alternative of a branch snapshots and compares the whole scene, so in a scene past
    /// `sceneElementsFree` objects and constraints a branch costs steps in proportion to the scene's size: a fuzz input
    /// whose loop built thousands of constraints spent 1.8 s under ASan within the step budget. Smaller scenes, every
    /// real one measured, pay one step a branch as before.
    func testBranchesInAHugeSceneCostStepsInProportionToItsSize() throws {
        let branches = 2_000
        let small = SwiftSourceReader().read([SourceFile(path: "Small.swift", text: branchingSetUp(labels: 50, branches: branches))], facts: ProjectFacts())
        XCTAssertFalse(small.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "a branch of a small scene costs one step")
        let huge = SwiftSourceReader().read([SourceFile(path: "Huge.swift", text: branchingSetUp(labels: 600, branches: branches))], facts: ProjectFacts())
        XCTAssertTrue(huge.diagnostics.contains { $0.message.hasPrefix("reading stopped") },
                      "2,000 branches over 1,200 constraints and views are charged past the budget")
        let scene = try XCTUnwrap(huge.scenes.first)
        XCTAssertEqual(scene.items.first { $0.id.name == "label0" }?.openness?.vertical, ["reading stopped before the end of the scene"])
    }

    /// `view.constraints` scans every constraint of the scene, so in a scene past `sceneElementsFree` constraints each
    /// read costs steps in proportion: a fuzz input whose loop read a view's constraints while making thousands took
    /// 5 s under ASan within the step budget. Smaller scenes pay one step a read, as before.
    func testReadingInstalledConstraintsInAHugeSceneCostsStepsInProportionToItsSize() throws {
        let reads = 3_000
        let small = SwiftSourceReader().read([SourceFile(path: "Small.swift", text: installedConstraintReads(labels: 100, reads: reads))], facts: ProjectFacts())
        XCTAssertFalse(small.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "a read in a small scene costs one step")
        let huge = SwiftSourceReader().read([SourceFile(path: "Huge.swift", text: installedConstraintReads(labels: 1_400, reads: reads))], facts: ProjectFacts())
        XCTAssertTrue(huge.diagnostics.contains { $0.message.hasPrefix("reading stopped") },
                      "3,000 reads of 1,400 constraints are charged past the budget")
        let scene = try XCTUnwrap(huge.scenes.first)
        XCTAssertEqual(scene.items.first { $0.id.name == "label0" }?.openness?.vertical, ["reading stopped before the end of the scene"])
    }

    /// A call the reader does not follow looks at every element of the arrays it is handed, so past
    /// `elementsHandedOverFree` elements a call costs steps in proportion: a fuzz input handing on an array it grew by
    /// hundreds of constraints spent seconds under ASan within the step budget.
    func testCallsHandedHugeArraysCostStepsInProportionToTheirSize() throws {
        let calls = 3_000
        let small = SwiftSourceReader().read([SourceFile(path: "Small.swift", text: arraysHandedOver(labels: 100, calls: calls))], facts: ProjectFacts())
        XCTAssertFalse(small.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "a call handed a short array costs one step")
        let huge = SwiftSourceReader().read([SourceFile(path: "Huge.swift", text: arraysHandedOver(labels: 500, calls: calls))], facts: ProjectFacts())
        XCTAssertTrue(huge.diagnostics.contains { $0.message.hasPrefix("reading stopped") },
                      "3,000 calls each handed 500 views are charged past the budget")
    }

    /// A view moved to another superview drops the constraints tying it outside, found by a scan of the scene's every
    /// constraint: past `sceneElementsFree` constraints each move costs steps in proportion.
    func testMovingViewsInAHugeSceneCostsStepsInProportionToItsSize() throws {
        let huge = SwiftSourceReader().read([SourceFile(path: "Huge.swift", text: movesBetweenBoxes(labels: 1_400, moves: 1_500))], facts: ProjectFacts())
        XCTAssertTrue(huge.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "3,000 moves past 1,400 constraints are charged past the budget")
        let small = SwiftSourceReader().read([SourceFile(path: "Small.swift", text: movesBetweenBoxes(labels: 100, moves: 1_500))], facts: ProjectFacts())
        XCTAssertFalse(small.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "a move in a small scene costs one step")
    }

    /// A view the reader cannot resolve added to a controller's root view costs a scan of every object (is the target
    /// that root view?): past `sceneElementsFree` objects each such addition costs steps in proportion.
    func testUnresolvedSubviewsInAHugeSceneCostStepsInProportionToItsSize() throws {
        func screen(labels: Int) -> String {
            let properties = (0..<labels).map { "    let label\($0) = UILabel()\n" }.joined()
            let adds = (0..<labels).map { "        view.addSubview(label\($0))\n" }.joined()
            let unresolved = String(repeating: "        view.addSubview(Factory.makeBadge())\n", count: 3_000)
            return """
                final class ManyUnresolved: UIViewController {
                \(properties)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                \(adds)
                \(unresolved)
                    }
                }
                """
        }
        let huge = SwiftSourceReader().read([SourceFile(path: "Huge.swift", text: screen(labels: 1_600))], facts: ProjectFacts())
        XCTAssertTrue(huge.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "3,000 unresolved additions past 1,600 objects are charged")
        let small = SwiftSourceReader().read([SourceFile(path: "Small.swift", text: screen(labels: 100))], facts: ProjectFacts())
        XCTAssertFalse(small.diagnostics.contains { $0.message.hasPrefix("reading stopped") }, "an addition in a small scene costs one step")
    }

    /// A view of `labels` labels, each added and given a height, then `statements` in its initializer; `properties`
    /// declares more stored views.
    private func labelledView(_ labels: Int, named name: String, properties: String = "", setUp: String = "", statements: String) -> String {
        let labelProperties = (0..<labels).map { "    let label\($0) = UILabel()\n" }.joined()
        let heights = (0..<labels).map { "        addSubview(label\($0))\n        label\($0).heightAnchor.constraint(equalToConstant: 20).isActive = true\n" }.joined()
        return """
            final class \(name): UIView {
            \(properties)\(labelProperties)
                init() {
                    super.init(frame: .zero)
            \(setUp)\(heights)
            \(statements)
                }
            }
            """
    }

    /// `branches` `if`/`else` statements on a setting the reader cannot know.
    private func branchingSetUp(labels: Int, branches: Int) -> String {
        labelledView(labels, named: "ManyRows", statements: String(repeating: "        if UserDefaults.standard.bool(forKey: \"compact\") { alpha = 0.5 } else { alpha = 1 }\n", count: branches))
    }

    /// `reads` statements reading the view's installed constraints.
    private func installedConstraintReads(labels: Int, reads: Int) -> String {
        labelledView(labels, named: "ManyInstalled", statements: String(repeating: "        self.constraints.filter { $0.firstAttribute == .top }.forEach { $0.isActive = false }\n", count: reads))
    }

    /// The labels in one array, handed `calls` times to a function the reader does not see.
    private func arraysHandedOver(labels: Int, calls: Int) -> String {
        let list = (0..<labels).map { "label\($0)" }.joined(separator: ", ")
        return labelledView(labels, named: "ManyHandedOver", statements: "        let labels = [\(list)]\n" + String(repeating: "        Theme.apply(to: labels)\n", count: calls))
    }

    /// A badge moved `moves` times between two boxes and back.
    private func movesBetweenBoxes(labels: Int, moves: Int) -> String {
        labelledView(labels, named: "ManyMoves", properties: "    let leftBox = UIView()\n    let rightBox = UIView()\n    let badge = UILabel()\n",
                     setUp: "        addSubview(leftBox)\n        addSubview(rightBox)\n",
                     statements: String(repeating: "        leftBox.addSubview(badge)\n        rightBox.addSubview(badge)\n", count: moves))
    }

    /// `SwiftVariantKey.nesting(of:)` counts what `components(separatedBy: " / ")` counts, which it replaced.
    func testVariantNestingCountsLikeSplittingOnTheSeparator() {
        for name in ["", "if a", "configure() / if expanded", "a / b / c", "if a / 2 > b", " / ", " /  / ", "  / x", "a// b", "a / / b", "a  /  b"] {
            XCTAssertEqual(SwiftVariantKey.nesting(of: name), name.components(separatedBy: " / ").count, "\"\(name)\"")
        }
    }
    /// A loop over a list the reader holds runs for every element up to `maximumListIterations`; the views of the
    /// elements past it are open (their flag too), not taken as untouched.
    func testALoopPastItsIterationLimitOpensTheViewsItDidNotReach() throws {
        let limit = SwiftInterpreter.maximumListIterations
        let list = Array(repeating: "early", count: 100).joined(separator: ", ") + ", middle, "
            + Array(repeating: "early", count: limit).joined(separator: ", ") + ", late"
        let source = """
            final class LongList: UIView {
                let early = UIView()
                let middle = UIView()
                let late = UIView()
                init() {
                    super.init(frame: .zero)
                    [early, middle, late].forEach(addSubview)
                    for view in [\(list)] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                    }
                }
            }
            """
        let scene = try XCTUnwrap(SwiftSourceReader().read([SourceFile(path: "Loop.swift", text: source)]).scenes.first { $0.name == "LongList" })
        let middle = try XCTUnwrap(scene.item(ItemID("middle")))
        XCTAssertFalse(middle.translatesAutoresizingMask, "an element past the first 64 is read")
        XCTAssertNil(middle.openness?.autoresizingFlagUnknown)
        let late = try XCTUnwrap(scene.item(ItemID("late")))
        XCTAssertEqual(late.openness?.autoresizingFlagUnknown, true, "an element past the limit may have had its flag turned off")
        XCTAssertEqual(late.openness?.vertical, ["loop over more than \(limit) elements not read to its end"])
    }
}
