import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// What explain says about the shapes of real console logs, beyond the recorded summaries.
final class ExplainHTMLLogTests: XCTestCase {
    private func explanations(_ fixture: String) throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    func testAPrivateViewsAutoresizingMaskIsNotTheAppsToTurnOff() throws {
        let conflict = try XCTUnwrap(try explanations("private-autoresizing.log").first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .hostImposedSize)
        XCTAssertEqual(conflict.diagnosis.view?.name, "UIView#9f70")
        XCTAssertFalse(conflict.diagnosis.fix.contains("translatesAutoresizingMaskIntoConstraints"), conflict.diagnosis.fix)
    }

    func testAnAppViewsAutoresizingMaskIsStillTheCause() throws {
        let conflict = try XCTUnwrap(try explanations("autoresizing-mask.log").dropFirst().first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .autoresizingMaskLeftOn)
    }

    func testAContainerSizedByItsZeroFrameIsNamedInsteadOfTheSpacing() throws {
        let conflict = try XCTUnwrap(try explanations("negative-size.log").first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .fixedFrameContainer)
        XCTAssertEqual(conflict.diagnosis.view?.name, "ToolPalette#c2a0")
        XCTAssertTrue(conflict.diagnosis.fix.contains("translatesAutoresizingMaskIntoConstraints = false on it"), conflict.diagnosis.fix)
    }

    func testAMessageWhoseOnlyConstraintCannotBeReadSaysSoInsteadOfThatItHolds() throws {
        let explanation = try XCTUnwrap(try explanations("unreadable-not-cut.log").first)
        XCTAssertEqual(explanation.input.unreadableCount, 1)
        let diagnosis = try XCTUnwrap(explanation.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.kind, .noContradictionFound)
        XCTAssertEqual(diagnosis.summary, "The printed constraint is written in a form layoutlint does not read (see the notes), so there is nothing to explain.")
        XCTAssertFalse(diagnosis.summary.contains("hold together"))
    }

    func testSomeUnreadConstraintsAreNamedAsWhereTheContradictionMayBe() {
        var input = ExplainInput(
            kind: .unsatisfiable, lines: 1...4,
            scene: Scene(name: "pasted"),
            constraints: [])
        input.unreadableCount = 2
        let diagnosis = ConflictExplainer().explain(input).conflicts.first?.diagnosis
        XCTAssertEqual(diagnosis?.summary, "None of the 2 printed constraints is written in a form layoutlint reads (see the notes), so there is nothing to explain.")
    }

    func testAListOfDescriptionsNoneOfWhichCanBeReadSaysSo() throws {
        let diagnosis = try XCTUnwrap(try explanations("address-only-descriptions.log").first?.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.summary, "None of the 3 printed constraints is written in a form layoutlint reads (see the notes), so there is nothing to explain.")
    }
}
