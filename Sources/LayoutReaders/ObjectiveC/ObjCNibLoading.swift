import LayoutModel

/// `[[NSBundle mainBundle] loadNibNamed:@"CardView" owner:nil options:nil]` and `[[UINib nibWithNibName:@"CardView"
/// bundle:nil] instantiateWithOwner:nil options:nil]` return the nib's top-level objects; when the nib is linted and
/// its first one is a view (`ProjectFacts.nibTopLevelViews`), `firstObject` / `objectAtIndex:0` is that view, with the
/// autoresizing flag the file gives it (on, for a top-level view, unless the file turns it off): the same fact as the
/// Swift reader's (SwiftNibLoading.swift). A class whose own code lays it out is not followed this way.
extension ObjCInterpreter {
    /// The nib's top-level objects when the message loads a nib the reader knows by name; nil otherwise.
    func nibObjects(_ selector: String, _ receiverExpression: ObjCExpr, _ arguments: [ObjCValue], _ frame: Frame, at token: Int) -> ObjCValue? {
        let name: String?
        switch selector {
        case "loadNibNamed:owner:options:":
            if case .string(let text)? = arguments.first { name = text } else { name = nil }
        case "instantiateWithOwner:options:":
            guard case .message(let nib, let parts, _) = receiverExpression, parts.first?.label == "nibWithNibName",
                  case .classReference("UINib") = evaluate(nib, frame), let argument = parts.first?.argument,
                  case .string(let text) = evaluate(argument, frame) else { return nil }
            name = text
        default:
            return nil
        }
        guard let name, let view = project.nibTopLevelViews[name], !laysItselfOut(view.className) else { return nil }
        var object = ObjCSceneObject(name: "\(view.className.prefix(1).lowercased())\(view.className.dropFirst())\(objects.count)",
                                     className: view.className, location: location(frame, token))
        object.isProvisionalName = true
        object.translatesAutoresizingMask = view.translatesAutoresizingMask
        object.intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
        objects.append(object)
        return .array([.object(objects.count - 1)])
    }

    /// Whether a project class (or a project superclass) lays itself out: makes constraints or subviews, or sets its
    /// own autoresizing flag.
    private func laysItselfOut(_ className: String) -> Bool {
        project.lineage(of: className).contains { info in
            project.classesWithOwnLayout.contains(info.name) || info.implementations.contains { implementation in
                guard let file = files[implementation.path] else { return true }
                return implementation.methods.contains { method in
                    method.body.clamped(to: 0..<file.tokens.count).contains { file.tokens[$0].text == "translatesAutoresizingMaskIntoConstraints" }
                }
            }
        }
    }
}
