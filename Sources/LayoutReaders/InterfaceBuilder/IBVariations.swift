import LayoutModel

/// Interface Builder's size-class variations of one scene, turned into `Variant`s.
///
/// `<variation key="default">` describes the base scene (any width, any height); every other key is a
/// variant. A variant also takes in the less specific variations that cover it (`heightClass=compact`
/// applies within `heightClass=compact-widthClass=regular`), more specific ones winning.
struct IBVariations {
    private let itemKeys: [String]
    private let superviews: [String?]
    private let constraintKeys: [String?]
    private let constraintItems: [[String]]

    private static let baseKey = "default"
    private var order: [String] = []
    private var firstElement: [String: IBElement] = [:]
    private var constraintMasks: [String: [String: Bool]] = [:]
    private var subviewMasks: [String: [String: Bool]] = [:]
    private var hiddenOverrides: [String: [String: Bool]] = [:]
    private var constantOverrides: [String: [Int: (constant: Double, element: IBElement)]] = [:]
    /// Stack view settings per variation key and view key (`<variation key="heightClass=compact" axis="horizontal">`).
    private var stackOverrides: [String: [String: StackOverride]] = [:]

    private static let stackAttributes: Set<String> = [
        "axis", "spacing", "distribution", "alignment", "layoutMarginsRelativeArrangement", "baselineRelativeArrangement",
    ]

    init(itemKeys: [String], superviews: [String?], constraintKeys: [String?], constraintItems: [[String]]) {
        self.itemKeys = itemKeys
        self.superviews = superviews
        self.constraintKeys = constraintKeys
        self.constraintItems = constraintItems
    }

    /// Records a view's `<variation>`: its constraint and subview masks and property overrides.
    mutating func addViewVariation(_ element: IBElement, target: String, context: IBDocumentContext) -> [Diagnostic] {
        if let skipped = Self.otherIdiom(element) { return [note("variation for \(skipped) skipped: layoutlint lays out iPhone and full-screen iPad", element, context)] }
        guard let key = register(element) else { return [missingKey(element, context)] }
        var diagnostics: [Diagnostic] = []
        for mask in element.children(named: "mask") {
            var entries: [String: Bool] = [:]
            for reference in mask.children where reference.name == "include" || reference.name == "exclude" {
                if let id = reference["reference"] { entries[id] = reference.name == "include" }
            }
            switch mask.key {
            case "constraints": constraintMasks[key, default: [:]].merge(entries) { $1 }
            case "subviews": subviewMasks[key, default: [:]].merge(entries) { $1 }
            default:
                diagnostics.append(note("size-class mask of '\(mask.key ?? "?")' skipped", mask, context))
            }
        }
        for (attribute, value) in element.attributes.sorted(by: { $0.key < $1.key }) where attribute != "key" {
            if attribute == "hidden" {
                hiddenOverrides[key, default: [:]][target] = value == "YES"
            } else if Self.stackAttributes.contains(attribute), let override = Self.stackOverride(attribute, value) {
                let earlier = stackOverrides[key]?[target] ?? StackOverride(item: ItemID(target))
                stackOverrides[key, default: [:]][target] = earlier.merging(override)
            } else {
                diagnostics.append(note("size-class override of '\(attribute)' skipped (\(key))", element, context))
            }
        }
        return diagnostics
    }

    /// One stack attribute of a variation as an override (nil when the value is not understood).
    private static func stackOverride(_ attribute: String, _ value: String) -> StackOverride? {
        let item = ItemID("")
        switch attribute {
        case "axis":
            return StackOverride(item: item, axis: value == "vertical" ? .vertical : .horizontal)
        case "spacing":
            return Double(value).map { StackOverride(item: item, spacing: $0) }
        case "distribution":
            return StackConfiguration.Distribution(rawValue: value).map { StackOverride(item: item, distribution: $0) }
        case "alignment":
            let alignment = value == "baseline" ? .lastBaseline : StackConfiguration.Alignment(rawValue: value)
            return alignment.map { StackOverride(item: item, alignment: $0) }
        case "layoutMarginsRelativeArrangement":
            return StackOverride(item: item, isLayoutMarginsRelativeArrangement: value == "YES")
        case "baselineRelativeArrangement":
            return StackOverride(item: item, isBaselineRelativeArrangement: value == "YES")
        default:
            return nil
        }
    }

    /// Records a constraint's `<variation>`: a different constant in that size class.
    mutating func addConstraintVariation(_ element: IBElement, constraintIndex: Int, context: IBDocumentContext) -> [Diagnostic] {
        if let skipped = Self.otherIdiom(element) { return [note("variation for \(skipped) skipped: layoutlint lays out iPhone and full-screen iPad", element, context)] }
        guard let key = register(element) else { return [missingKey(element, context)] }
        var diagnostics: [Diagnostic] = []
        for (attribute, value) in element.attributes.sorted(by: { $0.key < $1.key }) where attribute != "key" {
            if attribute == "constant", let constant = Double(value), key != Self.baseKey {
                constantOverrides[key, default: [:]][constraintIndex] = (constant, element)
            } else {
                diagnostics.append(note("size-class override of constraint '\(attribute)' skipped (\(key))", element, context))
            }
        }
        return diagnostics
    }

    /// Sets the base scene's active constraints, hidden items and stack settings, and returns one variant per
    /// size-class key.
    /// Constant overrides become copies of their constraint, inactive in the base scene, appended at the end.
    func apply(to constraints: inout [Constraint], items: inout [Item], context: IBDocumentContext) -> [Variant] {
        let originalCount = constraintItems.count
        let baseHidden = items.map(\.isHidden)
        let baseActive = (0..<originalCount).map { isInstalled(constraint: $0, under: [Self.baseKey]) }
        for index in 0..<originalCount { constraints[index].isActive = baseActive[index] }
        for index in items.indices where !isInstalled(item: itemKeys[index], under: [Self.baseKey]) {
            items[index].isHidden = true
        }
        // A view some size class does not install is absent there, not hidden (no stack view collapses it): when
        // nothing else hides it, whenever it is hidden it is absent.
        for index in items.indices where !baseHidden[index] && !hiddenOverrides.values.contains(where: { $0[itemKeys[index]] != nil }) {
            let keySets = [[Self.baseKey]] + order.map { [Self.baseKey] + covering($0) }
            if keySets.contains(where: { !isInstalled(item: itemKeys[index], under: $0) }) { items[index].hiddenMeansAbsent = true }
        }
        for index in items.indices {
            if let stack = items[index].stack, let override = stackOverrides[Self.baseKey]?[itemKeys[index]] {
                items[index].stack = override.applied(to: stack)
            }
        }

        var variants: [Variant] = []
        var copies: [OverrideCopy: Int] = [:]
        for key in order {
            let keys = [Self.baseKey] + covering(key)
            var activated: [Int] = []
            var deactivated: [Int] = []
            for index in 0..<originalCount {
                let active = isInstalled(constraint: index, under: keys)
                if active, let override = keys.reversed().lazy.compactMap({ self.constantOverrides[$0]?[index] }).first {
                    let copyKey = OverrideCopy(constraint: index, constant: override.constant, line: override.element.line)
                    let copyIndex = copies[copyKey] ?? {
                        var copy = constraints[index]
                        copy.constant = override.constant
                        copy.isActive = false
                        copy.location = SourceLocation(
                            file: context.file, line: override.element.line, column: override.element.column,
                            objectID: constraints[index].location.objectID)
                        constraints.append(copy)
                        return constraints.count - 1
                    }()
                    copies[copyKey] = copyIndex
                    activated.append(copyIndex)
                    // The original goes off here, also where a less specific variation laid under this one installs it.
                    if baseActive[index] || masksExplicitly(constraint: index, under: keys) { deactivated.append(index) }
                } else if active && !baseActive[index] {
                    activated.append(index)
                } else if !active && (baseActive[index] || masksExplicitly(constraint: index, under: keys)) {
                    deactivated.append(index)
                }
            }
            var hidden: [ItemID] = []
            var shown: [ItemID] = []
            for index in items.indices {
                let itemKey = itemKeys[index]
                var isHidden = baseHidden[index]
                for variationKey in keys { if let override = hiddenOverrides[variationKey]?[itemKey] { isHidden = override } }
                if !isInstalled(item: itemKey, under: keys) { isHidden = true }
                if isHidden && !items[index].isHidden { hidden.append(items[index].id) }
                if !isHidden && items[index].isHidden { shown.append(items[index].id) }
            }
            var stacks: [StackOverride] = []
            for index in items.indices {
                guard let base = items[index].stack else { continue }
                var configured = base
                for variationKey in keys {
                    if let override = stackOverrides[variationKey]?[itemKeys[index]] { configured = override.applied(to: configured) }
                }
                let override = StackOverride(item: items[index].id, from: base, to: configured)
                if !override.isEmpty { stacks.append(override) }
            }
            let sizeClasses = IBConstraintValues.sizeClasses(key)
            let element = firstElement[key]
            variants.append(Variant(
                name: key, horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
                activatedConstraints: activated.sorted(), deactivatedConstraints: deactivated.sorted(),
                hiddenItems: hidden, shownItems: shown, stackOverrides: stacks,
                location: SourceLocation(file: context.file, line: element?.line ?? 0, column: element?.column ?? 0)))
        }
        return Self.withOneCopyPerConstraint(variants, copies: copies)
    }

    /// Whether a variation among `keys` (not the base) states the constraint's installation itself: where it leaves the
    /// constraint out, the variant switches it off explicitly, as variants that apply together are laid over each other,
    /// less specific first (`heightClass=compact` includes it, `heightClass=compact-widthClass=compact` excludes it
    /// again; swwol/CrimeMapper @62249356, held-out round 65). A variation that says nothing of it (`heightClass=compact`
    /// beside a `widthClass=compact` that includes it) leaves it to the others.
    private func masksExplicitly(constraint index: Int, under keys: [String]) -> Bool {
        guard let id = constraintKeys[index] else { return false }
        return keys.contains { $0 != Self.baseKey && constraintMasks[$0]?[id] != nil }
    }

    /// The variants with each one's copy of a constraint the only copy it leaves active: where two variations apply
    /// together (`widthClass=regular` and `heightClass=regular-widthClass=regular` on an iPad) the constraint is still
    /// one constraint, with the most specific constant, not two conflicting copies (stingle/stingle-photos-ios,
    /// held-out round 43: 3 false conflicts of a constraint with itself).
    private static func withOneCopyPerConstraint(_ variants: [Variant], copies: [OverrideCopy: Int]) -> [Variant] {
        let copiesOfConstraint = Dictionary(grouping: copies, by: \.key.constraint).mapValues { Set($0.map(\.value)) }
        return variants.map { variant in
            var result = variant
            let activated = Set(variant.activatedConstraints)
            for (_, siblings) in copiesOfConstraint where !siblings.isDisjoint(with: activated) {
                result.deactivatedConstraints += siblings.subtracting(activated).sorted()
            }
            result.deactivatedConstraints.sort()
            return result
        }
    }

    /// One constant override of one constraint, which becomes one copy of it.
    private struct OverrideCopy: Hashable {
        let constraint: Int
        let constant: Double
        let line: Int
    }

    // MARK: Helpers

    private mutating func register(_ element: IBElement) -> String? {
        guard let key = element.key, !key.isEmpty else { return nil }
        if key != Self.baseKey, firstElement[key] == nil {
            order.append(key)
            firstElement[key] = element
        }
        return key
    }

    /// The variation keys that apply within `key`, least specific first, `key` itself last.
    private func covering(_ key: String) -> [String] {
        let target = IBConstraintValues.sizeClasses(key)
        func specificity(_ candidate: String) -> Int {
            let classes = IBConstraintValues.sizeClasses(candidate)
            return Variant.sizeClassSpecificity(horizontal: classes.horizontal, vertical: classes.vertical)
        }
        let matching = order.filter { candidate in
            if candidate == key { return true }
            let classes = IBConstraintValues.sizeClasses(candidate)
            guard classes.horizontal != nil || classes.vertical != nil else { return false }
            return (classes.horizontal == nil || classes.horizontal == target.horizontal)
                && (classes.vertical == nil || classes.vertical == target.vertical)
        }
        return matching.enumerated()
            .sorted { (specificity($0.element), $0.element == key ? 1 : 0, $0.offset) < (specificity($1.element), $1.element == key ? 1 : 0, $1.offset) }
            .map(\.element)
    }

    private func isInstalled(constraint index: Int, under keys: [String]) -> Bool {
        var installed = true
        if let id = constraintKeys[index] {
            for key in keys { if let value = constraintMasks[key]?[id] { installed = value } }
        }
        return installed && constraintItems[index].allSatisfy { isInstalled(item: $0, under: keys) }
    }

    /// A view is installed when neither it nor any of its superviews is masked out.
    private func isInstalled(item key: String, under keys: [String]) -> Bool {
        var current: String? = key
        var seen: Set<String> = []
        while let itemKey = current, !seen.contains(itemKey) {
            seen.insert(itemKey)
            var installed = true
            for variationKey in keys { if let value = subviewMasks[variationKey]?[itemKey] { installed = value } }
            if !installed { return false }
            current = itemKeys.firstIndex(of: itemKey).flatMap { superviews[$0] }
        }
        return true
    }

    private func note(_ message: String, _ element: IBElement, _ context: IBDocumentContext) -> Diagnostic {
        Diagnostic(ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: message, location: context.location(of: element))
    }

    /// The idiom a `<variation key="userInterfaceIdiom=mac">` is for, when it is none of the devices layoutlint lays
    /// out (Mac Catalyst, TV, CarPlay, Vision): such a variation applies only there, never on iPhone or iPad.
    /// A compact iPad variation (`widthClass=compact-userInterfaceIdiom=pad`) applies only in Split View or Slide Over,
    /// which are not among the devices checked either.
    private static func otherIdiom(_ element: IBElement) -> String? {
        guard let key = element.key, let range = key.range(of: "userInterfaceIdiom=") else { return nil }
        let idiom = key[range.upperBound...].prefix { $0 != "-" }
        if idiom == "pad", key.contains("Class=compact") { return key }
        return idiom == "pad" || idiom == "phone" ? nil : "userInterfaceIdiom=" + idiom
    }

    private func missingKey(_ element: IBElement, _ context: IBDocumentContext) -> Diagnostic {
        note("variation without a key skipped", element, context)
    }
}
