import LayoutModel
import XCTest

/// An AppKit text field's height is one line of its font plus its bezel (`NSTextFieldCell.cellSize`), as Interface
/// Builder's object library draws them: 16 and 21 points at the 13-point system font, 14 and 19 at 11 points.
final class TextFieldStyleTests: XCTestCase {
    func testOneLineOfTheSystemFontPlusTheBezel() {
        XCTAssertEqual(TextFieldStyle(systemFontSize: 13, isSingleLine: true, border: .none).intrinsicHeight, 16)
        XCTAssertEqual(TextFieldStyle(systemFontSize: 13, isSingleLine: true, border: .bezel).intrinsicHeight, 21)
        XCTAssertEqual(TextFieldStyle(systemFontSize: 11, isSingleLine: true, border: .none).intrinsicHeight, 14)
        XCTAssertEqual(TextFieldStyle(systemFontSize: 11, isSingleLine: true, border: .bezel).intrinsicHeight, 19)
    }

    func testWrappingTextOtherFontsAndOtherBordersAreNotKnown() {
        XCTAssertNil(TextFieldStyle(systemFontSize: 13, isSingleLine: false, border: .none).intrinsicHeight)
        XCTAssertNil(TextFieldStyle(systemFontSize: nil, isSingleLine: true, border: .none).intrinsicHeight)
        XCTAssertNil(TextFieldStyle(systemFontSize: 13, isSingleLine: true, border: .other).intrinsicHeight)
    }

    func testTheStyleGivesAnAppKitTextFieldItsHeightUnlessOneIsStated() {
        var field = Item(id: "f", className: "NSTextField")
        field.textFieldStyle = TextFieldStyle(systemFontSize: 13, isSingleLine: true, border: .none)
        XCTAssertEqual(field.effectiveIntrinsicSize, AxisPair(horizontal: .unknown, vertical: .known(16)))
        var subclass = Item(id: "s", className: "CountBadge", platformClass: "NSTextField")
        subclass.textFieldStyle = field.textFieldStyle
        XCTAssertEqual(subclass.effectiveIntrinsicSize.vertical, .known(16), "a project subclass draws with the same cell")
        field.intrinsicSize = AxisPair(horizontal: .unknown, vertical: .known(30))
        XCTAssertEqual(field.effectiveIntrinsicSize.vertical, .known(30), "a stated height wins")
        var label = Item(id: "l", className: "UILabel")
        label.textFieldStyle = TextFieldStyle(systemFontSize: 13, isSingleLine: true, border: .none)
        XCTAssertEqual(label.effectiveIntrinsicSize.vertical, .unknown, "AppKit's metric, not UIKit's")
    }
}
