import LayoutModel

/// UIKit calls `traitCollectionDidChange(_:)` (and `viewWillTransition(to:with:)`, `willTransition(to:with:)`) when the
/// screen rotates or a size class changes. A screen that runs its size-class branch again from there and only
/// activates — `NSLayoutConstraint.activate(landscapeConstraints)` in one branch, `activate(portraitConstraints)` in
/// the other — keeps the first size class's constraints active when the second one's are added: after a rotation both
/// sets hold, and UIKit logs "Unable to simultaneously satisfy constraints" (layoutlint issue #20, item 7; Apple's
/// "Auto Layout Guide: Changing Constraints" deactivates the old set before activating the new one).
///
/// Here a hook that switches nothing off marks the size-class variants it enters as persisting (`Variant
/// .persistsAcrossTraitChanges`); the engine then checks each screen after a rotation from its other orientation with
/// both sets active. Any sign that the hook's code undoes something — `deactivate`, `isActive =` anything but `true`,
/// `removeConstraint`, a priority change, SnapKit's `remakeConstraints` / `updateConstraints` / `uninstall`, a view
/// removed, constraints updated later (`setNeedsUpdateConstraints`), in the hook or in a project method it calls by
/// name — leaves the variants as they are: the swap is then the code's, and the reader does not claim more.
extension SwiftInterpreter {
    /// Methods UIKit calls again when the size classes change.
    static let traitChangeHooks: Set<String> = ["traitCollectionDidChange", "viewWillTransition", "willTransition"]

    /// Whether the hook, or a project method it calls by name, may switch off, reprioritise or replace a constraint
    /// (SwiftConstraintUndoScan.swift).
    func mayUndoActivations(_ hook: SwiftFunctionDecl, typeName: String) -> Bool {
        SwiftConstraintUndoScan(project: project).mayUndo(hook, typeName: typeName)
    }
}
