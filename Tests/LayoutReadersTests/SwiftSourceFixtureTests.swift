import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// Pins the reader's output for each fixture: scenes, items, constraints with formula, activation,
/// priority, identifier and line:column, variants and reader diagnostics. The `.expected` files
/// beside the fixtures were reviewed by hand; `SWIFT_READER_RECORD=1` rewrites them.
final class SwiftSourceFixtureTests: XCTestCase {
    private func check(_ files: [String], expected: String, file: StaticString = #filePath, line: UInt = #line) {
        SwiftSourceFixtures.check(files, expected: expected, file: file, line: line)
    }

    func testViewsPlacedByCodeNotReadAreOpen() {
        check(["OpenKnowledgeViews.swift"], expected: "OpenKnowledgeViews.expected")
    }

    func testSignUpScreenAcrossTwoFiles() {
        check(["SignUpViewController.swift", "SignUpContainerView.swift"], expected: "SignUp.expected")
    }

    func testReadingScreenWithAvatarView() {
        check(["ReadingViewController.swift", "AvatarView.swift"], expected: "Reading.expected")
    }

    func testQuoteCell() {
        check(["QuoteCell.swift"], expected: "QuoteCell.expected")
    }

    func testCellWithSizeClassVariants() {
        check(["AdaptiveCell.swift"], expected: "AdaptiveCell.expected")
    }

    func testProjectHelpersInlinedAtCallSites() {
        check(["Helpers.swift"], expected: "Helpers.expected")
    }

    func testVisualFormatLanguage() {
        check(["VisualFormat.swift"], expected: "VisualFormat.expected")
    }

    func testItemAttributeConstraintsAndAnchorOffsets() {
        check(["ItemAttributeConstraints.swift"], expected: "ItemAttributeConstraints.expected")
    }

    func testStackViews() {
        check(["StackViews.swift"], expected: "StackViews.expected")
    }

    func testViewsAddedOrRemovedInsideAMethodBelongToItsVariant() {
        check(["PlayerShelf.swift"], expected: "PlayerShelf.expected")
    }

    func testCellsOfATableWithFixedRowHeightsAreNotSelfSizing() {
        check(["FixedRowCells.swift", "FixedRowTables.swift"], expected: "FixedRows.expected")
    }

    /// A table that states its row or section header height makes its cells and headers rows of exactly that
    /// height; automaticDimension leaves them self-sizing.
    func testRowsAndHeadersOfAStatedHeight() {
        check(["RowHeightCells.swift"], expected: "RowHeightCells.expected")
    }

    func testNibStackViewAxisFollowsTheCodesConstraints() {
        check(["NibStackPage.swift"], expected: "NibStackPage.expected")
    }

    func testIdiomBranchesApplyToTheirDevices() {
        check(["IdiomSheet.swift"], expected: "IdiomSheet.expected")
    }

    func testASupplementaryViewSizesItselfOnlyWhereALayoutEstimatesIt() {
        check(["EstimatedSupplementaryHeader.swift"], expected: "EstimatedSupplementaryHeader.expected")
    }

    func testOverloadsTakingClosuresArePickedByTheClosuresParameterCount() {
        check(["ClosureOverloadsByArity.swift"], expected: "ClosureOverloadsByArity.expected")
    }

    func testInoutArgumentsTypeTestsAndEmptinessGuardsAreFollowed() {
        check(["GroupsBuiltWithInoutHelpers.swift"], expected: "GroupsBuiltWithInoutHelpers.expected")
    }

    func testWrapperPropertiesOfProtocolsAdoptedByUIViewReachEveryViewAndDoNotNameIt() {
        check(["ProtocolWrapperChains.swift"], expected: "ProtocolWrapperChains.expected")
    }

    func testAComputedPropertysSetterRunsOnAssignment() {
        check(["ContentSetThroughASetter.swift"], expected: "ContentSetThroughASetter.expected")
    }

    func testNSStackViewSetViewsFillsAGravityArea() {
        check(["StackGravityAreasSetAtOnce.swift"], expected: "StackGravityAreasSetAtOnce.expected")
    }

    func testNSStackViewMadeInCodeHasAppKitsDefaultsAndSettings() {
        check(["ReminderSettingsSection.swift"], expected: "ReminderSettingsSection.expected")
    }

    func testStackConfigurationSetInsideABranchStaysInThatBranch() {
        check(["LinkPreviewCell.swift"], expected: "LinkPreviewCell.expected")
    }

    func testHelperCallingSiblingHelperOnImplicitSelf() {
        check(["HelperOnImplicitSelf.swift"], expected: "HelperOnImplicitSelf.expected")
    }

    func testLayoutMarginsSetInCodeAndProtocolHelpersChosenByTheEdgeTheyAreHanded() {
        check(["MarginPinnedChips.swift"], expected: "MarginPinnedChips.expected")
    }

    func testAClassAndAnotherTargetsSwiftUIStructOfTheSameNameAreNotMerged() {
        check(["PaymentBadgesView.swift", "PaymentBadgesWatchFace.swift"], expected: "PaymentBadges.expected")
    }

    func testWillSetRunsBeforeTheNewValueIsStored() {
        check(["RatioSwapPlayerView.swift"], expected: "RatioSwapPlayerView.expected")
    }

    func testEarlyReturnOfAValueIsTheBranchLaidOutInPlace() {
        check(["ShieldedHeaderView.swift"], expected: "ShieldedHeaderView.expected")
    }

    func testOptionalViewPropertyIsNilUntilAssigned() {
        check(["AttachmentPreviewCell.swift"], expected: "AttachmentPreviewCell.expected")
    }

    func testContentArrangedOnlyInAVariantIsNotInTheBase() {
        check(["AuthorHeaderStack.swift"], expected: "AuthorHeaderStack.expected")
    }

    func testViewHiddenInTheSetUpStaysHiddenWhereAVariantArrangesIt() {
        check(["BannerHostViewController.swift"], expected: "BannerHost.expected")
    }

    func testDidSetObserverBuildsLayoutAndSuperviewCheckInventsNothing() {
        check(["ObservedContainer.swift"], expected: "ObservedContainer.expected")
    }

    func testEnumStyleMethodsBuildTheLayout() {
        check(["StyledLayout.swift"], expected: "StyledLayout.expected")
    }

    func testVisualEffectContentViewAndAutoresizingMask() {
        check(["FrostedFeedViewController.swift"], expected: "FrostedFeed.expected")
    }

    func testSupplementaryViewIsItsOwnRoot() {
        check(["SectionHeaderView.swift"], expected: "SectionHeaderView.expected")
    }

    func testSnapKitSelfSizingCell() {
        check(["SnapKitProfileCell.swift"], expected: "SnapKitProfileCell.expected")
    }

    func testSnapKitStoredConstraintsRemakeAndUpdate() {
        check(["SnapKitToggles.swift"], expected: "SnapKitToggles.expected")
    }

    func testPureLayoutSwiftCallsBecomeConstraints() {
        check(["PureLayoutMessageCell.swift"], expected: "PureLayoutMessageCell.expected")
    }

    func testPureLayoutInsetsConflictWithFixedHeights() {
        check(["PureLayoutToastView.swift"], expected: "PureLayoutToastView.expected")
    }

    func testTinyConstraintsCallsBecomeConstraints() {
        check(["TinyConstraintsProfileView.swift"], expected: "TinyConstraintsProfileView.expected")
    }

    func testTinyConstraintsInsetsConflictWithFixedHeights() {
        check(["TinyConstraintsBannerView.swift"], expected: "TinyConstraintsBannerView.expected")
    }

    func testAnchorageOperatorsBecomeConstraints() {
        check(["AnchorageCaptionView.swift"], expected: "AnchorageCaptionView.expected")
    }

    func testCartographyBlocksAlignAndDistributeBecomeConstraints() {
        check(["CartographyTicketView.swift"], expected: "CartographyTicketView.expected")
    }

    func testSnapKitMakeConstraintsTwice() {
        check(["SnapKitBadgeView.swift"], expected: "SnapKitBadgeView.expected")
    }

    func testConstraintsCollectedInBranchesBelongToTheirBranch() {
        check(["ActionBarView.swift"], expected: "ActionBarView.expected")
    }

    /// A `switch` that only chooses among constraints made before it: each case's choice is active in that case's
    /// variant alone, the first case's left off in the others.
    func testConstraintsChosenInBranchesBelongToTheirBranch() {
        check(["ChosenConstraintSets.swift"], expected: "ChosenConstraintSets.expected")
    }

    /// `parent as? UIStackView` on a view the code made of a plain `UIView` subclass is nil: its branch does not run.
    func testAStackTypeTestOnAPlainViewFails() {
        check(["ViewBuilderStackBranch.swift"], expected: "ViewBuilderStackBranch.expected")
    }

    /// A class an iOS and a macOS target each declare: one is kept, a scene on the same framework uses it, a scene on
    /// the other has the view open.
    func testAClassDeclaredOncePerPlatformIsNotMerged() {
        check(["PlatformTileDesktop.swift", "PlatformTileTouch.swift"], expected: "PlatformTile.expected")
    }

    func testStackAxisReadBackPicksTheBranchThatRuns() {
        check(["GapStackHelpers.swift"], expected: "GapStackHelpers.expected")
    }

    func testTernaryOnAnUndecidedTestLaysOutBothSides() {
        check(["BadgeRowView.swift"], expected: "BadgeRowView.expected")
    }

    func testNibViewsTheCodeNeverPlacesAreNotRelatedAcrossTheHierarchy() {
        check(["ComposerSheetViewController.swift"], expected: "ComposerSheet.expected")
    }

    func testScrollViewEdgesMeanItsContentForViewsInside() {
        check(["ScrollingFormViewController.swift"], expected: "ScrollingForm.expected")
    }

    func testHelperParameterTestsAndAdjustedIntrinsicSizes() {
        check(["WelcomeNoteView.swift"], expected: "WelcomeNote.expected")
    }

    func testViewIdentityVisualFormatDictionaryAndLayoutSizedCollectionCells() {
        check(["ProfileFormColumn.swift"], expected: "ProfileFormColumn.expected")
    }

    func testHostileSourceGivesDiagnosticsAndKeepsReading() {
        check(["Hostile.swift"], expected: "Hostile.expected")
    }

    func testStoredParameterTestsAreTheCallersTest() {
        check(["ConfirmationBarView.swift"], expected: "ConfirmationBarView.expected")
    }

    func testProjectSubclassesOfControlsSizeLikeTheirUIKitBase() {
        check(["ChecklistRowView.swift"], expected: "ChecklistRowView.expected")
    }

    func testWebViewScrollViewFillsTheWebView() {
        check(["ArticleReaderViewController.swift"], expected: "ArticleReader.expected")
    }

    func testPlatformExtensionPropertiesMethodReferencesAndViewWrappers() {
        check(["HoldingRowCell.swift"], expected: "HoldingRowCell.expected")
    }

    func testCoordinatorMakingControllersIsNotALayout() {
        check(["CheckoutCoordinator.swift"], expected: "CheckoutCoordinator.expected")
    }

    func testSpacingPredicatesWithoutParenthesesAreValidVisualFormat() {
        check(["HoverHintBar.swift"], expected: "HoverHintBar.expected")
    }

    func testConstantsFromStoredValuesStaticsAndEnumRawValues() {
        check(["LedgerStyles.swift", "LedgerRowView.swift"], expected: "LedgerRowView.expected")
    }

    func testDictionariesFilledBySubscriptAndInterpolatedFormats() {
        check(["FilledDictionariesView.swift"], expected: "FilledDictionariesView.expected")
    }

    func testSwift2SpellingsOfTheLayoutAPI() {
        check(["LegacySpellingsView.swift"], expected: "LegacySpellingsView.expected")
    }

    func testTableCellBuiltInViewsArePlacedByUIKit() {
        check(["SubtitleBadgeCell.swift"], expected: "SubtitleBadgeCell.expected")
    }

    func testLoopOverACallersViewsJoinedWithOwnViewsRunsForTheOwn() {
        check(["PartlyKnownListView.swift"], expected: "PartlyKnownListView.expected")
    }

    func testOptionalBlocksWithATestOfTheBoundValueRunInPlace() {
        check(["OptionalBlocksChainedThroughALocal.swift"], expected: "OptionalBlocksChainedThroughALocal.expected")
    }

    func testAStructNestedInAUIViewExtensionIsTheProjectsOwnType() {
        check(["EdgeHelperNestedInUIViewExtension.swift"], expected: "EdgeHelperNestedInUIViewExtension.expected")
    }

    func testSwitchOverKnownEnumCasesRunsTheMatchingCaseAndAnUnknownLoopRunsEveryCase() {
        check(["RowsBuiltInALoop.swift"], expected: "RowsBuiltInALoop.expected")
    }

    func testImageViewsGivenAPictureLaterSizeThemselves() {
        check(["RemoteAvatarCells.swift"], expected: "RemoteAvatarCells.expected")
    }

    func testRowsOfADelegateAnsweringBothAutomaticAndFixedHeightsAreOpenInHeight() {
        check(["MixedRowHeightsTable.swift"], expected: "MixedRowHeightsTable.expected")
    }

    func testAViewAddedToASecondStackLeavesTheFirst() {
        check(["AttachmentColumns.swift"], expected: "AttachmentColumns.expected")
    }

    func testViewsPlacedThroughALayoutLibraryNamespaceAreOpen() {
        check(["AlignPinnedHeader.swift"], expected: "AlignPinnedHeader.expected")
    }

    func testAViewArrangedOnlyByAnotherBranchIsAbsentNotCollapsed() {
        check(["ChoiceListRefill.swift"], expected: "ChoiceListRefill.expected")
    }

    func testADocumentViewSharesItsScrollViewsHierarchy() {
        check(["NotePreviewController.swift"], expected: "NotePreviewController.expected")
    }

    func testALazyStackIsTheObjectsWhereverFirstUsedAndAnAxisNotReadLeavesItOpen() {
        check(["LazyStackFirstUsedInBranch.swift"], expected: "LazyStackFirstUsedInBranch.expected")
    }

    func testConstraintsInstalledOnceBehindAnOptionalThatStartsNilAreInTheBaseScene() {
        check(["InstallOnceConstraintsCell.swift"], expected: "InstallOnceConstraintsCell.expected")
    }

    func testACollectionCellSizesItselfOnlyWhereTheLayoutShowingItEstimates() {
        check(["CollectionLayoutsPerScreen.swift"], expected: "CollectionLayoutsPerScreen.expected")
    }

    func testAChildControllerIsPlacedByItsContainerNotTheScreen() {
        check(["EmbeddedStripController.swift"], expected: "EmbeddedStripController.expected")
    }

    func testAProjectHelperNamedLikeUIKitWithOtherLabelsRunsAsTheProjectsCode() {
        check(["AddSubviewHelperCells.swift"], expected: "AddSubviewHelperCells.expected")
    }

    func testAnActivateHelperTakingAPriorityRunsAsTheProjectsCode() {
        check(["PriorityActivationHelper.swift"], expected: "PriorityActivationHelper.expected")
    }

    func testCodeAfterAnIPadBranchThatReturnsIsThePhonesBranch() {
        check(["IdiomEarlyReturnMapView.swift"], expected: "IdiomEarlyReturnMapView.expected")
    }

    func testTheContentViewOfACellAControllerMakesIsSizedByItsTable() {
        check(["StaticPurchaseRowController.swift"], expected: "StaticPurchaseRowController.expected")
    }

    func testProjectClassesPrefixedNSAreWhatTheyInherit() {
        check(["PrefixedUIKitClasses.swift"], expected: "PrefixedUIKitClasses.expected")
    }

    func testABaseClassInitRunsItsOwnPrivateSetupNotTheSubclasss() {
        check(["PrivateSetupInSubclass.swift"], expected: "PrivateSetupInSubclass.expected")
    }

    func testRowsSizedByAnotherModulesTableOrByTheCellsOwnHeightAreNotSelfSizing() {
        check(["RowHeightsGivenElsewhere.swift"], expected: "RowHeightsGivenElsewhere.expected")
    }

    func testAnInitializerSetsItsOwnPropertiesWithoutObservers() {
        check(["ObserversInInitializers.swift"], expected: "ObserversInInitializers.expected")
    }

    func testAMultiplierNotKnownLeavesTheConstraintsValueUnknown() {
        check(["UnknownMultiplierLines.swift"], expected: "UnknownMultiplierLines.expected")
    }

    func testABaseClassNothingNamesButItsSubclassesHasNoSceneOfItsOwn() {
        check(["TemplateBaseControllers.swift"], expected: "TemplateBaseControllers.expected")
    }

    func testAFilterItCannotDecideKeepsUnknownElementsOutOfItsResult() {
        check(["FilteredSubviewRemoval.swift"], expected: "FilteredSubviewRemoval.expected")
    }

    func testAConstantTheCodeWorksOutLaterIsUnknown() {
        check(["ReactionStripCell.swift"], expected: "ReactionStripCell.expected")
    }

    func testAnchorHelpersOnTheImplicitSelfAndNamedOrUnknownPriorities() {
        check(["AnchorHelperPins.swift"], expected: "AnchorHelperPins.expected")
    }

    func testAProtocolsAnchorRequirementsKeepUIKitsAnchorsAndAnEnumCasePicksItsOverload() {
        check(["ProtocolAnchorPins.swift"], expected: "ProtocolAnchorPins.expected")
    }

    func testASupplementaryViewNoEstimatedItemNamesIsSizedByItsLayout() {
        check(["FramedSeparatorView.swift", "EstimatedSupplementaryHeader.swift"], expected: "FramedSeparatorView.expected")
    }

    func testSetupsOtherCodeCallsApartAreAlternativesNotOneLayout() {
        check(["AlternativeSetups.swift"], expected: "AlternativeSetups.expected")
    }

    func testAViewTheProjectAddsElsewhereIsOpenNotWithoutAncestor() {
        check(["CalloutView.swift"], expected: "CalloutView.expected")
    }

    func testAnInstanceRunsOneOfItsInitializers() {
        check(["SectionTitleHeader.swift"], expected: "SectionTitleHeader.expected")
    }

    func testASnapKitMakerHandedToAClosureNotFollowedOpensItsView() {
        check(["StepListView.swift"], expected: "StepListView.expected")
    }

    func testViewsAProjectContainerArrangesItselfAreOpen() {
        check(["TagShelfView.swift"], expected: "TagShelfView.expected")
    }

    func testASwitchOnALoopIndexTakesEachPassesCase() {
        check(["KeypadGridView.swift"], expected: "KeypadGridView.expected")
    }

    func testConstraintsCollectedInOneBranchAreActivatedThereOnly() {
        check(["LicenseChoiceCell.swift"], expected: "LicenseChoiceCell.expected")
    }

    func testAnOptionSetOfEdgesDecidesWhichEdgesAHelperPins() {
        check(["EdgeSetPins.swift"], expected: "EdgeSetPins.expected")
    }

    func testATextViewMadeWithoutArgumentsRunsItsDesignatedInitializer() {
        check(["QuoteTextCell.swift"], expected: "QuoteTextCell.expected")
    }

    /// A factory method called twice makes two views; `init(frame:)` gives a view its frame (SwiftInitialFrames.swift).
    func testFactoryCallsAndInitialFrames() {
        check(["FactoryMadeViews.swift"], expected: "FactoryMadeViews.expected")
    }

    /// `as?` a project class the object is not of is nil; a view nested deeper than the reader follows is open.
    func testFailingConditionalCastsAndDeepNesting() {
        check(["ConditionalCastViews.swift"], expected: "ConditionalCastViews.expected")
        check(["NestedProjectViews.swift"], expected: "NestedProjectViews.expected")
    }

    /// `if kind == .vertical` on an init's enum parameter is decided by the argument or its default, as a `switch` is.
    func testEnumParameterComparisonsDecideBranches() {
        check(["EnumParameterBranches.swift"], expected: "EnumParameterBranches.expected")
    }

    /// `views.forEach(self.addSubview(_:))`: a method named with its labels is a function value, not a call.
    func testMethodsNamedWithLabelsAreFunctionValues() {
        check(["LabelledMethodReferences.swift"], expected: "LabelledMethodReferences.expected")
    }

    /// `NSLayoutConstraint.autoSetPriority(_:) { … }` sets the priority of what PureLayout's methods make in the block.
    func testPureLayoutPriorityBlocks() {
        check(["PureLayoutPriorityBlocks.swift"], expected: "PureLayoutPriorityBlocks.expected")
    }

    /// An initializer past the call depth is not run, and the view it would have set up is open.
    func testInitializerPastCallDepthOpensItsView() {
        check(["DeepInitializerOpen.swift"], expected: "DeepInitializerOpen.expected")
    }

    /// A view is named after the property that owns it, not a weak reference another object holds to it.
    func testWeakReferencesDoNotNameViews() {
        check(["WeakReferenceNames.swift"], expected: "WeakReferenceNames.expected")
    }

    /// A project's convenience initializers on UIStackView and UIImageView set the axis and the image they say.
    func testPlatformConvenienceInitializers() {
        check(["PlatformConvenienceInitializers.swift"], expected: "PlatformConvenienceInitializers.expected")
    }

    /// `edges.contains(.top)` over single edges is decided even when a project enum also declares `.top`.
    func testEdgeExclusionWithAProjectEdgeEnum() {
        check(["EdgeExclusionHelper.swift"], expected: "EdgeExclusionHelper.expected")
    }

    /// An override that only observes a UIKit property (`didSet`) leaves UIKit storing and acting on the value.
    func testObservingOverridesOfPlatformProperties() {
        check(["ObservedPlatformProperties.swift"], expected: "ObservedPlatformProperties.expected")
    }

    /// A body that is one `if` or `switch` expression returns the value of the branch that runs.
    func testIfAndSwitchExpressionsAreValues() {
        check(["BranchExpressionValues.swift"], expected: "BranchExpressionValues.expected")
    }

    /// A branch that lays something out and returns leaves the code after it to the other case.
    func testEarlyReturnAfterLayoutEndsTheBranch() {
        check(["EarlyReturnBranches.swift"], expected: "EarlyReturnBranches.expected")
    }

    /// A number the branches of a statement leave different (a factor chosen by the screen's width) is unknown after it.
    func testNumbersThatDifferBetweenBranchesAreUnknownAfterThem() {
        check(["ScreenScaledHeader.swift"], expected: "ScreenScaledHeader.expected")
    }
}
