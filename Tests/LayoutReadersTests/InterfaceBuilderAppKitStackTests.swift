import LayoutModel
import LayoutReaders
import XCTest

/// NSStackViews read from Interface Builder where AppKit differs from UIKit: an app's own NSStackView subclass is
/// still a stack, and `fillEqually` keeps the views' sizes equal only as much as possible.
final class InterfaceBuilderAppKitStackTests: XCTestCase {
    /// iina's TimeLabelOverflowedStackView shape: the code fills the stack, the file holds it empty.
    func testEmptyStackOfACustomClassShrinksToNothing() throws {
        let result = try InterfaceBuilderFixtures.read("appkit-playback-bar.xib")
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "Player Chrome" })
        let stack = try XCTUnwrap(scene.item("Controls Stack"))
        XCTAssertEqual(stack.className, "PlaybackControlsStack")
        XCTAssertNil(stack.stack)
        XCTAssertEqual(stack.intrinsicSize, AxisPair(horizontal: .known(0), vertical: .known(0)))
        XCTAssertEqual(stack.contentHugging, AxisPair(horizontal: Priority(49), vertical: Priority(49)))
        // A plain view of the app's own class is not a stack: nothing sizes it.
        XCTAssertEqual(scene.item("Status Badge")?.intrinsicSize, AxisPair(horizontal: .none, vertical: .none))
    }

    /// `fillEqually` is read as written; the engine keeps the sizes equal only as much as possible (AppKitStackEngineTests).
    func testFillEquallyIsReadAsWritten() throws {
        let result = try InterfaceBuilderFixtures.read("appkit-account-rows.xib")
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "Account Pane" })
        let stack = try XCTUnwrap(scene.item("Account Rows")?.stack)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.arrangedSubviews, ["Provider Row", "Login Row", "Token Row"])
        XCTAssertFalse(scene.constraints.contains { $0.origin == .stackView })
    }
}
