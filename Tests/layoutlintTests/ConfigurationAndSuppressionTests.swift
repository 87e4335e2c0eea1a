import Foundation
import XCTest
@testable import layoutlint

/// `.layoutlint.json` and inline suppressions, through the command line.
final class ConfigurationAndSuppressionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("screens"), withIntermediateDirectories: true)
        // constant_sign is opt-in; these tests use it as an everyday warning.
        try #"{"opt_in_rules": ["constant_sign"]}"#.write(to: folder.appendingPathComponent(".layoutlint.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func lint(_ extra: [String] = []) -> (ExitCode, String) {
        let (code, output) = LayoutLint.run(["lint", "--quiet", folder.appendingPathComponent("screens").path] + extra)
        return (code, output.standardOutput + output.standardError)
    }

    private let layout = """
        root r
        view a in r
        a.top == r.top + 8
        a.top == r.top + 8
        a.trailing == r.trailing + 16
        """

    func testSuppressionsOfEachKind() throws {
        try write(layout, to: "screens/a.layout")
        var (_, output) = lint()
        XCTAssertTrue(output.contains(":4:1: warning:") && output.contains("(duplicate_constraint)"), output)
        XCTAssertTrue(output.contains(":5:1: warning:") && output.contains("(constant_sign)"), output)

        try write(layout.replacingOccurrences(of: "a.top == r.top + 8\na.top", with: "a.top == r.top + 8\n# layoutlint:disable:next duplicate_constraint\na.top"),
                  to: "screens/a.layout")
        (_, output) = lint()
        XCTAssertFalse(output.contains("(duplicate_constraint)"), output)
        XCTAssertTrue(output.contains("(constant_sign)"))

        try write(layout.replacingOccurrences(of: "r.trailing + 16", with: "r.trailing + 16 # layoutlint:disable:this constant_sign"),
                  to: "screens/a.layout")
        (_, output) = lint()
        XCTAssertFalse(output.contains("(constant_sign)"), output)

        try write("# layoutlint:disable all\n" + layout + "\n# layoutlint:enable all\n", to: "screens/a.layout")
        (_, output) = lint()
        XCTAssertEqual(output, "")
    }

    func testUnusedAndUnknownSuppressionsAreReported() throws {
        try write("# layoutlint:disable:next constant_sign\nroot r\n# layoutlint:disable:this no_such_rule\n", to: "screens/a.layout")
        let (_, output) = lint()
        XCTAssertTrue(output.contains("a.layout:1:3: warning: this suppression of constant_sign suppresses nothing; remove it (unused_suppression)"), output)
        XCTAssertTrue(output.contains("a.layout:3:3: warning: unknown rule no_such_rule in a layoutlint suppression (unused_suppression)"), output)
    }

    func testConfigurationDisablesRulesChangesSeverityAndExcludesPaths() throws {
        try write(layout, to: "screens/a.layout")
        try write(layout, to: "screens/b.layout")
        try write("""
            {"disabled_rules": ["duplicate_constraint"], "opt_in_rules": ["constant_sign"], "severity": {"constant_sign": "error"}, "excluded": ["screens/b.layout"]}
            """, to: ".layoutlint.json")
        let (code, output) = lint()
        XCTAssertEqual(code, .lintErrors, output)
        XCTAssertFalse(output.contains("(duplicate_constraint)"), output)
        XCTAssertTrue(output.contains("a.layout:5:1: error:"), output)
        XCTAssertFalse(output.contains("b.layout"), output)
        XCTAssertEqual(lint(["--no-config"]).0, .success)
    }

    func testOptInRuleRunsOnlyWhenEnabled() throws {
        try write("root r\nview a in r\na.leading == r.leading\na.right == r.right\na.top == r.top\na.height == 1\n", to: "screens/a.layout")
        XCTAssertFalse(lint().1.contains("(mixed_direction_attributes)"))
        try write("{\"opt_in_rules\": [\"mixed_direction_attributes\"]}", to: ".layoutlint.json")
        XCTAssertTrue(lint().1.contains("(mixed_direction_attributes)"))
    }

    /// The Swift reader's own `no_common_ancestor` finding (activation before `addSubview`) follows the opt-in rule:
    /// silent by default, reported once the configuration enables the rule (round 60: it fired while the rule was off).
    func testReaderFindingUnderOptInRuleFollowsTheRule() throws {
        try write("""
            import UIKit
            final class TileView: UIView {
                private let badge = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: leadingAnchor)])
                    addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, to: "screens/TileView.swift")
        try write("{}", to: ".layoutlint.json")
        XCTAssertFalse(lint().1.contains("(no_common_ancestor)"), lint().1)
        try write("{\"opt_in_rules\": [\"no_common_ancestor\"]}", to: ".layoutlint.json")
        let (code, output) = lint()
        XCTAssertTrue(output.contains("TileView.swift:7:"), output)
        XCTAssertTrue(output.contains("activated before it is added to a superview"), output)
        XCTAssertEqual(code, .lintErrors, output)
    }

    func testBadConfigurationIsAUsageError() throws {
        try write("root r\n", to: "screens/a.layout")
        for (text, message) in [("{\"disabled_rules\": [\"nope\"]}", "unknown rule 'nope'"),
                                ("{\"colour\": 1}", "unknown key \"colour\""),
                                ("[1, 2", "not valid JSON"),
                                ("{\"devices\": [\"Nokia 3310\"]}", "unknown device 'Nokia 3310'"),
                                ("{\"severity\": {\"constant_sign\": \"fatal\"}}", "must be \"error\" or \"warning\"")] {
            try write(text, to: ".layoutlint.json")
            let (code, output) = lint()
            XCTAssertEqual(code, .usageOrInput, text)
            XCTAssertTrue(output.contains(message), "\(text): \(output)")
        }
    }
}
