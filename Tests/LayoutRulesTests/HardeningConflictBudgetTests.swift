import LayoutEngine
import LayoutModel
import LayoutReaders
@testable import LayoutRules
import XCTest

/// Issue #21: checking fixes solves the scene again per candidate; a scene with many conflicts is bounded by
/// `SceneAnalysis.maximumFixVerifications`, and what was not checked says so.
final class HardeningConflictBudgetTests: XCTestCase {
    func testFixChecksStopAtTheBudgetAndTheRestSaySo() throws {
        var lines = ["root r"]
        for i in 0..<40 {
            lines += ["view v\(i) in r", "v\(i).width == 10", "v\(i).width == 20", "v\(i).height == 10",
                      "v\(i).leading == r.leading", "v\(i).top == r.top"]
        }
        let scene = try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "many.layout", text: lines.joined(separator: "\n"))).scenes.first)
        let analysis = SceneAnalysis(scene: scene)
        let diagnostics = UnsatisfiableConstraintsRule().check(analysis)
        XCTAssertEqual(diagnostics.count, 40)
        XCTAssertEqual(analysis.fixVerificationsRun, SceneAnalysis.maximumFixVerifications)
        XCTAssertGreaterThan(analysis.fixVerificationsSkipped, 0)
        XCTAssertTrue(diagnostics.first?.message.contains("Lower the priority") ?? false, diagnostics.first?.message ?? "")
        XCTAssertTrue(diagnostics.last?.message.contains("No fix was checked for this conflict: layoutlint checks at most 16 fixes in a scene of 200 constraints") ?? false,
                      diagnostics.last?.message ?? "")
    }

    func testLargeScenesGetFewerFixChecks() throws {
        var lines = ["root r"]
        for i in 0..<1_000 {
            lines += ["view v\(i) in r", "v\(i).width == v\(i).width + 10", "v\(i).height == 10", "v\(i).leading == r.leading", "v\(i).top == r.top"]
        }
        let scene = try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "self.layout", text: lines.joined(separator: "\n"))).scenes.first)
        let analysis = SceneAnalysis(scene: scene)
        XCTAssertEqual(analysis.fixVerificationLimit, 5)
    }

    /// Each check solves every configuration again: a scene of many variant sets (a branch in a loop) gets fewer checks,
    /// one of a handful of variant sets as many as before.
    func testScenesOfManyConfigurationsGetFewerFixChecks() throws {
        func scene(variants: Int) throws -> Scene {
            var lines = ["root r"]
            for i in 0..<100 {
                lines += ["view v\(i) in r", "v\(i).width == 10", "v\(i).height == 10", "v\(i).leading == r.leading", "v\(i).top == r.top"]
            }
            lines += ["v0.width == 20"]
            for k in 0..<variants { lines += ["variant branch\(k)", "  v1.height == \(k + 11)", "end"] }
            return try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "branches.layout", text: lines.joined(separator: "\n"))).scenes.first)
        }
        let few = SceneAnalysis(scene: try scene(variants: 4))
        XCTAssertEqual(few.fixVerificationLimit, 16, "401 constraints, 5 configurations: as before")
        let many = SceneAnalysis(scene: try scene(variants: 63))
        let configurations = Set(many.solutions.map(\.variants)).count
        XCTAssertEqual(configurations, 64)
        XCTAssertEqual(many.fixVerificationLimit, 20_000 / (many.scene.constraints.count * (configurations / SceneAnalysis.configurationsPerCheck)))
        XCTAssertLessThan(many.fixVerificationLimit, 16)
    }

    /// A cycle of 5,000 equalities took 39 s and 1 GB in the solver: such a scene is refused, saying so.
    func testScenesOverTheConstraintCapAreNotAnalysedAndSaySo() throws {
        let count = Linter.maximumConstraintsPerScene + 1
        var lines = ["root r"] + (0..<count).map { "view v\($0) in r" }
        lines += (0..<count).map { "v\($0).width == v\(($0 + 1) % count).width + 1" }
        let scene = try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "cycle.layout", text: lines.joined(separator: "\n"))).scenes.first)
        let diagnostics = Linter().lint([scene])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["scene_too_large"])
        XCTAssertTrue(diagnostics.first?.message.contains("not analysed: 4001 constraints") ?? false, diagnostics.first?.message ?? "")
    }

    /// A stack arranging thousands of views makes tens of thousands of the framework's own constraints from a few of
    /// the developer's (a fuzzed Swift file: 2,900 views, 483 constraints of its own, 20 s in a release build): such a
    /// scene is refused, saying so; the same stack with 100 views is analysed.
    func testScenesWhoseFrameworkConstraintsPassTheBudgetAreNotAnalysedAndSaySo() throws {
        func stack(_ count: Int) throws -> Scene {
            let names = (0..<count).map { "v\($0)" }
            var lines = ["root r", "view s: NSStackView in r axis=vertical spacing=8 distribution=gravityAreas arranged=" + names.joined(separator: ",")]
            lines += names.map { "view \($0) in s" }
            lines += ["s.top == r.top", "s.leading == r.leading"]
            return try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "stack.layout", text: lines.joined(separator: "\n"))).scenes.first)
        }
        let large = try stack(2_500)
        XCTAssertGreaterThan(RuntimeConstraintCount.of(large), SceneSizeBudget.maximumRuntimeConstraints)
        let diagnostics = Linter().lint([large])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["scene_too_large"])
        XCTAssertEqual(diagnostics.first?.message.hasPrefix("stack: not analysed: its 2502 views make "), true, diagnostics.first?.message ?? "")
        XCTAssertEqual(diagnostics.first?.message.hasSuffix("more than the 8000 layoutlint analyses in one scene; no rule was checked on it"), true)
        XCTAssertNil(SceneSizeBudget.refusal(of: try stack(100)))
    }

    /// The probe counts the framework's constraints too: a scene with few of its own but a long stack chain is
    /// probed, and adding stops at the limit inside the framework's constraints.
    func testTheFillProbeCountsTheFrameworksConstraints() throws {
        func stack(_ count: Int) throws -> Scene {
            let names = (0..<count).map { "v\($0)" }
            var lines = ["root r", "view s: NSStackView in r axis=vertical spacing=8 distribution=gravityAreas arranged=" + names.joined(separator: ",")]
            lines += names.map { "view \($0) in s" }
            return try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "stack.layout", text: lines.joined(separator: "\n"))).scenes.first)
        }
        let long = try stack(600)
        XCTAssertGreaterThanOrEqual(RuntimeConstraintCount.of(long), TableauFillProbe.smallestProbedRuntimeCount)
        XCTAssertTrue(TableauFillProbe.exceedsLimit(long, engine: LayoutEngine(), limit: 1_000))
        let short = try stack(100)
        XCTAssertLessThan(RuntimeConstraintCount.of(short), TableauFillProbe.smallestProbedRuntimeCount)
        XCTAssertFalse(TableauFillProbe.exceedsLimit(short, engine: LayoutEngine(), limit: 1))
    }

    /// A chain of required equalities fills the solver's tableau with the square of its length: a scene whose
    /// fill passes `TableauFillProbe.entryLimit` is refused before any rule runs, saying so.
    func testScenesFillingTheTableauPastTheLimitAreNotAnalysedAndSaySo() throws {
        let diagnostics = Linter().lint([try widthChain(1_300)])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["scene_too_large"])
        XCTAssertEqual(diagnostics.first?.message,
                       "chain: not analysed: solving its 1299 constraints fills the solver's tableau past 1500000 entries (long "
                       + "chains of dependent constraints make the work grow with the square of their length); no rule was checked on it")
    }

    /// The probe measures the fill of one configuration and stops adding at its limit; small scenes are not probed.
    func testTheFillProbeMeasuresOneConfigurationAndSkipsSmallScenes() throws {
        let engine = LayoutEngine()
        let chain = try widthChain(700)
        XCTAssertFalse(TableauFillProbe.exceedsLimit(chain, engine: engine))
        XCTAssertTrue(TableauFillProbe.exceedsLimit(chain, engine: engine, limit: 50_000))
        let small = try widthChain(TableauFillProbe.smallestProbedScene - 1)
        XCTAssertFalse(TableauFillProbe.exceedsLimit(small, engine: engine, limit: 1))
    }

    /// `count` views whose widths each exceed the next one's by 1 (`count - 1` constraints).
    private func widthChain(_ count: Int) throws -> Scene {
        var lines = ["root r"] + (0..<count).map { "view v\($0) in r" }
        lines += (0..<(count - 1)).map { "v\($0).width == v\($0 + 1).width + 1" }
        return try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "chain.layout", text: lines.joined(separator: "\n"))).scenes.first)
    }

    /// 300 views nested inside each other, each inset 1 pt, kept the solver busy for over a minute: a scene nested
    /// past the budget is refused at its deepest view, saying so; one at the budget is analysed.
    func testScenesNestedPastTheBudgetAreNotAnalysedAndSaySo() throws {
        func nested(_ depth: Int) throws -> Scene {
            var lines = ["root r"]
            var parent = "r"
            for i in 0..<depth {
                lines.append("view v\(i) in \(parent)")
                parent = "v\(i)"
            }
            parent = "r"
            for i in 0..<depth {
                lines += ["v\(i).top == \(parent).top + 1", "v\(i).leading == \(parent).leading + 1",
                          "v\(i).bottom == \(parent).bottom - 1", "v\(i).trailing == \(parent).trailing - 1"]
                parent = "v\(i)"
            }
            return try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "nested.layout", text: lines.joined(separator: "\n"))).scenes.first)
        }
        let deep = try nested(SceneSizeBudget.maximumNestingDepth + 1)
        let diagnostics = Linter().lint([deep])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["scene_too_large"])
        XCTAssertEqual(diagnostics.first?.message,
                       "nested: not analysed: v100 is nested 101 views deep, more than the 100 levels layoutlint analyses in one scene; no rule was checked on it")
        XCTAssertEqual(diagnostics.first?.location.line, 102)
        let atTheBudget = try nested(SceneSizeBudget.maximumNestingDepth)
        XCTAssertNil(SceneSizeBudget.refusal(of: atTheBudget))
        XCTAssertEqual(SceneSizeBudget.deepestItem(in: atTheBudget)?.depth, 100)
    }

    /// A superview cycle (no reader makes one) ends the depth count instead of looping.
    func testSuperviewCyclesEndTheDepthCount() {
        let scene = Scene(name: "loop", items: [Item(id: "a", superview: "b"), Item(id: "b", superview: "a")])
        XCTAssertEqual(SceneSizeBudget.deepestItem(in: scene)?.depth, 1)
    }
}
