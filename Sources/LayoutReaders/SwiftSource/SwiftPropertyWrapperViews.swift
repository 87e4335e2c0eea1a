/// `@UseAutoLayout var titleLabel = UILabel()`: a property wrapper on a view property whose job is to set the
/// view up for Auto Layout (`translatesAutoresizingMaskIntoConstraints = false` in its `init(wrappedValue:)`).
/// Read without it, every such view kept the flag on and each of its constraints was reported as fighting its
/// autoresizing mask. A wrapper the project declares turns the flag off when its code does; one it does not
/// declare (a package's) is taken to, as the project only wraps views it then constrains in code for that,
/// unless it is one of the platform's own wrappers.
extension SwiftInterpreter {
    /// Whether a stored view property's wrapper attributes turn `translatesAutoresizingMaskIntoConstraints` off.
    func wrapperTurnsOffAutoresizing(_ attributes: [String]) -> Bool {
        attributes.contains { attribute in
            guard attribute.first?.isUppercase == true, !Self.platformAttributes.contains(attribute) else { return false }
            // Only extensions of a name (`extension View` for SwiftUI) do not declare the wrapper.
            guard let info = project.type(named: attribute), info.declarations.contains(where: { $0.kind != .extensionType }) else {
                return true
            }
            return Self.setsAutoresizingFlagOff(info)
        }
    }

    /// Attributes of the platform and of Swift that are not wrappers the project or a package made.
    private static let platformAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "IBAction", "IBSegueAction", "GKInspectable", "NSManaged", "NSCopying", "MainActor",
        "Published", "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Binding", "FocusState",
        "FocusedValue", "FocusedBinding", "AppStorage", "SceneStorage", "GestureState", "Namespace", "Bindable",
        "ObservationIgnored", "ObservationTracked", "ScaledMetric", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "Query", "Attribute", "Transient", "Relationship", "ViewBuilder", "Sendable", "UIApplicationMain", "NSApplicationMain",
    ]

    /// Whether code of a project wrapper type sets `translatesAutoresizingMaskIntoConstraints = false`.
    private static func setsAutoresizingFlagOff(_ info: SwiftProjectIndex.TypeInfo) -> Bool {
        let bodies = info.functions + info.properties.flatMap { [$0.getter, $0.didSet].compactMap { $0 } }
        for function in bodies {
            guard let range = function.bodyRange else { continue }
            let tokens = function.file.tokens
            for index in range where index + 2 < tokens.count && tokens[index].text == "translatesAutoresizingMaskIntoConstraints" {
                if tokens[index + 1].text == "=", tokens[index + 2].text == "false" { return true }
            }
        }
        return false
    }

    /// `@Wrapper var spacer = UIView()` in a function body: the wrapper attributes written before the `var` at `position`.
    func localWrapperAttributes(before position: SwiftPosition, in file: SwiftFileSyntax) -> [String] {
        let tokens = file.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < position.offset { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, tokens[low].offset == position.offset else { return [] }
        var attributes: [String] = []
        var index = low
        while index >= 2, tokens[index - 1].kind == .identifier, tokens[index - 2].isSymbol("@") {
            attributes.append(tokens[index - 1].text)
            index -= 2
        }
        return attributes
    }
}
