import LayoutModel

/// SnapKit's `Constraint` (what `make.top.equalTo(x).constraint` returns), kept in properties and
/// toggled later: `activate()`, `deactivate()`, `isActive`, `update(offset:)`, `update(inset:)`, `update(priority:)`.
extension SwiftInterpreter {
    /// `c.isActive` (in the current branch) and `c.layoutConstraints`.
    func snapKitConstraintMember(_ description: SwiftSnapKitDescription, _ name: String) -> SwiftValue {
        let made = materializeSnapKit(description)
        switch name {
        case "isActive": return .bool(made.contains { isLiveSnapKit($0.index) })
        case "layoutConstraints": return .array(made.map { .constraint($0.index) })
        default: return .unknown("")
        }
    }

    /// A property holding one SnapKit `Constraint` or another after a branch not decided (SwiftAlternativeLocals merges
    /// the two into a list): `bottomConstraint?.deactivate()` switches off whichever it holds, so each of them; nil
    /// when `elements` are not all SnapKit constraints (ukrzoloto ActionContentView, held-out round 67).
    func snapKitConstraintsMethod(_ elements: [SwiftValue], _ name: String, _ arguments: [SwiftArgument],
                                  _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        let descriptions = elements.compactMap { element -> SwiftSnapKitDescription? in
            if case .snapKit(.constraint(let description)) = element { return description }
            return nil
        }
        guard Self.snapKitConstraintMethods.contains(name), !descriptions.isEmpty, descriptions.count == elements.count else { return nil }
        for description in descriptions { _ = snapKitConstraintMethod(description, name, arguments, scope, context) }
        return .nilValue
    }

    /// The methods of SnapKit's `Constraint` that switch it or change it.
    static let snapKitConstraintMethods: Set<String> = [
        "activate", "deactivate", "install", "uninstall", "update", "updateOffset", "updateInsets", "updatePriority",
    ]

    /// `activate()`, `deactivate()` (and the deprecated install/uninstall), `update(offset:|inset:|priority:)`.
    func snapKitConstraintMethod(_ description: SwiftSnapKitDescription, _ name: String, _ arguments: [SwiftArgument],
                                 _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        let result = SwiftValue.snapKit(.constraint(description))
        switch name {
        case "activate", "install":
            activateSnapKit(description)
        case "deactivate", "uninstall":
            for constraint in materializeSnapKit(description) { builder.setActive(constraint.index, false, in: variant) }
        case "update", "updateOffset", "updateInsets", "updatePriority":
            guard let argument = arguments.first else { return result }
            let label = name == "update" ? argument.label : name == "updateOffset" ? "offset" : name == "updateInsets" ? "inset" : "priority"
            let value = evaluate(argument.value, scope, context)
            switch label {
            case "offset", "inset":
                let amount = SwiftSnapKitDescription.Amount(value: value, text: context.file.text(of: argument.value), kind: label == "inset" ? .inset : .plain)
                updateSnapKitConstant(description, amount)
            case "priority":
                let priority: Double?
                if case .enumCase(let caseName) = value { priority = SwiftSnapKitVocabulary.priority(named: caseName) } else { priority = value.priority }
                if let priority { updateSnapKitPriority(description, priority) }
            default:
                break
            }
        default:
            return nil
        }
        return result
    }

    /// `c.isActive = flag`.
    func setSnapKitProperty(_ value: SwiftSnapKitValue, _ name: String, _ newValue: SwiftValue) {
        switch value {
        case .constraint(let description) where name == "isActive":
            guard case .bool(let flag) = newValue else { return }
            if flag {
                activateSnapKit(description)
            } else {
                for constraint in materializeSnapKit(description) { builder.setActive(constraint.index, false, in: variant) }
            }
        case .dsl(let id):
            // `view.snp.contentHuggingHorizontalPriority = 750` and its three siblings.
            guard let priority = newValue.priority else { return }
            let axis: Axis = name.hasSuffix("HorizontalPriority") ? .horizontal : .vertical
            if name.hasPrefix("contentHugging") {
                var pair = builder.objects[id].hugging ?? AxisPair(horizontal: .defaultLow, vertical: .defaultLow)
                pair[axis] = Priority(priority)
                builder.objects[id].hugging = pair
            } else if name.hasPrefix("contentCompressionResistance") {
                var pair = builder.objects[id].compressionResistance ?? AxisPair(horizontal: .defaultHigh, vertical: .defaultHigh)
                pair[axis] = Priority(priority)
                builder.objects[id].compressionResistance = pair
            }
        default:
            break
        }
    }

    /// A constant changed later is not a separate constraint: the base scene takes it, variants keep the first.
    private func updateSnapKitConstant(_ description: SwiftSnapKitDescription, _ amount: SwiftSnapKitDescription.Amount) {
        guard variant == nil else { return }
        description.constant = amount
        for constraint in materializeSnapKit(description) {
            guard case .number(let number) = snapKitConstant(amount, for: constraint.toAttribute).0 else { continue }
            builder.constraints[constraint.index].constant = number
            builder.constraints[constraint.index].symbolicConstant = nil
        }
    }

    /// SnapKit changes a priority only between optional values (UIKit cannot switch required and optional).
    private func updateSnapKitPriority(_ description: SwiftSnapKitDescription, _ priority: Double) {
        guard variant == nil else { return }
        description.priority = priority
        for constraint in materializeSnapKit(description) where builder.constraints[constraint.index].priority.value < 1000 && priority < 1000 {
            builder.constraints[constraint.index].priority = Priority(priority)
        }
    }
}

extension SwiftValue {
    /// What a property holds when it may hold any of `values` and they are SnapKit `Constraint`s: the distinct ones as
    /// a list, which `activate()`/`deactivate()`/`update…` apply to each of (`snapKitConstraintsMethod`); nil when fewer
    /// than two distinct ones are among them. Values that are not SnapKit constraints are left out.
    static func eitherSnapKitConstraint(_ values: [SwiftValue?]) -> SwiftValue? {
        var held: [ObjectIdentifier] = []
        var either: [SwiftValue] = []
        for case .snapKit(.constraint(let description))? in values where !held.contains(ObjectIdentifier(description)) {
            held.append(ObjectIdentifier(description))
            either.append(.snapKit(.constraint(description)))
        }
        return either.count > 1 ? .array(either) : nil
    }
}
