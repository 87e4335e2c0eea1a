import LayoutModel

/// `constraint.isActive = …`, `.priority = …`, `.constant = …` on a constraint the interpreter made: what is
/// known changes the constraint, what is not leaves it open (views on its axis, a symbolic constant or priority).
extension SwiftInterpreter {
    func setConstraintProperty(_ index: Int, _ name: String, _ value: SwiftValue, _ target: SwiftExpr, _ context: SwiftFrameContext) {
        guard builder.constraints.indices.contains(index) else { return }
        switch name {
        case "isActive", "active":
            // `active` is the Swift 2 name (SwiftLegacySpellings.swift).
            if case .bool(let flag) = value {
                if flag { activateFromCode(index, target, context) } else { builder.setActive(index, false, in: variant) }
            } else {
                openForUnknownActivation(index)
            }
        case "priority":
            if let priority = value.priority {
                if variant == nil || !builder.constraints[index].isActive { builder.constraints[index].priority = Priority(priority) }
            } else {
                // Whether it gives way in a conflict is not known (GetStream/stream-chat-swift @a4e569b1 before its
                // named priorities were read: 999 taken for required).
                note("priority not resolved: \(sourceText(value))", context.file, target.start)
                builder.constraints[index].symbolicPriority = "?"
            }
        case "identifier":
            if case .string(let identifier) = value { builder.constraints[index].identifier = identifier }
        case "constant":
            if case .number(let number) = value {
                // Changing the constant in a branch or later method is not a separate constraint; the base keeps the first.
                if variant == nil, builder.constraints[index].symbolicConstant == nil { builder.constraints[index].constant = number }
            } else if case .unknown = value {
                // A constant the code works out (`ceil(rows) * rowHeight` once content arrives) is not known, and the
                // first number is not the one the layout runs with: the constant is open, as the Objective-C reader
                // opens it (GetStream/stream-chat-swift @a4e569b1, a height 0 until content sets it).
                builder.constraints[index].symbolicConstant = "?"
            }
        default:
            break
        }
    }
}
