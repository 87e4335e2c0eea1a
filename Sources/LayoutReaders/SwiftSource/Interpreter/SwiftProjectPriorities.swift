import LayoutModel

/// Priorities a project names itself (`extension UILayoutPriority { static let streamRequire = … }`), written as
/// implicit members (`.with(priority: .streamRequire)`): read from the declaration, not taken for an unknown case
/// (GetStream/stream-chat-swift @a4e569b1: 999 read as required, five pins of `embed` taken as required).
extension SwiftInterpreter {
    /// The platform types whose project extensions declare named priorities.
    static let priorityTypeNames = ["UILayoutPriority", "NSLayoutConstraint.Priority", "LayoutPriority"]

    /// The value of `.name` when a project extension of a priority type declares it, nil otherwise (a platform
    /// priority such as `.defaultHigh` stays an enum case, read by `Priority(named:)`).
    func projectPriority(named name: String, _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard Priority(named: name) == nil,
              let owner = Self.priorityTypeNames.first(where: { project.type(named: $0)?.property(name)?.isStatic == true }) else { return nil }
        return member(.typeReference(owner), name, expression, scope, context)
    }
}
