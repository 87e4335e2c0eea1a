import LayoutModel
import LayoutReaders
import XCTest

final class ConsoleLogReaderTests: XCTestCase {
    private func scan(_ text: String) -> ConsoleLogScan {
        ConsoleLogReader().scan(SourceFile(path: "app.log", text: text))
    }

    private func single(_ description: String, file: StaticString = #filePath, line: UInt = #line) -> ConsoleLogMessage? {
        let messages = scan("Unable to simultaneously satisfy constraints.\n(\n    \"\(description)\"\n)\n").messages
        XCTAssertEqual(messages.count, 1, file: file, line: line)
        return messages.first
    }

    func testClaimsLogFilesButNotText() {
        XCTAssertEqual(ConsoleLogReader().fileExtensions, ["log"])
    }

    func testReadsMultiplierConstantAndLocation() throws {
        let message = try XCTUnwrap(single("<NSLayoutConstraint:0x6000 'ratio' UIView:0x7f01a8d0.height == 0.5*UIImageView:0x7f02b9e1.width - 16   (active)>"))
        let constraint = try XCTUnwrap(message.constraints.first?.constraint)
        XCTAssertEqual(constraint.firstItem, "UIView#a8d0")
        XCTAssertEqual(constraint.firstAttribute, .height)
        XCTAssertEqual(constraint.secondItem, "UIImageView#b9e1")
        XCTAssertEqual(constraint.secondAttribute, .width)
        XCTAssertEqual(constraint.multiplier, 0.5)
        XCTAssertEqual(constraint.constant, -16)
        XCTAssertEqual(constraint.identifier, "ratio")
        XCTAssertEqual(constraint.origin, .user)
        XCTAssertEqual(constraint.location, SourceLocation(file: "app.log", line: 3, column: 6, objectID: "0x6000"))
        XCTAssertEqual(message.items["0x7f01a8d0"]?.className, "UIView")
        XCTAssertEqual(message.scene.item("UIView#a8d0")?.location.objectID, "0x7f01a8d0")
    }

    func testMultiplierAfterTheItemAndPriority() throws {
        let message = try XCTUnwrap(single("<NSLayoutConstraint:0x1 UIView:0xa1.width <= UIView:0xb2.width * 2 + 4 @750>"))
        let constraint = try XCTUnwrap(message.constraints.first?.constraint)
        XCTAssertEqual(constraint.relation, .lessThanOrEqual)
        XCTAssertEqual(constraint.multiplier, 2)
        XCTAssertEqual(constraint.constant, 4)
        XCTAssertEqual(constraint.priority, .defaultHigh)
    }

    func testVisualFormatsBecomeEdgeConstraintsToTheNamedSuperview() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0xa1'Title']   (active, names: '|':UIView:0xc3 )>",
            "<NSLayoutConstraint:0x2 H:[UILabel:0xa1'Title']-(>=8@750)-|   (active, names: '|':UIView:0xc3 )>",
            "<NSLayoutConstraint:0x3 V:[UIButton:0xb2(44)]   (active)>",
            "<NSLayoutConstraint:0x4 V:[UILabel:0xa1'Title']-(NSSpace(8))-[UIButton:0xb2]   (active)>",
            "<NSLayoutConstraint:0x5 V:[UIButton:0xb2]-(-4)-|>"
        )
        """
        let message = try XCTUnwrap(scan(text).messages.first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), [
            "UILabel'Title'.leading == UIView#c3.leading + 15",
            "UIView#c3.trailing >= UILabel'Title'.trailing + 8 @750",
            "UIButton#b2.height == 44",
            "UIButton#b2.top == UILabel'Title'.bottom + 8",
            "UIButton#b2.superview.bottom == UIButton#b2.bottom - 4",
        ])
        XCTAssertEqual(message.scene.item("UILabel'Title'")?.superview, "UIView#c3")
        XCTAssertEqual(message.items["0xa1"]?.label, "Title")
        XCTAssertEqual(message.scene.item("UIButton#b2.superview").map { _ in true }, true)
        XCTAssertEqual(message.items["UIButton#b2.superview"]?.role, .unnamedSuperview)
    }

    func testAutoresizingConstraintSetsTheMaskAndMapsFrameAttributes() throws {
        let message = try XCTUnwrap(single("<NSAutoresizingMaskLayoutConstraint:0x9 h=--& v=-&- UILabel:0x7f8b1c50a8d0'Hi'.minX == 12   (active, names: '|':UIView:0x7f8b1c50b000 )>"))
        let constraint = try XCTUnwrap(message.constraints.first?.constraint)
        XCTAssertEqual(constraint.origin, .autoresizingMask)
        XCTAssertEqual(constraint.firstAttribute, .left)
        XCTAssertEqual(constraint.constant, 12)
        let label = try XCTUnwrap(message.scene.item("UILabel'Hi'"))
        XCTAssertTrue(label.translatesAutoresizingMask)
        XCTAssertEqual(label.autoresizingMask, [.flexibleRightMargin, .flexibleHeight])
        XCTAssertEqual(label.superview, "UIView#b000")
    }

    func testOriginsFromIdentifiersAndClasses() throws {
        let cases: [(String, ConstraintOrigin)] = [
            ("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UIView:0xa1.width == 320   (active)>", .cellEncapsulatedSize),
            ("<NSLayoutConstraint:0x1 'UISV-spacing' H:[UIView:0xa1]-(8)-[UIView:0xb2]   (active)>", .stackView),
            ("<NSLayoutConstraint:0x1 '_UITemporaryLayoutHeight' UIView:0xa1.height == 0   (active)>", .system),
            ("<NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0xb2'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0xa1 )>", .system),
            ("<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' UIView:0xa1.width == 20>", .interfaceBuilderPrototyping),
            ("<NSLayoutConstraint:0x1 'price-width' UIView:0xa1.width == 20>", .user),
        ]
        for (description, origin) in cases {
            XCTAssertEqual(single(description)?.constraints.first?.constraint.origin, origin, description)
        }
    }

    func testLayoutGuideBecomesAGuideOwnedByTheViewInTheSameConstraint() throws {
        let message = try XCTUnwrap(single("<NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0x600b'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x7fa0 )>"))
        let guide = try XCTUnwrap(message.scene.items.first { $0.isLayoutGuide })
        XCTAssertEqual(guide.id, "UIView#7fa0.safeAreaLayoutGuide")
        XCTAssertEqual(guide.guideKind, .safeArea)
        XCTAssertEqual(guide.superview, "UIView#7fa0")
        XCTAssertEqual(guide.location.objectID, "0x600b")
    }

    func testIDsStayUniqueWhenLabelsAndAddressSuffixesCollide() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UILabel:0x1111a8d0'Name'.width == UILabel:0x2222a8d0'Name'.width>",
            "<NSLayoutConstraint:0x2 UIView:0x3333beef.width == UIView:0x4444beef.width>"
        )
        """
        let ids = try XCTUnwrap(scan(text).messages.first).scene.items.map(\.id.name)
        XCTAssertEqual(ids, ["UILabel'Name'", "UILabel'Name'#a8d0", "UIView#beef", "UIView#44beef"])
    }

    func testBrokenConstraintAndRepeatsAreReported() throws {
        let block = """
        2015-03-31 22:55:39.629 App[30839:730209] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.width == 10>",
            "<NSLayoutConstraint:0xb UIView:0x1.width == 20>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0xb UIView:0x1.width == 20>

        """
        let messages = scan("launch\n" + block + "unrelated\n" + block).messages
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(messages[0].repeatCount, 2)
        XCTAssertEqual(messages[0].occurrenceLines, [2, 11])
        XCTAssertEqual(messages[0].brokenConstraintIndex, 1)
        XCTAssertEqual(messages[0].brokenConstraint?.address, "0xb")
        XCTAssertEqual(messages[0].lines, 2...9)
        XCTAssertEqual(messages[0].scene.name, "message 1 (line 2)")
    }

    func testReadProducesOneScenePerDistinctMessage() {
        let text = """
        Unable to simultaneously satisfy constraints.
        ( "<NSLayoutConstraint:0xa UIView:0x1.width == 10>" )
        Conflicting constraints detected: ( "<NSLayoutConstraint:0xb UIView:0x1.height == 10>" ).
        """
        let result = ConsoleLogReader().read([SourceFile(path: "a.log", text: text)])
        XCTAssertEqual(result.scenes.map(\.name), ["message 1 (line 1)", "message 2 (line 3)"])
        XCTAssertEqual(result.scenes.map(\.kind), [.standalone, .standalone])
    }

    // MARK: - Adversarial input

    func testTruncatedDescriptionAtEndOfFileIsANoteNotACrash() {
        let result = scan("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:")
        XCTAssertEqual(result.messages.count, 1)
        XCTAssertEqual(result.messages[0].constraints.count, 0)
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [ReaderRuleID.skippedConstruct])
        XCTAssertEqual(result.diagnostics.first?.severity, .note)
        XCTAssertEqual(result.diagnostics.first?.location.line, 3)
        XCTAssertEqual(result.diagnostics.first?.location.column, 6)
    }

    func testUnparseableDescriptionIsSkippedWithItsText() {
        let result = scan("Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 what is this>\",\n\"<NSLayoutConstraint:0x2 UIView:0x1.width == 3>\"\n)")
        XCTAssertEqual(result.messages.first?.constraints.count, 1)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(result.diagnostics[0].message.contains("<NSLayoutConstraint:0x1 what is this>"), result.diagnostics[0].message)
    }

    func testOneMegabyteLinesAndBinaryJunkDoNotHangOrCrash() {
        let junk = String(repeating: "<NSLayoutConstraint:0x1 UIView:0x2.width == ", count: 20_000)
        let binary = String(decoding: (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        let wide = String(repeating: "x", count: 1_000_000)
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + junk + "\n" + binary + "\n" + wide
            + "\n\"<NSLayoutConstraint:0x9 UIView:0x2.width == 5>\"\n)\n" + binary
        let result = scan(text)
        XCTAssertEqual(result.messages.count, 1)
        XCTAssertEqual(result.messages.first?.constraints.map(\.constraint.formula), ["UIView#2.width == 5"])
        XCTAssertLessThanOrEqual(result.diagnostics.count, 50)
    }

    func testNoMessagesInAnUnrelatedLog() {
        let result = scan("2020-01-01 app started\n<html>not a log</html>\n\u{0}\u{1}\n")
        XCTAssertTrue(result.messages.isEmpty)
        XCTAssertTrue(result.diagnostics.isEmpty)
    }
}
