/// Cells that answer their own size. UIKit asks a self-sizing cell for its size through
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` (collection views through
/// `preferredLayoutAttributesFitting(_:)`); a cell whose content has no constraints to answer with is measured by its
/// `sizeThatFits(_:)` ("if you're not using Auto Layout … override sizeThatFits", WWDC 2014 session 226, "What's New
/// in Table and Collection Views"). A cell class that overrides one of them sizes its rows in code: its content
/// view's height does not come from a chain of constraints, and no rule may ask for one.
///
/// So does a cell class that computes its own height for its table (`static func height(containerWidth:…)`,
/// `class var cellHeight`): its table shows it at that height (`heightForRowAt` returning the class's answer), not at
/// the height its constraints would give (horizontalsystems/unstoppable-wallet-ios @426cdf59: rows built with the
/// cell class's `height(…)`, held-out round 8 R). An estimate (`estimatedHeight`) is not such an answer.
extension SwiftProjectIndex {
    /// The methods through which a cell tells UIKit its size.
    static let sizingMethodNames: Set<String> = ["sizeThatFits", "systemLayoutSizeFitting", "preferredLayoutAttributesFitting"]

    /// The project's cell classes (last name component) that override, or inherit from a project class that
    /// overrides, one of `sizingMethodNames`.
    func cellsSizedByTheirCode() -> Set<String> {
        var found = Set<String>()
        for name in typeOrder where role(of: name) == .cell && sizesItselfInCode(name) {
            found.insert(ProjectFacts.classKey(name))
        }
        return found
    }

    /// Whether the class or one of its project superclasses overrides a sizing method or states its own height.
    func sizesItselfInCode(_ name: String) -> Bool {
        lineage(of: name).contains { info in
            info.functions.contains { function in
                (Self.sizingMethodNames.contains(function.name) && function.modifiers.contains("override"))
                    || (function.isStatic && !Self.isPrivate(function.modifiers) && Self.isOwnHeightFunction(function.name))
            } || info.properties.contains { $0.isStatic && !$0.isPrivate && Self.ownHeightProperties.contains($0.name) }
        }
    }

    /// Static properties a table reads for a row's height; a cell's other constants (`iconHeight`) are its own.
    static let ownHeightProperties: Set<String> = ["height", "cellHeight", "rowHeight", "preferredHeight", "defaultHeight", "fixedHeight"]

    /// `height(…)`, `heightFor…(…)`, `cellHeight(…)`: a function giving the height of the class's rows (not an estimate).
    static func isOwnHeightFunction(_ name: String) -> Bool {
        !name.lowercased().contains("estimated") && (name.hasPrefix("height") || name.hasSuffix("Height"))
    }

    /// A private member cannot be what another type (the table's delegate) asks.
    static func isPrivate(_ modifiers: [String]) -> Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }
}
