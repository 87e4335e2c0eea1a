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

    /// Words whose presence in a method means it may switch a constraint off or replace it.
    static let undoingWords: Set<String> = [
        "deactivate", "deactivateConstraints", "removeConstraint", "removeConstraints", "remakeConstraints", "updateConstraints",
        "uninstall", "removeFromSuperview", "removeArrangedSubview", "priority", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
    ]

    /// How deep the scan follows calls to the project's methods.
    static let undoScanDepth = 4

    /// Whether the hook, or a project method it calls by name (the type's own, or else any type's of that name; up to
    /// `undoScanDepth` calls deep), may switch off,
    /// reprioritise or replace a constraint.
    func mayUndoActivations(_ hook: SwiftFunctionDecl, typeName: String) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var pending: [(SwiftFunctionDecl, Int)] = [(hook, 0)]
        while let (function, depth) = pending.popLast() {
            guard seen.insert(ObjectIdentifier(function)).inserted, let range = function.bodyRange else { continue }
            let tokens = function.file.tokens
            for index in range {
                let token = tokens[index]
                guard token.kind == .identifier else { continue }
                if Self.undoingWords.contains(token.text) { return true }
                if token.text == "isActive" || token.text == "active", Self.assignsOtherThanTrue(after: index, in: tokens, until: range.upperBound) {
                    return true
                }
                guard depth < Self.undoScanDepth, index + 1 < range.upperBound, tokens[index + 1].isSymbol("("),
                      !callsPlatformType(at: index, in: tokens) else { continue }
                // The type's own method of that name, or else any project type's (a helper object the hook calls),
                // taking as many arguments as the call passes.
                var callees = project.methods(named: token.text, in: typeName)
                if callees.isEmpty { callees = project.typeOrder.flatMap { project.types[$0]?.functions(named: token.text) ?? [] } }
                let passed = Self.argumentCount(openingAt: index + 1, in: tokens, until: range.upperBound)
                for callee in callees where Self.accepts(callee, arguments: passed) { pending.append((callee, depth + 1)) }
            }
        }
        return false
    }

    /// How many arguments the call whose `(` is at `open` passes (its top-level commas, plus one unless empty).
    private static func argumentCount(openingAt open: Int, in tokens: [SwiftToken], until end: Int) -> Int {
        var depth = 0, commas = 0, index = open
        while index < end {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                depth -= 1
                if depth == 0 { return index == open + 1 ? 0 : commas + 1 }
            }
            if depth == 1, token.isSymbol(",") { commas += 1 }
            index += 1
        }
        return commas + 1
    }

    /// Whether `function` can take `count` arguments (those with default values may be left out).
    private static func accepts(_ function: SwiftFunctionDecl, arguments count: Int) -> Bool {
        count <= function.parameters.count && function.parameters.filter({ $0.defaultValue == nil }).count <= count
    }

    /// Whether the call at `index` is a static one on a type the project does not declare (`NSLayoutConstraint.activate(`):
    /// the platform's, whatever project method shares its name.
    private func callsPlatformType(at index: Int, in tokens: [SwiftToken]) -> Bool {
        guard index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier,
              let first = tokens[index - 2].text.first, first.isUppercase else { return false }
        return project.types[tokens[index - 2].text] == nil
    }

    /// Whether the token at `index` is assigned (`= value`) something other than the literal `true`.
    private static func assignsOtherThanTrue(after index: Int, in tokens: [SwiftToken], until end: Int) -> Bool {
        guard index + 1 < end, tokens[index + 1].isSymbol("=") else { return false }
        return !(index + 2 < end && tokens[index + 2].isWord("true"))
    }
}
