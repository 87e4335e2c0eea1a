import LayoutModel

/// Code of the class that the reading never reached (a setter others call, `configureWithModel:`) may still
/// place, size or fill the views it names: those views are open when such a method does layout work.
extension ObjCInterpreter {
    /// Tokens that mark a method as doing layout work on the views it names.
    private static let layoutWords = ["constraint", "Constraint", "Anchor", "addSubview", "addArrangedSubview", "removeFromSuperview",
                                      "frame", "Frame", "hidden", "Hidden", "image", "Image", "translatesAutoresizing", "mas_",
                                      "autoPin", "autoSet", "autoAlign", "autoCenter", "autoMatch", "sizeToFit", "numberOfLines", "axis"]

    func openViewsTouchedByUnreadMethods() {
        for info in project.lineage(of: className) {
            for implementation in info.implementations {
                guard let file = files[implementation.path] else { continue }
                for method in implementation.methods where !method.isClassMethod && !methodsRun.contains(info.name + "." + method.selector) {
                    let tokens = file.tokens
                    let body = method.body.clamped(to: 0..<tokens.count)
                    let frame = Frame(file: file, owner: info.name)
                    // Statement by statement (split at `;`, `{` and `}`): only those doing layout work open their views.
                    var start = body.lowerBound
                    for index in body where tokens[index].isPunctuation(";") || tokens[index].isPunctuation("{") || tokens[index].isPunctuation("}")
                        || index == body.upperBound - 1 {
                        let statement = start..<(index + 1)
                        start = index + 1
                        guard statement.contains(where: { position in
                            tokens[position].kind == .identifier && Self.layoutWords.contains { tokens[position].text.contains($0) }
                        }) else { continue }
                        for id in mentionedObjects(statement, frame) {
                            open(id, because: "also changed in `\(method.selector)`, not read", flagUnknown: true)
                        }
                    }
                }
            }
        }
    }

    /// A project view that overrides `intrinsicContentSize`, or lays out content of its own with constraints, sizes
    /// itself from what it holds (read in its own scene, not here); one descending from a plain view without either has
    /// no intrinsic size (`PlainViewSubclasses`). What another UIKit base gives it is the engine's
    /// (`ClassCatalog.runtimeTraits`, from the item's platform class).
    func openIntrinsicSizesOfSelfSizingClasses() {
        for id in objects.indices where id != 0 && objects[id].guide == nil && objects[id].intrinsicSize == nil {
            guard let name = objects[id].className, project.classes[name] != nil else { continue }
            if project.method("intrinsicContentSize", in: name) != nil
                || project.lineage(of: name).contains(where: { project.classesWithOwnLayout.contains($0.name) }) {
                objects[id].intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
            } else if let base = project.lineage(of: name).last?.superclass,
                      let stated = PlainViewSubclasses.statedIntrinsicSize(className: name, platformBase: base) {
                objects[id].intrinsicSize = stated
            }
        }
    }
}
