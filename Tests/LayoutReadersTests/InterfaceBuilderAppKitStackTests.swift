import LayoutModel
import LayoutReaders
import XCTest

/// NSStackViews read from Interface Builder where AppKit differs from UIKit: an app's own NSStackView subclass is
/// still a stack.
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
}
