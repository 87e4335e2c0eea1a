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
            let name = attribute.split(separator: ".").last.map(String.init) ?? attribute
            guard name.first?.isUppercase == true, !Self.platformAttributes.contains(name) else { return false }
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
        // UIKit's and AppKit's own view wrappers: `@ViewLoading var label: UILabel` is filled in `loadView`/`viewDidLoad`
        // and `@Invalidating(.layout) var inset: CGFloat` asks for a new layout; neither sets a view up for Auto Layout.
        "ViewLoading", "WindowLoading", "Invalidating", "WKApplicationDelegateAdaptor",
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
        while index >= 1 {
            // `@Wrapper(arguments) var`: step over the arguments to the wrapper's name.
            var nameEnd = index - 1
            if tokens[nameEnd].isSymbol(")") {
                guard let opening = openingParenthesis(before: nameEnd, in: tokens), opening >= 1,
                      !tokens[opening].spaceBefore else { break }
                nameEnd = opening - 1
            }
            // `@Module.Wrapper`: the name may be dotted.
            var nameStart = nameEnd
            while nameStart >= 2, tokens[nameStart].kind == .identifier, tokens[nameStart - 1].isSymbol("."), tokens[nameStart - 2].kind == .identifier {
                nameStart -= 2
            }
            guard nameStart >= 1, tokens[nameEnd].kind == .identifier, tokens[nameStart].kind == .identifier,
                  tokens[nameStart - 1].isSymbol("@") else { break }
            attributes.append(tokens[nameStart...nameEnd].map(\.text).joined())
            index = nameStart - 1
        }
        return attributes
    }

    /// A wrapper the project declares wraps a view only if its `wrappedValue` is a view or a generic placeholder:
    /// `@Pinned(to: header) var offset` whose wrapped value is a `CGFloat` does not make `offset` the header.
    private func wrapperMayWrapAView(named name: String?) -> Bool {
        guard let name, let info = project.type(named: name), let declaration = info.declarations.first(where: { $0.kind != .extensionType }),
              let typeName = info.property("wrappedValue")?.typeName else { return true }
        let wrapped = Self.cleanTypeName(typeName)
        if Self.genericParameters(of: declaration).contains(wrapped) { return true }
        guard let role = project.role(of: wrapped) else { return false }
        return role == .view || role == .cell || role == .stackView
    }

    /// `Wrapped` and `T` of `struct Framed<Wrapped: UIView, T>`, read from the tokens after the type's name.
    private static func genericParameters(of declaration: SwiftTypeDecl) -> Set<String> {
        let tokens = declaration.file.tokens
        guard var index = tokens.firstIndex(where: { $0.offset >= declaration.position.offset }) else { return [] }
        index += 2
        guard index < tokens.count, tokens[index].text.hasPrefix("<") else { return [] }
        var names: Set<String> = []
        var expectsName = true
        var depth = 0
        let end = min(tokens.count, index + 256)
        while index < end {
            let text = tokens[index].text
            if text.hasPrefix("<") { depth += text.count }
            if text.hasPrefix(">") || text.hasSuffix(">") { depth -= text.filter { $0 == ">" }.count }
            if depth <= 0 { break }
            if depth == 1, text == "," { expectsName = true } else if expectsName, tokens[index].kind == .identifier {
                names.insert(text)
                expectsName = false
            } else if !text.hasPrefix("<") {
                expectsName = false
            }
            index += 1
        }
        return names
    }

    /// `Wrapper` of `Wrapper(…)`, `UIView.Invalidating` of `UIView.Invalidating(…)`.
    private static func attributeName(_ callee: SwiftExpr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .member(let base, let name): return attributeName(base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// The `(` matching the `)` at `closing`, found by counting brackets backwards on the same declaration.
    private func openingParenthesis(before closing: Int, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        var cursor = closing
        while cursor >= 0, closing - cursor < 4096 {
            let token = tokens[cursor]
            if token.isSymbol(")") { depth += 1 }
            if token.isSymbol("(") {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor -= 1
        }
        return nil
    }

    /// `@AutoLayout(view: UIImageView(image: logo)) var logoView` (no type, no value): Swift infers the property's type
    /// from the wrapper's init, so its wrapped value is the argument that is a view: that view is the property.
    func wrappedViewArgument(of property: SwiftPropertyDecl, owner: Int, _ context: SwiftFrameContext) -> SwiftValue? {
        builder.objects[owner].slots[property.name] = .unknown(property.name)
        defer { builder.objects[owner].slots[property.name] = nil }
        for call in property.attributeCalls {
            guard case .call(let callee, let arguments) = call.kind, wrapperMayWrapAView(named: Self.attributeName(callee)) else { continue }
            let views = arguments.compactMap { argument -> SwiftValue? in
                let value = evaluate(argument.value, SwiftScope(parent: nil), context)
                guard let id = value.objectID, builder.objects.indices.contains(id), builder.objects[id].kind == .view else { return nil }
                return value
            }
            // More than one view: which of them the wrapper wraps is its own business.
            if views.count == 1 { return views[0] }
        }
        return nil
    }
}
