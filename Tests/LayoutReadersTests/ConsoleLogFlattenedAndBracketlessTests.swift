import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// Shapes of real console logs: a whole message flattened onto one line by a forum's code
/// block, descriptions whose brackets markdown dropped inside their quotes, and an autoresizing label centred on
/// the view that holds it.
final class ConsoleLogFlattenedAndBracketlessTests: XCTestCase {
    private func messages(_ text: String) -> [ConsoleLogMessage] {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text)).messages
    }

    func testMessageFlattenedOntoOneLineReadsTheListBeforeTheRecoveryPhrase() throws {
        let text = """
        Code Block Unable to simultaneously satisfy constraints. Try this: (1) look; (2) fix it. ( "<NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>", "<NSLayoutConstraint:0xb UIView:0x1.height == 30 (active)>" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), ["UIView#1.height == 40", "UIView#1.height == 30"])
        XCTAssertEqual(message.brokenConstraint?.constraint.formula, "UIView#1.height == 40")
        XCTAssertEqual(message.brokenConstraintIndex, 0)
        XCTAssertFalse(message.isCutOff)
    }

    func testRecoveryPhraseOnItsOwnLineStillTakesNoDescriptionsFromAfterIt() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>",
            "<NSLayoutConstraint:0xb UIView:0x1.height == 30 (active)>"
        )
        Will attempt to recover by breaking constraint <NSLayoutConstraint:0xb UIView:0x1.height == 30 (active)>
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.count, 2)
        XCTAssertEqual(message.brokenConstraintIndex, 1)
    }

    func testQuotedDescriptionsWithoutBracketsAreRead() throws {
        let fixture = try fixtureMessages("quoted-without-brackets.log")
        let message = try XCTUnwrap(fixture.first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), [
            "UIView#2e20.width == 90", "UIView#2e20.trailing == UIButton#3f30.trailing",
            "UIButton#3f30.centerX == 30", "UIButton#3f30.width == 60",
        ])
        XCTAssertEqual(message.constraints.map(\.constraint.origin), [.user, .user, .autoresizingMask, .autoresizingMask])
        XCTAssertEqual(message.constraints.first?.constraint.location.column, 7)
    }

    func testQuotedBracketlessLineKeepsItsColumns() {
        let line = Array(#">     "NSLayoutConstraint:0x1 H:[UIView:0x2(70)]","#.utf8)
        let repaired = PastedLogRepair.repair(line)
        XCTAssertEqual(String(decoding: repaired, as: UTF8.self), #">     <NSLayoutConstraint:0x1 H:[UIView:0x2(70)]>,"#)
    }

    func testAutoresizingLabelCentredOnAViewInTheHierarchyTakesThatViewAsSuperview() throws {
        let message = try XCTUnwrap(fixtureMessages("autoresizing-centred.log").first)
        let label = try XCTUnwrap(message.scene.items.first { $0.id.name.hasPrefix("UILabel") })
        XCTAssertEqual(label.superview?.name, "DimmingView#a030")
    }

    func testAutoresizingViewCentredOnALabelDoesNotBecomeItsChild() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint:0xa h=--& v=--& UIView:0x1.midY == 50   (active)>",
            "<NSLayoutConstraint:0xb UIView:0x1.centerY == UILabel:0x2.centerY   (active)>",
            "<NSLayoutConstraint:0xc V:|-(10)-[UILabel:0x2]   (active, names: '|':Panel:0x9 )>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertNil(message.scene.item("UIView#1")?.superview)
    }

    private func fixtureMessages(_ name: String) throws -> [ConsoleLogMessage] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/logs/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return ConsoleLogReader().scan(SourceFile(path: "Fixtures/logs/\(name)", text: text)).messages
    }
}
