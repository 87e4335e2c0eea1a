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

    func testAProjectClassSizesItselfAsItsPlatformBaseWhateverItsName() {
        let checkBox = Item(id: "c", kind: .view, className: "CheckBox", platformClass: "UIButton")
        XCTAssertEqual(checkBox.effectiveIntrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
        let toggle = Item(id: "t", kind: .view, className: "PillLabel", platformClass: "UISwitch")
        XCTAssertEqual(toggle.effectiveIntrinsicSize, AxisPair(horizontal: .known(51), vertical: .known(31)))
        XCTAssertEqual(toggle.runtimeTraits.contentHugging.horizontal, Priority(750), "the switch's hugging, not a label's")
        // A platform class the catalog does not list (UIControl) is a plain view, whatever the name says.
        let control = Item(id: "k", kind: .view, className: "RatingButton", platformClass: "UIControl")
        XCTAssertEqual(control.effectiveIntrinsicSize, AxisPair(horizontal: .none, vertical: .none))
    }

    func testABaseFromAnotherModuleIsKnownByItsNameThenByTheClassName() {
        let spinner = Item(id: "s", kind: .view, className: "SubmitControl", platformClass: "TransitionButton")
        XCTAssertEqual(spinner.effectiveIntrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
        let badge = Item(id: "b", kind: .view, className: "BadgeLabel", platformClass: "Vendor.ShadowedBase")
        XCTAssertEqual(badge.effectiveIntrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
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
