import XCTest
@testable import LayoutReaders

/// Constraints made in one place and activated in another (lifecycle hooks, stored properties, size-class
/// sets), the order of activation and hierarchy, and properties a subclass shadows: the reader's output per
/// fixture, pinned in `.expected` files (`SWIFT_READER_RECORD=1` rewrites them).
final class SwiftLifecycleFixtureTests: XCTestCase {
    private func check(_ files: [String], expected: String, file: StaticString = #filePath, line: UInt = #line) {
        SwiftSourceFixtures.check(files, expected: expected, file: file, line: line)
    }

    /// A handler that re-makes SnapKit constraints runs after the set-up, in the branch that set it up.
    func testSnapKitRemakesInHandlersRunAfterTheSetUpInTheirBranch() {
        check(["SnapKitRemakeInHandler.swift"], expected: "SnapKitRemakeInHandler.expected")
        check(["SnapKitRemakeInBranchHandler.swift"], expected: "SnapKitRemakeInBranchHandler.expected")
    }

    /// Content a view gets in a method its callers run is in that method's variant only (hidden in the base).
    func testContentAddedByASetUpMethodIsInItsVariant() {
        check(["ContentAddedBySetUp.swift"], expected: "ContentAddedBySetUp.expected")
    }

    func testSubclassPrivatePropertyIsNotItsSuperclasssPrivateProperty() {
        check(["ShadowedPrivateStack.swift"], expected: "ShadowedPrivateStack.expected")
    }

    func testSnapKitPreparedConstraintsChosenByACallerAreOpenAndLifecycleActivationCounts() {
        check(["PreparedHeightToggles.swift"], expected: "PreparedHeightToggles.expected")
    }

    func testLazyConstraintsPinnedWhenTheViewMovesToItsSuperview() {
        check(["LazyPinnedOverlay.swift"], expected: "LazyPinnedOverlay.expected")
    }

    func testStoredConstraintsSwitchedElsewhere() {
        check(["StoredConstraintStates.swift"], expected: "StoredConstraintStates.expected")
    }

    func testSizeClassListsSwappedAfterTheBranch() {
        check(["SizeClassSignUp.swift"], expected: "SizeClassSignUp.expected")
    }

    func testActivationBeforeTheViewsShareAnAncestor() {
        check(["EarlyBadgeActivation.swift"], expected: "EarlyBadgeActivation.expected")
    }

    func testPropertyObserverAfterAnInitialValueIsNotATrailingClosure() {
        check(["ObservedFavoriteCell.swift"], expected: "ObservedFavoriteCell.expected")
    }
}

/// SnapKit's `remakeConstraints` removes what SnapKit made for the view in any branch before it (`removeSnapKitConstraints`).
final class SnapKitRemakeAcrossBranchesTests: XCTestCase {
    func testASecondRemakeRemovesTheFirstRemakesConstraintsWhicheverBranchMadeThem() throws {
        let url = FixturePaths.folder("swift").appendingPathComponent("SnapKitRemakeTwiceInDidSet.swift")
        let result = SwiftSourceReader().read([SourceFile(path: "SnapKitRemakeTwiceInDidSet.swift", text: try String(contentsOf: url, encoding: .utf8))])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "ClipCell" })
        let firstCallElse = try XCTUnwrap(scene.variants.first { $0.name.hasSuffix("else (isBadgeHidden)") })
        let secondCallElse = try XCTUnwrap(scene.variants.first { $0.name.hasSuffix("else (title != nil && showsBadge)") })
        // The first call took its `else` (a remake under the badge), the second its `else` (a remake at the top).
        let configured = scene.applying(firstCallElse).applying(secondCallElse)
        let titleTops = configured.constraints.filter { $0.isActive && $0.firstItem.name == "titleLabel" && $0.firstAttribute == .top }
        XCTAssertEqual(titleTops.map(\.constant), [12], "only the last remake's top: \(titleTops.map(\.formula))")
    }
}
