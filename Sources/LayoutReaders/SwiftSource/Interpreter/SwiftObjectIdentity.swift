/// `field == bioTextView` inside a loop over views the code made: two references to objects the reader
/// tracks are the same object exactly when they are one object of the scene. Undecided, such a test made
/// the loop's first branch run for every element (`bioLabel.top == bioLabel.bottom + 10`, a constraint of a
/// view with itself). Objects the code does not create (outlets, parameters, placeholders) may be any
/// object at runtime, so only their sameness with themselves is known.
extension SwiftInterpreter {
    /// The result of comparing two tracked objects with `==`, `!=`, `===` or `!==`; nil when it is not known.
    func compareObjects(_ op: String, _ left: Int, _ right: Int) -> SwiftValue? {
        let equal: Bool
        switch op {
        case "==", "===": equal = true
        case "!=", "!==": equal = false
        default: return nil
        }
        if left == right { return .bool(equal) }
        guard builder.objects.indices.contains(left), builder.objects.indices.contains(right) else { return nil }
        let created = [left, right].allSatisfy { id in
            let object = builder.objects[id]
            return !object.isPlaceholder && !object.isFromNib
        }
        return created ? .bool(!equal) : nil
    }
}
