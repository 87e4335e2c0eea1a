import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// What explain says about the shapes of real console logs, word for word: a scroll view's
/// negative content size, a template cell's width fence, an intrinsic size held at required priority.
final class ExplainEngineVariableLogTests: XCTestCase {
    private func explanations(_ fixture: String) throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    private func diagnoses(_ fixture: String) throws -> [Diagnosis] {
        try explanations(fixture).map { try XCTUnwrap($0.conflicts.first?.diagnosis) }
    }

    func testANegativeContentSizeNamesTheScrollViewAndWhereItsContentSizeCameFrom() throws {
        let found = try diagnoses("scroll-content-size.log")
        XCTAssertEqual(found.map(\.kind), [.negativeSize, .negativeSize])
        XCTAssertEqual(found.map { $0.view?.name }, ["UITableView#c000", "UICollectionView#5a00"])
        XCTAssertEqual(found[0].summary, "UITableView#c000's content height would be -18: UIKit's automatic content-size constraint (_UIScrollViewAutomaticContentSizeConstraint) holds its content area at the contentSize it was given, and a content size is never negative.")
        XCTAssertEqual(found[0].fix, "the table computed its content height from its rows, headers and footers: check that none of the heights its data source or delegate returns is negative (tableView(_:heightForRowAt:), estimatedHeightForRowAt, header and footer heights) and that estimated row heights are not far off while rows are inserted or removed; the constraint itself is UIKit's, not one to change")
        XCTAssertEqual(found[1].fix, "the collection view took its content size from its layout: check the layout's collectionViewContentSize and item sizes for a negative width (a size computed from the collection view's own width minus insets while that width is still 0); the constraint itself is UIKit's, not one to change")
    }

    func testATemplateCellsWidthFenceIsNamedInsteadOfTwoRequiredWidths() throws {
        let found = try diagnoses("template-cell-width.log")
        XCTAssertEqual(found.map(\.kind), [.templateCellWidth, .templateCellWidth, .templateCellWidth, .templateCellWidth])
        XCTAssertEqual(found.map { $0.view?.name }, [
            "UITableViewCellContentView#b3f0", "UITableViewCellContentView#7f90", "UITableViewCellContentView#f100", "SectionHeaderView#e6c0",
        ])
        XCTAssertEqual(found[0].summary, "UITableViewCellContentView#b3f0.width == 414 is a template cell's width fence, as UITableView+FDTemplateLayoutCell (fd_heightForCellWithIdentifier) and the row-height helpers modelled on it add while they compute a height; UITableViewCellContentView#b3f0.width == 0 is UIKit's, which since iOS 10.2 holds a template cell's content view at the width of a cell that never got a frame. Neither is the width the table gives its cells (UIView-Encapsulated-Layout-Width).")
        XCTAssertEqual(found[0].fix, "make the fence's priority 999 (UILayoutPriority.required - 1) and pin the content view's edges to the cell, as the library's current code does on iOS 10.2 and later (update it, or make that change in your copy)")
        XCTAssertEqual(found[1].summary, "UITableViewCellContentView#7f90.width == 304 is not the table's cell width (that is UIView-Encapsulated-Layout-Width = 320): it is a template cell's width fence, as UITableView+FDTemplateLayoutCell (fd_heightForCellWithIdentifier) and the row-height helpers modelled on it add while they compute a height, and it was computed from a different width (the table's width less an accessory, an index bar or an earlier size).")
        XCTAssertEqual(found[2].fix, "compute row heights only once the table view has its width (the library's current code adds no fence at width 0), or lower the priority of UITableViewCellContentView#f100.trailing == BadgeView#0a20.trailing + 8 to 999 so the content gives way while the template cell is measured")
        XCTAssertEqual(found[3].fix, "make the fence's priority 999 (UILayoutPriority.required - 1) and give the template view the table's width before measuring it (update the library, or make that change in your copy)")
        let explained = try explanations("template-cell-width.log")
        XCTAssertEqual(explained.map { $0.conflicts.first?.diagnosis.suggestedMember }, [0, 0, 1, 0])
    }

    func testTwoWidthsTheAppSetOnItsOwnViewAreStillTwoRequiredSizes() throws {
        let found = try diagnoses("two-required-widths.log")
        XCTAssertEqual(found.first?.kind, .twoRequiredSizes)
    }

    func testARequiredCompressionResistanceIsNamedWithItsIntrinsicSize() throws {
        let found = try diagnoses("content-size-priorities.log")
        XCTAssertEqual(found.map(\.kind), [.requiredContentSize, .requiredContentSize])
        XCTAssertEqual(found[0].summary, "The compression resistance of UILabel'Subscribe' is required (1000) on the horizontal axis: it cannot be made smaller than its intrinsic width of 92 (NSContentSizeLayoutConstraint: UILabel'Subscribe'.width >= 92), and the other required constraints here need it to be.")
        XCTAssertEqual(found[1].fix, "lower the compression resistance of UIButton#9f10 below 1000 (setContentCompressionResistancePriority(.defaultHigh, for: .horizontal), or 999 in Interface Builder) so its content can give way, or lower the priority of UIView#8e80.trailing == UIButton#9f10.trailing + 20 to 999")
    }
}

/// Session 7, second set: a view collapsed to zero, an edge tied twice, a row a separator's hairline taller.
final class ExplainEngineVariableLogMoreTests: XCTestCase {
    private func diagnoses(_ fixture: String) throws -> [Diagnosis] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { try XCTUnwrap(ConflictExplainer().explain($0).conflicts.first?.diagnosis) }
    }

    func testAViewCollapsedToZeroWithContentThatNeedsRoomIsNamed() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("collapsed-view.log")
        let explanation = try XCTUnwrap(try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }.first)
        // The recovery line is cut off after the address: the list printed that constraint, so it is the broken one.
        XCTAssertEqual(explanation.input.brokenIndex, 0)
        XCTAssertTrue(explanation.brokenIsMember)
        let diagnosis = try XCTUnwrap(explanation.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.kind, .collapsedView)
        XCTAssertEqual(diagnosis.summary, "TrendsHeaderView#8d40 is collapsed to height 0 (TrendsHeaderView#8d40.height == 0), but required constraints of its content still need it taller.")
        XCTAssertEqual(diagnosis.fix, "when collapsing TrendsHeaderView#8d40, lower the required vertical constraints of its content to 999 (such as UIStackView#9e20.height >= 72) or deactivate them; in a stack view, hide it (isHidden = true) and let the stack collapse it instead")
    }

    func testAFrameworkHostAtZeroSizeIsNotCalledCollapsedByTheApp() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("collapsed-view.log")
        let kinds = try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0).conflicts.first?.diagnosis.kind }
        XCTAssertEqual(kinds, [.collapsedView, .negativeSize])
    }

    func testTheSameEdgeTiedTwiceIsNamedAsSuch() throws {
        let diagnosis = try XCTUnwrap(try diagnoses("two-positions.log").first)
        XCTAssertEqual(diagnosis.kind, .twoRequiredPositions)
        XCTAssertEqual(diagnosis.summary, "The leading of UIButton'Continue' is tied to the same anchor twice with different constants: UIButton'Continue'.leading == UIView#8f70.leading + 40 and UIButton'Continue'.leading == UIView#8f70.leading + 120. Usually one was drawn in Interface Builder (or made earlier) and the other added in code for the same edge.")
    }

    func testARowAHairlineTallerThanItsWholePointChainIsTheSeparator() throws {
        let found = try diagnoses("separator-hairline.log")
        XCTAssertEqual(found.map(\.kind), [.selfSizingCell, .selfSizingCell])
        XCTAssertEqual(found[0].summary, "The required vertical chain inside UITableViewCellContentView#a6e0 holds at 44 points, but the table gave the row UIView-Encapsulated-Layout-Height = 44.3333: a fraction of a point more, the separator's 1-pixel hairline (0.5 pt on 2x screens, 0.33 pt on 3x) the table adds to the height the content asked for.")
        XCTAssertEqual(found[0].fix, "lower the priority of BadgeView#b2a0.centerY == UITableViewCellContentView#a6e0.centerY to 999 so the content can absorb the hairline (or turn a fixed height in the chain into >=)")
        // 60.5 against a chain of 44 is no hairline: the usual explanation.
        XCTAssertFalse(found[1].summary.contains("hairline"), found[1].summary)
    }
}

/// Session 7, third set: a cell's content view sized by its zero frame, a toolbar laid out at zero size in a cut list.
final class ExplainEngineVariableLogFrameTests: XCTestCase {
    private func diagnoses(_ fixture: String) throws -> [Diagnosis] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { try XCTUnwrap(ConflictExplainer().explain($0).conflicts.first?.diagnosis) }
    }

    func testACellContentViewAtItsZeroFrameKeepsItsMask() throws {
        let diagnosis = try XCTUnwrap(try diagnoses("cell-content-zero-frame.log").first)
        XCTAssertEqual(diagnosis.kind, .fixedFrameContainer)
        XCTAssertEqual(diagnosis.view?.name, "UITableViewCellContentView#b8e0")
        XCTAssertEqual(diagnosis.summary, "UITableViewCellContentView#b8e0 is a cell's content view, whose width follows the cell's frame (UITableViewCellContentView#b8e0.width == 0, through its autoresizing mask): the cell is 0 wide, laid out before it got its size (created with a zero frame, or measured before it is in a table), and the required constraints inside need more.")
        XCTAssertEqual(diagnosis.fix, "keep the content view's autoresizing mask (UIKit sizes it with the cell); make the content fit any width it is given: lower the priority of SwipeActionsView#d0c0.width <= UITableViewCellContentView#b8e0.width - 120 to 999")
    }

    func testACutListOfAToolbarAtZeroSizeNamesTheToolbarsFrame() throws {
        let found = try diagnoses("zero-size-toolbar-cut.log")
        XCTAssertEqual(found.map(\.kind), [.noContradictionFound, .noContradictionFound])
        XCTAssertEqual(found[0].summary, "The message is cut off after 4 constraints: those can hold together, so the contradiction lies among the ones the log does not show. What is shown is a UIToolbar's own content laid out at zero size through its frame (_UIToolbarContentView#c0a0.width == 0): UIKit logs this when a toolbar made without a frame (UIToolbar(), often a text field's inputAccessoryView) lays out its items before it gets its size.")
        XCTAssertEqual(found[0].fix, "create the toolbar with a non-zero frame (UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44)), then sizeToFit()) so its items are never laid out at zero size; the toolbar lays itself out correctly once it has its size")
        XCTAssertTrue(found[1].summary.hasSuffix("What is shown is the keyboard's own shortcut bar laid out at zero size through its frame (UIKeyboardAssistantBar#e0a0.height == 0): UIKit's keyboard views log this themselves; it is not the app's constraints."), found[1].summary)
    }
}

/// Session 7: where to capture a whole message depends on the framework that logged it.
final class ExplainEngineVariableLogCaptureTests: XCTestCase {
    func testACutMacMessageIsCapturedFromAppKitsSubsystem() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("macos-cut.log")
        let diagnosis = try XCTUnwrap(try ExplainFixtureSupport.inputs(url).first.map { ConflictExplainer().explain($0) }?.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.fix, "capture the whole message (copy it from the Xcode console, or `log show --predicate 'subsystem == \"com.apple.AppKit\"'`) and explain that")
        let toolbar = ExplainFixtureSupport.logsFolder.appendingPathComponent("cut-off.log")
        let iOS = try XCTUnwrap(try ExplainFixtureSupport.inputs(toolbar).first.map { ConflictExplainer().explain($0) }?.conflicts.first?.diagnosis)
        XCTAssertTrue(iOS.fix.contains("com.apple.UIKit"), iOS.fix)
    }
}

/// Session 7: an edge pinned to its container's edge and to that edge's margin.
final class ExplainEngineVariableLogMarginTests: XCTestCase {
    func testAnEdgePinnedToTheEdgeAndToTheMarginNamesTheMarginItNeeds() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("edge-and-margin.log")
        let explained = try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
        let conflicts = try explained.map { try XCTUnwrap($0.conflicts.first) }
        XCTAssertEqual(conflicts.map(\.diagnosis.kind), [.edgeAndMargin, .edgeAndMargin])
        // The first pair holds with the engine's default margin of 8, yet the runtime listed it: the margin was not 8.
        XCTAssertEqual(conflicts[0].loggedMembers, [0, 1])
        XCTAssertEqual(conflicts[0].arithmetic, "leading 8 from the edge ≠ leadingMargin + 0 unless the margin is 8")
        XCTAssertEqual(conflicts[0].diagnosis.summary, "The leading of UILabel'Rate your visit' is pinned both to UITableViewCellContentView#8e70's edge (UILabel'Rate your visit'.leading == UITableViewCellContentView#8e70.leading + 8) and to its leading margin (UILabel'Rate your visit'.leading == UITableViewCellContentView#8e70.leadingMargin): they agree only if the margin is exactly 8 points, and the runtime found it is not: a cell's content view takes its margins from the table, 15, 16 or 20 points depending on the device, and the log does not print them.")
        XCTAssertEqual(conflicts[1].arithmetic, "trailing 16 from the edge ≠ trailingMargin + 4 unless the margin is 12")
        XCTAssertEqual(conflicts[1].diagnosis.fix, "pin the trailing once: keep either the edge constraint or the margin one, and remove or deactivate UIView#a9c0.trailing == UIButton'Checkout'.trailing + 16")
    }
}

/// Session 7: a constant measured from a layout guide that assumes a bar the view does not have.
final class ExplainEngineVariableLogLayoutGuideTests: XCTestCase {
    func testAConstantThatAssumesAStatusBarIsNamedWithTheGuidesRealHeight() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("layout-guide-height.log")
        let conflict = try XCTUnwrap(try ExplainFixtureSupport.inputs(url).first.map { ConflictExplainer().explain($0) }?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .layoutGuideHeight)
        XCTAssertEqual(conflict.diagnosis.suggestedMember, 2)
        XCTAssertEqual(conflict.diagnosis.summary, "UIView#b5a0's top layout guide is 0 tall here (no status bar above the view: it is hidden, the iPhone is in landscape, or the view is in a form sheet or popover), but PickerHeaderView#d0c0.top == UIView#b5a0.topLayoutGuide.bottom - 20 measures from it as if it were 20 tall.")
        XCTAssertEqual(conflict.diagnosis.fix, "measure from the guide itself with constant 0 (or, since iOS 11, from view.safeAreaLayoutGuide) instead of adding or subtracting the bar's 20 points")
    }

    func testAGuideWhoseHeightWouldNotHelpIsNotBlamed() throws {
        // 120 and 470 points measured from the guides overflow the 568-point screen however tall the guides are.
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("layout-guide-height.log")
        let kinds = try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0).conflicts.first?.diagnosis.kind }
        XCTAssertEqual(kinds, [.layoutGuideHeight, .hostImposedSize])
    }
}

/// Session 7: one edge placed by two chains of equalities.
final class ExplainEngineVariableLogPlacedTwiceTests: XCTestCase {
    func testAnEdgePlacedTwiceIsNamedWithBothConstraints() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("placed-twice.log")
        let diagnosis = try XCTUnwrap(try ExplainFixtureSupport.inputs(url).first.map { ConflictExplainer().explain($0) }?.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.kind, .conflictingRequiredConstraints)
        XCTAssertEqual(diagnosis.view?.name, "UIImageView#b9a0")
        XCTAssertEqual(diagnosis.summary, "Required constraints place the leading of UIImageView#b9a0 twice, in ways that disagree: by UIImageView#b9a0.leading == RouteMapView#4e00.leading + 12 and by UIImageView#b9a0.leading == TripView#d2b0.leading + 16, given the other constraints listed.")
        XCTAssertEqual(diagnosis.fix, "place it once: remove UIImageView#b9a0.leading == RouteMapView#4e00.leading + 12, or change its constant so both ways agree")
    }
}

/// Session 7: a media player's own controls laid out at zero size.
final class ExplainEngineVariableLogPlayerTests: XCTestCase {
    func testAConflictInsideAPlayersOwnControlsIsNotTheAppsToFix() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("player-controls.log")
        let found = try ExplainFixtureSupport.inputs(url).map { try XCTUnwrap(ConflictExplainer().explain($0).conflicts.first?.diagnosis) }
        XCTAssertEqual(found.map(\.kind), [.systemViewsOnly, .systemViewsOnly])
        XCTAssertEqual(found.map(\.suggestedMember), [nil, nil])
        XCTAssertEqual(found[1].summary, "Every view of this conflict is a media player's own (AVAlphaUpdatingView, _UIBackdropContentView, _UIBackdropView) or a plain UIKit view inside one: AVKit lays its playback controls out itself and logs this while the player view is at zero size (entering or leaving full screen, or before it is added); the app made none of these constraints. System constraints here: UIView-Encapsulated-Layout-Width is the width UIKit gives the view from outside: a table or collection view its cell's width, a container its child's root view, a window its root view.")
    }

    func testAnAppsViewInAPrivateHeaderContainerIsStillTheApps() throws {
        // The app's stack view inside UIKit's private header content view: not a framework's own conflict.
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("jira-strikethrough.log")
        let kinds = try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0).conflicts.first?.diagnosis.kind }
        XCTAssertFalse(kinds.contains(.systemViewsOnly), "\(kinds)")
    }
}
