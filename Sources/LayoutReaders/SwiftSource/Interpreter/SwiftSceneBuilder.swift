import LayoutModel

/// An object the interpreter met while reading a scene.
struct SwiftSceneObject {
    enum Kind: Equatable {
        case view
        case guide(LayoutGuideKind)
        case controller
        /// An instance of a project type that is not a view (a layout helper, a model).
        case instance
    }

    var kind: Kind
    var className: String?
    /// The project type whose members this object has, when it has one.
    var typeName: String?
    var superview: Int?
    var translatesAutoresizingMask: Bool
    var location: SourceLocation
    /// `autoresizingMask` as the code sets it (or UIKit does, for a visual effect view's content view).
    var autoresizingMask: AutoresizingMask?
    /// The frame it was made with (`init(frame:)`, SwiftInitialFrames.swift); nil: zero.
    var frame: Rect?
    var isHidden = false
    var numberOfLines: Int?
    /// `layoutMargins` set in code; nil: UIKit's default.
    var layoutMargins: EdgeInsets?
    /// Set when the code makes a view size itself (an image view given an image, a text view that does not scroll).
    var intrinsicSize: AxisPair<IntrinsicMetric>?
    var hugging: AxisPair<Priority>?
    var compressionResistance: AxisPair<Priority>?
    var stack: StackConfiguration?
    var arranged: [Int] = []
    /// Whether the code arranged a view the reader could not resolve: `arranged` misses it, so positions in
    /// `arrangedSubviews` are not known.
    var arrangesUnresolvedViews = false
    /// The gravity area an NSStackView's `addView(_:in:)` put an arranged view in (leading when not given).
    var arrangedGravity: [Int: AppKitStackSettings.Gravity] = [:]
    /// The best name seen so far: property names beat local names, outer locals beat inner ones.
    var name: String?
    var nameRank = Int.min
    /// The object whose property this is (names become `owner.name`).
    var nameOwner: Int?
    /// Objects reached through this one: guides, `superview`, properties of embedded project views.
    var members: [String: Int] = [:]
    /// Stored properties of project-type objects.
    var slots: [String: SwiftValue] = [:]
    /// Slots filled by their property's initializer on first use (a `lazy var`, a default value): made once for the
    /// object, whichever alternative first used them (SwiftAlternativeLocals).
    var slotsFilledByInitializers = Set<String>()
    /// The caller's argument text a stored property holds (`self.hasCancel = hasCancel`), see SwiftStoredArgumentConditions.
    var storedArgumentTexts: [String: String] = [:]
    /// Stored properties last assigned an optional binding's value (`self.icon = icon` inside `if let icon = …`).
    var propertiesHoldingBoundOptionals = Set<String>()
    /// Whether anything in the scene refers to it (hierarchy, constraint, a stored name).
    var isUsed = false
    /// Made by a nib (an `@IBOutlet`): settings the code does not make come from Interface Builder.
    var isFromNib = false
    /// Stands for a view the code declares but does not create (an outlet, a parameter): its settings are unknown.
    var isPlaceholder = false
    /// Whether the code sets the stack view's axis itself.
    var setsAxis = false
    /// The code sets the stack view's axis to a value the reader does not work out: how it arranges is not known.
    var axisNotRead = false
    /// What the reader could not follow that may place or size it (SwiftOpenKnowledge.swift).
    var openness = Openness()
}

/// A constraint while the scene is being read, objects still by index.
struct SwiftSceneConstraint {
    var first: Int
    var firstAttribute: Attribute
    var relation: Relation
    var second: Int?
    var secondAttribute: Attribute
    var multiplier: Double
    var constant: Double
    var symbolicConstant: String?
    var priority: Priority
    /// Source text of a priority not resolved (see `Constraint.symbolicPriority`).
    var symbolicPriority: String?
    var identifier: String?
    var isActive = false
    var location: SourceLocation
    /// Who makes it: the code read, or UIKit for it (a cell's content view filling the cell).
    var origin: ConstraintOrigin = .user
    /// The branch the constraint was made in (nil: the base scene); see SwiftBranchLocalConstraints.swift.
    var madeIn: SwiftVariantKey?
    /// The other alternatives of the `if … else` / `switch` whose first branch made it: there it never exists.
    var absentIn: [SwiftVariantKey] = []
    /// The alternatives (none of them the first, laid out in place) whose list alone holds it when a branch statement
    /// only chooses among constraints made before it: activating the list activates it in each of them
    /// (SwiftBranchChosenConstraints.swift).
    var chosenIn: [SwiftVariantKey] = []
    /// Made and returned by the first alternative of a branch: what each other alternative returned instead,
    /// which code activating the result activates in that alternative's variant.
    var replacedIn: [SwiftVariantKey: Int] = [:]
    /// On a view that stands for one view per pass of a loop the reader does not know (SwiftUnknownIterationBranches):
    /// kept for its index, never active in any variant.
    var isWithdrawn = false
}

/// A size class or code branch under which constraints are (de)activated.
struct SwiftVariantKey: Hashable {
    var name: String
    var horizontal: SizeClass?
    var vertical: SizeClass?
    /// The screens the branch runs on when its test (or an enclosing one) is of the orientation or idiom; nil = any.
    var forms: Set<DeviceForm>? = nil

    /// How many branch names `name` joins with " / " (`configure() / if expanded` is 2): the count of
    /// `components(separatedBy: " / ")`, found by one scan of the bytes without making the parts (`branchKey` runs
    /// on every branch, and splitting there was a large share of the reading time).
    static func nesting(of name: String) -> Int {
        var separators = 0
        var utf8 = name.utf8.makeIterator()
        // Matches " / " left to right without overlap, as `components(separatedBy:)` splits.
        var matched = 0
        while let byte = utf8.next() {
            switch (matched, byte) {
            case (0, UInt8(ascii: " ")): matched = 1
            case (1, UInt8(ascii: "/")): matched = 2
            case (1, UInt8(ascii: " ")): matched = 1
            case (2, UInt8(ascii: " ")):
                separators += 1
                matched = 0
            default: matched = 0
            }
        }
        return separators + 1
    }
}

/// Collects objects, constraints and variants for one scene and turns them into a `Scene`.
struct SwiftSceneBuilder {
    var objects: [SwiftSceneObject] = []
    var constraints: [SwiftSceneConstraint] = []
    var variantOrder: [SwiftVariantKey] = []
    /// Stack view properties assigned inside a variant, per object (applied over the base configuration).
    var variantStacks: [SwiftVariantKey: [Int: StackOverride]] = [:]
    var variants: [SwiftVariantKey: Variant] = [:]
    /// When each constraint's activation was last set, in the order the reader ran the code, per variant (nil: the
    /// base): a later statement of an enclosing variant or of the base supersedes a nested branch's (SwiftVariantNesting).
    var activationTimes = SwiftActivationTimes()
    /// Size-class variants whose branch a trait-change hook re-runs without switching anything off (SwiftTraitChangeHooks.swift).
    var persistingSizeClassVariants = Set<SwiftVariantKey>()
    /// Where each variant's branch starts; a variant is only made once something changes in it.
    var pendingVariantLocations: [SwiftVariantKey: SourceLocation] = [:]
    /// Constraints made on every path but collected into a list in one branch only (SwiftBranchLocalConstraints.swift).
    var collectedInBranches: [Int: SwiftVariantKey] = [:]
    /// Views first placed inside a variant, hidden in the base scene for it (SwiftVariantOnlyViews.swift).
    var placedOnlyInVariants = Set<Int>()
    /// Those of them a variant placed as arranged subviews of a stack view.
    var arrangedOnlyInVariants = Set<Int>()
    /// Views the base hides and leaves out of the hierarchy, placed only inside variants, with the variants that did.
    var placedWhileHiddenIn: [Int: Set<SwiftVariantKey>] = [:]
    /// Views hidden in a variant because they are not in its hierarchy there: taken out (`removeFromSuperview`,
    /// `removeArrangedSubview`) or placed only by another alternative of a branch. No stack collapses them.
    var absentInVariants = Set<Int>()
    /// Views whose `isHidden` the code sets to true somewhere: hidden there, which a stack does collapse.
    var hiddenByCode = Set<Int>()
    /// The constraints inside a view that a variant removed from its superview, by variant and view: they come back
    /// when the variant adds the view again (SwiftSubviewRemoval.swift).
    var constraintsRemovedWithView: [SwiftVariantKey: [Int: [Int]]] = [:]
    /// Whether the code added a subview the reader could not resolve (`addSubview(view)` in a loop over values it
    /// does not know): any view of the scene without a known superview may be that one.
    var addsUnresolvedSubviews = false
    /// First alternatives of branches on the screen, read into their enclosing variant or the base (SwiftScreenBranches.swift).
    var screenRestrictedBranches: [SwiftScreenRestriction] = []

    mutating func addObject(_ object: SwiftSceneObject) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// Offers a name for an object; the highest rank wins, ties keep the first.
    mutating func name(_ id: Int, _ name: String, rank: Int, owner: Int? = nil) {
        guard objects.indices.contains(id), rank > objects[id].nameRank else { return }
        if let owner, owner == id { return }
        objects[id].name = name
        objects[id].nameRank = rank
        objects[id].nameOwner = owner
    }

    mutating func markUsed(_ id: Int) {
        guard objects.indices.contains(id) else { return }
        objects[id].isUsed = true
    }

    mutating func setSuperview(of child: Int, to parent: Int) {
        guard objects.indices.contains(child), objects.indices.contains(parent), child != parent else { return }
        // Refuse cycles: a view cannot contain its own ancestor.
        var cursor: Int? = parent
        var steps = 0
        while let current = cursor, steps < 1000 {
            if current == child { return }
            cursor = objects[current].superview
            steps += 1
        }
        // Added to another view, it leaves its old superview, and a stack view it was arranged in drops it: "the stack
        // view ensures that the arrangedSubviews array is always a subset of its subviews array" (UIStackView
        // documentation). Two exclusive branches adding one view to two stacks left it arranged in both.
        if let old = objects[child].superview, old != parent {
            objects[old].arranged.removeAll { $0 == child }
            objects[old].arrangedGravity[child] = nil
        }
        objects[child].superview = parent
        markUsed(child)
        markUsed(parent)
    }

    mutating func variant(_ key: SwiftVariantKey, location: SourceLocation) -> SwiftVariantKey {
        if variants[key] == nil {
            variantOrder.append(key)
            variants[key] = Variant(name: key.name, horizontalSizeClass: key.horizontal, verticalSizeClass: key.vertical,
                                    deviceForms: key.forms, location: location)
        }
        return key
    }

    /// Takes constraint `index` out of every variant and the base: code every configuration runs removed it.
    mutating func retire(_ index: Int) {
        guard constraints.indices.contains(index) else { return }
        constraints[index].isActive = false
        for key in variants.keys { variants[key]?.activatedConstraints.removeAll { $0 == index } }
    }

    mutating func setActive(_ index: Int, _ active: Bool, in requested: SwiftVariantKey?) {
        guard constraints.indices.contains(index) else { return }
        if let chosen = variantsChoosing(index, activatedIn: requested) {
            for variant in chosen { setActive(index, active, in: variant) }
            return
        }
        let variant = variantWhereMade(index, activatedIn: requested)
        if active { keepAbsent(index, activatedIn: variant) }
        for (other, replacement) in constraints[index].replacedIn where other != variant && Self.encloses(variant, other) && replacement != index {
            setActive(replacement, active, in: other)
        }
        activationTimes.note(index, in: variant)
        guard let variant else {
            constraints[index].isActive = active
            return
        }
        var entry = variants[self.variant(variant, location: pendingVariantLocations[variant] ?? .unknown)]!
        entry.activatedConstraints.removeAll { $0 == index }
        entry.deactivatedConstraints.removeAll { $0 == index }
        if active { entry.activatedConstraints.append(index) } else { entry.deactivatedConstraints.append(index) }
        variants[variant] = entry
    }

    /// Applies `change` to a stack view's configuration as seen in `variant`, recording only what differs.
    /// The base configuration is left alone, so settings of one branch do not leak into the others.
    mutating func changeStack(_ id: Int, in variant: SwiftVariantKey, defaultConfiguration: StackConfiguration,
                              _ change: (inout StackConfiguration) -> Void) {
        guard objects.indices.contains(id) else { return }
        _ = self.variant(variant, location: pendingVariantLocations[variant] ?? .unknown)
        let base = objects[id].stack ?? defaultConfiguration
        objects[id].stack = base
        let item = ItemID("#\(id)")
        let override = variantStacks[variant]?[id] ?? StackOverride(item: item)
        let before = override.applied(to: base)
        var after = before
        change(&after)
        variantStacks[variant, default: [:]][id] = override.merging(StackOverride(item: item, from: before, to: after))
    }

    /// Whether a view the base hides and does not place (`pinRow.isHidden = true` with no stack holding it yet) is shown
    /// by every variant that places it (`pinRow.isHidden = false; stack.insertArrangedSubview(pinRow, at: 2)`): where it
    /// is hidden it is out of the hierarchy, and no stack collapses it (googlearchive/science-journal-ios @ecf32a37, held-out round 64).
    func isShownWhereverPlaced(_ id: Int) -> Bool {
        guard let placers = placedWhileHiddenIn[id], !placers.isEmpty else { return false }
        let name = ItemID("#\(id)")
        return placers.allSatisfy { variants[$0]?.shownItems.contains(name) == true }
    }

    /// Takes the object out of `variant`'s hierarchy: hidden there, and (unless the code also hides it) absent, so no
    /// stack collapses it.
    mutating func setAbsent(_ id: Int, in variant: SwiftVariantKey) {
        setHidden(id, true, in: variant)
        absentInVariants.insert(id)
    }

    mutating func setHidden(_ id: Int, _ hidden: Bool, in variant: SwiftVariantKey?) {
        guard objects.indices.contains(id) else { return }
        guard let variant else {
            objects[id].isHidden = hidden
            if hidden { keepHiddenWhereVariantsPlaceIt(id) }
            return
        }
        var entry = variants[self.variant(variant, location: pendingVariantLocations[variant] ?? .unknown)]!
        let name = ItemID("#\(id)")
        entry.hiddenItems.removeAll { $0 == name }
        entry.shownItems.removeAll { $0 == name }
        if hidden { entry.hiddenItems.append(name) } else { entry.shownItems.append(name) }
        variants[variant] = entry
    }

    /// Whether the object is hidden where `variant` runs: what the variant set, else the set-up's state. Read as the
    /// set-up's alone, `if title.isHidden` after `title.isHidden = false` in a branch took the branch the set-up
    /// chose (held-out round 72: a remade top constraint in a title-less variant read as two).
    func isHidden(_ id: Int, in variant: SwiftVariantKey?) -> Bool {
        guard objects.indices.contains(id) else { return false }
        if let variant, let entry = variants[variant] {
            let name = ItemID("#\(id)")
            if entry.hiddenItems.contains(name) { return true }
            if entry.shownItems.contains(name) { return false }
        }
        return objects[id].isHidden
    }

    /// The final name of every object: owners' names prefixed, duplicates numbered.
    private func resolvedNames() -> [String] {
        var names = [String](repeating: "", count: objects.count)
        var resolving = Set<Int>()
        func resolve(_ id: Int) -> String {
            if !names[id].isEmpty { return names[id] }
            let object = objects[id]
            var base = object.name ?? (object.className.map { "<\($0)>" } ?? "<object>")
            if let owner = object.nameOwner, owner != id, !resolving.contains(owner), objects.indices.contains(owner) {
                resolving.insert(id)
                let ownerName = resolve(owner)
                resolving.remove(id)
                if !ownerName.isEmpty, ownerName != "self" || !isPropertyOfRoot(id) { base = ownerName + "." + base }
            }
            names[id] = base
            return base
        }
        for id in objects.indices { _ = resolve(id) }
        var seen: [String: Int] = [:]
        for id in objects.indices where isItem(id) {
            let count = (seen[names[id]] ?? 0) + 1
            seen[names[id]] = count
            if count > 1 { names[id] += "#\(count)" }
        }
        return names
    }

    /// Properties of the scene's own `self` keep their bare names (`titleLabel`, not `self.titleLabel`).
    private func isPropertyOfRoot(_ id: Int) -> Bool {
        if case .guide = objects[id].kind { return false }
        return true
    }

    func isItem(_ id: Int) -> Bool {
        switch objects[id].kind {
        case .view, .guide: return objects[id].isUsed
        case .controller, .instance: return false
        }
    }

    /// Of what the reader could not follow about the scene's container, the part that matters inside it: its margins.
    private func marginsOnly(_ openness: Openness?) -> Openness? {
        openness?.layoutMarginsUnknown == true ? Openness(layoutMarginsUnknown: true) : nil
    }

    /// What the reader could not follow about the object; nil when nothing.
    private func openness(of id: Int) -> Openness? {
        var openness = objects[id].openness
        if addsUnresolvedSubviews, objects[id].kind == .view, objects[id].superview == nil {
            openness.open([.horizontal, .vertical], because: "may be a subview added from a value not resolved")
        }
        return openness.isFullyKnown ? nil : openness
    }

    /// The finished scene.
    func scene(name: String, kind: SceneKind, root: Int?, location: SourceLocation) -> Scene {
        let names = resolvedNames()
        var items: [Item] = []
        var order = Array(objects.indices.filter(isItem))
        if let root, let position = order.firstIndex(of: root) {
            order.remove(at: position)
            order.insert(root, at: 0)
        }
        for id in order {
            let object = objects[id]
            var superview = object.superview.map { ItemID(names[$0]) }
            if let parent = object.superview, !isItem(parent) { superview = nil }
            var stack = object.stack
            stack?.arrangedSubviews = object.arranged.map { ItemID(names[$0]) }
            if stack?.appKit != nil { stack?.appKit?.gravities = object.arranged.map { object.arrangedGravity[$0] ?? .leading } }
            if object.isFromNib, !object.setsAxis, let axis = inferredAxis(ofNibStack: id) { stack?.axis = axis }
            let kind: Item.Kind
            switch object.kind {
            case .guide(let guide): kind = .layoutGuide(guide)
            default: kind = .view
            }
            items.append(Item(
                id: ItemID(names[id]), kind: kind, className: object.className, superview: superview,
                intrinsicSize: object.intrinsicSize, contentHugging: object.hugging, compressionResistance: object.compressionResistance,
                translatesAutoresizingMask: object.translatesAutoresizingMask, autoresizingMask: object.autoresizingMask, frame: object.frame,
                isHidden: isHiddenInBase(id),
                layoutMargins: object.layoutMargins, numberOfLines: object.numberOfLines, stack: stack,
                // The scene's container is placed by whoever shows it, whatever the code does to it; its margins, which
                // place its content, stay as the code read them.
                openness: id == root ? marginsOnly(openness(of: id)) : openness(of: id), location: object.location
            ))
            // Placed only by a branch or method read as a variant: elsewhere it is not in the hierarchy at all.
            if placedOnlyInVariants.contains(id) || (absentInVariants.contains(id) && !hiddenByCode.contains(id))
                || isShownWhereverPlaced(id) {
                items[items.count - 1].hiddenMeansAbsent = true
            }
        }
        let sceneConstraints = constraints.map { record in
            var constraint = Constraint(
                firstItem: ItemID(names[record.first]), firstAttribute: record.firstAttribute, relation: record.relation,
                secondItem: record.second.map { ItemID(names[$0]) }, secondAttribute: record.secondAttribute,
                multiplier: record.multiplier, constant: record.constant, symbolicConstant: record.symbolicConstant,
                priority: record.priority, identifier: record.identifier, isActive: record.isActive && !record.isWithdrawn, origin: record.origin,
                location: record.location
            )
            constraint.symbolicPriority = record.symbolicPriority
            return constraint
        }
        let (variants, variantStacks) = variantsWithEnclosingChanges()
        let sceneVariants = variantOrder.compactMap { key -> Variant? in
            guard var variant = variants[key] else { return nil }
            variant.persistsAcrossTraitChanges = persistingSizeClassVariants.contains(key)
            let rename: (ItemID) -> ItemID = { id in
                guard id.name.hasPrefix("#"), let index = Int(id.name.dropFirst()), names.indices.contains(index) else { return id }
                return ItemID(names[index])
            }
            variant.activatedConstraints.removeAll { constraints[$0].isWithdrawn }
            variant.hiddenItems = variant.hiddenItems.map(rename)
            variant.shownItems = variant.shownItems.map(rename)
            variant.stackOverrides = (variantStacks[key] ?? [:]).sorted { $0.key < $1.key }.compactMap { id, override in
                // An override that ends up equal to the base changes nothing.
                guard let base = objects[id].stack else { return nil }
                let renamed = StackOverride(item: rename(override.item), from: base, to: override.applied(to: base))
                return renamed.isEmpty ? nil : renamed
            }
            let touched = !variant.activatedConstraints.isEmpty || !variant.deactivatedConstraints.isEmpty
                || !variant.hiddenItems.isEmpty || !variant.shownItems.isEmpty || !variant.stackOverrides.isEmpty
            return touched ? variant : nil
        }
        var scene = Scene(name: name, kind: kind, root: root.map { ItemID(names[$0]) }, items: items,
                          constraints: sceneConstraints, variants: sceneVariants, location: location)
        restrictToScreens(&scene)
        return scene
    }
}
