import XCTest
@testable import LayoutReaders

/// One stray bracket stays local: a closer pairs with the nearest opener of its kind, closing those left inside it,
/// for a file and for a string interpolation's tokens alike (both use `SwiftBracketMatching`).
final class SwiftBracketMatchingTests: XCTestCase {
    private func tokens(_ text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(text: text)
        return tokenizer.run()
    }

    func testACloserPairsWithTheNearestOpenerOfItsKind() {
        let list = tokens("f(a[b) + g(c)")
        let brackets = SwiftBracketMatching(list)
        let open = list.firstIndex { $0.text == "(" }!, square = list.firstIndex { $0.text == "[" }!
        let close = list.firstIndex { $0.text == ")" }!
        XCTAssertEqual(brackets.matches[open], close)
        XCTAssertEqual(brackets.matches[square], close, "the unclosed '[' ends where its enclosing '(' does")
        XCTAssertEqual(brackets.issues.map(\.message), ["unbalanced '['"])
        let second = list.lastIndex { $0.text == "(" }!
        XCTAssertEqual(brackets.matches[second], list.lastIndex { $0.text == ")" }!)
    }

    func testStrayClosersAndUnclosedOpenersAreReported() {
        let list = tokens("a) + {b")
        let brackets = SwiftBracketMatching(list)
        XCTAssertEqual(brackets.matches[list.firstIndex { $0.text == "{" }!], list.count)
        XCTAssertEqual(brackets.issues.map(\.message), ["unexpected ')'", "'{' is never closed"])
    }

    func testAFileKeepsTheIssuesAndAnInterpolationOnlyThePairs() {
        let file = SwiftFileSyntax.parse(path: "Stray.swift", text: "let x = f(a[b)\n")
        XCTAssertEqual(file.diagnostics.map(\.message), ["unbalanced '['"])
        let list = tokens("f(a[b)")
        XCTAssertEqual(SwiftParser(file: file, tokens: list).matchIndex(list.firstIndex { $0.text == "[" }!), list.firstIndex { $0.text == ")" }!)
    }
}
