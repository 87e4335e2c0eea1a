import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// Every rule's own examples: triggering ones must be flagged by that rule, the others must not.
final class RuleExampleTests: XCTestCase {
    /// A rule's `.layout` example (its Swift, Objective-C and Interface Builder ones are SourceExampleTests').
    static func diagnostics(_ rule: any LintRule, _ example: String) -> (reader: [Diagnostic], rule: [Diagnostic]) {
        let result = LayoutTextReader().read(SourceFile(path: "example.layout", text: example))
        return (result.diagnostics, Linter(rules: [rule]).lint(result.scenes))
    }

    /// `.layout` and source examples together: the rule that checks only code has nothing but source examples.
    func testEveryRuleHasThreeExamplesOfEachKind() {
        for rule in RuleRegistry.all {
            let description = rule.description
            let sources = description.sourceExamples
            XCTAssertGreaterThanOrEqual(description.triggeringExamples.count + sources.filter(\.triggers).count, 3, description.id)
            XCTAssertGreaterThanOrEqual(description.nonTriggeringExamples.count + sources.filter { !$0.triggers }.count, 3, description.id)
        }
    }

    func testRuleIdentifiersAreUniqueSnakeCase() {
        let ids = RuleRegistry.all.map(\.description.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" }, id)
        }
    }

    func testTriggeringExamplesAreFlagged() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let (reader, found) = Self.diagnostics(rule, example)
                XCTAssertEqual(reader, [], "\(rule.description.id): example does not read:\n\(example)")
                XCTAssertTrue(found.contains { $0.ruleID == rule.description.id },
                              "\(rule.description.id) should flag:\n\(example)")
                XCTAssertTrue(found.allSatisfy { $0.location.line >= 1 }, "\(rule.description.id): every diagnostic has a line")
            }
        }
    }

    func testNonTriggeringExamplesAreAccepted() {
        for rule in RuleRegistry.all {
            for example in rule.description.nonTriggeringExamples {
                let (reader, found) = Self.diagnostics(rule, example)
                XCTAssertEqual(reader, [], "\(rule.description.id): example does not read:\n\(example)")
                XCTAssertEqual(found.map(\.message), [], "\(rule.description.id) should accept:\n\(example)")
            }
        }
    }
}
