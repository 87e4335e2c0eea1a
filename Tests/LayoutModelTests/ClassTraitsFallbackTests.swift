import LayoutModel
import XCTest

/// A project class nothing else is known of behaves as the platform class it inherits from.
final class ClassTraitsFallbackTests: XCTestCase {
    func testACustomNavigationBarKeepsTheBarsHeight() {
        let bar = Item(id: "bar", kind: .view, className: "TRNavigationBar", platformClass: "UINavigationBar")
        XCTAssertEqual(bar.effectiveIntrinsicSize, AxisPair(horizontal: .none, vertical: .known(44)))
    }

    func testANameThatSaysWhatItIsComesFirst() {
        // `GradientButton` reads as a button (its size is its own, not known) whatever it is said to inherit from.
        let button = Item(id: "b", kind: .view, className: "GradientButton", platformClass: "UIView")
        XCTAssertEqual(button.effectiveIntrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
    }

    func testAnUnknownClassWithoutAPlatformClassIsAPlainView() {
        let plain = Item(id: "p", kind: .view, className: "WeatherPanel")
        XCTAssertEqual(plain.effectiveIntrinsicSize, AxisPair(horizontal: .none, vertical: .none))
    }

    func testAStatedIntrinsicSizeWins() {
        var stated = Item(id: "s", kind: .view, className: "TRNavigationBar", platformClass: "UINavigationBar")
        stated.intrinsicSize = AxisPair(horizontal: .none, vertical: .known(64))
        XCTAssertEqual(stated.effectiveIntrinsicSize.vertical, .known(64))
    }
}
