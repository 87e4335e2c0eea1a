@testable import LayoutReaders
import XCTest

/// Comparing a value the code holds with nil (`SwiftInterpreter.nilComparison`): a value it passed is there, nil is nil,
/// and what it does not know — or `.none`, which may be `Optional.none` — stays undecided.
final class NilComparisonTests: XCTestCase {
    private func compare(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        guard case .bool(let result)? = SwiftInterpreter.nilComparison(op, left, right) else { return nil }
        return result
    }

    func testAValueThePassedCodeHoldsIsNotNil() {
        XCTAssertEqual(compare("==", .number(16), .nilValue), false)
        XCTAssertEqual(compare("!=", .nilValue, .string("title")), true)
        XCTAssertEqual(compare("==", .enumCase("compact"), .nilValue), false)
        XCTAssertEqual(compare("==", .nilValue, .nilValue), true)
        XCTAssertEqual(compare("!=", .nilValue, .nilValue), false)
    }

    func testWhatIsNotKnownStaysUndecided() {
        XCTAssertNil(compare("==", .unknown("inset"), .nilValue))
        XCTAssertNil(compare("==", .enumCase("none"), .nilValue), "`.none` may be Optional.none")
        XCTAssertNil(compare("<", .number(1), .nilValue))
        XCTAssertNil(compare("==", .number(1), .number(1)), "not a nil comparison")
    }
}
