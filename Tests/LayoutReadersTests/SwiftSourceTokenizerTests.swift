import XCTest
@testable import LayoutReaders

final class SwiftSourceTokenizerTests: XCTestCase {
    private func kinds(_ text: String) -> [String] {
        SwiftTokenizer.tokenize(text).tokens.map { "\($0.kind):\($0.text)" }
    }

    func testIdentifiersKeywordsAndPunctuation() {
        XCTAssertEqual(kinds("let `class` = $0.view"), [
            "identifier:let", "identifier:class", "operator:=", "dollarIdentifier:$0", "punctuation:.", "identifier:view",
        ])
    }

    func testNestedBlockCommentsAreSkipped() {
        let result = SwiftTokenizer.tokenize("a /* outer /* inner */ still */ b")
        XCTAssertEqual(result.tokens.map(\.text), ["a", "b"])
        XCTAssertTrue(result.issues.isEmpty)
    }

    func testUnterminatedBlockCommentIsAnIssue() {
        let result = SwiftTokenizer.tokenize("a /* /* */ b")
        XCTAssertEqual(result.tokens.map(\.text), ["a"])
        XCTAssertEqual(result.issues.first?.message, "unterminated block comment")
    }

    func testRegexEndingInABackslashIsUnterminatedNotACrash() {
        for text in ["#/\\", "#/ab\\", "##/\\"] {
            let result = SwiftTokenizer.tokenize(text)
            XCTAssertEqual(result.tokens.last?.kind, .regex, text)
            XCTAssertEqual(result.issues.last?.message, "unterminated regex literal", text)
        }
    }

    func testNumbers() {
        XCTAssertEqual(kinds("1_000 0x1F 0b101 0o17 1.5e-3 0x1.8p1 3e2"), [
            "integer:1_000", "integer:0x1F", "integer:0b101", "integer:0o17", "float:1.5e-3", "float:0x1.8p1", "float:3e2",
        ])
    }

    func testTupleIndexIsNotAFloat() {
        XCTAssertEqual(kinds("t.0.1"), ["identifier:t", "punctuation:.", "integer:0", "punctuation:.", "integer:1"])
    }

    func testStringWithInterpolationAndNestedString() {
        let tokens = SwiftTokenizer.tokenize(#"x = "H:|-\(m["a"] + f("b)"))-[v]" + y"#).tokens
        XCTAssertEqual(tokens.map(\.text).last, "y")
        let string = tokens[2]
        XCTAssertEqual(string.kind, .string)
        guard case .text(let head) = string.segments[0], case .interpolation(let inner) = string.segments[1],
              case .text(let tail) = string.segments[2] else { return XCTFail("segments \(string.segments)") }
        XCTAssertEqual(head, "H:|-")
        XCTAssertEqual(inner.map(\.text), ["m", "[", "\"a\"", "]", "+", "f", "(", "\"b)\"", ")"])
        XCTAssertEqual(tail, "-[v]")
    }

    func testEscapes() {
        let token = SwiftTokenizer.tokenize(#""a\n\t\"\\\u{41}""#).tokens[0]
        XCTAssertEqual(token.plainStringValue, "a\n\t\"\\A")
    }

    func testRawStrings() {
        let tokens = SwiftTokenizer.tokenize(##"#"raw "quoted" \(not) \#(yes)"# z"##).tokens
        XCTAssertEqual(tokens.count, 2)
        XCTAssertEqual(tokens[0].kind, .string)
        guard case .text(let head) = tokens[0].segments[0], case .interpolation(let inner) = tokens[0].segments[1] else {
            return XCTFail()
        }
        XCTAssertEqual(head, #"raw "quoted" \(not) "#)
        XCTAssertEqual(inner.map(\.text), ["yes"])
        XCTAssertEqual(tokens[1].text, "z")
    }

    func testRawStringHoldingOnlyAQuoteIsOneLine() {
        let tokens = SwiftTokenizer.tokenize(##"f(text: #"""#) + g(#"\("#)"##).tokens
        XCTAssertEqual(tokens.map(\.text).filter { $0 == "(" || $0 == ")" }.count, 4, "\(tokens.map(\.text))")
        let strings = tokens.filter { $0.kind == .string }
        guard strings.count == 2, case .text(let quote) = strings[0].segments.first,
              case .text(let parenthesis) = strings[1].segments.first else {
            return XCTFail("two one-line raw strings expected: \(tokens.map(\.text))")
        }
        XCTAssertEqual(quote, "\"")
        XCTAssertEqual(parenthesis, "\\(")
    }

    func testMultilineStringStripsIndentation() {
        let source = "let s = \"\"\"\n    H:|[a]|\n      \"quoted\"\n    \"\"\"\nnext"
        let tokens = SwiftTokenizer.tokenize(source).tokens
        XCTAssertEqual(tokens[3].plainStringValue, "H:|[a]|\n  \"quoted\"")
        XCTAssertEqual(tokens[4].text, "next")
        XCTAssertEqual(tokens[4].line, 5)
        XCTAssertTrue(tokens[4].startsLine)
    }

    func testUnterminatedStringStopsAtLineEnd() {
        let result = SwiftTokenizer.tokenize("let s = \"open\nlet t = 1")
        XCTAssertEqual(result.issues.map(\.message), ["unterminated string literal"])
        XCTAssertEqual(result.tokens.map(\.text).suffix(4), ["let", "t", "=", "1"])
    }

    func testPoundKeywordsAttributesKeyPathsAndSelectors() {
        XCTAssertEqual(kinds("#if DEBUG @objc \\Foo.bar #selector(tap)"), [
            "poundKeyword:#if", "identifier:DEBUG", "punctuation:@", "identifier:objc", "punctuation:\\",
            "identifier:Foo", "punctuation:.", "identifier:bar", "poundKeyword:#selector", "punctuation:(",
            "identifier:tap", "punctuation:)",
        ])
    }

    func testPostfixUnwrapIsSplitFromFollowingOperators() {
        XCTAssertEqual(kinds("superview!.topAnchor a?.b x != y a!==b c ?? d"), [
            "identifier:superview", "operator:!", "punctuation:.", "identifier:topAnchor",
            "identifier:a", "operator:?", "punctuation:.", "identifier:b",
            "identifier:x", "operator:!=", "identifier:y",
            "identifier:a", "operator:!==", "identifier:b",
            "identifier:c", "operator:??", "identifier:d",
        ])
    }

    func testOperatorsStopAtComments() {
        XCTAssertEqual(kinds("a+/* c */b ..< ... ->"), [
            "identifier:a", "operator:+", "identifier:b", "operator:..<", "operator:...", "operator:->",
        ])
    }

    func testRegexLiteralsVersusDivision() {
        XCTAssertEqual(kinds("let r = /a+b/; let q = a / b; let z = x/y"), [
            "identifier:let", "identifier:r", "operator:=", "regex:/a+b/", "punctuation:;",
            "identifier:let", "identifier:q", "operator:=", "identifier:a", "operator:/", "identifier:b", "punctuation:;",
            "identifier:let", "identifier:z", "operator:=", "identifier:x", "operator:/", "identifier:y",
        ])
        XCTAssertEqual(kinds(##"#/a"b/# c"##), [##"regex:#/a"b/#"##, "identifier:c"])
    }

    /// A project's prefix `/` on key paths: the text between two of them has unbalanced groups, so it is no regex.
    func testSlashesAroundUnbalancedGroupsAreOperators() {
        let operators = kinds(#"filter(/\A.x == 1 && (/\A.y).f())"#)
        XCTAssertFalse(operators.contains { $0.hasPrefix("regex:") }, operators.joined(separator: " "))
        XCTAssertEqual(operators.filter { $0 == "operator:/" }.count, 2, operators.joined(separator: " "))
        XCTAssertEqual(kinds("let r = /(a|b)+/"), ["identifier:let", "identifier:r", "operator:=", "regex:/(a|b)+/"])
        XCTAssertEqual(kinds("let r = /[(]/"), ["identifier:let", "identifier:r", "operator:=", "regex:/[(]/"], "a group sign in a class counts not")
    }

    func testLinesColumnsAndSpacing() {
        let tokens = SwiftTokenizer.tokenize("a\n  bé = c").tokens
        XCTAssertEqual(tokens.map { "\($0.line):\($0.column)" }, ["1:1", "2:3", "2:7", "2:9"])
        XCTAssertTrue(tokens[1].startsLine)
        XCTAssertFalse(tokens[2].startsLine)
        XCTAssertTrue(tokens[2].spaceBefore && tokens[2].spaceAfter)
    }

    func testHostileInputNeverHangs() {
        let inputs = ["\"", "\"\"\"", "#\"", "/*", "`", "\\(", "\"\\(\"", "#", "0x", "1e", "\u{0}", "@", "\"\\u{zz}\"",
                      String(repeating: "\"\\(", count: 200), String(repeating: "(", count: 10_000)]
        for input in inputs {
            _ = SwiftTokenizer.tokenize(input)
        }
    }
}
