/// Cells that answer their own size. UIKit asks a self-sizing cell for its size through
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` (collection views through
/// `preferredLayoutAttributesFitting(_:)`); a cell whose content has no constraints to answer with is measured by its
/// `sizeThatFits(_:)` ("if you're not using Auto Layout … override sizeThatFits", WWDC 2014 session 226, "What's New
/// in Table and Collection Views"). A cell class that overrides one of them sizes its rows in code: its content
/// view's height does not come from a chain of constraints, and no rule may ask for one.
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

    /// Whether the class or one of its project superclasses overrides a sizing method.
    func sizesItselfInCode(_ name: String) -> Bool {
        lineage(of: name).contains { info in
            info.functions.contains { Self.sizingMethodNames.contains($0.name) && $0.modifiers.contains("override") }
        }
    }
}
