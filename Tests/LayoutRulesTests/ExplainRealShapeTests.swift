import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// What explain says about the shapes of real console logs, beyond the fixtures'
/// recorded summaries: the wording of the arithmetic and the fixes.
final class ExplainRealShapeTests: XCTestCase {
    private func explanations(_ fixture: String) throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    private func firstConflict(_ fixture: String, message: Int = 0) throws -> ConflictExplanation {
        let all = try explanations(fixture)
        XCTAssertGreaterThan(all.count, message, fixture)
        return try XCTUnwrap(all[message].conflicts.first, fixture)
    }

    func testCentreTermsCountHalfASizeAndSubtractedBoundsKeepTheirOwnSense() throws {
        let conflict = try firstConflict("centre-arithmetic.log")
        XCTAssertEqual(conflict.arithmetic, "−½ height 180 − spacing ≥ 12 + ½ height 320 = 58 < 160 (UIView#3200.height == 160)")
    }

    func testTwoConstraintsOnOneDistanceNameTheDistance() throws {
        let conflict = try firstConflict("system-views-only.log", message: 1)
        XCTAssertEqual(conflict.arithmetic, "top 0 ≠ 20 (UIInputSetContainerView#f8d0.top == UITextEffectsWindow#1e40.top + 20)")
    }

    func testAutoresizingCentreIsNamedMidY() throws {
        let all = try explanations("autoresizing-position.log")
        let lines = all.flatMap(\.conflicts).compactMap(\.arithmetic)
        XCTAssertTrue(lines.contains { $0.hasPrefix("midY 50 + ½ height 100") }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("minY 100 (2 × 50)") }, "\(lines)")
    }

    func testACardThatIsNotACellIsSizedByItsHost() throws {
        let conflict = try firstConflict("list-opened-inline.log")
        XCTAssertEqual(conflict.diagnosis.kind, .hostImposedSize)
        XCTAssertEqual(conflict.diagnosis.view?.name, "HeaderCard#5a00")
    }

    func testACellsWidthConflictIsNotSentToRowHeights() throws {
        let conflict = try firstConflict("cell-width.log")
        XCTAssertEqual(conflict.diagnosis.kind, .selfSizingCell)
        XCTAssertFalse(conflict.diagnosis.fix.contains("rowHeight"), conflict.diagnosis.fix)
        let input = try XCTUnwrap(try explanations("cell-width.log").first).input
        let suggested = try XCTUnwrap(conflict.diagnosis.suggestedMember)
        XCTAssertEqual(input.constraints[suggested].constraint.formula, "UIView#2b50.width == 540")
    }

    func testAppKitTableColumnWidth() throws {
        let conflict = try firstConflict("appkit-y-up.log", message: 1)
        XCTAssertEqual(conflict.diagnosis.kind, .selfSizingCell)
        XCTAssertTrue(conflict.diagnosis.fix.contains("table column"), conflict.diagnosis.fix)
    }

    func testAppKitYUpPositionJoinsTheWholeChain() throws {
        let conflict = try firstConflict("appkit-y-up.log")
        // All six printed constraints, as the runtime listed them: the box's minimum height reaches the image.
        XCTAssertEqual(conflict.loggedMembers, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(conflict.arithmetic, "bottom 2 − top 2 + height ≥ 30 = 30 > 18 (NSImageView#a2c0.height == 18)")
    }

    func testFittingSizeTargetIsAMeasuringPassNotANegativeSize() throws {
        let conflict = try firstConflict("fitting-size-target.log")
        XCTAssertEqual(conflict.diagnosis.kind, .temporaryLayoutSize)
        XCTAssertTrue(conflict.diagnosis.summary.contains("systemLayoutSizeFitting"), conflict.diagnosis.summary)
    }

    func testInterfaceBuilderGeneratedEdgeBlamesTheSavedFrameOfTheViewInside() throws {
        let conflict = try firstConflict("ib-generated-edge.log")
        XCTAssertEqual(conflict.diagnosis.kind, .autoresizingMaskLeftOn)
        XCTAssertEqual(conflict.diagnosis.view?.name, "UIView#a2d0")
        XCTAssertTrue(conflict.diagnosis.fix.contains("Interface Builder"), conflict.diagnosis.fix)
    }

    func testBareDescriptionsAreExplained() throws {
        let conflict = try firstConflict("bare-descriptions.log")
        XCTAssertEqual(conflict.loggedMembers, [0, 1, 2])
    }
}

/// An ambiguity trace is explained as views with what they lack, not as "no contradiction".
final class ExplainAmbiguityTests: XCTestCase {
    func testAmbiguousViewsAreListedWithWhatTheyLack() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("ambiguous-layout.log")
        let explanations = try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
        XCTAssertEqual(explanations.map(\.input.kind), [.ambiguousLayout, .ambiguousLayout, .ambiguousLayout])
        let first = try XCTUnwrap(explanations.first?.conflicts.first)
        XCTAssertEqual(first.diagnosis.kind, .ambiguousLayout)
        XCTAssertTrue(first.diagnosis.summary.contains("TideChartView#c2a0 (horizontal position and width)"), first.diagnosis.summary)
        XCTAssertTrue(first.diagnosis.fix.contains("a horizontal position"), first.diagnosis.fix)
        XCTAssertFalse(first.diagnosis.fix.contains("a height"), first.diagnosis.fix)
        let cut = try XCTUnwrap(explanations[1].conflicts.first)
        XCTAssertTrue(cut.diagnosis.summary.contains("cut off"), cut.diagnosis.summary)
        XCTAssertEqual(explanations[2].input.ambiguities.map(\.item.name), ["UILabel'Low tide'", "BuoyView#70e0"])
    }

    func testAttributeWords() {
        XCTAssertEqual(AmbiguityWords.missing(["minY", "Height"]), "vertical position and height")
        XCTAssertEqual(AmbiguityWords.missing(["minX", "midX", "Width", "Height"]), "horizontal position, width and height")
        XCTAssertEqual(AmbiguityWords.missing([]), "position or size not printed")
    }
}

/// Sizes the framework imposes on its own wrappers, and list fragments pasted without their beginning.
final class ExplainFrameworkAndFragmentTests: XCTestCase {
    private func conflict(_ fixture: String) throws -> ConflictExplanation {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        let input = try XCTUnwrap(ExplainFixtureSupport.inputs(url).first)
        return try XCTUnwrap(ConflictExplainer().explain(input).conflicts.first)
    }

    func testAFrameworkWrappersFixedSizeIsImposedNotTheAppsOwnChoice() throws {
        let found = try conflict("system-imposed-size.log")
        XCTAssertEqual(found.diagnosis.kind, .hostImposedSize)
        XCTAssertEqual(found.diagnosis.view?.name, "_NSSplitViewItemViewWrapper#c3c0")
        XCTAssertEqual(found.diagnosis.suggestedMember, 3)
    }

    func testAFragmentWhoseBrokenConstraintIsMissingSaysTheStartIsMissing() throws {
        let found = try conflict("fragment-mid-list.log")
        XCTAssertEqual(found.diagnosis.kind, .noContradictionFound)
        XCTAssertTrue(found.diagnosis.summary.contains("without its beginning"), found.diagnosis.summary)
        XCTAssertTrue(found.diagnosis.fix.contains("UIButton'Join'.width == 240"), found.diagnosis.fix)
    }
}

/// An NSBox's content view follows the box: the box's size or its content's is what to change (iina#4034).
final class ExplainBoxContentTests: XCTestCase {
    func testTheBoxNotItsContentViewIsBlamed() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("appkit-y-up.log")
        let input = try XCTUnwrap(ExplainFixtureSupport.inputs(url).first)
        let conflict = try XCTUnwrap(ConflictExplainer().explain(input).conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .fixedFrameContainer)
        XCTAssertEqual(conflict.diagnosis.view?.name, "NSBox'Status'")
        let suggested = try XCTUnwrap(conflict.diagnosis.suggestedMember)
        XCTAssertEqual(input.constraints[suggested].constraint.formula, "NSBox'Status'.height >= 30")
        XCTAssertTrue(conflict.diagnosis.summary.contains("content view of NSBox'Status'"), conflict.diagnosis.summary)
    }
}
