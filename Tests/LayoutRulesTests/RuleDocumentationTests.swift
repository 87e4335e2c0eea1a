import Foundation
import LayoutRules
import XCTest

/// Rules/ is generated from the rules' descriptions; this fails when it is stale.
/// `LAYOUTLINT_WRITE_RULES=1 swift test --filter RuleDocumentationTests` rewrites it.
final class RuleDocumentationTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Rules")

    func testRulesFolderIsCurrent() throws {
        var expected: [String: String] = [
            "README.md": RuleDocumentation.index(RuleRegistry.all.map(\.description), toolRules: ToolRules.all),
        ]
        for description in RuleRegistry.allDescriptions {
            expected["\(description.id).md"] = RuleDocumentation.markdown(description)
        }
        if ProcessInfo.processInfo.environment["LAYOUTLINT_WRITE_RULES"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in expected {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(Set(present), Set(expected.keys), "Rules/ has pages for rules that do not exist, or lacks some")
        for (name, text) in expected {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(onDisk, text, "Rules/\(name) is stale")
        }
    }

    func testEveryPageShowsItsExamples() throws {
        for description in RuleRegistry.allDescriptions {
            let page = RuleDocumentation.markdown(description)
            XCTAssertTrue(page.contains("## Triggering examples"))
            XCTAssertEqual(page.components(separatedBy: "```").count - 1,
                           2 * (description.triggeringExamples.count + description.nonTriggeringExamples.count + description.sourceExamples.count))
            for example in description.sourceExamples {
                XCTAssertTrue(page.contains("```\(example.language.fence)\n" + example.text.trimmingCharacters(in: .newlines) + "\n```"),
                              "\(description.id): a \(example.language.displayName) example is missing from its page")
            }
            XCTAssertEqual(page.contains("`↓` stands just before"), description.sourceExamples.contains { $0.text.contains("↓") },
                           "\(description.id): the page explains ↓ exactly when it shows one")
        }
    }

    func testRuleIDsAreUnique() {
        let ids = RuleRegistry.allDescriptions.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count)
    }
}
