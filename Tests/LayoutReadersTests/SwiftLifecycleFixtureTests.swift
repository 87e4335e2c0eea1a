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
