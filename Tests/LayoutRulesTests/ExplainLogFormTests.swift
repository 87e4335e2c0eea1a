import Foundation
import LayoutModel
import LayoutReaders
@testable import LayoutRules
import XCTest

/// Every real log form is read, and the true conflict reported first and smallest — bracketed items of older
/// layout libraries, iOS 6/7 autoresizing positions without their zero, hard-wrapped crash reasons, duplicates,
/// system constraints named with what they stand for, and the unprinted facts that close a gap, with numbers.
final class ExplainLogFormTests: XCTestCase {
    private func explanations(_ fixture: String) throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    private func formulas(_ explanation: MessageExplanation, _ conflict: Int = 0) -> [String] {
        explanation.conflicts[conflict].members.map { $0.formula(in: explanation.input) }
    }

    func testBracketedHeadersAndItemsOfOlderLayoutLibrariesAreRead() throws {
        let explained = try explanations("bracketed-items.log")
        XCTAssertEqual(explained.count, 1)
        let input = explained[0].input
        XCTAssertEqual(input.unreadableCount, 0)
        XCTAssertEqual(input.constraints.map(\.constraint.formula), [
            "UIView#d9a0.top == _UILayoutGuide#e1f0.bottom", "UIView#d9a0.top == _UILayoutGuide#e1f0.bottom + 12",
        ])
        XCTAssertEqual(input.constraints.map(\.address), ["0x7a61c2b0", "0x7a61d4c0"])
        XCTAssertEqual(input.constraints[1].constraintClass, "Orchard.LayoutConstraint")
        XCTAssertEqual(input.brokenIndex, 1)
        XCTAssertEqual(formulas(explained[0]), input.constraints.map(\.constraint.formula))
        XCTAssertEqual(explained[0].conflicts[0].diagnosis.kind, .twoRequiredPositions)
        XCTAssertEqual(explained[0].conflicts[0].arithmetic, "spacing 0 ≠ 12 (UIView#d9a0.top == _UILayoutGuide#e1f0.bottom + 12)")
    }

    func testAnAutoresizingPositionPrintedWithoutItsZeroMeansZero() throws {
        let explained = try explanations("autoresizing-omitted-zero.log")
        let input = explained[0].input
        XCTAssertEqual(input.unreadableCount, 0)
        XCTAssertEqual(input.constraints.map(\.constraint.formula), [
            "UILabel#1f70.leading == UIView#0a10.leading + 20", "UILabel#1f70.centerX == 0", "UILabel#1f70.width == 0",
        ])
        // The runtime's own conflict (the label's zero width, not the implicit size floor) comes first.
        XCTAssertEqual(formulas(explained[0]), input.constraints.map(\.constraint.formula))
        XCTAssertEqual(explained[0].conflicts.count, 1)
        XCTAssertEqual(explained[0].conflicts[0].diagnosis.kind, .autoresizingMaskLeftOn)
        XCTAssertEqual(explained[0].conflicts[0].arithmetic, "width 0 ≠ 20 (UILabel#1f70.leading == UIView#0a10.leading + 20)")
    }

    func testACrashReasonHardWrappedByThePosterIsRead() throws {
        let explained = try explanations("wrapped-crash-reason.log")
        XCTAssertEqual(explained.count, 1)
        let input = explained[0].input
        XCTAssertEqual(input.kind, .unableToInstall)
        XCTAssertEqual(input.lines, 4...7)
        XCTAssertEqual(input.constraints.map(\.constraint.formula), ["UIView#9b30.width == 5 * UIView#a210.width + 15"])
        XCTAssertEqual(explained[0].conflicts[0].diagnosis.kind, .unableToInstall)
        XCTAssertEqual(explained[0].conflicts[0].diagnosis.summary, "The constraint was installed on a view that does not contain both UIView#9b30 and UIView#a210.")
    }

    func testTwoIdenticalConstraintsAreSaidToBeADuplicate() throws {
        let explained = try explanations("duplicate-listed.log")
        let conflict = explained[0].conflicts[0]
        XCTAssertEqual(conflict.diagnosis.kind, .duplicateConstraint)
        XCTAssertEqual(conflict.loggedMembers, [0, 1])
        XCTAssertEqual(conflict.diagnosis.suggestedMember, 1)
        XCTAssertEqual(conflict.arithmetic, "AvatarView#8e20.height == 0.5 * UIView#7b10.height twice: the same equation, listed as a conflict")
        XCTAssertEqual(conflict.diagnosis.summary, "The list is a duplicate: AvatarView#8e20.height == 0.5 * UIView#7b10.height is printed twice, once at 0x6000031a4b40 and once at 0x6000031a5db0, so the same constraint was made and activated twice (two calls of the code that makes it, a constraint drawn in Interface Builder and made again in code, or a constraint re-created in updateConstraints or layoutSubviews without removing the old one). Identical constraints can still be reported as a conflict because a description rounds what it prints: the constants (or multipliers) printed to a few significant digits may differ in the digits not printed — a constant computed from a screen scale, a font's line height or a division — and two required equalities whose constants differ by more than the engine's rounding tolerance cannot both hold.")
        XCTAssertEqual(conflict.diagnosis.fix, "remove the one at 0x6000031a5db0 (the runtime already broke it) and keep the one at 0x6000031a4b40; make the constraint once (in init or viewDidLoad, or guarded by a flag) and change its constant later through a stored reference, or deactivate the old one before activating a new one")
    }

    func testTheSmallestConflictWithTheBrokenConstraintComesFirstAndIsMinimal() throws {
        let explained = try explanations("smallest-first.log")
        XCTAssertEqual(explained[0].input.constraints.count, 9)
        // The solver meets the cell's whole chain first (8 members); the two heights are the contradiction.
        XCTAssertEqual(formulas(explained[0]), ["UILabel'Title'.height >= 34", "UILabel'Title'.height == 30"])
        XCTAssertEqual(explained[0].conflicts.count, 1)
        XCTAssertEqual(explained[0].conflicts[0].diagnosis.kind, .twoRequiredSizes)
        XCTAssertTrue(explained[0].brokenIsMember)
        XCTAssertEqual(explained[0].conflicts[0].arithmetic, "height 30 < 34 (UILabel'Title'.height >= 34)")
    }

    func testStackViewAndTemporaryConstraintsAreNamedWithWhatTheyStandFor() throws {
        let conflict = try explanations("system-constraint-glossary.log")[0].conflicts[0]
        XCTAssertEqual(conflict.diagnosis.kind, .temporaryLayoutSize)
        XCTAssertEqual(conflict.diagnosis.summary, "UIKit laid UIStackView#c6d0 out at a temporary width of 0 (_UITemporaryLayoutWidth) before its real width was known; the required horizontal chain inside it cannot fit. System constraints here: UISV-canvas-connection is UIStackView's own: its first and last arranged views pinned to its edges along the axis; UISV-spacing is UIStackView's own: the spacing (stackView.spacing or a custom spacing) between two arranged views.")
    }

    func testWhenThePrintedConstraintsHoldTheUnprintedFactsThatCloseTheGapAreNamedWithNumbers() throws {
        let conflict = try explanations("unprinted-facts.log")[0].conflicts[0]
        XCTAssertEqual(conflict.diagnosis.kind, .noContradictionFound)
        XCTAssertEqual(conflict.diagnosis.summary, "The constraints the runtime printed can all hold together; the contradiction involves constraints it did not print (intrinsic content sizes, constraints of views not listed) or the message was cut off. The printed constraints hold the width of UILabel'Price' at exactly 120, so any unprinted required fact that asks for another width closes the gap: its intrinsic content width above 120 with compression resistance at 1000 (or below it with content hugging at 1000), a width other than 120 imposed by its cell or container (UIView-Encapsulated-Layout-Width), or a constraint of a view not listed.")
    }

    func testAGapOnAViewWhoseSizeIsOnlyBoundedBelowNamesTheLowerBound() {
        let text = UnprintedFacts.describe(item: ItemID("UIView#0001"), axis: .vertical, range: .init(lower: 40, upper: nil))
        XCTAssertEqual(text, "The printed constraints let the height of UIView#0001 be anything from 40 up, so an unprinted required fact that holds it below 40 closes the gap: its intrinsic content height under 40 with content hugging at 1000, a height its cell or container imposes (UIView-Encapsulated-Layout-Height) under 40, or a constraint of a view not listed.")
    }

    func testMarginsUIKitPrintedAreTheOnesTheArithmeticUses() throws {
        let explained = try explanations("printed-margins.log")
        XCTAssertEqual(explained[0].conflicts[0].arithmetic, "height 60 + topMargin 18 + bottomMargin 18 = 96 ≠ 90 (UIView-Encapsulated-Layout-Height)")
        XCTAssertEqual(explained[0].conflicts[0].diagnosis.kind, .selfSizingCell)
    }

    func testAWholeListLeftOutAsAnEllipsisIsSaidToBeLeftOut() throws {
        let text = """
        Unable to simultaneously satisfy constraints:
        ...
        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600000091aa0 H:[ArrowView:0x6000001407e0]-(>=5)-[NSButton:0x60000014c0b0'Buy'](LTR)>
        """
        let inputs = ConsoleLogReader().messages(in: SourceFile(path: "pasted.log", text: text)).map { ExplainInput($0) }
        XCTAssertEqual(inputs.count, 1)
        XCTAssertTrue(inputs[0].isElided)
        let diagnosis = try XCTUnwrap(ConflictExplainer().explain(inputs[0]).conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.summary, "Part of the list was left out where the paste shows `...`: the 1 constraint shown can hold together, so the contradiction lies among the ones left out.")
    }

    func testAnUninstallableConstraintWhoseDescriptionsThePageDroppedSaysSo() throws {
        let text = "Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to install constraint on view. Does the constraint reference something from outside the subtree of the view? That's illegal. constraint: view:>'"
        let inputs = ConsoleLogReader().messages(in: SourceFile(path: "pasted.log", text: text)).map { ExplainInput($0) }
        let diagnosis = try XCTUnwrap(ConflictExplainer().explain(inputs[0]).conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.kind, .unableToInstall)
        XCTAssertEqual(diagnosis.summary, "The constraint was installed on a view that does not contain both the views. The message names no constraint and no view: their `<…>` descriptions are missing from the text (a page or Markdown took them for markup), so the views cannot be named; the original console output has them.")
    }

    func testTheFirstConflictOfEveryFixtureIsMinimal() throws {
        for url in try ExplainFixtureSupport.logs() {
            for input in try ExplainFixtureSupport.inputs(url) where input.kind == .unsatisfiable || input.kind == .conflictingMacOS {
                let finder = ConflictFinder(input: input)
                guard let first = finder.conflicts().first else { continue }
                let linears = first.compactMap { finder.linear($0) }
                XCTAssertEqual(linears.count, first.count)
                XCTAssertFalse(ConflictFinder.holds(Array(linears.indices), in: linears), "\(url.lastPathComponent): first set holds")
                for dropped in linears.indices {
                    XCTAssertTrue(ConflictFinder.holds(linears.indices.filter { $0 != dropped }, in: linears),
                                  "\(url.lastPathComponent): first set still conflicts without member \(dropped)")
                }
            }
        }
    }
}
