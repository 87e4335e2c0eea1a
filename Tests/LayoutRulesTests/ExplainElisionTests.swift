import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// A shortened list whose shown constraints can all hold points at the part left out, not at "nothing wrong".
final class ExplainElisionTests: XCTestCase {
    func testAnElidedListThatHoldsSaysTheContradictionWasLeftOut() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("elided-list.log")
        let explanation = try XCTUnwrap(try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }.first)
        let diagnosis = try XCTUnwrap(explanation.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.kind, .noContradictionFound)
        XCTAssertEqual(diagnosis.summary, "Part of the list was left out where the paste shows `...`: the 3 constraints shown can hold together, so the contradiction lies among the ones left out.")
        XCTAssertEqual(diagnosis.fix, "paste the whole list the runtime printed (copy it from the Xcode console) and explain that")
    }
}
