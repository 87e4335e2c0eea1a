import LayoutModel

/// A name a visual format places must stand for a view in its `views` dictionary: `constraints(withVisualFormat:)` asks
/// each value for its superview, and any other object — a view controller given instead of its view, a string, a
/// number, an image — raises an "unrecognized selector" exception (`nsli_superitem`), a crash (issue #20 item 8). Only a
/// value the reader knows is no view is reported; an unresolved one says nothing.
extension SwiftInterpreter {
    /// What `value` is, when the reader knows it is no view ("a view controller (HeaderViewController)"); nil otherwise.
    func nonViewDescription(_ value: SwiftValue) -> String? {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a Boolean"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .constraint: return "a constraint"
        case .anchor, .offsetDimension: return "a layout anchor"
        case .object(let id):
            guard let className = builder.objects[id].className, project.role(of: className) == .viewController else { return nil }
            return "a view controller (\(className)), not its view"
        default: return nil
        }
    }
}
