import Foundation
import LayoutModel
import LayoutReaders
import XCTest

/// Reads each fixture under `Fixtures/interface-builder` and compares everything the reader produced,
/// item by item and constraint by constraint, with the fixture's `.expected.json`.
/// `LAYOUTLINT_RECORD_IB=1` rewrites the expected files (review the diff before committing).
final class InterfaceBuilderFixtureTests: XCTestCase {
    func testSignUpScene() throws { try check("sign-up.storyboard") }
    func testQuoteCells() throws { try check("quote-cells.storyboard") }
    /// A table's header view is placed by the table (open); a cell in no table has no rows (open in height).
    func testTableHeaderAndStrayCell() throws { try check("table-header-and-stray-cell.storyboard") }
    func testCookbookRecipes() throws { try check("cookbook.storyboard") }
    func testStackViewWithHiddenArrangedSubview() throws { try check("stack-hidden.xib") }
    func testEqualSpacingStackInsideAPinnedBubble() throws { try check("bubble-stack-cells.xib") }
    func testStacksWithMarginsOfTheirOwnArrangeInsideThem() throws { try check("margin-stack-panels.xib") }
    func testAViewsOwnContentNibIsPlacedByItsUsers() throws { try check("own-nib-input-field.xib") }
    func testAnOldCellsOwnSizeClassMaskExcludesItsConstraints() throws { try check("old-cell-excluded-constraints.xib") }
    func testCellOfADocumentWithoutAutoLayout() throws { try check("frame-layout-cell.xib") }
    func testSizeClassVariations() throws { try check("size-classes.storyboard") }
    func testAutoresizingMaskLeftOn() throws { try check("autoresizing-left-on.xib") }
    func testXcodeFlaggedViews() throws { try check("xcode-flags.xib") }
    func testMalformedXML() throws { try check("malformed.xib") }
    func testStackAxisVariation() throws { try check("stack-axis-variation.storyboard") }
    func testNestedSizeClassConstantsAreOneConstraint() throws { try check("nested-size-class-constants.storyboard") }
    func testVariationsForIdiomsOtherThanPhoneAndPadAreSkipped() throws { try check("idiom-variations.xib") }
    func testPadVariationAppliesOnlyOnFullScreenIPads() throws { try check("idiom-pad-panel.storyboard") }
    func testAViewNotInstalledInASizeClassIsAbsentThere() throws { try check("uninstalled-arranged-view.storyboard") }
    func testSystemStyleCells() throws { try check("system-style-cells.storyboard") }
    func testSystemSymbolHasASizeOfItsOwnNotKnown() throws { try check("symbol-image-cells.storyboard") }
    func testScrollViewContentArea() throws { try check("scroll-content.storyboard") }
    func testFixedFrameViewsArePlacedWhereDrawn() throws { try check("fixed-frame-views.xib") }
    func testATopLevelViewIsSizedByItsLoaderNotItsCanvas() throws { try check("canvas-sized-panels.xib") }
    func testAppKitSectionAndWindow() throws { try check("appkit-preferences.xib") }
    func testTVControllerFillsTheTelevision() throws { try check("tv-settings.xib") }
    func testPlaceholderConstraintStandsInForTheCodes() throws { try check("placeholder-top.xib") }
    func testTVCellIsCheckedOnAppleTV() throws { try check("tv-episode-cell.xib") }
    func testCollectionCellsAreSizedByTheirLayout() throws { try check("sticker-collection.storyboard") }
    func testSelfSizingListItemsAreFittedAcross() throws { try check("recipe-list-collection.storyboard") }
    /// Read alone (no code), every identified scene is a way in; `testScenesWhoseIdentifierNoCodeNamesAreLeftOut` reads it with the app's code.
    func testIdentifiedScenesAreReadWithoutCode() throws { try check("archived-screens.storyboard") }
    func testAutomaticEstimatesFitCellsTowardsTheLayoutsItemSize() throws { try check("pin-pad-collection.storyboard") }
    func testConstraintsExcludedFromEverySizeClassAreNotInstalled() throws { try check("excluded-layout-guide.storyboard") }
    func testXibCollectionCellIsPlacedByItsLayout() throws { try check("swatch-cell.xib") }
    func testAppKitStackDetachesHiddenViews() throws { try check("appkit-detached-buttons.xib") }
    func testAppKitStackArrangesByGravityAreas() throws { try check("appkit-gravity-toolbar.xib") }
    func testAppKitStackMayClipItsViews() throws { try check("appkit-clipping-drawer.xib") }
    func testAppKitSpacingDistributionsHoldTheirEdgesOnlyAtTheirHugging() throws { try check("appkit-equal-spacing-edges.xib") }
    func testAppKitLabelsOfKnownAndGuessedHeightShareARow() throws { try check("appkit-about-footer-labels.xib") }
    func testAppKitTextFieldsStateTheirFontsForTheirBaselines() throws { try check("appkit-badge-baselines.xib") }
    func testAppKitScrollViewTilesItsClipView() throws { try check("appkit-history-list.xib") }
    func testEmptyAppKitStackSubclassShrinksToNothing() throws { try check("appkit-playback-bar.xib") }
    func testAppKitStackFillsEquallyAsMuchAsPossible() throws { try check("appkit-account-rows.xib") }
    func testAppKitSplitViewPanesKeepTheirMasks() throws { try check("appkit-split-panes.xib") }
    func testAppKitSplitViewSizesItsPanes() throws { try check("appkit-split-pane-content.xib") }
    func testWhatIsInsideAnAppKitBoxIsOpen() throws { try check("appkit-boxed-options.xib") }
    /// An AppKit frame counts y from an unflipped superview's bottom, and its mask's flexibleMinY is the bottom margin.
    func testAppKitFramesAndMasksCountFromTheBottom() throws { try check("appkit-masked-popup.xib") }
    func testATextViewThatDoesNotScrollSizesItself() throws { try check("text-view-boxes.xib") }
    func testNestedCentredAppKitStacksSizeToTheirLabels() throws { try check("appkit-shortcut-columns.xib") }

    func testClassFromAnotherModuleIsOpen() throws { try check("another-module-chart.xib") }
    /// A placeholder intrinsic size on a plain view only quiets the canvas: the view has none at run time.
    func testAPlaceholderIntrinsicSizeOfAPlatformViewIsNotItsSize() throws { try check("modal-sheet-content.xib") }
    func testVerifyAmbiguitySettingIsRead() throws { try check("verify-ambiguity.xib") }
    func testPictureBetweenViewEdgesAndSafeAreaSidesIsRead() throws { try check("splash-image.storyboard") }
    func testKeyboardLayoutGuideElementIsAGuide() throws { try check("keyboard-guide-composer.xib") }
    /// A storyboard controller with no identifier, not initial and no segue leading to it is never created: not read.
    func testScenesNothingCanCreateAreNotRead() throws { try check("scenes-nothing-creates.storyboard") }
    func testControllersOnlySheetsShowAreSizedByTheSheet() throws { try check("sheet-presented-panels.storyboard") }
    func testControllersOnlyContainerViewsShowAreSizedByTheContainer() throws { try check("embedded-step-strip.storyboard") }
    func testLayoutGuidesOfControllersTheirContainerSizesAreOpen() throws { try check("pushed-guide-heading.storyboard") }
    func testASizeClassVariationOfAConstraintIsThatConstraint() throws { try check("guide-constant-variation.storyboard") }
    /// A variation naming both size classes overrides one naming one, whichever the file states first.
    func testTheMostSpecificSizeClassVariationWins() throws { try check("nested-size-class-variations.storyboard") }
    /// Variations of one size class each say nothing of each other's constraints: where both apply, both hold.
    func testVariationsOfDifferentSizeClassesAddUp() throws { try check("orthogonal-size-class-variations.storyboard") }

    func testEveryFixtureHasATest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: InterfaceBuilderFixtures.folder.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        let tests = try String(contentsOfFile: "\(#filePath)", encoding: .utf8)
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            XCTAssertTrue(tests.contains("check(\"\(file)\")"), "\(file) has no test in this file")
        }
    }

    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try InterfaceBuilderFixtures.read(name)
        let actual = try InterfaceBuilderSummary(result).json()
        let expectedURL = InterfaceBuilderFixtures.folder.appendingPathComponent(
            (name as NSString).deletingPathExtension + ".expected.json")
        if ProcessInfo.processInfo.environment["LAYOUTLINT_RECORD_IB"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        XCTAssertEqual(actual, expected, "\(name) differs from \(expectedURL.lastPathComponent)", file: file, line: line)
    }
}

/// Where the Interface Builder fixtures are, and reading one of them.
enum InterfaceBuilderFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/interface-builder")

    static func read(_ name: String) throws -> ReadResult {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return InterfaceBuilderReader().read([SourceFile(path: name, text: text)])
    }

    static func source(_ name: String) throws -> SourceFile {
        SourceFile(path: name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
}

/// A line-per-fact text form of a read result, so a difference in any fact shows as one changed line.
struct InterfaceBuilderSummary: Codable {
    struct SceneSummary: Codable {
        var name: String
        var kind: String
        var root: String?
        var size: String?
        var location: String
        var items: [String]
        var constraints: [String]
        var variants: [String]
    }

    var scenes: [SceneSummary]
    var diagnostics: [String]

    init(_ result: ReadResult) {
        scenes = result.scenes.map { scene in
            SceneSummary(
                name: scene.name, kind: Self.describe(scene.kind), root: scene.root?.name,
                size: scene.size?.description, location: Self.describe(scene.location),
                items: scene.items.map(Self.describe), constraints: scene.constraints.map(Self.describe),
                variants: scene.variants.map(Self.describe))
        }
        diagnostics = result.diagnostics.map {
            "\(Self.describe($0.location)) \($0.severity.rawValue): \($0.message) (\($0.ruleID))"
        }
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    static func describe(_ kind: SceneKind) -> String {
        switch kind {
        case .viewController: return "viewController"
        case .cell(let rowHeight): return "cell(rowHeight: \(rowHeight.map(formatNumber) ?? "automatic"))"
        case .selfSizing(let axes): return "selfSizing(\(axes.map(\.rawValue).joined(separator: ",")))"
        case .standalone: return "standalone"
        }
    }

    static func describe(_ location: SourceLocation) -> String {
        "\(location.line):\(location.column)" + (location.objectID.map { " #\($0)" } ?? "")
    }

    static func describe(_ item: Item) -> String {
        var parts = [item.id.name]
        switch item.kind {
        case .view: parts.append(item.className ?? "?")
        case .layoutGuide(let guide): parts.append("guide:\(guide.rawValue)")
        }
        if let superview = item.superview { parts.append("in \(superview.name)") }
        parts.append("@\(describe(item.location))")
        if item.kind == .view {
            parts.append(item.translatesAutoresizingMask ? "autoresizing" : "autolayout")
        }
        if let mask = item.autoresizingMask { parts.append("mask \(mask.runtimeNotation)") }
        if let frame = item.frame { parts.append("frame \(frame)") }
        if item.isHidden { parts.append(item.hiddenMeansAbsent == true ? "hidden (absent)" : "hidden") } else if item.hiddenMeansAbsent == true { parts.append("absent when hidden") }
        if let check = item.designTimeFlags?.ambiguityCheck { parts.append("verifyAmbiguity \(check.rawValue)") }
        if let openness = item.openness, !openness.isComplete {
            parts.append("open h[\(openness.horizontal.joined(separator: "; "))] v[\(openness.vertical.joined(separator: "; "))]")
        }
        if let size = item.intrinsicSize { parts.append("intrinsic \(size.horizontal) x \(size.vertical)") }
        if let style = item.textFieldStyle {
            let font = style.systemFontSize.map { "system \($0)" } ?? "other font"
            parts.append("text field \(font), \(style.isSingleLine ? "one line" : "wrapping"), border \(style.border.rawValue)")
        }
        if let hugging = item.contentHugging { parts.append("hug \(hugging.horizontal)/\(hugging.vertical)") }
        if let resistance = item.compressionResistance { parts.append("resist \(resistance.horizontal)/\(resistance.vertical)") }
        if let lines = item.numberOfLines { parts.append("lines \(lines)") }
        if let flags = item.designTimeFlags, flags.ambiguous || flags.misplaced {
            parts.append("xcode" + (flags.ambiguous ? " ambiguous" : "") + (flags.misplaced ? " misplaced" : ""))
        }
        if let margins = item.layoutMargins {
            parts.append("margins \(formatNumber(margins.top)),\(formatNumber(margins.left)),\(formatNumber(margins.bottom)),\(formatNumber(margins.right))")
        }
        if let stack = item.stack {
            var text = "stack \(stack.axis.rawValue) \(stack.distribution.rawValue) \(stack.alignment.rawValue) spacing \(formatNumber(stack.spacing))"
            if stack.isLayoutMarginsRelativeArrangement { text += " marginsRelative" }
            if stack.isBaselineRelativeArrangement { text += " baselineRelative" }
            text += " [\(stack.arrangedSubviews.map(\.name).joined(separator: ", "))]"
            parts.append(text)
        }
        return parts.joined(separator: " | ")
    }

    static func describe(_ constraint: Constraint) -> String {
        var parts = [constraint.formula, "@\(describe(constraint.location))"]
        if !constraint.isActive { parts.append("inactive") }
        if let identifier = constraint.identifier { parts.append("identifier \(identifier)") }
        return parts.joined(separator: " | ")
    }

    static func describe(_ variant: Variant) -> String {
        var parts = [variant.name]
        parts.append("w=\(variant.horizontalSizeClass?.rawValue ?? "any") h=\(variant.verticalSizeClass?.rawValue ?? "any")")
        parts.append("on \(variant.activatedConstraints)")
        parts.append("off \(variant.deactivatedConstraints)")
        if !variant.hiddenItems.isEmpty { parts.append("hide \(variant.hiddenItems.map(\.name))") }
        if !variant.shownItems.isEmpty { parts.append("show \(variant.shownItems.map(\.name))") }
        for override in variant.stackOverrides {
            var settings: [String] = []
            if let axis = override.axis { settings.append("axis=\(axis.rawValue)") }
            if let spacing = override.spacing { settings.append("spacing=\(formatNumber(spacing))") }
            if let distribution = override.distribution { settings.append("distribution=\(distribution.rawValue)") }
            if let alignment = override.alignment { settings.append("alignment=\(alignment.rawValue)") }
            if let flag = override.isLayoutMarginsRelativeArrangement { settings.append("marginsRelative=\(flag)") }
            if let flag = override.isBaselineRelativeArrangement { settings.append("baselineRelative=\(flag)") }
            parts.append("stack \(override.item.name): \(settings.joined(separator: " "))")
        }
        parts.append("@\(variant.location.line):\(variant.location.column)")
        return parts.joined(separator: " | ")
    }
}
