import Foundation
import LayoutModel
import LayoutReaders
import XCTest

/// A list someone shortened before pasting it: a line of `...` (or `…`) where constraints were left out.
final class ConsoleLogElisionTests: XCTestCase {
    private func message(_ text: String) throws -> ConsoleLogMessage {
        try XCTUnwrap(ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text)).messages.first)
    }

    private func log(gap: String) -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.height == 40   (active)>",
        \(gap)
            "<NSLayoutConstraint:0xb UIView:0x1.width == 30   (active)>"
        )
        Will attempt to recover by breaking constraint <NSLayoutConstraint:0xa UIView:0x1.height == 40   (active)>
        """
    }

    func testAnEllipsisInsideTheListMarksItElided() throws {
        for gap in ["    ...", "    …", "    \"...\",", "> ...", "    [...]"] {
            let read = try message(log(gap: gap))
            XCTAssertTrue(read.isElided, gap)
            XCTAssertEqual(read.constraints.map(\.constraint.formula), ["UIView#1.height == 40", "UIView#1.width == 30"], gap)
            XCTAssertFalse(read.isCutOff, gap)
        }
    }

    func testAWholeListOrProseAroundItIsNotElided() throws {
        XCTAssertFalse(try message(log(gap: "")).isElided)
        let prose = """
        I get this when rotating...
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.height == 40   (active)>",
            "<NSLayoutConstraint:0xb UIView:0x1.height == 30   (active)>"
        )
        Will attempt to recover by breaking constraint <NSLayoutConstraint:0xa UIView:0x1.height == 40   (active)>
        ...
        """
        XCTAssertFalse(try message(prose).isElided)
    }
}
