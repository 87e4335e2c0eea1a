/// Whether a method, or a project method it calls by name, may switch a constraint off, reprioritise or replace it:
/// `deactivate`, `isActive =` anything but `true`, `removeConstraint`, a priority change, SnapKit's `remakeConstraints`
/// / `updateConstraints` / `uninstall`, a view removed, constraints updated later (`setNeedsUpdateConstraints`).
/// Where it may, a reader claims nothing about what the method's activations add up to over several runs: a
/// trait-change hook's size-class swap (SwiftTraitChangeHooks.swift) and constraints a repeated method makes again
/// (SwiftRepeatedConstraintSetups.swift) are then the code's business.
struct SwiftConstraintUndoScan {
    /// What the scan answers for, which decides what counts as undoing.
    enum Purpose {
        /// A trait-change hook's size-class swap: anything that may switch off, reprioritise, replace or update later.
        case sizeClassSwap
        /// Constraints a repeated method makes again: only what removes constraints (deactivating, removing, remaking,
        /// a view removed). A priority or a SnapKit `updateConstraints` changes what exists without removing what piles
        /// up, and `super.updateConstraints()` is UIKit's; a request for the update pass (`setNeedsUpdateConstraints`)
        /// or a layout pass (`setNeedsLayout`) is followed into the type's `updateConstraints` / `layoutSubviews`.
        case repeatedRuns
    }

    let project: SwiftProjectIndex
    var purpose = Purpose.sizeClassSwap

    /// Words whose presence in a method means it may switch a constraint off or replace it.
    static let undoingWords: Set<String> = [
        "deactivate", "deactivateConstraints", "removeConstraint", "removeConstraints", "remakeConstraints", "updateConstraints",
        "uninstall", "removeFromSuperview", "removeArrangedSubview", "priority", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "mas_remakeConstraints", "mas_updateConstraints", "autoRemoveConstraints", "autoRemove", "snp_remakeConstraints", "snp_updateConstraints",
        "snp_removeConstraints",
    ]
    /// Of those, the words that change or request rather than remove: not undoing for `.repeatedRuns`.
    static let changingWords: Set<String> = [
        "updateConstraints", "priority", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "mas_updateConstraints", "snp_updateConstraints",
    ]
    /// Requests for a pass, and the methods of the type that pass runs (`.repeatedRuns` follows them).
    static let passRequests: [String: [String]] = [
        "setNeedsUpdateConstraints": ["updateConstraints", "updateViewConstraints"],
        "updateConstraintsIfNeeded": ["updateConstraints", "updateViewConstraints"],
        "setNeedsLayout": ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews"],
        "layoutIfNeeded": ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews"],
    ]

    /// How deep the scan follows calls to the project's methods.
    static let depth = 4

    /// What a method removes, as far as the scan tells: everything it may (`all`), or only what SnapKit made on some
    /// views (`X.snp.remakeConstraints`, `X.snp.removeConstraints()`) and the constraints of views it takes out of their
    /// superview (`X.removeFromSuperview()`), by the name the code gives them (`logo` for `self.logo`).
    struct Removals {
        var all = false
        var snapKitReceivers = Set<String>()
        var removedViews = Set<String>()

        var isEmpty: Bool { !all && snapKitReceivers.isEmpty && removedViews.isEmpty }
    }

    /// Whether `method` of `typeName`, or a project method it calls by name (the type's own, or else any type's of that
    /// name; up to `depth` calls deep), may switch off, reprioritise or replace a constraint.
    func mayUndo(_ method: SwiftFunctionDecl, typeName: String) -> Bool {
        !removals(method, typeName: typeName).isEmpty
    }

    /// What `method` of `typeName`, or a project method it calls by name, may remove or replace.
    func removals(_ method: SwiftFunctionDecl, typeName: String) -> Removals {
        guard let range = method.bodyRange else { return Removals() }
        return removals(range, in: method.file, typeName: typeName, seen: [ObjectIdentifier(method)])
    }

    /// Whether the code in token range `range` of `file` (a closure's body), or a project method it calls, may switch
    /// off, reprioritise or replace a constraint.
    func mayUndo(_ range: Range<Int>, in file: SwiftFileSyntax, typeName: String) -> Bool {
        !removals(range, in: file, typeName: typeName, seen: []).isEmpty
    }

    private func removals(_ range: Range<Int>, in file: SwiftFileSyntax, typeName: String, seen: Set<ObjectIdentifier>) -> Removals {
        var seen = seen
        var found = Removals()
        var pending: [(file: SwiftFileSyntax, range: Range<Int>, depth: Int)] = [(file, range.clamped(to: 0..<file.tokens.count), 0)]
        while let (file, range, depth) = pending.popLast() {
            let tokens = file.tokens
            for index in range {
                let token = tokens[index]
                guard token.kind == .identifier else { continue }
                if purpose == .repeatedRuns, let pass = Self.passRequests[token.text], !Self.isSuperCall(at: index, in: tokens) {
                    for method in pass.flatMap({ project.methods(named: $0, in: typeName) }) {
                        guard seen.insert(ObjectIdentifier(method)).inserted, let body = method.bodyRange else { continue }
                        pending.append((method.file, body, depth + 1))
                    }
                    continue
                }
                if Self.undoingWords.contains(token.text), purpose == .sizeClassSwap || !Self.changingWords.contains(token.text),
                   purpose == .sizeClassSwap || !Self.isSuperCall(at: index, in: tokens),
                   !Self.deactivatesOnlyNewConstraints(at: index, in: tokens, until: range.upperBound) {
                    guard purpose == .repeatedRuns else { return Removals(all: true) }
                    if let view = Self.snapKitReceiver(of: index, in: tokens), ["remakeConstraints", "removeConstraints"].contains(token.text) {
                        found.snapKitReceivers.insert(view)
                    } else if token.text == "removeFromSuperview", let view = Self.receiverName(endingAt: index - 2, in: tokens), index >= 2,
                              tokens[index - 1].isSymbol(".") {
                        found.removedViews.insert(view)
                    } else {
                        return Removals(all: true)
                    }
                    continue
                }
                if token.text == "isActive" || token.text == "active", Self.assignsOtherThanTrue(after: index, in: tokens, until: range.upperBound) {
                    return Removals(all: true)
                }
                guard depth < Self.depth, index + 1 < range.upperBound, tokens[index + 1].isSymbol("("),
                      !callsPlatformType(at: index, in: tokens) else { continue }
                // The type's own method of that name, or else any project type's (a helper object the method calls),
                // taking as many arguments as the call passes. For repeated runs only the object's own methods called on
                // itself: a project method that shares a name with a call on something else (`animate`, `offset`) is not
                // what runs.
                let onItself = index < 2 || !tokens[index - 1].isSymbol(".") || tokens[index - 2].isWord("self")
                if purpose == .repeatedRuns, !onItself { continue }
                var callees = project.methods(named: token.text, in: typeName)
                if callees.isEmpty, purpose == .sizeClassSwap { callees = project.typeOrder.flatMap { project.types[$0]?.functions(named: token.text) ?? [] } }
                let passed = Self.argumentCount(openingAt: index + 1, in: tokens, until: range.upperBound)
                for callee in callees where Self.accepts(callee, arguments: passed) {
                    guard seen.insert(ObjectIdentifier(callee)).inserted, let body = callee.bodyRange else { continue }
                    pending.append((callee.file, body, depth + 1))
                }
            }
        }
        return found
    }

    /// The view of `view.snp.remakeConstraints` whose method name is at `index`, by its last name (`logo` for
    /// `self.logo.snp…`); nil when the receiver is no plain name.
    private static func snapKitReceiver(of index: Int, in tokens: [SwiftToken]) -> String? {
        guard index >= 4, tokens[index - 1].isSymbol("."), tokens[index - 2].isWord("snp"), tokens[index - 3].isSymbol(".") else { return nil }
        return receiverName(endingAt: index - 4, in: tokens)
    }

    /// The name a receiver ending at `index` is given: `logo` for `logo` or `self.logo`; nil for anything else (`$0`, a call).
    private static func receiverName(endingAt index: Int, in tokens: [SwiftToken]) -> String? {
        guard index >= 0, tokens[index].kind == .identifier, !tokens[index].isWord("self") else { return nil }
        if index >= 2, tokens[index - 1].isSymbol(".") { return tokens[index - 2].isWord("self") ? tokens[index].text : nil }
        return tokens[index].text
    }

    /// Whether `NSLayoutConstraint.deactivate([…])` at `index` lists only constraints it makes there
    /// (`a.topAnchor.constraint(equalTo: b.topAnchor)`): new objects, never active, so it removes nothing — a common
    /// misreading of `deactivate` (vy2000eng/Studify-uikit-swift @e2c90074, a cell's configure method).
    private static func deactivatesOnlyNewConstraints(at index: Int, in tokens: [SwiftToken], until end: Int) -> Bool {
        guard tokens[index].text == "deactivate", index + 2 < end, tokens[index + 1].isSymbol("("), tokens[index + 2].isSymbol("[") else {
            return false
        }
        var depth = 0, elementMakesOne = false, elementHasTokens = false, listed = 0
        for position in (index + 2)..<end {
            let token = tokens[position]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                depth += 1
                if depth == 1 { continue }
            }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                depth -= 1
                if depth == 0 { return (elementMakesOne || !elementHasTokens) && listed + (elementMakesOne ? 1 : 0) > 0 }
            }
            if depth == 1, token.isSymbol(",") {
                guard elementMakesOne else { return false }
                listed += 1
                elementMakesOne = false
                elementHasTokens = false
                continue
            }
            elementHasTokens = true
            if token.isWord("constraint"), tokens[position - 1].isSymbol("."), position + 1 < end, tokens[position + 1].isSymbol("(") {
                elementMakesOne = true
            }
        }
        return false
    }

    /// Whether the name at `index` is called on `super` (`super.updateConstraints()`).
    private static func isSuperCall(at index: Int, in tokens: [SwiftToken]) -> Bool {
        index >= 2 && tokens[index - 1].isSymbol(".") && tokens[index - 2].isWord("super")
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
