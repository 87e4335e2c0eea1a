/// `init(hasCancelButton: Bool) { self.hasCancelButton = hasCancelButton; if hasCancelButton { addSubview(cancel) } }`
/// and later `func updateLayout() { if hasCancelButton { constrain cancel } }`: the init's test is named after the
/// caller's argument (`if showCancel`, SwiftForwardedConditions.swift), the later one tested the stored property under its
/// own name (`if hasCancelButton`). Two names made two independent variants, one adding the button and the other
/// constraining it, so neither laid it out. A property assigned an unknown parameter stands for the caller's argument
/// until something else is assigned to it, and a test of it is named after that argument too.
extension SwiftInterpreter {
    /// After `target = valueExpression`: remembers (or forgets) the caller's argument a stored property now holds.
    func rememberStoredArgument(_ target: SwiftExpr, _ valueExpression: SwiftExpr, _ value: SwiftValue,
                                _ scope: SwiftScope, _ context: SwiftFrameContext) {
        guard let (owner, name) = storedProperty(target, scope, context) else { return }
        var text: String?
        if value.isUnknown, let forwarded = forwardedTest(valueExpression, scope, context) {
            text = forwarded.negated ? "!" + forwarded.text : forwarded.text
        }
        builder.objects[owner].storedArgumentTexts[name] = text
        if value.isUnknown, scope.isBoundOptional(context.file.text(of: valueExpression)) {
            builder.objects[owner].propertiesHoldingBoundOptionals.insert(name)
        } else {
            builder.objects[owner].propertiesHoldingBoundOptionals.remove(name)
        }
    }

    /// `self.icon != nil` (or `== nil`) after `if let icon = item.icon { self.icon = icon … }` (or `= item.icon`): the property holds the
    /// binding's value, so the test is decided as the binding's was (the code under it ran because the value is there).
    /// Read as a condition not known, the branch that toggles what the `if let` set up became an alternative of its own,
    /// where both halves of a toggled pair stayed on (ProfileCreator/ProfileCreator @3ae18c86, held-out round 63).
    func nilTestOfBoundProperty(_ condition: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool? {
        guard case .binary(let op, let left, let right) = condition.kind, op == "==" || op == "!=" else { return nil }
        let property: SwiftExpr
        if case .nilLiteral = right.kind { property = left } else if case .nilLiteral = left.kind { property = right } else { return nil }
        guard let (owner, name) = storedProperty(property, scope, context),
              builder.objects[owner].propertiesHoldingBoundOptionals.contains(name) else { return nil }
        return op == "!="
    }

    /// The caller's text a bare property name or `self.name` stands for, when the property holds a parameter.
    func storedArgumentText(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> String? {
        guard let (owner, name) = storedProperty(expression, scope, context) else { return nil }
        return builder.objects[owner].storedArgumentTexts[name]
    }

    /// `name` (not a local) or `self.name` on an object the reader follows.
    private func storedProperty(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> (Int, String)? {
        let name: String
        switch expression.kind {
        case .identifier(let identifier) where scope.lookup(identifier) == nil:
            name = identifier
        case .member(let base, let member):
            guard case .identifier("self") = base.kind, scope.lookup("self") == nil else { return nil }
            name = member
        default:
            return nil
        }
        guard let owner = context.selfValue.objectID, builder.objects.indices.contains(owner) else { return nil }
        return (owner, name)
    }
}
