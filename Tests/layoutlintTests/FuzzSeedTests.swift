import Foundation
import XCTest
@testable import layoutlint

/// Runs every fuzz target's entry (scripts/fuzz/FuzzEntries.swift, the same code libFuzzer calls) in-process over
/// its seeds in Fixtures/, each whole and cut short at a few places, so a seed that traps or breaks an entry's
/// checks fails here without the fuzzing toolchain. The long campaigns are `scripts/fuzz.sh run` (docs/limits.md).
final class FuzzSeedTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testEveryTargetHasSeedsAndRunsOverThem() throws {
        for target in FuzzEntries.targets {
            let seeds = try seedTexts(endingIn: target.seedSuffixes)
            XCTAssertFalse(seeds.isEmpty, "no seed in Fixtures for the \(target.name) fuzz target")
            for seed in seeds {
                target.run(seed)
            }
            // Cut short: unterminated strings, tags and brackets, as libFuzzer's first mutations make them.
            let deadline = Date().addingTimeInterval(2)
            for seed in seeds where Date() < deadline {
                let bytes = Array(seed.utf8)
                for cut in [bytes.count / 3, bytes.count / 2, bytes.count * 5 / 6] {
                    target.run(String(decoding: bytes[..<cut], as: UTF8.self))
                }
            }
        }
    }

    func testTargetsMatchTheFuzzScript() throws {
        let script = try String(contentsOf: fixtures.deletingLastPathComponent().appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)
        let line = try XCTUnwrap(script.split(separator: "\n").first { $0.hasPrefix("TARGETS=") })
        XCTAssertEqual(line, "TARGETS=\"\(FuzzEntries.targets.map(\.name).joined(separator: " "))\"")
    }

    private func seedTexts(endingIn suffixes: [String]) throws -> [String] {
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { file in suffixes.contains { file.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
            .map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
    }
}
