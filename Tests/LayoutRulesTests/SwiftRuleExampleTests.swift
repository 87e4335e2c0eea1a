import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// Every rule on Swift source: a snippet it must flag and one it must accept, read by the Swift reader.
final class SwiftRuleExampleTests: XCTestCase {
    private func diagnostics(_ ruleID: String, _ source: String) throws -> [Diagnostic] {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: ruleID))
        let result = SwiftSourceReader().read([SourceFile(path: "Example.swift", text: source)])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [], "the example must read")
        return Linter(rules: [rule]).lint(result.scenes).filter { $0.ruleID == ruleID }
    }

    /// A view controller whose viewDidLoad holds `body`, with `views` declared as properties.
    private func controller(_ views: String, _ body: String) -> String {
        """
        import UIKit
        final class ExampleViewController: UIViewController {
        \(views)
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
    }

    private func cell(_ body: String) -> String {
        """
        import UIKit
        final class ExampleCell: UITableViewCell {
            let author = UILabel()
            let quote = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                [author, quote].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview($0)
                }
        \(body)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    private let box = "    let box = UIView()\n    let label = UILabel()"
    private let setUp = """
                [box, label].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview($0)
                }
        """

    private func assertFlags(_ ruleID: String, _ source: String, line: UInt = #line) throws {
        let found = try diagnostics(ruleID, source)
        XCTAssertFalse(found.isEmpty, "\(ruleID) should flag:\n\(source)", line: line)
        XCTAssertTrue(found.allSatisfy { $0.location.file == "Example.swift" && $0.location.line > 1 }, line: line)
    }

    private func assertAccepts(_ ruleID: String, _ source: String, line: UInt = #line) throws {
        XCTAssertEqual(try diagnostics(ruleID, source).map(\.message), [], "\(ruleID) should accept:\n\(source)", line: line)
    }

    func testMissingVerticalChain() throws {
        let chain = """
                NSLayoutConstraint.activate([
                    author.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    author.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    quote.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    quote.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        """
        try assertFlags("missing_vertical_chain_in_code", cell(chain + "\n        ])"))
        try assertAccepts("missing_vertical_chain_in_code", cell(chain + "\n            quote.topAnchor.constraint(equalTo: author.bottomAnchor, constant: 8),\n        ])"))
    }

    func testUnsatisfiableConstraints() throws {
        let base = """
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 40),
                    box.widthAnchor.constraint(equalToConstant: 100),
        """
        try assertFlags("unsatisfiable_constraints", controller(box, setUp + base + "\n            box.widthAnchor.constraint(equalToConstant: 200),\n        ])"))
        let lowered = "\n        let wide = box.widthAnchor.constraint(equalToConstant: 200)\n        wide.priority = .defaultHigh\n        wide.isActive = true\n"
        try assertAccepts("unsatisfiable_constraints", controller(box, setUp + base + "\n        ])" + lowered))
    }

    func testAmbiguousLayout() throws {
        let base = """
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                box.widthAnchor.constraint(equalToConstant: 50).isActive = true
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        """
        try assertFlags("ambiguous_layout", controller(box, setUp + base))
        try assertAccepts("ambiguous_layout", controller(box, setUp + base + "\n        box.heightAnchor.constraint(equalToConstant: 50).isActive = true"))
    }

    func testAnchorMixing() throws {
        let mixed = "        NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1, constant: 8).isActive = true"
        try assertFlags("anchor_mixing", controller(box, setUp + mixed))
        try assertAccepts("anchor_mixing", controller(box, setUp + mixed.replacingOccurrences(of: ".left,", with: ".leading,")))
    }

    func testAutoresizingMaskLeftOn() throws {
        let body = """
                view.addSubview(box)
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
        """
        try assertFlags("autoresizing_mask_constraints", controller("    let box = UIView()", body))
        try assertAccepts("autoresizing_mask_constraints", controller("    let box = UIView()", "        box.translatesAutoresizingMaskIntoConstraints = false\n" + body))
    }

    func testNoCommonAncestor() throws {
        let body = """
                let orphan = UIView()
                orphan.translatesAutoresizingMaskIntoConstraints = false
                orphan.widthAnchor.constraint(equalTo: box.widthAnchor).isActive = true
        """
        try assertFlags("no_common_ancestor", controller(box, setUp + body))
        try assertAccepts("no_common_ancestor", controller(box, setUp + "        let orphan = UIView()\n        view.addSubview(orphan)\n" + body.split(separator: "\n").dropFirst().joined(separator: "\n")))
    }

    func testUnsafeAreaEdge() throws {
        let pin = "        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true"
        try assertFlags("unsafe_area_edge", controller(box, setUp + pin))
        try assertAccepts("unsafe_area_edge", controller(box, setUp + pin.replacingOccurrences(of: "view.topAnchor", with: "view.safeAreaLayoutGuide.topAnchor")))
    }

    func testDeprecatedLayoutGuide() throws {
        let pin = "        label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true"
        try assertFlags("deprecated_layout_guide", controller(box, setUp + pin))
        try assertAccepts("deprecated_layout_guide", controller(box, setUp + pin.replacingOccurrences(of: "topLayoutGuide.bottomAnchor", with: "view.safeAreaLayoutGuide.topAnchor")))
    }

    func testDuplicateConstraint() throws {
        let pin = "        label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8).isActive = true\n"
        try assertFlags("duplicate_constraint", controller(box, setUp + pin + pin))
        try assertFlags("duplicate_constraint", controller(box, setUp + pin
            + "        box.trailingAnchor.constraint(equalTo: label.leadingAnchor, constant: -8).isActive = true\n"))
        try assertAccepts("duplicate_constraint", controller(box, setUp + pin
            + "        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8).isActive = true\n"))
    }

    func testConstantSign() throws {
        let pin = "        box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 16).isActive = true"
        try assertFlags("constant_sign", controller(box, setUp + pin))
        try assertAccepts("constant_sign", controller(box, setUp + pin.replacingOccurrences(of: "constant: 16", with: "constant: -16")))
    }
}
