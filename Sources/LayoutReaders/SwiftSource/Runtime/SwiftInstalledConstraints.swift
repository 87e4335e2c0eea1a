import LayoutModel

/// `view.constraints`: the constraints installed on a view — UIKit installs an activated constraint on the nearest
/// common ancestor of its items (a size constraint on its view; a layout guide counts as its owning view). Code that
/// filters them and switches some off (`view.constraints.filter { $0.firstAttribute == .bottom }.forEach { $0.isActive
/// = false }`) then reaches the constraints it means; read as unknown, the old pins outlived it (banghuazhao/
/// SwiftComp_iOS_App, held-out round 68: 21 findings judged false). With `firstAttribute` / `secondAttribute` on a
/// constraint, such filters are followed.
extension SwiftInterpreter {
    /// The active constraints installed on view `id`, in the order they were made. Reading them scans every
    /// constraint of the scene, so past the elements a step covers it is charged in proportion (a loop reading
    /// `view.constraints` while it makes thousands: a fuzz input, 5 s under ASan within the step budget).
    func constraintsInstalled(on id: Int, _ file: SwiftFileSyntax, _ position: SwiftPosition) -> SwiftValue {
        guard tick(file, position, cost: Self.sceneScanCost(builder.constraints.count)) else { return .unknown("") }
        return .array(builder.constraints.indices.filter { index in
            let record = builder.constraints[index]
            return record.isActive && !record.isWithdrawn && holder(of: record) == id
        }.map { .constraint($0) })
    }

    /// `pin.firstAttribute == .height`: a constraint's attribute read from its record is known exactly, so two layout
    /// attribute cases compare by name (a removal loop's filter, `for pin in constraints where …`). Nil for other cases.
    static func compareLayoutAttributes(_ op: String, _ left: String, _ right: String) -> SwiftValue? {
        guard op == "==" || op == "!=", Attribute(rawValue: left) != nil, Attribute(rawValue: right) != nil else { return nil }
        return .bool((left == right) == (op == "=="))
    }

    /// How many superviews a walk to a common ancestor follows (a scene is analysed to 100 levels of nesting).
    private static let maximumDepth = 100

    /// The view a constraint is installed on: its item's own view for a size, else the items' nearest common ancestor.
    private func holder(of record: SwiftSceneConstraint) -> Int? {
        let first = owningView(record.first)
        guard let second = record.second.map(owningView) else { return first }
        // Walks of at most `maximumDepth` views: a superview cycle ends them, as deeper nesting is not analysed.
        var ancestors: [Int] = []
        var cursor: Int? = first
        while let current = cursor, ancestors.count < Self.maximumDepth, !ancestors.contains(current) {
            ancestors.append(current)
            cursor = builder.objects[current].superview
        }
        cursor = second
        var walked = 0
        while let current = cursor, walked < Self.maximumDepth {
            if ancestors.contains(current) { return current }
            cursor = builder.objects[current].superview
            walked += 1
        }
        return nil
    }

    /// A layout guide stands for the view that owns it.
    private func owningView(_ id: Int) -> Int {
        if case .guide = builder.objects[id].kind, let owner = builder.objects[id].superview { return owner }
        return id
    }
}
