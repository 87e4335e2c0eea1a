import LayoutModel

/// Reading a stack view's settings back (`if axis == .vertical { … }` in a helper on `UIStackView`): the code
/// that made the stack decided them, so the branch that runs is known and the other one is not a variant.
extension SwiftInterpreter {
    /// `axis` (AppKit's `orientation`), `alignment`, `distribution` or `spacing` of a stack view as the code has set
    /// them so far (in the variant being read); nil for other names, other views, and for a stack the code did not make
    /// (an outlet, a parameter) whose axis it never set.
    func stackSetting(_ id: Int, _ name: String) -> SwiftValue? {
        let object = builder.objects[id]
        guard ["axis", "orientation", "alignment", "distribution", "spacing"].contains(name),
              let className = object.className, project.role(of: className) == .stackView,
              !object.isPlaceholder || object.setsAxis else { return nil }
        let configuration = builder.stackConfiguration(of: id, in: variant) ?? StackConfiguration(axis: .horizontal)
        switch name {
        case "axis", "orientation": return .enumCase(configuration.axis.rawValue)
        case "alignment": return .enumCase(configuration.alignment.rawValue)
        case "distribution": return .enumCase(configuration.distribution.rawValue)
        default: return .number(configuration.spacing)
        }
    }

    /// `a == b` / `a != b` of two cases of the stack view enums, which `stackSetting` reads back. Cases of
    /// other enums stay unknown: `.enumCase` also stands for members of types outside the project
    /// (`SomeSDK.mode`), whose values the reader does not know.
    static func compareStackEnumCases(_ op: String, _ left: String, _ right: String) -> SwiftValue? {
        guard op == "==" || op == "!=" else { return nil }
        let axes = Set(Axis.allCases.map(\.rawValue))
        let alignments = Set(StackConfiguration.Alignment.allCases.map(\.rawValue))
        let distributions = Set(StackConfiguration.Distribution.allCases.map(\.rawValue))
        guard [axes, alignments, distributions].contains(where: { $0.contains(left) && $0.contains(right) }) else { return nil }
        return .bool((left == right) == (op == "=="))
    }
}

extension SwiftSceneBuilder {
    /// A stack view's configuration in `variant` (its own changes over the base), nil when nothing set it.
    func stackConfiguration(of id: Int, in variant: SwiftVariantKey?) -> StackConfiguration? {
        guard objects.indices.contains(id) else { return nil }
        let base = objects[id].stack
        guard let variant, let override = variantStacks[variant]?[id] else { return base }
        return override.applied(to: base ?? StackConfiguration(axis: .horizontal))
    }
}
