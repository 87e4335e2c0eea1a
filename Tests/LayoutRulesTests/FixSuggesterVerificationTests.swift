import LayoutEngine
import LayoutModel
import LayoutReaders
@testable import LayoutRules
import XCTest

/// The fix `unsatisfiable_constraints` suggests is checked on every configuration of the scene (each variant set on
/// each device). `FixVerification` skips configurations the lowering cannot change, solves identical ones once and
/// shares them out to the cores; these tests pin its verdicts to those of solving every configuration in turn.
final class FixSuggesterVerificationTests: XCTestCase {
    /// A conflict (fixed, same, b-width) in the base scene and in `compact`. In `loose` and in `again` (which
    /// configures exactly what `loose` does) b-width is off and a 999 preference fights `fixed` once `fixed` is lowered
    /// too, leaving `a` and `b` without one width: only those configurations stop `fixed` from being lowered, and
    /// `b-width` (off where the preference is on) is suggested instead. `compact` adds a second conflict on the
    /// vertical axis and turns `b-height` off; elsewhere `b-height` lowered would tie with `tall`.
    static let scene = """
        scene Box standalone
        root box
        view a in box
        view b in box
        a.width == 100 "fixed"
        a.width == b.width "same"
        b.width == 60 "b-width"
        a.height == 10
        b.height == 10 "b-height"
        a.leading == box.leading
        a.top == box.top
        b.leading == a.trailing
        b.top == box.top
        b.height == 20 @999 "tall"
        variant loose
          deactivate "b-width"
          a.width == 150 @999 "preferred"
        end
        variant again
          deactivate "b-width"
          activate "preferred"
        end
        variant compact horizontal=compact
          b.top == a.bottom "stacked"
          deactivate "b-height"
        end
        """

    private func analysis() throws -> SceneAnalysis {
        let result = LayoutTextReader().read(SourceFile(path: "box.layout", text: Self.scene))
        XCTAssertEqual(result.diagnostics, [])
        let scene = try XCTUnwrap(result.scenes.first)
        return SceneAnalysis(scene: scene)
    }

    /// The verdict as the engine gives it when asked about the lowered scene as a whole, configuration by configuration.
    private func verdictSolvingEveryConfiguration(_ analysis: SceneAnalysis, lowering index: Int) -> Bool {
        let baseline = Set(analysis.solutions.flatMap(\.ambiguities).map(\.item))
        var scene = analysis.scene
        scene.constraints[index].priority = FixSuggester.suggestedPriority
        return analysis.engine.firstConflictsAndAmbiguities(of: scene) { configuration in
            configuration.conflicts.contains { $0.sceneIndices.contains(index) }
                || configuration.ambiguities.contains { !baseline.contains($0.item) }
        } == nil
    }

    func testSuggestedFixesOnEveryConfiguration() throws {
        let result = LayoutTextReader().read(SourceFile(path: "box.layout", text: Self.scene))
        let messages = Linter(rules: [UnsatisfiableConstraintsRule()]).lint(result.scenes).map(\.message)
        XCTAssertEqual(messages, [
            "Box: 3 required constraints cannot all hold on iPhone SE (variant compact); iPhone SE landscape (variant compact); "
                + "iPhone 15 (variant compact) and 5 more: 'fixed' a.width == 100, 'same' a.width == b.width, 'b-width' b.width == 60. "
                + "Lower the priority of 'b-width' b.width == 60 to 999 (a fixed size is the usual culprit and can give way "
                + "without leaving the layout ambiguous)",
            "Box: 4 required constraints cannot all hold on iPhone SE (variant compact); iPhone SE landscape (variant compact); "
                + "iPhone 15 (variant compact) and 12 more: a.height == 10, a.top == box.top, b.top == box.top, "
                + "'stacked' b.top == a.bottom. Lower the priority of a.height == 10 to 999 (a fixed size is the usual "
                + "culprit and can give way without leaving the layout ambiguous)",
        ])
    }

    /// Every constraint's verdict, against solving the lowered scene on every configuration.
    func testVerdictsMatchSolvingEveryConfiguration() throws {
        let analysis = try analysis()
        let names = analysis.scene.constraints.map { $0.identifier ?? $0.formula }
        var fast: [String: Bool] = [:]
        var reference: [String: Bool] = [:]
        for index in analysis.scene.constraints.indices where analysis.scene.constraints[index].priority.isRequired {
            fast[names[index]] = FixVerification(analysis: analysis, index: index, priority: FixSuggester.suggestedPriority).holds()
            reference[names[index]] = verdictSolvingEveryConfiguration(analysis, lowering: index)
        }
        XCTAssertEqual(fast, reference)
        XCTAssertEqual(fast, [
            "fixed": false, "same": true, "b-width": true, "a.height == 10": true, "b-height": false,
            "a.leading == box.leading": true, "a.top == box.top": true, "b.leading == a.trailing": true,
            "b.top == box.top": true, "stacked": true,
        ])
    }

    /// Where `b-width` is off (`loose`, `again`) its lowering changes nothing and those configurations are not solved
    /// again; `loose` and `again` configure the same scene, solved once for both.
    func testConfigurationsSkippedAndShared() throws {
        let analysis = try analysis()
        let devices = analysis.engine.devices(for: analysis.scene)
        let compactDevices = devices.filter { $0.horizontalSizeClass == .compact }
        let regularDevices = devices.filter { $0.horizontalSizeClass == .regular }
        let index = { (name: String) in try XCTUnwrap(analysis.scene.constraints.firstIndex { $0.identifier == name }) }

        let bWidth = FixVerification(analysis: analysis, index: try index("b-width"), priority: FixSuggester.suggestedPriority)
        let (bWidthSolved, bWidthUnchanged) = bWidth.configurations()
        XCTAssertEqual(bWidthUnchanged.count, 2 * devices.count)
        XCTAssertTrue(bWidthUnchanged.allSatisfy { $0.variants.contains("loose") || $0.variants.contains("again") })
        XCTAssertEqual(bWidthSolved.map(\.devices.count).reduce(0, +), analysis.solutions.count - bWidthUnchanged.count)

        // `b-height` is off in every variant set with `compact`: those configurations are taken as analysed.
        let bHeight = FixVerification(analysis: analysis, index: try index("b-height"), priority: FixSuggester.suggestedPriority)
        let (bHeightSolved, bHeightUnchanged) = bHeight.configurations()
        XCTAssertEqual(bHeightUnchanged.count, 3 * compactDevices.count)
        XCTAssertTrue(bHeightUnchanged.allSatisfy { $0.variants.contains("compact") })
        XCTAssertEqual(bHeightSolved.map(\.devices), [regularDevices, regularDevices])

        // Variant sets on the compact devices: [compact], [compact, loose], [compact, again]; on the others [], [loose],
        // [again]. The ones with `loose` and with `again` configure the same scene, so four scenes are solved, those
        // where `fixed` already conflicted first.
        let fixed = FixVerification(analysis: analysis, index: try index("fixed"), priority: FixSuggester.suggestedPriority)
        let (fixedSolved, fixedUnchanged) = fixed.configurations()
        XCTAssertEqual(fixedUnchanged.count, 0)
        XCTAssertEqual(fixedSolved.count, 4)
        XCTAssertEqual(fixedSolved.map(\.hadConflict), [true, true, false, false])
        XCTAssertEqual(fixedSolved.map(\.devices), [compactDevices, regularDevices, compactDevices, regularDevices])
        XCTAssertEqual(fixedSolved.map { $0.scene.constraints.filter(\.isActive).compactMap(\.identifier) }, [
            ["fixed", "same", "b-width", "tall", "stacked"], ["fixed", "same", "b-width", "b-height", "tall"],
            ["fixed", "same", "tall", "preferred", "stacked"], ["fixed", "same", "b-height", "tall", "preferred"],
        ])
    }

    /// A conflict in one variant only, and nothing optional at 999 or above: lowering a member cannot change the base
    /// scene's solution (the lexicographic solver meets the lowered constraint first), so only `wide` is solved again,
    /// and every verdict is still the one solving every configuration gives.
    static let conflictInOneVariant = """
        scene Card standalone
        root card
        view a in card
        view b in card
        a.leading == card.leading
        a.top == card.top
        a.width == 100 "fixed"
        a.height == 20
        b.leading == a.trailing
        b.top == a.top
        b.width == 40 @750
        b.height == 20
        variant wide
          a.width == 200 "wide"
        end
        """

    func testDevicesWhereNothingConflictsAreNotSolvedAgain() throws {
        let result = LayoutTextReader().read(SourceFile(path: "card.layout", text: Self.conflictInOneVariant))
        let analysis = SceneAnalysis(scene: try XCTUnwrap(result.scenes.first))
        let fixed = try XCTUnwrap(analysis.scene.constraints.firstIndex { $0.identifier == "fixed" })
        let verification = FixVerification(analysis: analysis, index: fixed, priority: FixSuggester.suggestedPriority)
        let (solved, unchanged) = verification.configurations()
        XCTAssertEqual(unchanged.count, 0)
        XCTAssertEqual(solved.count, 1)
        XCTAssertTrue(solved[0].scene.constraints.contains { $0.identifier == "wide" && $0.isActive })
        XCTAssertEqual(solved[0].devices.count, analysis.engine.devices(for: analysis.scene).count)
        for index in analysis.scene.constraints.indices where analysis.scene.constraints[index].priority.isRequired {
            XCTAssertEqual(FixVerification(analysis: analysis, index: index, priority: FixSuggester.suggestedPriority).holds(),
                           verdictSolvingEveryConfiguration(analysis, lowering: index), analysis.scene.constraints[index].formula)
        }
    }
}
