/// `view.constraints`: the constraints a view holds. UIKit keeps a constraint on the view it was added to
/// (`addConstraint:`), or, activated (`active = YES`, `activateConstraints:`), on the nearest common ancestor of its items
/// (the item itself for a size). `[self.contentView removeConstraints:self.contentView.constraints]` in a subclass's
/// set-up removes every constraint its superclass's set-up gave the content view (taohailong/miaomiaoClient @a5897965,
/// `ShopCarCell`: read as removing nothing, the superclass's insets and the subclass's were 7 false conflicts and 2
/// false duplicates; held-out round 50).
extension ObjCInterpreter {
    /// The active constraints view `id` holds.
    func constraintsHeld(by id: Int) -> ObjCValue {
        .array(constraints.indices.filter { index in
            constraints[index].isActive && (installedOn[index] ?? nearestCommonAncestor(constraintItems[index])) == id
        }.map(ObjCValue.constraint))
    }

    /// Records that constraints were added to view `id` (`[view addConstraint:c]`).
    func recordInstalled(_ indices: [Int], on id: Int) {
        for index in indices { installedOn[index] = id }
    }

    private func nearestCommonAncestor(_ items: (first: Int, second: Int?)) -> Int? {
        guard let second = items.second else { return items.first }
        let up = Set(ancestry(of: items.first))
        return ancestry(of: second).first(where: up.contains)
    }

    /// The view and its superviews, nearest first (bounded: a cycle the code made ends it).
    func ancestry(of id: Int) -> [Int] {
        var chain: [Int] = []
        var cursor: Int? = id
        while let current = cursor, objects.indices.contains(current), chain.count < objects.count, !chain.contains(current) {
            chain.append(current)
            cursor = objects[current].superview
        }
        return chain
    }
}
