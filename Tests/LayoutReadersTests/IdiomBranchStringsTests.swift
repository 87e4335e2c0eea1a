import LayoutModel
import XCTest
@testable import LayoutReaders

/// Strings the code uses in branches of one idiom only (`IdiomBranchStrings`), in either language.
final class IdiomBranchStringsTests: XCTestCase {
    private func objectiveC(_ text: String) -> [String: Set<DeviceForm>] {
        IdiomBranchStrings.screens(of: ObjCTokenizer.tokenize(text).tokens.map(ObjCProjectIndex.idiomPiece))
    }

    private func swift(_ text: String) -> [String: Set<DeviceForm>] {
        IdiomBranchStrings.screens(of: SwiftProjectIndex.idiomPieces(SwiftTokenizer.tokenize(text).tokens))
    }

    func testObjectiveCIfElseOnAHelperAndASwitchInside() {
        let screens = objectiveC("""
            UIStoryboard *board(int kind) {
                UIStoryboard *result;
                if (is_iPad()) {
                    switch (kind) {
                        case 1: result = [UIStoryboard storyboardWithName:@"Profile_iPad" bundle:nil]; break;
                        default: result = [UIStoryboard storyboardWithName:@"Main_iPad" bundle:nil]; break;
                    }
                } else {
                    result = [UIStoryboard storyboardWithName:@"Profile" bundle:nil];
                }
                if (UI_USER_INTERFACE_IDIOM() != UIUserInterfaceIdiomPad) NSLog(@"phone");
                if (![self isIPad] && ready) NSLog(@"mixed");
                return [UIStoryboard storyboardWithName:@"Common" bundle:nil];
            }
            """)
        XCTAssertEqual(screens["Profile_iPad"], DeviceForm.pad)
        XCTAssertEqual(screens["Main_iPad"], DeviceForm.pad)
        XCTAssertEqual(screens["Profile"], DeviceForm.phone)
        XCTAssertEqual(screens["phone"], DeviceForm.phone, "`!=` the pad idiom: the phone")
        XCTAssertEqual(screens["mixed"], DeviceForm.every, "a test with another word says nothing")
        XCTAssertEqual(screens["Common"], DeviceForm.every)
    }

    func testObjectiveCTernaryAndElseIfChain() {
        let screens = objectiveC("""
            NSString *name = IS_IPAD ? @"Settings_iPad" : @"Settings";
            if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) { use(@"Small"); }
            else if (wide) { use(@"Wide"); } else { use(@"Other"); }
            use(@"After");
            """)
        XCTAssertEqual(screens["Settings_iPad"], DeviceForm.pad)
        XCTAssertEqual(screens["Settings"], DeviceForm.phone)
        XCTAssertEqual(screens["Small"], DeviceForm.phone)
        XCTAssertEqual(screens["Wide"], DeviceForm.pad, "an `else if` runs where the first test failed")
        XCTAssertEqual(screens["Other"], DeviceForm.pad)
        XCTAssertEqual(screens["After"], DeviceForm.every)
    }

    func testSwiftIfTernaryAndNegation() {
        let screens = swift("""
            func board() -> UIStoryboard {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    return UIStoryboard(name: "Feed_iPad", bundle: nil)
                }
                let name = UIDevice.isPad ? "Cards_iPad" : "Cards"
                if !isPad() { log("phone \\(name)") ; log("Narrow") }
                if traitCollection.horizontalSizeClass == .regular { log("Regular") }
                return UIStoryboard(name: "Feed", bundle: nil)
            }
            """)
        XCTAssertEqual(screens["Feed_iPad"], DeviceForm.pad)
        XCTAssertEqual(screens["Cards_iPad"], DeviceForm.pad)
        XCTAssertEqual(screens["Cards"], DeviceForm.phone)
        XCTAssertEqual(screens["Narrow"], DeviceForm.phone)
        XCTAssertNil(screens["phone "], "a string with interpolations is none of its pieces")
        XCTAssertEqual(screens["Regular"], DeviceForm.every, "a size class is no idiom")
        XCTAssertEqual(screens["Feed"], DeviceForm.every, "after an early return: not known to be the phone's")
    }

    /// Any sequence of pieces is scanned without failing, and every string in it gets screens (random sequences of the
    /// pieces the scan reacts to: brackets, `if`/`else`, `?`/`:`, idiom words, strings).
    func testRandomPieceSequencesAreScannedWhole() {
        let vocabulary: [IdiomBranchStrings.Piece] = [
            .word("if"), .word("else"), .word("isPad"), .word("IS_IPHONE"), .word("ready"), .symbol("("), .symbol(")"),
            .symbol("{"), .symbol("}"), .symbol("["), .symbol("]"), .symbol("?"), .symbol(":"), .symbol(";"), .symbol(","),
            .symbol("!"), .symbol("=="), .string("A"), .string("B"),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let pieces = (0..<Int.random(in: 0...40, using: &generator)).map { _ in vocabulary.randomElement(using: &generator)! }
            let screens = IdiomBranchStrings.screens(of: pieces)
            let strings = Set(pieces.compactMap { piece -> String? in if case .string(let text) = piece { text } else { nil } })
            XCTAssertEqual(Set(screens.keys), strings, "\(pieces)")
        }
    }

    /// Thousands of chained or nested tests (the hardening inputs) are scanned fast: 30,000 `if`s with no idiom are
    /// skipped at a glance, and of 3,000 with one, each running to a `;` at the end, only the first
    /// `maximumIdiomTests` are read (a quadratic scan did not finish in the suite's time).
    func testManyTestsAreScannedInLinearTime() {
        var pieces: [IdiomBranchStrings.Piece] = []
        for _ in 0..<30_000 { pieces += [.word("if"), .symbol("("), .word("ready"), .symbol(")")] }
        pieces += [.string("Tail"), .symbol(";")]
        XCTAssertEqual(IdiomBranchStrings.screens(of: pieces)["Tail"], DeviceForm.every)
        var idiomatic: [IdiomBranchStrings.Piece] = []
        for _ in 0..<3_000 { idiomatic += [.word("if"), .symbol("("), .word("isPad"), .symbol(")")] }
        idiomatic += [.string("Deep"), .symbol(";")]
        XCTAssertEqual(IdiomBranchStrings.screens(of: idiomatic)["Deep"], DeviceForm.pad)
    }

    /// Two projects' storyboard names: one named only for iPads by one project and for every device by the other is for
    /// every device; one only for iPads in both, or named by one only, stays iPad-only.
    func testProjectsMergeTheirIPadOnlyStoryboards() {
        var first = ProjectFacts()
        first.storyboardsNamedByProject = ["Main", "Main_iPad", "Shared_iPad"]
        first.storyboardsNamedByProjectForPadOnly = ["Main_iPad", "Shared_iPad"]
        var second = ProjectFacts()
        second.storyboardsNamedByProject = ["Main_iPad", "Shared_iPad", "Widget_iPad"]
        second.storyboardsNamedByProjectForPadOnly = ["Shared_iPad", "Widget_iPad"]
        first.merge(second)
        XCTAssertEqual(first.storyboardsNamedByProject, ["Main", "Main_iPad", "Shared_iPad", "Widget_iPad"])
        XCTAssertEqual(first.storyboardsNamedByProjectForPadOnly, ["Shared_iPad", "Widget_iPad"])
    }

    /// Two readers' strings: one used on every screen by either is used on every screen.
    func testMergingReaders() {
        let merged = IdiomBranchStrings.merged(["A_iPad": DeviceForm.pad, "B": DeviceForm.pad], of: ["A_iPad", "B", "C"],
                                               with: ["C": DeviceForm.phone], of: ["B", "C"])
        XCTAssertEqual(merged, ["A_iPad": DeviceForm.pad])
    }
}
