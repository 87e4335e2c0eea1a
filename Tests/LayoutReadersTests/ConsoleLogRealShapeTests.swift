import LayoutModel
import LayoutReaders
import XCTest

/// Shapes of real console logs: descriptions whose brackets markdown dropped, AppKit's
/// y-up autoresizing positions, AppKit's encapsulated cell sizes and systemLayoutSizeFitting's target size.
final class ConsoleLogRealShapeTests: XCTestCase {
    private func messages(_ text: String) -> [ConsoleLogMessage] {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text)).messages
    }

    func testDescriptionsWithoutBracketsAndQuotesAreRead() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            NSLayoutConstraint:0xa1 Badge:0x10.leading == UITableViewCellContentView:0x20.leading + 5,
            NSLayoutConstraint:0xa2 UITableViewCellContentView:0x20.width == 0
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula),
                       ["Badge#10.leading == UITableViewCellContentView#20.leading + 5", "UITableViewCellContentView#20.width == 0"])
        // The indent's last space became the `<`: the column is where the class name starts.
        XCTAssertEqual(message.constraints.first?.constraint.location.column, 4)
    }

    func testProseMentioningAConstraintClassIsNotADescription() {
        let text = "NSLayoutConstraint: 280c37e30 Button.height >= 44.0\nThe NSLayoutConstraint class is documented.\n"
        XCTAssertTrue(messages(text).isEmpty)
    }

    func testAppKitMinYInAnUnflippedSuperviewIsMeasuredFromItsBottom() throws {
        let text = """
        Unable to simultaneously satisfy constraints:
        (
            "<NSAutoresizingMaskLayoutConstraint:0xb1 h=-&- v=-&- NSView:0x30.minY == - 3   (active, names: '|':NSBox:0x40 )>",
            "<NSAutoresizingMaskLayoutConstraint:0xb2 h=-&- v=-&- NSView:0x30.maxY >= 10   (active, names: '|':NSBox:0x40 )>",
            "<NSAutoresizingMaskLayoutConstraint:0xb3 h=-&- v=-&- NSView:0x30.minX == 4   (active, names: '|':NSBox:0x40 )>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula),
                       ["NSView#30.bottom == NSBox#40.bottom + 3", "NSView#30.top <= NSBox#40.bottom - 10", "NSView#30.left == 4"])
    }

    func testAppKitMinYInAFlippedSuperviewAndUIKitMinYStayTopDown() throws {
        let text = """
        Unable to simultaneously satisfy constraints:
        (
            "<NSAutoresizingMaskLayoutConstraint:0xc1 h=-&- v=-&- NSView:0x50.minY == 2   (active, names: '|':NSStackView:0x60 )>",
            "<NSAutoresizingMaskLayoutConstraint:0xc2 h=--& v=--& UILabel:0x70.minY == 2   (active, names: '|':UIView:0x80 )>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), ["NSView#50.top == 2", "UILabel#70.top == 2"])
    }

    func testAppKitEncapsulatedSizeAndFittingTargetAreTheSystems() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xd1 'NSView-Encapsulated-Layout-Width' row.width == 96   (active, names: row:0x90 )>",
            "<NSLayoutConstraint:0xd2 'fittingSizeHTarget' UITableViewCellContentView:0x91.width == 0   (active)>"
        )
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertEqual(message.constraints.map(\.constraint.origin), [.cellEncapsulatedSize, .system])
    }
}

/// "View has an ambiguous layout" and pasted `_autolayoutTrace` output (Tabman#249, TinyConstraints#7, smileyborg#3).
final class ConsoleLogAmbiguityTests: XCTestCase {
    private func messages(_ text: String) -> [ConsoleLogMessage] {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text)).messages
    }

    func testSynopsisNamesTheViewAndItsUndeterminedValues() throws {
        let text = """
        [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging.

        *Shop.Banner:0x10a- AMBIGUOUS LAYOUT for Shop.Banner:0x10a.minY{id: 5}, Shop.Banner:0x10a.Height{id: 7}

        Legend:
        \t* - is laid out with auto layout
        Something else the app printed
        """
        let found = messages(text)
        XCTAssertEqual(found.count, 1)
        let message = try XCTUnwrap(found.first)
        XCTAssertEqual(message.kind, .ambiguousLayout)
        XCTAssertEqual(message.ambiguities.map(\.item.name), ["Banner#10a"])
        XCTAssertEqual(message.ambiguities.first?.attributes, ["minY", "Height"])
        XCTAssertEqual(message.lines, 1...6)
        XCTAssertFalse(message.isCutOff)
    }

    func testPastedTraceDropsTheEngineHostWindowAndReadsLabelsWithSpaces() throws {
        let text = """
        (lldb) po [[UIWindow keyWindow] _autolayoutTrace]
        •UIWindow:0x1 - AMBIGUOUS LAYOUT
        |   *UILabel:0x2'Two words'- AMBIGUOUS LAYOUT for UILabel:0x2'Two words'.minX{id: 1}
        |   *<UIView:0x3> - AMBIGUOUS LAYOUT
        |   *UIView:0x4
        """
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertFalse(message.hasHeader)
        XCTAssertEqual(message.ambiguities.map(\.item.name), ["UILabel'Two words'", "UIView#3"])
        XCTAssertEqual(message.ambiguities.map(\.attributes), [["minX"], []])
    }

    func testHeaderWithoutItsTraceIsCutOff() throws {
        let text = "View has an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synop\n\nUnrelated text\n"
        let message = try XCTUnwrap(messages(text).first)
        XCTAssertTrue(message.ambiguities.isEmpty)
        XCTAssertTrue(message.isCutOff)
    }
}
