/// Constraint outlets (`@IBOutlet var widthConstraint: NSLayoutConstraint!`) whose constant, priority or activation
/// the class's code changes (`widthConstraint.constant = available - 32`, `isActive = false`,
/// `NSLayoutConstraint.deactivate([widthConstraint])`), in any of its methods, read or not: the value the nib
/// draws holds only until that code runs, so the nib's reader must not treat it as a fact (`ProjectFacts`).
extension SwiftProjectIndex {
    /// The members of a constraint an assignment to which changes what it says.
    static let changingMembers: Set<String> = ["constant", "isActive", "priority", "active"]

    /// Per class (last name component), its constraint outlets that its code changes.
    func constraintOutletsChangedInCode() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var declaringClasses: [String: Set<String>] = [:]
        for name in typeOrder {
            guard let info = types[name] else { continue }
            let outlets = Set(info.properties.filter { property in
                property.attributes.contains("IBOutlet") && (property.typeName ?? "").contains("NSLayoutConstraint")
            }.map(\.name))
            guard !outlets.isEmpty else { continue }
            for outlet in outlets { declaringClasses[outlet, default: []].insert(ProjectFacts.classKey(name)) }
            var changed = Set<String>()
            for function in info.functions + info.properties.compactMap(\.didSet) {
                changed.formUnion(Self.changedConstraints(in: function, among: outlets))
            }
            if !changed.isEmpty { result[ProjectFacts.classKey(name), default: []].formUnion(changed) }
        }
        // Another object's code changes them too: a data source switching a dequeued cell's outlets in `cellForRowAt`
        // (`cell.leadingConstraint.isActive = false`; NiravPatel-IOS/Chat @7b1dbf4d, held-out round 79). The receiver's
        // class is not worked out: every class declaring an outlet of that name counts.
        let outletNames = Set(declaringClasses.keys)
        for file in files where !outletNames.isEmpty {
            for function in file.codeBodies {
                for outlet in Self.outletsChangedOnOtherObjects(in: function, among: outletNames) {
                    for owner in declaringClasses[outlet] ?? [] { result[owner, default: []].insert(outlet) }
                }
            }
        }
        // A subclass's nib connects the outlets its superclass declares and changes (bwake2012/OpenLibraryBrowser,
        // held-out round 62: a segmented cell's open and closed constraints, outlet collections of its base class).
        for name in typeOrder {
            for ancestor in lineage(of: name).dropFirst() {
                if let changed = result[ProjectFacts.classKey(ancestor.name)] { result[ProjectFacts.classKey(name), default: []].formUnion(changed) }
            }
        }
        return result
    }

    /// Of `outlets`, those the function's body assigns a changing member of (`x.constant =`, `self.x?.isActive =`)
    /// or hands to `NSLayoutConstraint.activate`/`deactivate`.
    private static func changedConstraints(in function: SwiftFunctionDecl, among outlets: Set<String>) -> Set<String> {
        guard let range = function.bodyRange else { return [] }
        let tokens = function.file.tokens
        var found = Set<String>()
        var insideActivation = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.text == "activate" || token.text == "deactivate", index + 1 < range.upperBound, tokens[index + 1].text == "(" {
                insideActivation = 1
                index += 2
                continue
            }
            if insideActivation > 0 {
                if token.text == "(" || token.text == "[" { insideActivation += 1 }
                if token.text == ")" || token.text == "]" { insideActivation -= 1 }
                if outlets.contains(token.text) { found.insert(token.text) }
                index += 1
                continue
            }
            if outlets.contains(token.text), let member = memberAssigned(after: index, in: tokens, until: range.upperBound),
               changingMembers.contains(member) {
                found.insert(token.text)
            }
            // An outlet collection changed one by one: `for constraint in openConstraints { constraint.isActive = true }`,
            // `openConstraints.forEach { $0.isActive = false }`.
            if outlets.contains(token.text), changesEachElement(of: index, in: tokens, until: range.upperBound) {
                found.insert(token.text)
            }
            index += 1
        }
        return found
    }

    /// Of `outlets`, those the function's body changes on another object (`cell.trailingConstraint.isActive = true`).
    private static func outletsChangedOnOtherObjects(in function: SwiftFunctionDecl, among outlets: Set<String>) -> Set<String> {
        guard let range = function.bodyRange, !outlets.isEmpty else { return [] }
        let tokens = function.file.tokens
        var found = Set<String>()
        for index in range where index > range.lowerBound + 1 && outlets.contains(tokens[index].text) && tokens[index - 1].isSymbol(".")
            && !tokens[index - 2].isWord("self") {
            if let member = memberAssigned(after: index, in: tokens, until: range.upperBound), changingMembers.contains(member) {
                found.insert(tokens[index].text)
            }
        }
        return found
    }

    /// Whether the collection at `index` is looped over (`for x in name {`, `name.forEach {`) by a body that assigns a
    /// changing member of its element.
    private static func changesEachElement(of index: Int, in tokens: [SwiftToken], until end: Int) -> Bool {
        let element: String
        if index >= 2, tokens[index - 1].isWord("in"), tokens[index - 2].kind == .identifier, index >= 3, tokens[index - 3].isWord("for") {
            element = tokens[index - 2].text
        } else if index + 2 < end, tokens[index + 1].isSymbol("."), tokens[index + 2].isWord("forEach") {
            element = "$0"
        } else {
            return false
        }
        let window = (index + 1)..<min(end, index + 40)
        return window.contains { cursor in
            tokens[cursor].text == element && memberAssigned(after: cursor, in: tokens, until: end).map(changingMembers.contains) == true
        }
    }

    /// The member assigned in `name.member = …`, `name?.member = …`, `name!.member += …` starting at `index`.
    private static func memberAssigned(after index: Int, in tokens: [SwiftToken], until end: Int) -> String? {
        var cursor = index + 1
        while cursor < end, tokens[cursor].text == "?" || tokens[cursor].text == "!" { cursor += 1 }
        guard cursor + 2 < end, tokens[cursor].text == ".", tokens[cursor + 1].kind == .identifier else { return nil }
        let assignment = tokens[cursor + 2].text
        guard ["=", "+=", "-=", "*=", "/="].contains(assignment) else { return nil }
        return tokens[cursor + 1].text
    }
}
