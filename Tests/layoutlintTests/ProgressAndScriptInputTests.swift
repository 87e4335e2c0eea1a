import Foundation
import LayoutReaders
import XCTest
@testable import layoutlint

/// The progress line's shape, script-input variable expansion and the parallel map's ordering.
final class ProgressAndScriptInputTests: XCTestCase {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ text: String) { lock.lock(); storage.append(text); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    }

    func testProgressRewritesOneLineAndClearsIt() {
        let lines = Lines()
        let progress = ProgressDisplay(total: 3) { lines.append($0) }
        progress.advance(current: "Sources/Feed/FeedCell.swift")
        progress.advance(current: "Sources/Feed/Other.swift")
        progress.advance(current: "Sources/Feed/Last.swift")
        progress.finish()
        XCTAssertEqual(lines.all.first, "\r\u{1B}[K[1/3] Sources/Feed/FeedCell.swift")
        XCTAssertTrue(lines.all.contains("\r\u{1B}[K[3/3] Sources/Feed/Last.swift"), "the last file is always drawn")
        XCTAssertEqual(lines.all.last, "\r\u{1B}[K")
    }

    func testScriptInputVariablesExpand() {
        let environment = ["SRCROOT": "/p", "TARGET_NAME": "App"]
        XCTAssertEqual(ScriptInputFiles.expandingVariables("$(SRCROOT)/${TARGET_NAME}/$TARGET_NAME.swift", environment: environment), "/p/App/App.swift")
        XCTAssertEqual(ScriptInputFiles.expandingVariables("/a$/b$(UNSET)c", environment: environment), "/a$/bc")
    }

    func testScriptInputCountsMustBeNumbers() {
        XCTAssertThrowsError(try ScriptInputFiles.paths(environment: ["SCRIPT_INPUT_FILE_COUNT": "two"]))
        XCTAssertThrowsError(try ScriptInputFiles.paths(environment: ["SCRIPT_INPUT_FILE_COUNT": "1"]))
        XCTAssertEqual(try ScriptInputFiles.paths(environment: ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": "a.swift", "SCRIPT_INPUT_FILE_1": "b.xib"]),
                       ["a.swift", "b.xib"])
    }

    func testParallelMapKeepsInputOrder() {
        let inputs = Array(0..<1000)
        XCTAssertEqual(ConcurrentFileMap.map(inputs) { $0 * 2 }, inputs.map { $0 * 2 })
    }

    func testBadBaselineIsAUsageError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try "{\"findings\": []}".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Baseline.load(file.path)) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("not a layoutlint baseline") ?? false)
        }
    }
}
