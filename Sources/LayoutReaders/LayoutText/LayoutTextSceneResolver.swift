import LayoutModel

/// Turns a finished scene draft into a model `Scene`: resolves names, builds the hierarchy, checks it.
struct LayoutTextSceneResolver {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var draft: LayoutTextSceneDraft
    private var itemsByName: [String: Int] = [:]
    private var itemsByNormalizedName: [String: Int] = [:]

    init(draft: LayoutTextSceneDraft, file: String) {
        self.draft = draft
        self.file = file
    }

    mutating func resolve() -> Scene {
        ensureRoot()
        for (index, entry) in draft.items.enumerated() { register(name: entry.item.id.name, at: index) }
        resolveHierarchy()
        var scene = draft.scene
        var constraints: [Constraint] = []
        var constraintVariant: [String?] = []
        for (constraintDraft, variant) in draft.constraints {
            guard let constraint = resolveConstraint(constraintDraft) else { continue }
            constraints.append(variant == nil ? constraint : with(constraint, active: false))
            constraintVariant.append(variant)
        }
        scene.variants = draft.variants.map { resolveVariant($0, constraints: constraints, constraintVariant: constraintVariant) }
        scene.items = draft.items.map(\.item)
        scene.constraints = constraints
        scene.root = ItemID(draft.rootName ?? "Superview")
        resolveStacks(into: &scene)
        checkCycles(in: scene)
        return scene
    }

    private func with(_ constraint: Constraint, active: Bool) -> Constraint {
        var copy = constraint
        copy.isActive = active
        return copy
    }

    // MARK: - Items

    private mutating func ensureRoot() {
        guard draft.rootName == nil else { return }
        let root = Item(id: "Superview", className: nil, location: draft.scene.location)
        draft.items.insert(LayoutTextSceneDraft.ItemDraft(item: root, isRoot: true, isImplicit: true), at: 0)
        draft.rootName = "Superview"
    }

    private mutating func register(name: String, at index: Int) {
        itemsByName[name] = index
        itemsByNormalizedName[LayoutTextItemReference.normalized(name)] = itemsByNormalizedName[LayoutTextItemReference.normalized(name)] ?? index
    }

    private var rootID: ItemID { ItemID(draft.rootName ?? "Superview") }

    private func lookup(_ name: String, quoted: Bool) -> Int? {
        if let index = itemsByName[name] { return index }
        return quoted ? nil : itemsByNormalizedName[LayoutTextItemReference.normalized(name)]
    }

    private mutating func resolveHierarchy() {
        for index in draft.items.indices {
            let entry = draft.items[index]
            if entry.isDetached || (entry.isRoot && entry.parent == nil) { continue }
            guard let parent = entry.parent else {
                if draft.items[index].item.superview == nil && !draft.items[index].item.isLayoutGuide {
                    draft.items[index].item.superview = rootID
                } else if draft.items[index].item.isLayoutGuide && draft.items[index].item.superview == nil {
                    draft.items[index].item.superview = rootID
                }
                continue
            }
            if let parentIndex = lookup(parent.name, quoted: parent.quoted) {
                draft.items[index].item.superview = draft.items[parentIndex].item.id
            } else {
                error("unknown parent '\(parent.name)': declare it before using it in 'in'", line: entry.item.location.line, column: parent.column)
                // A root in a parent (a cell's content view in its cell) stays the top when the parent is unknown.
                draft.items[index].item.superview = entry.isRoot ? nil : rootID
            }
        }
    }

    private mutating func resolveStacks(into scene: inout Scene) {
        for (index, entry) in draft.items.enumerated() where scene.items[index].stack != nil {
            let id = scene.items[index].id
            var arrangedIDs: [ItemID] = []
            if let arranged = entry.arranged {
                for reference in arranged {
                    guard let found = lookup(reference.name, quoted: reference.quoted) else {
                        error("unknown arranged subview '\(reference.name)'", line: entry.item.location.line, column: reference.column)
                        continue
                    }
                    scene.items[found].superview = id
                    arrangedIDs.append(scene.items[found].id)
                }
            } else {
                arrangedIDs = scene.items.filter { $0.superview == id && !$0.isLayoutGuide }.map(\.id)
            }
            scene.items[index].stack?.arrangedSubviews = arrangedIDs
        }
    }

    private mutating func checkCycles(in scene: Scene) {
        for item in scene.items {
            let chain = scene.ancestry(of: item.id)
            if let top = chain.last, let parent = scene.item(top)?.superview, chain.contains(parent) {
                error("'\(item.id)' is its own ancestor: the 'in' declarations form a cycle", line: item.location.line, column: item.location.column)
                return
            }
        }
    }

    /// The item a reference names, creating implicit items for recipe-style scenes and built-in guides.
    private mutating func resolveItem(_ reference: LayoutTextItemReference, other: LayoutTextItemReference?, line: Int) -> ItemID? {
        var owner: ItemID
        var guide = reference.guide
        if !reference.quoted, let recipeGuide = LayoutTextItemReference.recipeGuide(named: reference.name), guide == nil,
           lookup(reference.name, quoted: false) == nil {
            owner = rootID
            guide = recipeGuide
        } else if !reference.quoted, LayoutTextItemReference.normalized(reference.name) == "superview",
                  lookup(reference.name, quoted: false) == nil || lookup(reference.name, quoted: false) == 0 {
            owner = superviewOf(other, line: line) ?? rootID
        } else if let index = lookup(reference.name, quoted: reference.quoted) {
            owner = draft.items[index].item.id
        } else if !draft.declaresItems && !reference.quoted {
            var item = Item(id: ItemID(reference.name), className: Self.recipeClass(for: reference.name), superview: rootID,
                            location: SourceLocation(file: file, line: line, column: reference.column))
            if item.className == "UILabel" {
                // The guide's recipes are built in Interface Builder, which gives labels a hugging priority of 251.
                item.contentHugging = AxisPair(horizontal: Priority(251), vertical: Priority(251))
            }
            draft.items.append(LayoutTextSceneDraft.ItemDraft(item: item, isImplicit: true))
            register(name: reference.name, at: draft.items.count - 1)
            owner = item.id
        } else {
            error("unknown item '\(reference.name)'" + suggestion(for: reference.name), line: line, column: reference.column)
            return nil
        }
        guard let guide else { return owner }
        return guideItem(guide, of: owner, line: line, column: reference.column)
    }

    private mutating func superviewOf(_ reference: LayoutTextItemReference?, line: Int) -> ItemID? {
        guard let reference, LayoutTextItemReference.normalized(reference.name) != "superview",
              let index = lookup(reference.name, quoted: reference.quoted) else { return nil }
        return draft.items[index].item.superview
    }

    private mutating func guideItem(_ kind: LayoutGuideKind, of owner: ItemID, line: Int, column: Int) -> ItemID {
        let name = "\(owner.name).\(kind.propertyName ?? kind.rawValue)"
        if let index = itemsByName[name] { return draft.items[index].item.id }
        let item = Item(id: ItemID(name), kind: .layoutGuide(kind), superview: owner,
                        location: SourceLocation(file: file, line: line, column: column))
        draft.items.append(LayoutTextSceneDraft.ItemDraft(item: item, isImplicit: true))
        register(name: name, at: draft.items.count - 1)
        return item.id
    }

    private func suggestion(for name: String) -> String {
        let candidates = draft.items.map(\.item.id.name)
        guard let best = candidates.min(by: { editDistance($0, name) < editDistance($1, name) }),
              editDistance(best, name) <= max(2, name.count / 3) else {
            return ": declare it with 'view \(name): UIView'"
        }
        return "; did you mean '\(best)'?"
    }

    /// The class a recipe's name implies (`Name Label` is a label, `Long Button` a button), as the guide's
    /// tables of view attributes say; nil when the name does not tell.
    static func recipeClass(for name: String) -> String? {
        let key = name.lowercased().filter { !$0.isWhitespace }
        let classes: [(String, String)] = [("textfield", "UITextField"), ("textview", "UITextView"), ("imageview", "UIImageView"),
                                           ("label", "UILabel"), ("button", "UIButton"), ("switch", "UISwitch"),
                                           ("stackview", "UIStackView"), ("view", "UIView")]
        return classes.first { key.hasSuffix($0.0) }?.1
    }

    // MARK: - Constraints

    private mutating func resolveConstraint(_ constraintDraft: LayoutTextConstraintDraft) -> Constraint? {
        let line = constraintDraft.location.line
        let firstID = resolveItem(constraintDraft.first, other: constraintDraft.second, line: line)
        var secondID: ItemID?
        if let second = constraintDraft.second {
            secondID = resolveItem(second, other: constraintDraft.first, line: line)
            if secondID == nil { return nil }
        }
        guard let firstID else { return nil }
        return Constraint(
            firstItem: firstID, firstAttribute: constraintDraft.firstAttribute, relation: constraintDraft.relation,
            secondItem: secondID, secondAttribute: constraintDraft.secondAttribute, multiplier: constraintDraft.multiplier,
            constant: constraintDraft.constant, symbolicConstant: constraintDraft.symbolicConstant,
            priority: constraintDraft.priority, identifier: constraintDraft.identifier, isActive: constraintDraft.isActive,
            origin: constraintDraft.origin, location: constraintDraft.location)
    }

    // MARK: - Variants

    private mutating func resolveVariant(_ variantDraft: LayoutTextSceneDraft.VariantDraft, constraints: [Constraint],
                                         constraintVariant: [String?]) -> Variant {
        var variant = variantDraft.variant
        variant.activatedConstraints = constraintVariant.indices.filter { constraintVariant[$0] == variant.name }
        for (reference, column, line) in variantDraft.activations {
            if let index = constraintIndex(reference, in: constraints, line: line, column: column) {
                variant.activatedConstraints.append(index)
            }
        }
        for (reference, column, line) in variantDraft.deactivations {
            if let index = constraintIndex(reference, in: constraints, line: line, column: column) {
                variant.deactivatedConstraints.append(index)
            }
        }
        variant.activatedConstraints = Array(Set(variant.activatedConstraints)).sorted()
        variant.deactivatedConstraints = Array(Set(variant.deactivatedConstraints)).sorted()
        variant.hiddenItems = variantDraft.hidden.compactMap { resolveItem($0.0, other: nil, line: $0.line) }
        variant.shownItems = variantDraft.shown.compactMap { resolveItem($0.0, other: nil, line: $0.line) }
        variant.stackOverrides = variantDraft.stacks.compactMap { reference, override, line in
            guard let item = resolveItem(reference, other: nil, line: line) else { return nil }
            var resolved = override
            resolved.item = item
            return resolved
        }
        return variant
    }

    private mutating func constraintIndex(_ reference: LayoutTextSceneDraft.ConstraintReference, in constraints: [Constraint],
                                          line: Int, column: Int) -> Int? {
        switch reference {
        case .ordinal(let ordinal):
            if constraints.indices.contains(ordinal - 1) { return ordinal - 1 }
            error("there is no constraint #\(ordinal) in this scene (it has \(constraints.count))", line: line, column: column)
        case .identifier(let identifier):
            if let index = constraints.firstIndex(where: { $0.identifier == identifier }) { return index }
            error("no constraint has the identifier '\(identifier)'", line: line, column: column)
        }
        return nil
    }

    private mutating func error(_ message: String, line: Int, column: Int) {
        diagnostics.append(Diagnostic(ruleID: ReaderRuleID.syntaxError, severity: .error, message: message,
                                      location: SourceLocation(file: file, line: line, column: column)))
    }
}
