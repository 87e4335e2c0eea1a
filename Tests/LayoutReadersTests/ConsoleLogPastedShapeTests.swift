import LayoutModel
import LayoutReaders
import XCTest

/// Shapes real pasted logs take that the runtime never prints: lists opened on another line's end, redacted
/// lists, and autoresizing positions whose superview only shows through other constraints.
final class ConsoleLogPastedShapeTests: XCTestCase {
    private func messages(_ text: String) -> [ConsoleLogMessage] {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text)).messages
    }

    func testListOpenedOnTheHeaderLineAndNeverClosedIsCutOff() throws {
        let text = """
        Conflicting constraints detected: (
            "<NSLayoutConstraint:0xa NSView:0x1.width == 10   (active)>",
            "<NSLayoutConstraint:0xb NSView:0x1.width == 12   (active)>",
            "<NSLayoutConstr
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.count, 2)
        XCTAssertTrue(message.isCutOff)
    }

    func testListOpenedOnTheHeaderLineAndClosedIsWhole() throws {
        let text = """
        Conflicting constraints detected: (
            "<NSLayoutConstraint:0xa NSView:0x1.width == 10   (active)>",
            "<NSLayoutConstraint:0xb NSView:0x1.width == 12   (active)>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.count, 2)
        XCTAssertFalse(message.isCutOff)
    }

    func testParenthesisOnTheFirstDescriptionsLineStartsAHeaderlessList() throws {
        let text = """
        Error message:
        ("<NSLayoutConstraint:0xa UIView:0x1.width == 10   (active)>",
        "<NSLayoutConstraint:0xb UIView:0x1.width == 12   (active)>"
        )
        """
        let found = messages(text)
        XCTAssertEqual(found.count, 1)
        let message = try XCTUnwrap(found.first)
        XCTAssertFalse(message.hasHeader)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), ["UIView#1.width == 10", "UIView#1.width == 12"])
        XCTAssertEqual(message.lines, 2...4)
    }

    func testPrivateInPlaceOfTheListIsRedactedNotCutOff() throws {
        let text = "[Layout] Unable to simultaneously satisfy constraints:\n<private>\n\nWill attempt to recover by breaking constraint \n<private>\n"
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertTrue(message.isRedacted)
        XCTAssertFalse(message.isCutOff)
        XCTAssertTrue(message.constraints.isEmpty)
        XCTAssertNil(message.brokenConstraint)
    }

    func testAutoresizingPositionTakesTheSuperviewOfItsSibling() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa V:|-(8)-[UILabel:0x1]   (Names: '|':Dial:0x9 )>",
            "<NSLayoutConstraint:0xb V:[UILabel:0x1]-(4)-[UILabel:0x2]>",
            "<NSAutoresizingMaskLayoutConstraint:0xc h=--& v=--& UILabel:0x2.midY == + 60>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.scene.item("UILabel#2")?.superview, "Dial#9")
    }

    func testAutoresizingPositionPinnedToAContainersEdgeTakesThatContainer() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint:0xa h=--& v=--& UIView:0x1.midY == + 50   (active)>",
            "<NSLayoutConstraint:0xb UIView:0x1.bottom == Banner:0x9.bottom - 12   (active)>",
            "<NSLayoutConstraint:0xc V:|-(12)-[UILabel:0x2]   (active, names: '|':Banner:0x9 )>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.scene.item("UIView#1")?.superview, "Banner#9")
    }

    func testFlexibleAutoresizingConstraintNamesTheSuperview() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint:0xa h=-&- v=--& Bar:0x1.width == Host:0x2.width + 320>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.scene.item("Bar#1")?.superview, "Host#2")
    }

    func testDisagreeingCluesLeaveTheSuperviewUnknown() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa V:|-(8)-[UILabel:0x1]   (Names: '|':Dial:0x9 )>",
            "<NSLayoutConstraint:0xb V:|-(8)-[UILabel:0x3]   (Names: '|':Gauge:0x8 )>",
            "<NSLayoutConstraint:0xc V:[UILabel:0x1]-(4)-[UILabel:0x2]>",
            "<NSLayoutConstraint:0xd H:[UILabel:0x3]-(4)-[UILabel:0x2]>",
            "<NSAutoresizingMaskLayoutConstraint:0xe h=--& v=--& UILabel:0x2.midY == + 60>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertNil(message.scene.item("UILabel#2")?.superview)
    }
}
