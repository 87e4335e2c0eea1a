import Foundation
import XCTest

/// The command line the SwiftPM plugins hand to layoutlint (Plugins/…/LayoutLintPluginArguments.swift, linked here).
final class PluginArgumentTests: XCTestCase {
    func testLintArgumentsNameEveryFileAfterADoubleDash() {
        XCTAssertEqual(
            LayoutLintPluginArguments.lint(files: ["/p/Sources/B.swift", "/p/Sources/-odd.xib"], configuration: "/p/.layoutlint.json",
                                           cachePath: "/work/cache.json", extra: ["--strict"]),
            ["lint", "--config", "/p/.layoutlint.json", "--cache-path", "/work/cache.json", "--force-exclude", "--strict",
             "--", "/p/Sources/-odd.xib", "/p/Sources/B.swift"])
        XCTAssertEqual(LayoutLintPluginArguments.lint(files: ["a.swift"], configuration: nil, cachePath: nil),
                       ["lint", "--force-exclude", "--", "a.swift"])
    }

    func testOnlyFilesLayoutlintReadsAreHandedOver() {
        let names = ["A.swift", "B.xib", "C.storyboard", "D.layout", "E.layout.json", "F.json", "G.m", "H.swiftinterface"]
        XCTAssertEqual(names.filter { LayoutLintPluginArguments.isLintable(URL(fileURLWithPath: "/p/" + $0)) },
                       ["A.swift", "B.xib", "C.storyboard", "D.layout", "E.layout.json"])
    }

    func testUnknownTargetIsAnError() {
        XCTAssertNil(LayoutLintPluginArguments.unknownTargetsMessage(named: [], available: ["FeedUI"]))
        XCTAssertNil(LayoutLintPluginArguments.unknownTargetsMessage(named: ["FeedUI"], available: ["FeedUI", "App"]))
        XCTAssertEqual(LayoutLintPluginArguments.unknownTargetsMessage(named: ["Nope"], available: ["FeedUI", "App"]),
                       "no target named 'Nope' in this package (targets: App, FeedUI)")
        XCTAssertEqual(LayoutLintPluginArguments.unknownTargetsMessage(named: ["feedui", "App"], available: ["FeedUI", "App"]),
                       "no target named 'feedui' in this package; did you mean 'FeedUI'? (targets: App, FeedUI)")
    }
}
