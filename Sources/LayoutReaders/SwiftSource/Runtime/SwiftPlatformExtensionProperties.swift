/// `extension UIView { var layoutGuide: UILayoutGuide { if #available(iOS 11, *) { return safeAreaLayoutGuide } … } }`
/// used as `titleLabel.leadingAnchor.constraint(equalTo: layoutGuide.leadingAnchor)` in a cell: a computed property
/// the project adds to a platform class. Its methods were found (as helpers), its properties only on a project class
/// directly below the extended one, so in a `UITableViewCell` subclass, or on a `UILabel`, the property was unknown
/// and every constraint through it was dropped. A property of an extension of the object's platform class, or of
/// one it inherits from (every view is a `UIView`), is that object's property.
extension SwiftInterpreter {
    /// The value of a computed property that an extension of a platform class declares, for an object of that class.
    func platformExtensionProperty(_ value: SwiftValue, _ name: String, _ context: SwiftFrameContext) -> SwiftValue? {
        guard let id = value.objectID, builder.objects.indices.contains(id) else { return nil }
        for owner in extendedPlatformTypes(of: builder.objects[id]) {
            guard let extended = project.type(named: owner), extended.declarations.allSatisfy({ $0.kind == .extensionType }) else { continue }
            // The extension's own properties, then those of the project protocols it makes the class adopt
            // (`extension UIView: AutoLayoutCompatible {}` with `extension AutoLayoutCompatible { var atl: … }`), which a
            // `UITextView` has as much as a `UIView` (boostcampwm2023/iOS02-moti @7852007d, held-out round 37).
            for info in project.lineage(of: extended.name) where info.name == extended.name || info.kind == .protocolType {
                guard let property = info.property(name), !property.isStatic, let getter = property.getter else { continue }
                guard context.depth < Self.maximumCallDepth else { return .unknown(name) }
                return run(getter.body, SwiftScope(parent: nil), SwiftFrameContext(
                    selfValue: value, typeName: info.name, file: getter.file, callSite: context.callSite, depth: context.depth + 1))
            }
        }
        return nil
    }

    /// The platform classes whose extensions apply to an object, most specific first.
    private func extendedPlatformTypes(of object: SwiftSceneObject) -> [String] {
        var names: [String] = []
        if let className = object.className {
            var current: String? = className
            var steps = 0
            while let name = current, steps < 16 {
                names.append(name)
                current = project.superclass(of: name)
                steps += 1
            }
        }
        switch object.kind {
        case .view: names += ["UIView", "NSView"]
        case .guide: names += ["UILayoutGuide", "NSLayoutGuide"]
        case .controller: names += ["UIViewController", "NSViewController"]
        case .instance: break
        }
        return names
    }
}
