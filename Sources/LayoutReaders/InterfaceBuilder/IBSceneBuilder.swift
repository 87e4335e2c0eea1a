import LayoutModel

/// Turns one scene's elements into a `Scene`: items, constraints, and size-class variants.
struct IBSceneBuilder {
    private let context: IBDocumentContext
    private let source: IBSceneSource
    private var pendingItems: [PendingItem] = []
    private var pendingConstraints: [PendingConstraint] = []
    private var viewVariations: [(element: IBElement, target: String)] = []
    private var arranged: [String: [String]] = [:]
    /// The gravity area of each view an NSStackView arranges by gravity areas, by the view's key.
    private var gravityOfArranged: [String: AppKitStackSettings.Gravity] = [:]
    private var syntheticCount = 0
    /// Keys of NSBox content views and everything inside them: the box decides their room.
    private var boxContentViews: Set<String> = []
    /// The panes of NSSplitViews: the split view sizes them (IBAppKitContainers.splitPaneReason).
    private var splitViewPanes: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []

    private struct PendingItem {
        var key: String
        var element: IBElement
        var kind: Item.Kind
        var superview: String?
        var isRoot: Bool
        var fallbackName: String?
    }

    private struct PendingConstraint {
        var element: IBElement
        var owner: String
    }

    init(context: IBDocumentContext, source: IBSceneSource) {
        self.context = context
        self.source = source
    }

    /// Builds the scene; diagnostics about skipped constructs are left in `diagnostics`.
    mutating func build() -> Scene {
        let rootKey = collect(source.root, superview: nil, isRoot: true)
        for owner in source.outerConstraintOwners {
            for guide in owner.children where Self.guideElements.contains(guide.name) { collectGuide(guide, owner: rootKey) }
            for element in owner.children(named: "constraints").flatMap({ $0.children(named: "constraint") }) {
                pendingConstraints.append(PendingConstraint(element: element, owner: rootKey))
            }
            // Its size-class masks too: an old cell's `<variation key="default">` excludes constraints it holds (awkward/beam @759623fa).
            viewVariations += owner.children(named: "variation").map { ($0, rootKey) }
        }
        for guide in source.controllerGuides {
            let kind: LayoutGuideKind = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
            pendingItems.append(PendingItem(
                key: key(for: guide), element: guide, kind: .layoutGuide(kind), superview: rootKey,
                isRoot: false, fallbackName: kind.propertyName))
        }
        var aliases: [String: String] = [:]
        for alias in source.rootAliases { aliases[alias] = rootKey }
        let names = itemNames()
        var keyOfName: [ItemID: String] = [:]
        for (key, name) in names { keyOfName[name] = key }
        func resolve(_ reference: String) -> ItemID? {
            names[aliases[reference] ?? reference]
        }

        var constraints: [Constraint] = []
        var constraintKeys: [String?] = []
        var constrainedKeys: Set<String> = []
        var variationsOfConstraints: [(element: IBElement, constraintIndex: Int)] = []
        var changedInCode = IBConstraintsChangedInCode(ids: context.constraintsChangedInCode)
        for pending in pendingConstraints {
            guard let constraint = makeConstraint(pending, aliases: aliases, resolve: resolve) else { continue }
            if changedInCode.setsAside(constraint, made: pending.element) { continue }
            for item in constraint.items {
                if let key = keyOfName[item] { constrainedKeys.insert(key) }
            }
            constraints.append(constraint)
            constraintKeys.append(pending.element.id)
            for variation in pending.element.children(named: "variation") {
                variationsOfConstraints.append((variation, constraints.count - 1))
            }
        }

        let elementOfKey = Dictionary(pendingItems.map { ($0.key, $0.element) }, uniquingKeysWith: { first, _ in first })
        var items = pendingItems.map {
            makeItem($0, names: names, constrained: constrainedKeys.contains($0.key), superviewElement: $0.superview.flatMap { elementOfKey[$0] })
        }
        changedInCode.open(&items)
        let itemKeys = pendingItems.map(\.key)
        configureStacks(&items, names: names)

        addPrototypingConstraints(items: items, constrainedKeys: constrainedKeys, to: &constraints, keys: &constraintKeys)

        var variations = IBVariations(
            itemKeys: itemKeys, superviews: pendingItems.map(\.superview), constraintKeys: constraintKeys,
            constraintItems: constraints.map { $0.items.compactMap { keyOfName[$0] } })
        for (element, target) in viewVariations {
            diagnostics += variations.addViewVariation(element, target: target, context: context)
        }
        for (element, index) in variationsOfConstraints {
            diagnostics += variations.addConstraintVariation(element, constraintIndex: index, context: context)
        }
        let variants = variations.apply(to: &constraints, items: &items, context: context)

        var scene = Scene(
            name: source.name, kind: source.kind, root: names[rootKey], items: items, constraints: constraints,
            variants: variants, device: context.tvScreen == nil ? nil : Self.tvDevice, size: source.size, location: source.location)
        scene.rowSeparator = source.rowSeparator
        openRoot(of: &scene)
        return scene
    }

    /// The stack views' configurations (axis, distribution, arranged views; an NSStackView's gravities and clipping).
    private func configureStacks(_ items: inout [Item], names: [String: ItemID]) {
        for index in items.indices where items[index].className == "UIStackView" || items[index].className == "NSStackView"
            || arranged[pendingItems[index].key] != nil || IBAppKitContainers.isStack(pendingItems[index].element, appKit: context.isAppKit) {
            let arrangedKeys = arranged[pendingItems[index].key] ?? []
            let arrangedNames = arrangedKeys.compactMap { names[$0] }
            let element = pendingItems[index].element
            items[index].stack = IBStackReading.configuration(element, arranged: arrangedNames, appKit: context.isAppKit)
            guard context.isAppKit else { continue }
            if arrangedNames.isEmpty {
                items[index].stack = nil
                IBStackReading.hugsToNothing(&items[index])
                continue
            }
            // A stack has no intrinsic size, so a view's compression resistance means nothing for it; the engine
            // reads an NSStackView's as its clipping resistance (how strongly it stays as large as its views).
            items[index].compressionResistance = IBStackReading.clippingResistance(element)
            items[index].stack?.appKit?.gravities = arrangedKeys.filter { names[$0] != nil }.map { gravityOfArranged[$0] ?? .leading }
        }
    }

    /// The root opened on the axes the source does not know (a row height the table's code computes, an item size
    /// the layout gives).
    private func openRoot(of scene: inout Scene) {
        guard let root = scene.root, let index = scene.index(of: root) else { return }
        if let reason = source.rootHeightOpenReason { scene.items[index].open([.vertical], because: reason) }
        if let reason = source.rootWidthOpenReason { scene.items[index].open([.horizontal], because: reason) }
    }

    /// Interface Builder's build-time constraints for views drawn with a fixed frame and nothing else placing them.
    private func addPrototypingConstraints(
        items: [Item], constrainedKeys: Set<String>, to constraints: inout [Constraint], keys: inout [String?]
    ) {
        let arrangedKeys = Set(arranged.values.joined())
        for (pending, item) in zip(pendingItems, items) {
            guard let made = IBPrototypingConstraints.make(
                for: item, element: pending.element,
                isConstrained: constrainedKeys.contains(pending.key), isArranged: arrangedKeys.contains(pending.key),
                location: item.location) else { continue }
            constraints += made
            keys += Array(repeating: nil, count: made.count)
        }
    }

    // MARK: Collecting

    private mutating func key(for element: IBElement) -> String {
        if let id = element.id { return id }
        syntheticCount += 1
        return "#\(element.name)-\(syntheticCount)"
    }

    /// Records the element and everything inside it; returns the element's key.
    @discardableResult
    private mutating func collect(_ element: IBElement, superview: String?, isRoot: Bool, isBoxContent: Bool = false) -> String {
        let itemKey = key(for: element)
        if isBoxContent || superview.map(boxContentViews.contains) == true { boxContentViews.insert(itemKey) }
        pendingItems.append(PendingItem(
            key: itemKey, element: element, kind: .view, superview: superview, isRoot: isRoot,
            fallbackName: isRoot ? source.rootFallbackName : nil))
        for child in element.children {
            switch child.name {
            case "subviews":
                for subview in child.children where IBViewCatalog.isView(subview) {
                    if IBViewCatalog.cellElements.contains(subview.name) { continue }
                    if let id = subview.id, source.systemLaidOutIDs.contains(id) { continue }
                    let subviewKey = collect(subview, superview: itemKey, isRoot: false)
                    if element.name == "stackView" { arranged[itemKey, default: []].append(subviewKey) }
                    if element.name == "splitView" && context.isAppKit { splitViewPanes.insert(subviewKey) }
                }
            case "beginningViews", "middleViews", "endViews":
                // An NSStackView arranged by gravity areas keeps its views in these instead of `subviews`. A hidden one
                // is described as the file has it: the engine detaches it (DetachedHiddenViews).
                for subview in child.children where element.name == "stackView" && IBViewCatalog.isView(subview) {
                    let subviewKey = collect(subview, superview: itemKey, isRoot: false)
                    arranged[itemKey, default: []].append(subviewKey)
                    gravityOfArranged[subviewKey] = IBStackReading.gravity(ofElement: child.name)
                }
            case "constraints":
                for constraint in child.children(named: "constraint") {
                    pendingConstraints.append(PendingConstraint(element: constraint, owner: itemKey))
                }
            case "viewLayoutGuide", "layoutGuide", "keyboardLayoutGuide":
                collectGuide(child, owner: itemKey)
            case "layoutGuides":
                for guide in child.children where Self.guideElements.contains(guide.name) {
                    collectGuide(guide, owner: itemKey)
                }
            case "variation":
                viewVariations.append((child, itemKey))
            default:
                // Views in named roles: a table's header and footer, a visual effect view's content view.
                if child.key != nil, IBViewCatalog.isView(child), !IBViewCatalog.cellElements.contains(child.name) {
                    collect(child, superview: itemKey, isRoot: false, isBoxContent: element.name == "box" && child.key == "contentView")
                }
            }
        }
        return itemKey
    }

    private mutating func collectGuide(_ element: IBElement, owner: String) {
        let kind: LayoutGuideKind
        switch element.key {
        case "safeArea": kind = .safeArea
        case "contentLayoutGuide": kind = .scrollContent
        case "frameLayoutGuide": kind = .scrollFrame
        case "layoutMarginsGuide", "layoutMargins": kind = .layoutMargins
        case "readableContentGuide": kind = .readableContent
        case "keyboard", "keyboardLayoutGuide": kind = .keyboard
        default: kind = .custom
        }
        pendingItems.append(PendingItem(
            key: key(for: element), element: element, kind: .layoutGuide(kind), superview: owner, isRoot: false,
            fallbackName: kind.propertyName.map { $0 == "safeAreaLayoutGuide" ? "safeArea" : $0 } ?? "layoutGuide"))
    }

    // MARK: Naming

    /// Readable, unique names: IB's label, else the outlet, else the role, else class and id.
    private func itemNames() -> [String: ItemID] {
        var proposed: [(key: String, name: String)] = []
        for pending in pendingItems {
            let element = pending.element
            let name = element["userLabel"].flatMap { $0.isEmpty ? nil : $0 }
                ?? element.id.flatMap { context.outletNames[$0] }
                ?? pending.fallbackName
                ?? "\(element["customClass"] ?? IBViewCatalog.className(forElement: element.name, appKit: context.isAppKit))#\(pending.key)"
            proposed.append((pending.key, name))
        }
        var counts: [String: Int] = [:]
        for entry in proposed { counts[entry.name, default: 0] += 1 }
        var names: [String: ItemID] = [:]
        for entry in proposed {
            let unique = counts[entry.name]! > 1 ? "\(entry.name)#\(entry.key)" : entry.name
            names[entry.key] = ItemID(unique)
        }
        return names
    }

    // MARK: Items

    private func makeItem(_ pending: PendingItem, names: [String: ItemID], constrained: Bool, superviewElement: IBElement?) -> Item {
        let element = pending.element
        let name = names[pending.key] ?? ItemID(pending.key)
        let superview = pending.superview.flatMap { names[$0] }
        let location = context.location(of: element)
        if case .layoutGuide = pending.kind {
            return Item(id: name, kind: pending.kind, superview: superview, location: location)
        }
        let elementClass = IBViewCatalog.className(forElement: element.name, appKit: context.isAppKit)
        let customClass = element["customClass"]
        // A custom class behaves as the element's class: a `scrollView` element is a UIScrollView whatever its class.
        var item = Item(
            id: name, kind: .view, className: customClass ?? elementClass,
            platformClass: customClass.flatMap { $0 == elementClass ? nil : elementClass },
            superview: superview, location: location)
        item.intrinsicSize = IBViewCatalog.intrinsicSize(for: element, imageSizes: context.imageSizes, appKit: context.isAppKit)
        if context.isAppKit && element.name == "textField" { item.textFieldStyle = IBAppKitTextFieldStyle.style(of: element) }
        // An image view the code can reach (an outlet) shows whatever image the code gives it: it sizes itself,
        // to a size the file does not know.
        if element.name == "imageView", let id = element.id, context.outletNames[id] != nil {
            item.intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
        }
        item.contentHugging = priorities(
            element, horizontal: "horizontalHuggingPriority", vertical: "verticalHuggingPriority",
            fallback: IBViewCatalog.defaultHugging(forElement: element.name))
        item.compressionResistance = priorities(
            element, horizontal: "horizontalCompressionResistancePriority", vertical: "verticalCompressionResistancePriority",
            fallback: IBViewCatalog.defaultCompressionResistance(forElement: element.name))
        item.translatesAutoresizingMask = translates(pending, constrained: constrained)
        if boxContentViews.contains(pending.key) { item.open(because: IBAppKitContainers.insideBoxReason) }
        if splitViewPanes.contains(pending.key) { item.open(because: IBAppKitContainers.splitPaneReason) }
        if let key = element.key, Self.framePlacedKeys.contains(key) {
            // A table's header, footer or background view is placed and sized by the table through its frame, with its
            // mask on (`tableHeaderView`: "the table view respects only the height of your view's frame rectangle");
            // airbitz-ios, held-out round 31 BP.
            item.open(because: "placed by its table through its frame (\(key))")
        }
        if let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") {
            item.autoresizingMask = autoresizingMask(mask)
        }
        if let rect = element.child(named: "rect", key: "frame") {
            item.frame = Rect(
                x: rect.number("x") ?? 0, y: rect.number("y") ?? 0,
                width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
        }
        if context.isAppKit, let superviewElement {
            IBAppKitFrames.turnTopDown(&item, superviewElement: superviewElement, flippedClasses: context.flippedViewClasses)
        }
        item.isHidden = element.flag("hidden")
        item.layoutMargins = layoutMargins(element)
        // Every IB view gets flags, unset ones included: Xcode writes only the set ones.
        item.designTimeFlags = DesignTimeFlags(ambiguous: element.flag("ambiguous"), misplaced: element.flag("misplaced"),
                                               ambiguityCheck: element["verifyAmbiguity"].flatMap(DesignTimeFlags.AmbiguityCheck.init(rawValue:)))
        if element.name == "label" {
            item.numberOfLines = element["numberOfLines"].flatMap { Int($0) } ?? 1
        }
        applyCodeFacts(to: &item, element: element)
        return item
    }

    /// What the code read says of the view: the axes its owner constrains, content its class makes, the intrinsic
    /// size its class declares, and a class from another module or library, whose size and content are open.
    private func applyCodeFacts(to item: inout Item, element: IBElement) {
        // The owner's code constrains this outlet too (`collectionView.bottomAnchor.constraint(…)` in its
        // controller): along those axes the nib alone does not place it.
        if let id = element.id, let axes = context.constrainedInCode[id] {
            item.open(Axis.allCases.filter(axes.contains), because: "outlet constrained in code as well")
        }
        // A view of a class whose code adds its content, drawn empty here: it has the size of that content, which the
        // file does not show (a size of its own, not known). Its own constraints stay facts: a required width on it
        // still conflicts with its stack hiding it (zotero-ios LookupItemCell.xib, judged true).
        // A placeholder of a number is the designer's word for that size; one of "infinite" (no intrinsic size) only
        // quiets the canvas, and the content the code adds still sizes the view (septadev/SEPTA-iOS-beta
        // @4731202e8e54, held-out round 98: a view loading a second nib into itself, read as having no width).
        if let customClass = element["customClass"], context.viewsMakingTheirContent.contains(ProjectFacts.classKey(customClass)),
           element.child(named: "subviews") == nil {
            let width = element["placeholderIntrinsicWidth"], height = element["placeholderIntrinsicHeight"]
            var size = item.intrinsicSize ?? AxisPair(horizontal: .none, vertical: .none)
            if width == nil || width == "infinite" { size.horizontal = .unknown }
            if height == nil || height == "infinite" { size.vertical = .unknown }
            item.intrinsicSize = size
            item.textFieldStyle = nil
        }
        // A class whose code declares its intrinsic size has it at run time, whatever the nib draws or placeholds.
        if let customClass = element["customClass"], let declared = context.intrinsicSizesDeclaredInCode[ProjectFacts.classKey(customClass)] {
            item.intrinsicSize = declared
            item.textFieldStyle = nil
        }
        // A class from another module (`customModule="Charts"`, not the app target's) lays itself out in code
        // the readers never see: its size and what it adds inside are open, unless the designer gave IB a
        // placeholder intrinsic size for it.
        if let customClass = element["customClass"], let module = element["customModule"],
           element["customModuleProvider"] != "target", element["placeholderIntrinsicWidth"] == nil {
            item.open(because: "class \(module).\(customClass) from another module not read")
        } else if let customClass = element["customClass"], element["customModule"] == nil, element["placeholderIntrinsicWidth"] == nil,
                  let declared = context.classesDeclaredInWholeApp, !declared.isEmpty,
                  !declared.contains(ProjectFacts.classKey(customClass)), !SwiftUIKitVocabulary.isPlatformClass(customClass) {
            // Nor does a class no code of the whole app declares: a library's (an Objective-C pod's classes carry no
            // module; myHobbyCourse/iOSMobile @665f2f72, a range slider pod's height read as missing, held-out round 60).
            item.open(because: "class \(customClass) declared by no code read (a library's)")
        }
    }

    /// IB writes the flag only when it is off; old documents (before 3.0) left it to the constraints.
    private func translates(_ pending: PendingItem, constrained: Bool) -> Bool {
        if pending.isRoot { return true }
        switch pending.element["translatesAutoresizingMaskIntoConstraints"] {
        case "NO": return false
        case "YES": return true
        default:
            if !context.usesAutolayout || context.writesTranslatesFlag { return true }
            return !constrained
        }
    }

    private func priorities(_ element: IBElement, horizontal: String, vertical: String, fallback: Priority) -> AxisPair<Priority>? {
        let h = element.number(horizontal)
        let v = element.number(vertical)
        guard h != nil || v != nil else { return nil }
        return AxisPair(horizontal: h.map(Priority.init) ?? fallback, vertical: v.map(Priority.init) ?? fallback)
    }

    private func autoresizingMask(_ element: IBElement) -> AutoresizingMask {
        var mask = AutoresizingMask()
        for (attribute, option) in IBViewCatalog.autoresizingMaskFlags where element.flag(attribute) { mask.insert(option) }
        return mask
    }

    private func layoutMargins(_ element: IBElement) -> EdgeInsets? {
        let key = context.isAppKit && element.name == "stackView" ? "edgeInsets" : "layoutMargins"
        if let insets = element.children.first(where: { $0.name == "edgeInsets" && $0.key == key }) {
            return EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        if let insets = element.children.first(where: { $0.name == "directionalEdgeInsets" && $0.key == "directionalLayoutMargins" }) {
            // Left-to-right reading: leading is left.
            return EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        }
        return nil
    }

    // MARK: Constraints

    private mutating func makeConstraint(
        _ pending: PendingConstraint, aliases: [String: String], resolve: (String) -> ItemID?
    ) -> Constraint? {
        let element = pending.element
        let location = context.location(of: element)
        func skip(_ reason: String) -> Constraint? {
            diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: reason, location: location))
            return nil
        }
        // A number Interface Builder never writes (`inf`, `nan`, `1e400`, words) is a damaged file, as a number out of
        // range is (NumericLimitCheck): an error at its place, not a constraint quietly left out (issue #21).
        func unreadable(_ what: String, _ text: String) -> Constraint? {
            diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.syntaxError, severity: .error,
                message: "the \(what) '\(text)' is not a finite number; the reader ignored the constraint", location: location))
            return nil
        }
        // Interface Builder removes a placeholder at build time: the developer marks it so because the code
        // adds the real constraint. It stays as the weakest stand-in for that one, so what the code places is not
        // reported as undetermined, while it never contradicts anything.
        let isPlaceholder = element.flag("placeholder")
        if isPlaceholder {
            diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.skippedConstruct, severity: .note,
                message: "placeholder constraint: Interface Builder removes it at build time; kept at priority 2 as a stand-in for the constraint the code adds",
                location: location))
        }
        let firstReference = element["firstItem"] ?? pending.owner
        guard resolve(firstReference) != nil else {
            return skip("constraint skipped: its first item '\(firstReference)' is not a view of this scene")
        }
        let secondReference = element["secondItem"]
        if let secondReference, resolve(secondReference) == nil {
            return skip("constraint skipped: its second item '\(secondReference)' is not a view of this scene")
        }
        guard let firstAttribute = IBConstraintValues.attribute(element["firstAttribute"]) else {
            return skip("constraint skipped: unknown first attribute '\(element["firstAttribute"] ?? "")'")
        }
        var secondAttribute = Attribute.notAnAttribute
        if secondReference != nil {
            guard let attribute = IBConstraintValues.attribute(element["secondAttribute"] ?? element["firstAttribute"]) else {
                return skip("constraint skipped: unknown second attribute '\(element["secondAttribute"] ?? "")'")
            }
            secondAttribute = attribute
        }
        guard let first = resolve(firstReference) else { return nil }
        let second = secondReference.flatMap(resolve)
        guard let relation = IBConstraintValues.relation(element["relation"]) else {
            return skip("constraint skipped: unknown relation '\(element["relation"] ?? "")'")
        }
        guard let multiplier = IBConstraintValues.multiplier(element["multiplier"]) else {
            return unreadable("multiplier", element["multiplier"] ?? "")
        }
        var constant: Double = 0
        if let text = element["constant"] {
            guard let value = Double(text), value.isFinite else { return unreadable("constant", text) }
            constant = value
        } else if element.flag("symbolic") {
            constant = IBConstraintValues.standardSpacing
        }
        var priority = Priority.required
        if let text = element["priority"] {
            guard let value = Double(text), value.isFinite else { return unreadable("priority", text) }
            priority = Priority(value)
        }
        return Constraint(
            firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: isPlaceholder ? Self.placeholderPriority : priority,
            identifier: element["identifier"] ?? (isPlaceholder ? Self.placeholderIdentifier : nil),
            origin: isPlaceholder ? .system : .user, location: location)
    }

}
