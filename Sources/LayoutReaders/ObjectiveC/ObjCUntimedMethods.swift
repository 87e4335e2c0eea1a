/// Methods of a layout owner that no method UIKit calls reaches (a setter others call, `configureWithModel:`,
/// `updateLayoutForState:`, an action) still make constraints: when they run, and whether they run at all, is not known.
/// Each one that makes constraints is read as code under a condition the reader cannot decide: its constraints are made
/// (so the rules about a constraint itself, such as mixed anchors or a visual format, see them), but what it activates,
/// deactivates, adds or changes opens the views involved instead of changing the scene, and what it stores in the
/// object's properties is forgotten afterwards, so one such method cannot set up another. The views any statement of
/// such a method touches were already opened (`openViewsTouchedByUnreadMethods`).
extension ObjCInterpreter {
    /// Identifier fragments of constraint-making code.
    private static let constraintWords = ["onstraint", "Anchor", "mas_", "autoPin", "autoSet", "autoAlign", "autoCenter",
                                          "autoMatch", "autoConstrain", "VisualFormat"]

    func runUntimedMethods() {
        var selectorsSeen = Set<String>()
        var untimed: [(method: ObjCMethod, file: ObjCFileSyntax, owner: String)] = []
        // The class's own implementation of a selector first: a superclass's is what the subclass overrides.
        for info in project.lineage(of: className) {
            for implementation in info.implementations {
                guard let file = files[implementation.path] else { continue }
                for method in implementation.methods where !method.isClassMethod && selectorsSeen.insert(method.selector).inserted {
                    guard !methodsRun.contains(info.name + "." + method.selector), method.selector != "dealloc",
                          makesConstraints(method, in: file) else { continue }
                    untimed.append((method, file, info.name))
                }
            }
        }
        for (method, file, owner) in untimed where !methodsRun.contains(owner + "." + method.selector) {
            let storedBefore = slots
            conditionDepth += 1
            run(method, file: file, owner: owner, arguments: Array(repeating: .unknown, count: method.parameters.count))
            conditionDepth -= 1
            slots = storedBefore
        }
    }

    private func makesConstraints(_ method: ObjCMethod, in file: ObjCFileSyntax) -> Bool {
        let tokens = file.tokens
        return method.body.clamped(to: 0..<tokens.count).contains { index in
            tokens[index].kind == .identifier && Self.constraintWords.contains { tokens[index].text.contains($0) }
        }
    }
}
