import LayoutModel
@testable import LayoutReaders
import XCTest

/// Issue #21 at the readers: numbers beyond `NumericLimits` never reach a scene.
final class HardeningReaderTests: XCTestCase {
    func testSwiftConstantComputedBeyondTheLimitIsInactiveWithALocatedNote() {
        let source = """
            import UIKit
            final class C: UIViewController {
                let l = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(l)
                    l.translatesAutoresizingMaskIntoConstraints = false
                    l.widthAnchor.constraint(equalToConstant: 1e6 * 1e6).isActive = true
                    l.heightAnchor.constraint(equalToConstant: 1e19).isActive = true
                }
            }
            """
        let result = SwiftSourceReader().read([SourceFile(path: "W.swift", text: source)])
        let notes = result.diagnostics.filter { $0.message.contains("out of range") || $0.message.contains("beyond layoutlint's limits") }
        XCTAssertEqual(notes.map(\.location.line), [8, 9], "\(result.diagnostics)")
        XCTAssertTrue(notes.allSatisfy { $0.severity == .note })
        for scene in result.scenes {
            for constraint in scene.constraints where constraint.isActive {
                XCTAssertTrue(NumericLimits.admits(constraint.constant) && NumericLimits.admits(constraint.multiplier), "\(constraint)")
            }
        }
    }

    func testLayoutTextRefusesEveryNumberBeyondTheLimitAtItsColumn() {
        let text = "root r\nview a in r frame=0,0,1e9,10\na.width == 2e7\na.height == 10000000\n"
        let result = LayoutTextReader().read(SourceFile(path: "n.layout", text: text))
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["2:23", "3:12"], "\(result.diagnostics)")
    }

    func testLayoutJSONConstantsBeyondTheLimitAreRefused() throws {
        var scene = Scene(name: "S", kind: .viewController, root: "r", items: [Item(id: "r"), Item(id: "a", superview: "r")],
                          constraints: [Constraint(firstItem: "a", firstAttribute: .width, constant: 5e9)])
        scene.items[1].frame = Rect(x: 0, y: 0, width: 1e300, height: 1)
        let json = try LayoutJSON.encode([scene])
        let result = LayoutJSONReader().read([SourceFile(path: "s.layout.json", text: json)])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.count, 2, "\(result.diagnostics)")
        XCTAssertEqual(result.scenes.first?.constraints.first?.isActive, false)
        XCTAssertNil(result.scenes.first?.items[1].frame)
    }

    /// Issue #21 (a Swift fuzz timeout): helpers calling each other on swapped views with a number that changes at every
    /// call (`inset + 1`) fanned out four calls a level down to the depth limit in every scene. A call of a helper
    /// already running on the same views, differing only in numbers, is a repetition: not followed, noted.
    func testRecursionThatOnlyChangesNumbersStopsAtItsFirstRepetition() throws {
        let url = FixturePaths.folder("swift").appendingPathComponent("RecursiveInsetHelpers.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = SwiftSourceReader().read([SourceFile(path: "RecursiveInsetHelpers.swift", text: text)])
        let notes = result.diagnostics.filter { $0.message.hasPrefix("call not followed: it repeats a call of") }
        XCTAssertFalse(notes.isEmpty, "\(result.diagnostics.map(\.message))")
        let panel = try XCTUnwrap(result.scenes.first { $0.name == "InsetPanel" })
        XCTAssertLessThan(panel.constraints.count, 20, "the helpers' calls were followed far past their first repetition")
    }

    /// Issue #21 (a Swift fuzz timeout): an initializer handing a closure to the calls of itself it makes ran 2¹² calls a
    /// scene, to the step budget: each call runs on a new object, and a closure argument had no key, so no call looked
    /// like a repetition. A platform class's project initializer making, while it runs, another instance through itself
    /// is followed only a few levels deep (`SwiftInterpreter.extensionInitializerNesting`).
    func testRecursionThroughAnInitializerTakingAClosureStopsAtItsFirstRepetition() throws {
        let url = FixturePaths.folder("swift").appendingPathComponent("RecursiveClosureInitializers.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let syntax = SwiftFileSyntax.parse(path: "RecursiveClosureInitializers.swift", text: text)
        let project = SwiftProjectIndex(files: [syntax])
        let interpreter = SwiftInterpreter(project: project, statistics: SwiftStatisticsCollector(isRecording: false))
        let scene = try XCTUnwrap(interpreter.readScene(try XCTUnwrap(project.types["StyledCard"])))
        XCTAssertLessThan(interpreter.steps, 2_000, "the initializer was followed past its first repetition")
        XCTAssertTrue(interpreter.diagnostics.contains { $0.message.hasPrefix("call not followed: it makes a UIView through the initializer already making one") },
                      "\(interpreter.diagnostics.prefix(3).map(\.message))")
        XCTAssertEqual(scene.constraints.filter(\.isActive).count, 5)

        let helperReader = SwiftInterpreter(project: project, statistics: SwiftStatisticsCollector(isRecording: false))
        _ = try XCTUnwrap(helperReader.readScene(try XCTUnwrap(project.types["StyledTag"])))
        XCTAssertLessThan(helperReader.steps, 2_000, "the helper was followed past its first repetition")
        XCTAssertTrue(helperReader.diagnostics.contains { $0.message.hasPrefix("call not followed: it repeats a call of restyle") })
    }

    /// Issue #21: a `.layout.json` that is not JSON was placed at 1:1 with Foundation's "not valid JSON"; the strict
    /// reader places the error, and a model nested past its limit is refused the same way.
    func testLayoutJSONSyntaxErrorsArePlaced() {
        let broken = "{\n  \"format\": \"layoutlint-model/1\",\n  \"scenes\": [,]\n}\n"
        let diagnostic = LayoutJSONReader().read([SourceFile(path: "b.layout.json", text: broken)]).diagnostics.first
        XCTAssertEqual(diagnostic.map { "\($0.location.line):\($0.location.column) \($0.message)" },
                       "3:14 not a layoutlint model: not valid JSON: expected a value, found ','")
        let deep = String(repeating: "[", count: 100_000)
        let refused = LayoutJSONReader().read([SourceFile(path: "d.layout.json", text: deep)]).diagnostics.first
        XCTAssertEqual(refused?.location.column, StrictJSON.maximumNesting + 1, "\(String(describing: refused))")
        XCTAssertTrue(refused?.message.contains("nested more than 512 deep") == true, "\(String(describing: refused))")
    }

    private func controller(_ statement: String, separator: String = "\n") -> String {
        ["import UIKit", "final class C: UIViewController {", "    let l = UILabel()", "    override func viewDidLoad() {",
         "        view.addSubview(l)", "        l.translatesAutoresizingMaskIntoConstraints = false", "        " + statement,
         "        l.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4).isActive = true", "    }", "}", ""]
            .joined(separator: separator)
    }

    private func constraintFormulas(_ source: String) -> (formulas: [String], diagnostics: [Diagnostic]) {
        let result = SwiftSourceReader().read([SourceFile(path: "C.swift", text: source)])
        return (result.scenes.flatMap(\.constraints).filter { $0.origin == .user }.map(\.formula), result.diagnostics)
    }

    /// 60,000 chained calls overflowed the stack (parse tree walked and freed recursively); 200,000 `+` too.
    func testLongChainsAreCutWithANoteAndTheRestOfTheFileIsRead() {
        for chain in [String(repeating: ".f()", count: 60_000), String(repeating: " + a", count: 60_000)] {
            let (formulas, diagnostics) = constraintFormulas(controller("let x = a" + chain))
            XCTAssertEqual(formulas, ["l.leading == view.leading + 4"])
            XCTAssertTrue(diagnostics.contains { $0.message.contains("longer than 1000 links") && $0.location.line == 7 }, "\(diagnostics)")
        }
    }

    func testChainsBelowTheLimitAreReadWhole() {
        let (formulas, diagnostics) = constraintFormulas(controller(
            "l.topAnchor.constraint(equalTo: view.topAnchor, constant: 1" + String(repeating: " + 1", count: 900) + ").isActive = true"))
        XCTAssertEqual(formulas, ["l.top == view.top + 901", "l.leading == view.leading + 4"], "\(diagnostics)")
    }

    /// `A<A<…B>>` 150 KB took 82 s: each `<` scanned to the end of the run.
    func testDeeplyNestedGenericsAreLinear() {
        let nested = String(repeating: "A<", count: 37_500) + "B" + String(repeating: ">", count: 37_500)
        let (formulas, _) = constraintFormulas(controller("let x: \(nested) = y\n        let z = \(nested)()"))
        XCTAssertEqual(formulas, ["l.leading == view.leading + 4"])
    }

    /// A file with CR-only line endings was read as one line (and so ignored entirely).
    func testCarriageReturnLineEndingsEndLines() {
        let statement = "l.topAnchor.constraint(equalTo: view.topAnchor).isActive = true"
        for separator in ["\r", "\r\n"] {
            let result = SwiftSourceReader().read([SourceFile(path: "C.swift", text: controller(statement, separator: separator))])
            let constraints = result.scenes.flatMap(\.constraints).filter { $0.origin == .user }
            XCTAssertEqual(constraints.map(\.formula), ["l.top == view.top", "l.leading == view.leading + 4"], separator.debugDescription)
            XCTAssertEqual(constraints.map(\.location.line), [7, 8], separator.debugDescription)
        }
        let layout = LayoutTextReader().read(SourceFile(path: "r.layout", text: "root r\rview a in r\ra.top == r.top\r"))
        XCTAssertEqual(layout.scenes.first?.constraints.map(\.location.line), [3])
    }

    /// Many tags on one line: each tag's column was counted from the line start (quadratic: 480 KB, 21 s).
    func testManyTagsOnOneLineKeepExactColumns() {
        let count = 3_000
        let view = { (i: Int) in "<view contentMode=\"scaleToFill\" id=\"v\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>" }
        let prefix = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects><view contentMode=\"scaleToFill\" id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"100\"/><subviews>"
        let views = (0..<count).map(view)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + prefix + views.joined() + "</subviews></view></objects></document>\n"
        let result = InterfaceBuilderReader().read(SourceFile(path: "one.xib", text: text))
        let last = result.scenes.first?.items.first { $0.id.name.hasSuffix("v\(count - 1)") }
        XCTAssertEqual(last?.location.line, 2, "\(result.scenes.map { $0.items.map(\.id.name).suffix(2) }) \(result.diagnostics)")
        XCTAssertEqual(last?.location.column, prefix.count + views.dropLast().reduce(0) { $0 + $1.count } + 1)
    }

    /// A constraint value Interface Builder never writes (`inf`, `nan`, `1e400`, a word) was left out with a note only,
    /// so the run passed; it is an error at the constraint, as a number out of range is.
    func testNumbersNoXibHoldsAreErrorsAtTheirConstraint() {
        for (attribute, value) in [("constant", "inf"), ("constant", "nan"), ("constant", "1e400"), ("multiplier", "abc"), ("priority", "inf")] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/><subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </subviews><constraints>
                <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" \(attribute)="\(value)" id="c"/>
                </constraints></view></objects></document>
                """
            let errors = InterfaceBuilderReader().read(SourceFile(path: "n.xib", text: text)).diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.message), ["the \(attribute) '\(value)' is not a finite number; the reader ignored the constraint"], value)
            XCTAssertEqual(errors.first?.location.line, 6, value)
            XCTAssertEqual(errors.first?.ruleID, ReaderRuleID.syntaxError)
        }
    }

    /// 100,000 nested elements (700 KB) overflowed the stack when the tree was released: past 2,000 levels the read
    /// ends with an error at the element that went too deep.
    func testDeeplyNestedXMLEndsTheReadWithAnError() {
        let depth = 100_000
        let text = "<?xml version=\"1.0\"?>\n<document>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</document>\n"
        let errors = InterfaceBuilderReader().read(SourceFile(path: "deep.xib", text: text)).diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.message.contains("elements nested more than 2000 deep") ?? false, errors.first?.message ?? "")
        XCTAssertEqual(errors.first?.location.line, 2)
        XCTAssertEqual(errors.first?.location.column, 11 + 3 * 1_999, "the element at depth 2,001 (the document is at 1)")
    }

    /// XMLParser's bare codes ("error 1/9/26") are said in words, at a line and column.
    func testXMLErrorsAreSaidInWordsAtTheirPlace() {
        let cases: [(String, String, Int)] = [
            ("<document>\n<a b=\"\u{1}\"/>\n</document>\n", "a character XML does not allow", 2),
            ("<document>\n<a b=\"&foo;\"/>\n</document>\n", "an undeclared entity reference", 2),
            ("<document>\n<a>\n</document>\n", "an end tag that does not match its start tag", 3),
            ("<document>\n< a/>\n</document>\n", "a name is missing where XML needs one", 2),
            ("<!DOCTYPE d [<!ENTITY e SYSTEM \"file:///etc/hostname\">]>\n<document>\n<a b=\"&e;\"/>\n</document>\n",
             "a reference to an external entity", 3),
            ("", "the document is empty", 1),
        ]
        for (text, words, line) in cases {
            let diagnostics = InterfaceBuilderReader().read(SourceFile(path: "bad.xib", text: text)).diagnostics
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
            XCTAssertTrue(diagnostics.first?.message.contains(words) ?? false, "\(diagnostics)")
            XCTAssertEqual(diagnostics.first?.location.line, line, words)
            XCTAssertEqual(diagnostics.first?.severity, .error)
        }
    }

    /// Found by scripts/fuzz.sh: an encoding libxml2 cannot convert, then aborting the parse from the error callback,
    /// crashed inside libxml2 (SIGSEGV) as FoundationXML fed it the next chunk.
    func testUnreadableEncodingIsAnErrorNotACrash() {
        let body = String(repeating: "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>\n", count: 200)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" "
            + "version=\"3.0\"><objects>\n<!-- \u{FFFD}é -->\n" + body + "</objects></document>\n"
        let diagnostics = InterfaceBuilderReader().read(SourceFile(path: "enc.xib", text: text)).diagnostics
        XCTAssertEqual(diagnostics.map(\.severity), [.error], "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.message.contains("an encoding the XML parser cannot read") ?? false, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?.location.line, 1)
    }

    /// Found by scripts/fuzz.sh: a processing instruction without data (`<?xml?>`) made FoundationXML call strlen(NULL).
    func testProcessingInstructionWithoutDataIsNotACrash() {
        let text = "<?xml?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><?pi?>\n<objects>\n"
            + "<view contentMode=\"scaleToFill\" id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"100\"/></view>\n"
            + "</objects></document>\n"
        let result = InterfaceBuilderReader().read(SourceFile(path: "pi.xib", text: text))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(result.scenes.first?.items.first?.location.line, 4)
    }
}
