import LayoutModel

/// A branch inside a branch (`configure() / if expanded`) runs after what the enclosing branch did before
/// it: SnapKit's `remakeConstraints { if expanded { … } else { … } }` inside `configure()` deactivates the
/// old constraints in `configure()` and activates the new ones in the nested branches. Each variant is an
/// overlay on the base scene, so a nested variant carries its enclosing variants' changes, its own on top.
extension SwiftSceneBuilder {
    /// The variant whose branch encloses `key`'s (`a / b` is inside `a`), if the reader made one.
    private func enclosing(_ key: SwiftVariantKey) -> SwiftVariantKey? {
        let parts = key.name.components(separatedBy: " / ")
        guard parts.count > 1 else { return nil }
        let parent = SwiftVariantKey(name: parts.dropLast().joined(separator: " / "), horizontal: key.horizontal, vertical: key.vertical,
                                     forms: key.forms)
        if variants[parent] != nil { return parent }
        // An enclosing branch restricted to fewer screens than its own test allows carries other `forms`.
        return variantOrder.first { $0.name == parent.name && $0.horizontal == parent.horizontal && $0.vertical == parent.vertical }
    }

    /// Every variant with the changes of the variants enclosing it applied first.
    func variantsWithEnclosingChanges() -> (variants: [SwiftVariantKey: Variant], stacks: [SwiftVariantKey: [Int: StackOverride]]) {
        var resolved: [SwiftVariantKey: Variant] = [:]
        var stacks: [SwiftVariantKey: [Int: StackOverride]] = [:]
        func resolve(_ key: SwiftVariantKey, depth: Int) -> Variant? {
            if let done = resolved[key] { return done }
            guard var variant = variants[key] else { return nil }
            var ownStacks = variantStacks[key] ?? [:]
            if depth < 8, let parentKey = enclosing(key), let parent = resolve(parentKey, depth: depth + 1) {
                let activated = parent.activatedConstraints.filter { !variant.deactivatedConstraints.contains($0) && !variant.activatedConstraints.contains($0) }
                let deactivated = parent.deactivatedConstraints.filter { !variant.activatedConstraints.contains($0) && !variant.deactivatedConstraints.contains($0) }
                variant.activatedConstraints = activated + variant.activatedConstraints
                variant.deactivatedConstraints = deactivated + variant.deactivatedConstraints
                let hidden = parent.hiddenItems.filter { !variant.shownItems.contains($0) && !variant.hiddenItems.contains($0) }
                let shown = parent.shownItems.filter { !variant.hiddenItems.contains($0) && !variant.shownItems.contains($0) }
                variant.hiddenItems = hidden + variant.hiddenItems
                variant.shownItems = shown + variant.shownItems
                for (id, override) in stacks[parentKey] ?? [:] where ownStacks[id] == nil { ownStacks[id] = override }
            }
            resolved[key] = variant
            stacks[key] = ownStacks
            return variant
        }
        for key in variantOrder { _ = resolve(key, depth: 0) }
        return (resolved, stacks)
    }
}

extension SwiftInterpreter {
    /// ` (index=2)` for a branch whose condition also tests a local number the reader knows, such as a loop
    /// index: `for (index, row) in rows.enumerated() { if index == count - 1 { … } }` holds for one row only,
    /// so each iteration's branch is its own variant instead of all of them holding at once.
    func knownLocalNumbers(in expressions: [SwiftExpr], _ scope: SwiftScope) -> String {
        var names: [String] = []
        func collect(_ expression: SwiftExpr, depth: Int) {
            guard depth < 16 else { return }
            switch expression.kind {
            case .identifier(let name): if !names.contains(name) { names.append(name) }
            case .binary(_, let left, let right):
                collect(left, depth: depth + 1)
                collect(right, depth: depth + 1)
            case .prefix(_, let operand), .unwrap(let operand): collect(operand, depth: depth + 1)
            default: break
            }
        }
        for expression in expressions { collect(expression, depth: 0) }
        let known = names.compactMap { name -> String? in
            guard case .number(let value)? = scope.lookup(name) else { return nil }
            return "\(name)=\(formatNumber(value))"
        }
        return known.isEmpty ? "" : " (" + known.joined(separator: ", ") + ")"
    }
}
