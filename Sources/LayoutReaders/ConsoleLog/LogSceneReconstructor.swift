import LayoutModel

/// Turns a raw message into items with readable ids, a hierarchy where the log reveals one, and model constraints.
struct LogSceneReconstructor {
    let file: String

    /// What the log says about one item, gathered over all descriptions of a message.
    private struct ItemFacts {
        var key: String
        var reference: LogItemReference
        var className: String?
        var label: String?
        var accessibilityIdentifier: String?
        var superviewKey: String?
        var guideOwnerKey: String?
        var autoresizingMask: AutoresizingMask?
        var translatesAutoresizingMask = false
        var isHidden = false
        var line = 0
        var column = 0
        /// Set for `_UILayoutGuide`s pinned to their view's top or bottom.
        var pinnedEdge: Attribute?
    }

    /// The message as a scene: its items and constraints, the one the runtime broke, and what the log says of the rest.
    func build(_ raw: RawLogMessage, number: Int, repeatCount: Int, occurrenceLines: [Int]) -> ConsoleLogMessage {
        let (descriptions, brokenIndex) = LogSceneReconstructor.withBroken(raw)
        let (facts, order) = itemFacts(descriptions, extraItems: raw.extraItems, firstLine: raw.firstLine)
        let ids = assignIDs(order: order, facts: facts)
        var (items, logItems) = sceneItems(order: order, facts: facts, ids: ids)
        LogSceneReconstructor.applyPrintedMargins(descriptions, ids: ids, facts: facts, items: &items)
        let cellSizeIndices = LogSceneReconstructor.unnamedCellSizeIndices(descriptions, facts: facts, raw: raw)
        let logConstraints = descriptions.enumerated().map { index, description in
            logConstraint(description, isCellSize: cellSizeIndices.contains(index), ids: ids, facts: facts)
        }

        let scene = Scene(
            name: "message \(number) (line \(raw.firstLine))",
            kind: LogSceneReconstructor.sceneKind(descriptions),
            root: LogSceneReconstructor.root(items: items, logItems: logItems),
            items: items,
            constraints: logConstraints.map(\.constraint),
            location: SourceLocation(file: file, line: raw.firstLine, column: 1))
        var message = ConsoleLogMessage(
            kind: raw.kind, lines: raw.firstLine...max(raw.firstLine, raw.lastLine), scene: scene, constraints: logConstraints,
            brokenConstraintIndex: brokenIndex, brokenConstraint: brokenIndex.map { logConstraints[$0] }, items: logItems,
            repeatCount: repeatCount, occurrenceLines: occurrenceLines)
        message.hasHeader = raw.hasHeader
        message.isCutOff = raw.isCutOff
        message.isRedacted = raw.isRedacted
        message.isElided = raw.isElided
        message.isStartMissing = raw.isStartMissing
        message.unreadableCount = raw.unreadableCount
        message.hasRecoveryLine = raw.hasRecoveryLine || !(raw.kind == .unsatisfiable || raw.kind == .conflictingMacOS)
        message.ambiguities = raw.ambiguities.compactMap { entry in
            ids[entry.reference.key].map { ConsoleLogAmbiguity(item: $0, attributes: entry.attributes) }
        }
        return message
    }

    /// The message's constraints with the one the runtime broke among them, and its index.
    private static func withBroken(_ raw: RawLogMessage) -> (descriptions: [ParsedConstraintDescription], brokenIndex: Int?) {
        var descriptions = raw.constraints
        guard let broken = raw.broken else { return (descriptions, nil) }
        if let index = descriptions.firstIndex(where: { LogSceneReconstructor.isSame($0, broken) }) {
            return (descriptions, index)
        }
        // The runtime broke a constraint the list did not show; it still belongs to the set.
        descriptions.append(broken)
        return (descriptions, descriptions.count - 1)
    }

    /// What the descriptions say of each item they name, and the items' keys in the order they are first named.
    private func itemFacts(_ descriptions: [ParsedConstraintDescription], extraItems: [LogItemReference], firstLine: Int)
        -> (facts: [String: ItemFacts], order: [String]) {
        var facts: [String: ItemFacts] = [:]
        var order: [String] = []
        for description in descriptions {
            let (line, column) = (description.line, description.column)
            LogSceneReconstructor.note(description.first.item, line: line, column: column, facts: &facts, order: &order)
            if let second = description.second { LogSceneReconstructor.note(second.item, line: line, column: column, facts: &facts, order: &order) }
            for key in description.bindings.keys.sorted() {
                LogSceneReconstructor.note(description.bindings[key]!, line: line, column: column, facts: &facts, order: &order)
            }
        }
        for item in extraItems { LogSceneReconstructor.note(item, line: firstLine, column: 1, facts: &facts, order: &order) }

        for description in descriptions {
            learnHierarchy(from: description, facts: &facts)
        }
        inferSuperviewsOfAutoresizingViews(descriptions, facts: &facts)
        return (facts, order)
    }

    /// Records an item a description names: new facts where it was first named, names it was printed without filled in.
    private static func note(_ reference: LogItemReference, line: Int, column: Int, facts: inout [String: ItemFacts], order: inout [String]) {
        // A scroll view's content area is a guide the scroll view owns: the scroll view is in the layout too.
        if let owner = reference.contentGuideOwner.first { note(owner, line: line, column: column, facts: &facts, order: &order) }
        let key = reference.key
        if var existing = facts[key] {
            if existing.className == nil || existing.className!.hasSuffix("...") { existing.className = className(of: reference) ?? existing.className }
            if existing.label == nil { existing.label = reference.label }
            if existing.accessibilityIdentifier == nil { existing.accessibilityIdentifier = accessibilityIdentifier(of: reference) }
            facts[key] = existing
            return
        }
        facts[key] = ItemFacts(
            key: key, reference: reference, className: className(of: reference), label: reference.label,
            accessibilityIdentifier: accessibilityIdentifier(of: reference), line: line, column: column)
        facts[key]?.guideOwnerKey = reference.contentGuideOwner.first?.key
        order.append(key)
    }

    /// The scene's items and what the log printed of each, by address (or id when it printed none).
    private func sceneItems(order: [String], facts: [String: ItemFacts], ids: [String: ItemID]) -> (items: [Item], logItems: [String: ConsoleLogItem]) {
        var items: [Item] = []
        var logItems: [String: ConsoleLogItem] = [:]
        for key in order {
            let fact = facts[key]!
            let resolvedGuide = LogSceneReconstructor.guideKind(fact)
            var role = LogItemClassifier.role(className: fact.className, isGuide: resolvedGuide != nil)
            if fact.reference.unnamedSuperviewOf != nil { role = .unnamedSuperview }
            let id = ids[key]!
            let parent = (resolvedGuide != nil ? fact.guideOwnerKey : nil) ?? fact.superviewKey
            items.append(Item(
                id: id,
                kind: resolvedGuide.map { .layoutGuide($0) } ?? .view,
                className: fact.className,
                superview: parent.flatMap { ids[$0] },
                translatesAutoresizingMask: fact.translatesAutoresizingMask,
                autoresizingMask: fact.autoresizingMask,
                isHidden: fact.isHidden,
                location: SourceLocation(file: file, line: fact.line, column: fact.column, objectID: fact.reference.address)))
            let logItem = ConsoleLogItem(
                id: id, address: fact.reference.address, className: fact.className, label: fact.label,
                accessibilityIdentifier: fact.accessibilityIdentifier, role: role)
            logItems[fact.reference.address ?? id.name] = logItem
        }
        return (items, logItems)
    }

    /// The indices of the constraints that are a cell's size with its name lost.
    private static func unnamedCellSizeIndices(_ descriptions: [ParsedConstraintDescription], facts: [String: ItemFacts],
                                               raw: RawLogMessage) -> Set<Int> {
        // One per cell and dimension, as UIKit makes it (two such sizes on one view are the app's, or a library's, and
        // are reported as two required sizes).
        var unnamedCellSizes: [String: [Int]] = [:]
        if ConstraintOriginClassifier.isDescribedByMasonry(descriptions)
            || ConstraintOriginClassifier.isRewritten(descriptions, unifiedLogHeader: raw.isUnifiedLogHeader) {
            for (index, description) in descriptions.enumerated()
            where ConstraintOriginClassifier.isUnnamedCellSize(description, className: facts[description.first.item.key]?.className) {
                unnamedCellSizes[description.first.item.key + "." + description.first.attribute.rawValue, default: []].append(index)
            }
        }
        return Set(unnamedCellSizes.values.filter { $0.count == 1 }.flatMap { $0 })
    }

    /// One logged constraint as a model constraint, its y measured from the bottom where the runtime printed it so.
    private func logConstraint(_ description: ParsedConstraintDescription, isCellSize: Bool, ids: [String: ItemID],
                               facts: [String: ItemFacts]) -> ConsoleLogConstraint {
        var constraint = Constraint(
            firstItem: ids[description.first.item.key]!,
            firstAttribute: description.first.attribute,
            relation: description.relation,
            secondItem: description.second.map { ids[$0.item.key]! },
            secondAttribute: description.second?.attribute ?? .notAnAttribute,
            multiplier: description.multiplier,
            constant: description.constant,
            priority: description.priority,
            identifier: description.identifier,
            isActive: description.isActive,
            origin: isCellSize
                ? .cellEncapsulatedSize
                : ConstraintOriginClassifier.origin(constraintClass: description.constraintClass, identifier: description.identifier),
            location: SourceLocation(file: file, line: description.line, column: description.column, objectID: description.address))
        if let superviewKey = facts[description.first.item.key]?.superviewKey, let superview = ids[superviewKey],
           LogSceneReconstructor.measuresYFromBottom(description, viewClass: facts[description.first.item.key]?.className,
                                                    superviewClass: facts[superviewKey]?.className) {
            LogSceneReconstructor.measureFromBottom(&constraint, of: superview)
        }
        return ConsoleLogConstraint(
            address: description.address, constraintClass: description.constraintClass, rawText: description.rawText,
            constraint: constraint, sourceHint: description.sourceHint)
    }

    // MARK: - Facts

    /// `'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x…'UIViewLayoutMarginsGuide']-(8)-|`: UIKit prints the
    /// margins it really uses as the inset of the view's margins guide. A view's `bottomMargin` elsewhere in the list is
    /// that same inset, so the view's margins are taken from these constraints instead of UIKit's defaults (8, or 11
    /// and 16 for a table cell's content view, UIView.layoutMargins and UITableViewCell documentation); an edge the log
    /// does not print keeps its default.
    private static func applyPrintedMargins(_ descriptions: [ParsedConstraintDescription], ids: [String: ItemID], facts: [String: ItemFacts],
                                    items: inout [Item]) {
        var printed: [ItemID: [String: Double]] = [:]
        for description in descriptions {
            guard let identifier = description.identifier, identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint"),
                  let second = description.second else { continue }
            let edge = String(identifier.dropFirst("UIView-".count).dropLast("Margin-guide-constraint".count))
            guard ["top", "bottom", "left", "right", "leading", "trailing"].contains(edge) else { continue }
            let sides = [description.first.item, second.item]
            guard let guide = sides.first(where: { $0.label == "UIViewLayoutMarginsGuide" }),
                  let owner = sides.first(where: { $0.key != guide.key }), let ownerID = ids[owner.key] else { continue }
            printed[ownerID, default: [:]][edge] = abs(description.constant)
        }
        for (ownerID, edges) in printed {
            guard let index = items.firstIndex(where: { $0.id == ownerID }) else { continue }
            let className = items[index].className ?? ""
            var insets = items[index].layoutMargins
                ?? (className.contains("TableViewCellContentView") ? EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
                    : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            if let top = edges["top"] { insets.top = top }
            if let bottom = edges["bottom"] { insets.bottom = bottom }
            if let left = edges["left"] ?? edges["leading"] { insets.left = left }
            if let right = edges["right"] ?? edges["trailing"] { insets.right = right }
            items[index].layoutMargins = insets
        }
    }

    private func learnHierarchy(from description: ParsedConstraintDescription, facts: inout [String: ItemFacts]) {
        let firstKey = description.first.item.key
        let secondKey = description.second?.item.key
        let barKey = description.superviewBarItem?.key ?? (description.constraintClass == "NSAutoresizingMaskLayoutConstraint" ? description.bindings["|"]?.key : nil)
        // The item the constraint is about: not the `|` side of a visual format.
        let subjectKey = (barKey != nil && firstKey == barKey) ? (secondKey ?? firstKey) : firstKey

        if let barKey, barKey != subjectKey {
            if isGuide(facts[subjectKey]) {
                facts[subjectKey]?.guideOwnerKey = barKey
                if facts[subjectKey]?.className == "_UILayoutGuide" {
                    facts[subjectKey]?.pinnedEdge = description.first.attribute == .top || description.second?.attribute == .top ? .top : .bottom
                }
            } else {
                facts[subjectKey]?.superviewKey = barKey
            }
        }
        if let secondKey, barKey == nil,
           ConstraintOriginClassifier.origin(constraintClass: description.constraintClass, identifier: description.identifier) == .system,
           description.first.attribute == description.second?.attribute {
            // `_UILayoutGuide.bottom == UIView.bottom`: a view controller's bottom guide sits on its view's bottom.
            for (guideKey, viewKey) in [(firstKey, secondKey), (secondKey, firstKey)]
            where facts[guideKey]?.className == "_UILayoutGuide" && !isGuide(facts[viewKey]) {
                facts[guideKey]?.guideOwnerKey = viewKey
                facts[guideKey]?.pinnedEdge = description.first.attribute == .bottom ? .bottom : .top
            }
        }
        if let identifier = description.identifier, let secondKey, barKey == nil,
           ConstraintOriginClassifier.origin(constraintClass: description.constraintClass, identifier: identifier) == .system {
            // `'UIViewSafeAreaLayoutGuide-top' UILayoutGuide.top == UIView.top`: the other item owns the guide.
            if isGuide(facts[firstKey]), !isGuide(facts[secondKey]) { facts[firstKey]?.guideOwnerKey = secondKey }
            if isGuide(facts[secondKey]), !isGuide(facts[firstKey]) { facts[secondKey]?.guideOwnerKey = firstKey }
        }
        if let secondKey, description.identifier?.hasPrefix("UISV-") == true {
            // A stack view's own constraints tie it to its arranged subviews and its alignment spacers.
            for (stackKey, otherKey) in [(firstKey, secondKey), (secondKey, firstKey)]
            where isStackView(facts[stackKey]) && !isStackView(facts[otherKey]) {
                if isGuide(facts[otherKey]) {
                    if facts[otherKey]?.guideOwnerKey == nil { facts[otherKey]?.guideOwnerKey = stackKey }
                } else if facts[otherKey]?.superviewKey == nil {
                    facts[otherKey]?.superviewKey = stackKey
                }
            }
        }
        if description.constraintClass == "NSAutoresizingMaskLayoutConstraint", barKey == nil, let secondKey, secondKey != firstKey,
           facts[firstKey]?.superviewKey == nil, !isGuide(facts[firstKey]), !isAncestor(firstKey, of: secondKey, facts: facts) {
            // A flexible autoresizing mask is printed against the view's superview and nothing else
            // (`h=-&- v=-&- UIView.height == UIWindow.height - 20`).
            facts[firstKey]?.superviewKey = secondKey
        }
        if let notation = description.autoresizingNotation {
            facts[subjectKey]?.translatesAutoresizingMask = true
            facts[subjectKey]?.autoresizingMask = AutoresizingMask(runtimeNotation: notation)
        }
        if description.identifier == "UISV-hiding" {
            facts[subjectKey]?.isHidden = true
        }
    }

    /// An autoresizing position printed without its superview (`h=--& v=--& UILabel.midY == + 39`) means a point in
    /// the superview, so the explainer needs to know which view that is even when no `|` names it. A sibling spacing
    /// (`V:[A]-(0)-[B]`) to a view whose superview is known, or an edge pinned to the same edge of a view the log
    /// shows to be a container (`A.bottom == Container.bottom - 10`), tells; when the clues disagree nothing is set.
    private func inferSuperviewsOfAutoresizingViews(_ descriptions: [ParsedConstraintDescription], facts: inout [String: ItemFacts]) {
        let containers = Set(facts.values.compactMap(\.superviewKey))
        let orphans = facts.values.filter { $0.translatesAutoresizingMask && $0.superviewKey == nil && !isGuide($0) }.map(\.key)
        for orphan in orphans.sorted() {
            var candidates: Set<String> = []
            // Weaker: the orphan centred on (or edge-aligned with) a view that sits in the hierarchy and could hold
            // subviews, which is how a view is usually placed in its superview (`Label.centerY == Blocker.centerY`).
            var alignedHosts: Set<String> = []
            for description in descriptions where description.superviewBarItem == nil {
                guard let second = description.second else { continue }
                let sides = [(description.first, second), (second, description.first)]
                for (own, other) in sides where own.item.key == orphan && other.item.key != orphan {
                    let ownEdge = own.attribute.withoutMargin
                    let otherEdge = other.attribute.withoutMargin
                    guard ownEdge.axis == otherEdge.axis, ownEdge.kind != .dimension, otherEdge.kind != .dimension else { continue }
                    if LogSceneReconstructor.areOpposite(ownEdge, otherEdge), let shared = facts[other.item.key]?.superviewKey {
                        candidates.insert(shared)
                    } else if ownEdge == otherEdge, containers.contains(other.item.key) {
                        candidates.insert(other.item.key)
                    } else if ownEdge == otherEdge, let host = facts[other.item.key], host.superviewKey != nil, !isGuide(host),
                              !LogSceneReconstructor.isLeafControl(host.className) {
                        alignedHosts.insert(host.key)
                    }
                }
            }
            if candidates.isEmpty { candidates = alignedHosts }
            guard candidates.count == 1, let superview = candidates.first, superview != orphan,
                  !isAncestor(orphan, of: superview, facts: facts) else { continue }
            facts[orphan]?.superviewKey = superview
        }
    }

    /// Classes that draw content rather than hold subviews: a view aligned with one is its sibling, not its child.
    private static func isLeafControl(_ className: String?) -> Bool {
        guard let className else { return false }
        let leaves = ["UILabel", "UIImageView", "UIButton", "UITextField", "UISwitch", "UISlider", "UIProgressView",
                      "UIActivityIndicatorView", "NSTextField", "NSButton", "NSImageView", "NSProgressIndicator"]
        return leaves.contains { className == $0 || className.hasSuffix("." + $0) }
    }

    /// Edges that face each other across a spacing: top/bottom, leading/trailing, left/right.
    private static func areOpposite(_ a: Attribute, _ b: Attribute) -> Bool {
        let pairs: [(Attribute, Attribute)] = [(.top, .bottom), (.leading, .trailing), (.left, .right)]
        return pairs.contains { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) }
    }

    /// Whether `ancestor` is `key`'s superview, or its superview's, as learnt so far.
    private func isAncestor(_ ancestor: String, of key: String, facts: [String: ItemFacts]) -> Bool {
        var current = facts[key]?.superviewKey ?? facts[key]?.guideOwnerKey
        var steps = 0
        while let next = current, steps < facts.count {
            if next == ancestor { return true }
            current = facts[next]?.superviewKey ?? facts[next]?.guideOwnerKey
            steps += 1
        }
        return false
    }

    /// The guide kind, telling a view controller's `_UILayoutGuide`s apart by the edge they are pinned to.
    private static func guideKind(_ fact: ItemFacts) -> LayoutGuideKind? {
        let guide = LogItemClassifier.guideKind(className: fact.className, label: fact.label)
        guard guide == .custom, fact.className == "_UILayoutGuide" else { return guide }
        return fact.pinnedEdge == .bottom ? .bottomLayoutGuide : .topLayoutGuide
    }

    private func isStackView(_ fact: ItemFacts?) -> Bool {
        guard let fact, let className = fact.className, !isGuide(fact) else { return false }
        return LogItemClassifier.role(className: className, isGuide: false) == .stackView
    }

    private func isGuide(_ fact: ItemFacts?) -> Bool {
        guard let fact else { return false }
        return LogItemClassifier.guideKind(className: fact.className, label: fact.label) != nil
    }

    private static func className(of reference: LogItemReference) -> String? {
        if let className = reference.className { return LogItemClassifier.declaredClassName(className) }
        // A names-clause key ending in `...` is a class name the runtime cut short, not an identifier.
        if let name = reference.name, name.hasSuffix("...") { return name }
        return nil
    }

    private static func accessibilityIdentifier(of reference: LogItemReference) -> String? {
        // An accessibility identifier (`names:` clause) or a Masonry `mas_key`, never a truncated class name.
        guard let name = reference.name, !name.hasSuffix("...") else { return nil }
        return name
    }

    /// AppKit's frame is y-up: in a superview that is not flipped, an autoresizing `NSView.minY == - 1` puts the
    /// view's bottom 1 point below its superview's bottom, not its top 1 point above the superview's top (which the
    /// same mask prints as `V:|-(1)-[NSView]`). Views AppKit flips (tables, text views, stacks, clip views) measure
    /// from the top like UIKit.
    static func measuresYFromBottom(_ description: ParsedConstraintDescription, viewClass: String?, superviewClass: String?) -> Bool {
        guard description.constraintClass == "NSAutoresizingMaskLayoutConstraint", description.second == nil,
              description.superviewBarItem == nil, description.first.attribute.axis == .vertical,
              let viewClass, viewClass.hasPrefix("NS") || viewClass.hasPrefix("_NS"),
              let superviewClass, superviewClass.hasPrefix("NS") || superviewClass.hasPrefix("_NS") else { return false }
        let flipped = ["NSTableView", "NSOutlineView", "NSTextView", "NSStackView", "NSClipView", "NSCollectionView",
                       "NSSplitView", "NSTableRowView", "NSTableHeaderView", "NSRulerView"]
        guard !flipped.contains(where: { superviewClass.hasPrefix($0) }) else { return false }
        return [".minY", ".maxY", ".midY"].contains { description.rawText.contains($0) }
    }

    /// `view.minY == c` becomes `view.bottom == superview.bottom - c` (`maxY`: the top edge, `midY`: the centre).
    static func measureFromBottom(_ constraint: inout Constraint, of superview: ItemID) {
        let edge: Attribute
        switch constraint.firstAttribute {
        case .top: edge = .bottom
        case .bottom: edge = .top
        default: edge = constraint.firstAttribute
        }
        constraint.firstAttribute = edge
        constraint.secondItem = superview
        constraint.secondAttribute = .bottom
        constraint.constant = -constraint.constant
        switch constraint.relation {
        case .lessThanOrEqual: constraint.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: constraint.relation = .lessThanOrEqual
        case .equal: break
        }
    }

    static func isSame(_ a: ParsedConstraintDescription, _ b: ParsedConstraintDescription) -> Bool {
        if let left = a.address, let right = b.address { return left == right }
        return a.rawText == b.rawText
    }

    // MARK: - Ids

    /// `UILabel'Title'`, `UIView#a8d0`, `homeLarge`, `UIView#f060.safeAreaLayoutGuide`, made unique.
    private func assignIDs(order: [String], facts: [String: ItemFacts]) -> [String: ItemID] {
        var ids: [String: ItemID] = [:]
        var taken: Set<String> = []
        func claim(_ candidates: [String], for key: String) {
            for candidate in candidates where !taken.contains(candidate) {
                taken.insert(candidate)
                ids[key] = ItemID(candidate)
                return
            }
            var counter = 2
            let base = candidates.last ?? key
            while taken.contains("\(base)~\(counter)") { counter += 1 }
            taken.insert("\(base)~\(counter)")
            ids[key] = ItemID("\(base)~\(counter)")
        }
        func addressCandidates(_ base: String, _ address: String?) -> [String] {
            guard let address else { return [base] }
            let digits = String(address.dropFirst(2))
            return [4, 6, 8, digits.count].filter { $0 <= digits.count }.map { "\(base)#\(digits.suffix($0))" }
        }
        func isPlainItem(_ fact: ItemFacts) -> Bool {
            fact.reference.unnamedSuperviewOf == nil
                && !(LogSceneReconstructor.guideKind(fact).map { $0 != .custom && fact.guideOwnerKey != nil } ?? false)
        }
        // Views first, so guides and unnamed superviews can be named after them.
        for key in order {
            let fact = facts[key]!
            guard isPlainItem(fact) else { continue }
            let shortClass = fact.className.map(LogItemClassifier.shortName)
            if let accessibility = fact.accessibilityIdentifier {
                claim([accessibility] + addressCandidates(accessibility, fact.reference.address), for: key)
            } else if let label = fact.label, let shortClass {
                let base = "\(shortClass)'\(label)'"
                claim([base] + addressCandidates(base, fact.reference.address), for: key)
            } else {
                claim(addressCandidates(shortClass ?? "item", fact.reference.address), for: key)
            }
        }
        for key in order where ids[key] == nil {
            let fact = facts[key]!
            if let child = fact.reference.unnamedSuperviewOf {
                claim(["\(ids[child]?.name ?? child).superview"], for: key)
            } else if let guide = LogSceneReconstructor.guideKind(fact), let owner = fact.guideOwnerKey, let ownerID = ids[owner] {
                let property = guide.propertyName ?? "layoutGuide"
                claim(["\(ownerID.name).\(property)"] + addressCandidates("\(ownerID.name).\(property)", fact.reference.address), for: key)
            } else {
                claim(addressCandidates(fact.className.map(LogItemClassifier.shortName) ?? "item", fact.reference.address), for: key)
            }
        }
        return ids
    }

    // MARK: - Scene

    /// A cell with the height the table imposed when `UIView-Encapsulated-Layout-Height` fixes one.
    static func sceneKind(_ descriptions: [ParsedConstraintDescription]) -> SceneKind {
        for description in descriptions where description.identifier == "UIView-Encapsulated-Layout-Height"
            && description.second == nil && description.relation == .equal && description.first.attribute == .height {
            return .cell(rowHeight: description.constant)
        }
        return .standalone
    }

    /// The topmost view when every view leads up to the same one; a cell's content view otherwise.
    static func root(items: [Item], logItems: [String: ConsoleLogItem]) -> ItemID? {
        let scene = Scene(name: "", items: items)
        let views = items.filter { !$0.isLayoutGuide }
        let tops = Set(views.map { scene.ancestry(of: $0.id).last! })
        if tops.count == 1, let top = tops.first, views.count > 1 { return top }
        let contentViews = logItems.values.filter { $0.role == .cellContentView }.map(\.id)
        if contentViews.count == 1 { return scene.ancestry(of: contentViews[0]).last }
        return nil
    }
}
