import LayoutModel

/// `missing_vertical_chain` for layouts read from Swift and Objective-C code, opt-in. What sizes a view in code is
/// often in code the readers do not follow or cannot tie to it (the section of a compositional layout that shows a
/// cell, a method its callers run, a table subclass's maker, frames): on held-out apps of rounds 41 to 43, 35 of 53
/// such findings were false (against 3 of 15 in Interface Builder documents), far above the 10 % a default rule may
/// have. Turned on, it checks code as the default rule checks documents; `--assume-complete` makes it stricter still.
public struct MissingVerticalChainInCodeRule: LintRule {
    public init() {}

    public var description: RuleDescription { Self.codeDescription }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        MissingVerticalChainRule(checksCode: true).check(analysis)
    }

    static let codeDescription = RuleDescription(
        id: "missing_vertical_chain_in_code", name: "Missing vertical chain (code)", severity: .error,
        rationale: """
            missing_vertical_chain for cells and containers laid out in Swift or Objective-C code: a self-sizing \
            cell, or a container whose height is meant to come from its content, needs an unbroken chain of \
            constraints from its top edge to its bottom edge. Opt-in: in code, what sizes a view is often where \
            the readers cannot see it (35 of 53 findings judged on held-out apps were false).
            """,
        triggeringExamples: [
            codeCell(title: "quote", constraints: "quote.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),"),
            codeCell(title: "author", constraints: "author.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),"),
            codeCell(title: "caption", constraints: "caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),"),
        ],
        nonTriggeringExamples: [
            codeCell(title: "quote", constraints: """
                quote.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                            quote.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                """),
            codeCell(title: "author", constraints: """
                author.topAnchor.constraint(equalTo: contentView.topAnchor),
                            author.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                """),
            codeCell(title: "caption", constraints: """
                caption.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 4),
                            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                """),
        ],
        isOptIn: true)

    /// A self-sizing table cell whose label `title` is placed by `constraints` (and its leading and trailing edges).
    private static func codeCell(title: String, constraints: String) -> String {
        """
        import UIKit

        final class ExampleCell: UITableViewCell {
            private let \(title) = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                \(title).translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(\(title))
                NSLayoutConstraint.activate([
                    \(constraints)
                    \(title).leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    \(title).trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }
}
