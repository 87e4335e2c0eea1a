/// `final class ConfirmCoordinator { var rootViewController: UIViewController { ConfirmPaymentViewController(…) } }`:
/// a type that is neither a view nor a view controller (a coordinator, router or factory) makes view controllers
/// and hands them to a navigation controller. Read as a scene, it held those controllers' whole layouts with their
/// root views placed nowhere, so every view in them was reported ambiguous (no screen gives the root a size), once
/// per coordinator. Each controller's layout is its own scene; such a type makes no scene when every constraint it
/// read lies inside the root views of controllers it made and did not place.
extension SwiftInterpreter {
    /// Whether every constraint read lies in the unplaced root view of a view controller the scene made.
    func onlyLaysOutUnplacedControllers() -> Bool {
        var unplacedRoots = Set<Int>()
        for object in builder.objects where object.kind == .controller {
            if let root = object.slots["view"]?.objectID, builder.objects.indices.contains(root), builder.objects[root].superview == nil {
                unplacedRoots.insert(root)
            }
        }
        guard !unplacedRoots.isEmpty else { return false }
        func topmost(_ id: Int) -> Int {
            var current = id
            var steps = 0
            while let parent = builder.objects[current].superview, steps < 1000 {
                current = parent
                steps += 1
            }
            return current
        }
        return builder.constraints.allSatisfy { constraint in
            unplacedRoots.contains(topmost(constraint.first)) && (constraint.second.map { unplacedRoots.contains(topmost($0)) } ?? true)
        }
    }
}
