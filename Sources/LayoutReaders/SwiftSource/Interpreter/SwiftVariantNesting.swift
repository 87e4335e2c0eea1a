import LayoutModel

/// A branch inside a branch (`configure() / if expanded`) runs after what the enclosing branch did before
/// it: SnapKit's `remakeConstraints { if expanded { … } else { … } }` inside `configure()` deactivates the
/// old constraints in `configure()` and activates the new ones in the nested branches. Each variant is an
/// overlay on the base scene, so a nested variant carries its enclosing variants' changes, its own on top — except
/// where the enclosing code set a constraint again after the branch ran (`if flag { … } else { a.isActive = true }`
/// then `a.isActive = false`): that later statement holds in every branch (nPoway/AIHomeWork @8320e9ee, held-out
/// round 84: a bottom constraint the code switched off after the `if` kept on in the else, a false conflict).
struct SwiftActivationTimes {
    private var clock = 0
    private var times: [SwiftVariantKey?: [Int: Int]] = [:]

    /// Notes that constraint `index` was just (de)activated in `variant`.
    mutating func note(_ index: Int, in variant: SwiftVariantKey?) {
        clock += 1
        times[variant, default: [:]][index] = clock
    }

    /// When constraint `index` was last (de)activated in `variant`; 0 when never.
    func time(_ index: Int, in variant: SwiftVariantKey?) -> Int { times[variant]?[index] ?? 0 }

    /// The constraints (de)activated in `variant` after `moment` (a `now`).
    func touched(in variant: SwiftVariantKey?, since moment: Int) -> [Int] {
        (times[variant] ?? [:]).filter { $0.value > moment }.map(\.key).sorted()
    }

    /// The clock's reading, for `touched(in:since:)`.
    var now: Int { clock }

    /// Marks what `variant` holds of constraint `index` as set now: a branch's first alternative set it in place, on a
    /// path the other alternatives do not take, so their own state of it is not superseded by that (SwiftBranchAlternatives).
    mutating func renew(_ index: Int, in variant: SwiftVariantKey) {
        guard times[variant]?[index] != nil else { return }
        note(index, in: variant)
    }
}

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

    /// The variant of an earlier, outermost branch statement with the same test and the same way taken as the innermost
    /// branch of nested `key` (`if expanded … else …`, then `if … / else (expanded)`); nil when there is none.
    private func earlierTest(of key: SwiftVariantKey) -> SwiftVariantKey? {
        guard let separator = key.name.range(of: " / ", options: .backwards) else { return nil }
        let innermost = key.name[separator.upperBound...]
        return variantOrder.first { $0.name == innermost && $0 != key }
    }

    /// Whether code of `outer` (nil: the base) set constraint `index` after the branch `inner` did, for a constraint that
    /// is the same one in every branch (not one a branch returned instead, made only in the first, or chose from a list).
    private func supersedes(_ index: Int, in outer: SwiftVariantKey?, over inner: SwiftVariantKey) -> Bool {
        activationTimes.time(index, in: outer) > activationTimes.time(index, in: inner)
            && constraints[index].replacedIn[inner] == nil && !constraints[index].absentIn.contains(inner)
            && constraints[index].chosenIn.isEmpty
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
                // What the enclosing code set after this branch ran holds here too, for a constraint that is the same
                // one in every branch (not one a branch returned instead, made only in the first, or chose from a list).
                let superseded = Set((parent.activatedConstraints + parent.deactivatedConstraints).filter { supersedes($0, in: parentKey, over: key) })
                variant.activatedConstraints.removeAll(where: superseded.contains)
                variant.deactivatedConstraints.removeAll(where: superseded.contains)
                let activated = parent.activatedConstraints.filter { !variant.deactivatedConstraints.contains($0) && !variant.activatedConstraints.contains($0) }
                let deactivated = parent.deactivatedConstraints.filter { !variant.activatedConstraints.contains($0) && !variant.deactivatedConstraints.contains($0) }
                variant.activatedConstraints = activated + variant.activatedConstraints
                variant.deactivatedConstraints = deactivated + variant.deactivatedConstraints
                let hidden = parent.hiddenItems.filter { !variant.shownItems.contains($0) && !variant.hiddenItems.contains($0) }
                let shown = parent.shownItems.filter { !variant.hiddenItems.contains($0) && !variant.shownItems.contains($0) }
                variant.hiddenItems = hidden + variant.hiddenItems
                variant.shownItems = shown + variant.shownItems
                for (id, override) in stacks[parentKey] ?? [:] where ownStacks[id] == nil { ownStacks[id] = override }
            } else {
                // The base is the state after all of its code ran: what it set after this branch ran holds here too.
                variant.activatedConstraints.removeAll { supersedes($0, in: nil, over: key) }
                variant.deactivatedConstraints.removeAll { supersedes($0, in: nil, over: key) }
            }
            if depth < 8, let twin = earlierTest(of: key), let taken = resolve(twin, depth: depth + 1) {
                // The same test written again takes the same way: the nested `else (style == .subtitle)` runs only
                // where the earlier `if style == .subtitle … else …` took its else, whose changes hold here too
                // (ghostery/user-agent-ios @96a5bad8, held-out round 94: a subtitle row's trailing pin read together
                // with the other styles' one, a false conflict).
                variant.activatedConstraints = taken.activatedConstraints.filter {
                    !variant.deactivatedConstraints.contains($0) && !variant.activatedConstraints.contains($0)
                } + variant.activatedConstraints
                variant.deactivatedConstraints = taken.deactivatedConstraints.filter {
                    !variant.activatedConstraints.contains($0) && !variant.deactivatedConstraints.contains($0)
                } + variant.deactivatedConstraints
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
