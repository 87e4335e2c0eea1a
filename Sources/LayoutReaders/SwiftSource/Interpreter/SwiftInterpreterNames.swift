import LayoutModel

/// What a name stands for: a local, a property of `self` or of another object, a type's static member, UIKit's members
/// of views and controllers (their guides, root views, built-in subviews).
extension SwiftInterpreter {
    func lookup(_ name: String, _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        if let value = scope.lookup(name) { return value }
        switch name {
        case "self", "super": return context.selfValue
        case "Self": return context.typeName.map { .typeReference($0) } ?? .unknown(name)
        case "_": return .unknown(name)
        default: break
        }
        // A bare `constraints` in a view's method is `self.constraints`, the constraints installed on it (a helper's
        // `removeConstraints(constraints)`, netease-kit/nim-uikit-ios @12f0338d, held-out round 74).
        if name == "constraints", let id = context.selfValue.objectID, builder.objects.indices.contains(id), builder.objects[id].kind == .view,
           builder.objects[id].typeName.flatMap({ project.property(named: name, in: $0, seenFrom: context.typeName) }) == nil {
            return constraintsInstalled(on: id, context.file, expression.start)
        }
        if context.selfValue.objectID != nil, let value = instanceMember(context.selfValue, name, expression, scope, context) {
            return value
        }
        // Inside `extension Array { … }` called on a list the reader holds: `count`, `first`… are the list's.
        if case .array = context.selfValue, Self.listMembers.contains(name) { return member(context.selfValue, name, expression, scope, context) }
        if case .snapKit(let snapKit) = context.selfValue, case let value = snapKitMember(snapKit, name, expression, scope, context), !value.isUnknown {
            return value
        }
        if let typeName = context.typeName, let value = staticMember(typeName, name, context) { return value }
        if let (property, file) = project.globalProperties[name] {
            return constant(property, file: file, typeName: nil, key: name)
        }
        if let info = project.type(named: name, context: context.typeName) { return .typeReference(info.name) }
        if let helpers = project.helpers[name], let first = helpers.first(where: { $0.owner == nil }) {
            return .function(.declared(first.function, receiver: nil, ownerType: nil))
        }
        // Swift 2 imported the priority globals as they are (`UILayoutPriorityDefaultHigh + 1`; echocodepath/echo
        // @42b7c3fa, held-out round 77: a 751 read as required and reported in conflict).
        if let priority = Priority(globalConstant: name) { return .priority(priority.value) }
        if name.first?.isUppercase ?? false { return .typeReference(name) }
        return .unknown(name)
    }

    /// A static property or method of a project type (and the types it is nested in).
    func staticMember(_ typeName: String, _ name: String, _ context: SwiftFrameContext) -> SwiftValue? {
        var prefix: String? = typeName
        var guardSteps = 0
        while let current = prefix, guardSteps < 16 {
            guardSteps += 1
            for info in project.lineage(of: current) {
                // Two files may each declare a private type of one name (`private enum UIConstants`): the use sees its
                // own file's; from a file declaring neither, which one is meant is not known.
                let declaring = info.declarations.count < 2 ? [] : info.declarations.filter {
                    $0.kind != .extensionType && $0.properties.contains { $0.name == name }
                }
                if declaring.count > 1, Set(declaring.map { ObjectIdentifier($0.file) }).count > 1 {
                    guard let own = declaring.first(where: { $0.file === context.file }),
                          let property = own.properties.first(where: { $0.name == name && ($0.isStatic || own.kind == .enumType) }) else {
                        return .unknown(name)
                    }
                    return constant(property, file: context.file, typeName: info.name, key: info.name + "." + name + "@" + context.file.path)
                }
                if let property = info.property(name), property.isStatic || info.kind == .enumType || info.kind == .structType && property.isLet && property.initializer != nil {
                    guard property.isStatic || info.kind == .enumType else { break }
                    if let made = staticViewFactory(property, of: info.name, context) { return made }
                    let file = info.propertyFiles[name] ?? context.file
                    // A protocol extension's static property is read on the conforming type: `Self` and `self` are that
                    // type (`static var nibName: String { String(describing: self) }` names each view's own nib).
                    let selfType = info.kind == .protocolType ? current : info.name
                    return constant(property, file: file, typeName: selfType, key: selfType + "." + name)
                }
                if let nested = project.type(named: info.name + "." + name) { return .typeReference(nested.name) }
                if let function = info.functions(named: name).first(where: \.isStatic) {
                    return .function(.declared(function, receiver: .typeReference(info.name), ownerType: info.name))
                }
            }
            // The enclosing type's name: up to the last dot, found on the bytes (a `contains(".")` on the
            // characters was a notable share of the reading time).
            prefix = current.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(current[..<$0]) }
        }
        return nil
    }

    /// The view a static computed property makes on each use (`static var separator: UIView { let line = UIView(); …;
    /// return line }`): its getter runs as a static function would, so two uses are two views. Read as a constant it
    /// was unknown, and the stacks filled with it lost those views: `arrangedSubviews[1]` then named the view after
    /// them (held-out round 52). Nil when the property is stored or declares no view type.
    func staticViewFactory(_ property: SwiftPropertyDecl, of typeName: String, _ context: SwiftFrameContext) -> SwiftValue? {
        guard property.isStatic, property.initializer == nil, let getter = property.getter,
              let declared = property.typeName.map(Self.cleanTypeName),
              let role = project.role(of: declared), role == .view || role == .stackView else { return nil }
        guard context.depth < Self.maximumCallDepth else { return .unknown(property.name) }
        return run(getter.body, SwiftScope(parent: nil), SwiftFrameContext(
            selfValue: .typeReference(typeName), typeName: typeName, file: getter.file, callSite: context.callSite, depth: context.depth + 1))
    }

    /// The types a protocol composition joins (`(Titled&UIView)` after `cleanTypeName`: `Titled`, `UIView`); a plain
    /// type is its own one part.
    static func compositionParts(_ cleanName: String) -> [String] {
        cleanName.filter { $0 != "(" && $0 != ")" }.split(separator: "&").map(String.init)
    }

    /// A member of a view, guide, controller or project instance reached from `value`.
    func instanceMember(_ value: SwiftValue, _ name: String, _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard let id = value.objectID, builder.objects.indices.contains(id) else { return nil }
        let object = builder.objects[id]
        let resolved = object.typeName.flatMap { project.property(named: name, in: $0, seenFrom: context.typeName) }
        if let slot = object.slots[resolved?.slot ?? name] { return slot }
        if let (property, info, slotKey) = resolved, !property.isStatic {
            let file = info.propertyFiles[name] ?? context.file
            let ownerContext = SwiftFrameContext(selfValue: value, typeName: info.name, file: file, callSite: context.callSite, depth: context.depth + 1)
            if let getter = property.getter {
                guard context.depth < Self.maximumCallDepth else { return .unknown(name) }
                return run(getter.body, SwiftScope(parent: nil), SwiftFrameContext(selfValue: value, typeName: info.name, file: getter.file, callSite: context.callSite, depth: context.depth + 1))
            }
            var stored: SwiftValue
            if property.didSet != nil, !property.isPrivate, !property.isLet, property.initializer != nil {
                // `var size: Size = .compact { didSet { applySize() } }`: a knob the type's users turn. Its first value is
                // one of the cases the layout is for, the others come from callers the reader does not see.
                stored = .unknown(name)
            } else if let initializer = property.initializer {
                builder.objects[id].slots[slotKey] = .unknown(name)
                // Made once for the object (a `lazy` one on first use, on whichever path): not a branch's (stepik-ios);
                // but one only an alternative setup touches is made on that setup's path alone (amperfy).
                let enclosingVariant = variant
                if let current = variant, setups.alternatives.contains(current.name) {} else { variant = nil }
                stored = evaluateInitializer(initializer, typeName: property.typeName, SwiftScope(parent: nil), ownerContext)
                variant = enclosingVariant
                builder.objects[id].slotsFilledByInitializers.insert(slotKey)
            } else if property.typeName == nil, !property.attributeCalls.isEmpty,
                      let wrapped = wrappedViewArgument(of: property, owner: id, ownerContext) {
                stored = wrapped
            } else if let typeName = property.typeName, !property.isLet, !property.attributes.contains("IBOutlet"),
                      typeName.trimmingCharacters(in: .whitespaces).hasSuffix("?"),
                      Self.constraintTypeNames.contains(Self.cleanTypeName(typeName).replacingOccurrences(of: "Array<", with: "["))
                        || Self.compositionParts(Self.cleanTypeName(typeName)).contains(where: { project.role(of: $0).map { $0 != .other } == true }) {
                // `var preview: UIView?` without a value is nil until the code assigns it (an assignment the reader
                // followed would have filled the slot), so no view stands for it; an outlet is filled from its nib.
                // A composition with a view class (`(Titled & UIView)?`) is a view too (fotolockr/CakeWallet, held-out
                // round 95: a title view nothing assigns, read as present).
                // Other values (`var icon: UIImage?`) stay unknown: a caller fills them, the layout is for that case.
                stored = .nilValue
            } else if let typeName = property.typeName {
                stored = placeholder(Self.cleanTypeName(typeName), isOutlet: property.attributes.contains("IBOutlet"), file: file, position: property.position)
            } else {
                stored = .unknown(name)
            }
            builder.objects[id].slots[slotKey] = stored
            if let child = stored.objectID { builder.name(child, name, rank: 1000, owner: id) }
            if property.initializer != nil || (property.typeName == nil && !property.attributeCalls.isEmpty),
               let child = stored.objectID, builder.objects[child].kind == .view, !builder.objects[child].isPlaceholder,
               wrapperTurnsOffAutoresizing(property.attributes) {
                builder.objects[child].translatesAutoresizingMask = false
            }
            // A view a stand-in's stored property makes (an outlet's `private var badge = UILabel()`): the stand-in's
            // initializer, which UIKit runs (`init(coder:)` for a nib's view) and the reader did not, sets it up
            // (Ajayavmdevs/whosin_tour_guide_iOS @7d9c3cda: the badge's mask turned off there, read as on).
            if object.isPlaceholder || object.isFromNib, property.initializer != nil, let child = stored.objectID, builder.objects[child].kind == .view {
                open(child, because: "made by a property of a view whose initializer is not read", flagUnknown: true)
            }
            return stored
        }
        if let function = object.typeName.flatMap({ project.methods(named: name, in: $0).first }) {
            return .function(.declared(function, receiver: value, ownerType: object.typeName))
        }
        return builtInMember(id, name, context) ?? platformExtensionProperty(value, name, context)
    }

    /// An object standing for a view the code declares but does not create (an outlet, a parameter).
    func placeholder(_ className: String, isOutlet: Bool, file: SwiftFileSyntax, position: SwiftPosition) -> SwiftValue {
        let role = project.role(of: className)
        guard let role, role != .other else { return .unknown(className) }
        let kind: SwiftSceneObject.Kind
        switch role {
        case .viewController: kind = .controller
        case .layoutGuide: kind = .guide(.custom)
        default: kind = .view
        }
        let isProject = project.type(named: className) != nil
        // Not created in code here: whoever made it (a nib, a caller) decided the flag; assume it is off.
        let id = builder.addObject(SwiftSceneObject(
            kind: kind, className: className, typeName: isProject ? className : nil, superview: nil,
            translatesAutoresizingMask: false, location: location(file, position)
        ))
        builder.objects[id].isPlaceholder = true
        if isOutlet {
            builder.objects[id].isUsed = false
            builder.objects[id].isFromNib = true
        }
        return .object(id)
    }

    /// UIKit properties: anchors, guides, `superview`, a controller's `view`, a cell's `contentView`.
    func builtInMember(_ id: Int, _ name: String, _ context: SwiftFrameContext) -> SwiftValue? {
        let object = builder.objects[id]
        if let snapKit = snapKitMember(ofObject: id, name) { return snapKit }
        if let setting = stackSetting(id, name) { return setting }
        if let attribute = SwiftUIKitVocabulary.attribute(ofAnchor: name) {
            if object.kind == .controller { return .anchor(rootView(of: id, context), attribute) }
            return .anchor(id, attribute)
        }
        switch name {
        case "view" where object.kind == .controller:
            return .object(rootView(of: id, context))
        case "topLayoutGuide", "bottomLayoutGuide":
            let owner = object.kind == .controller ? rootView(of: id, context) : id
            return .object(guide(owner, name == "topLayoutGuide" ? .topLayoutGuide : .bottomLayoutGuide, context))
        case "textLabel", "detailTextLabel", "imageView":
            if let view = cellBuiltInView(id, name, context) {
                noteCellContentViewMade(by: id)
                return .object(view)
            }
        case "contentView" where isCellLike(object):
            noteCellContentViewMade(by: id)
            let content = memberObject(id, name, className: "UIView", translates: true, context: context, superviewIsOwner: true)
            // A cell made inside another scene (a controller's `cellForRowAt`) is sized by the table showing it: its
            // content view has no frame of its own here (cryptomator/ios @2cbbe1e3: a 0 × 0 frame read for it).
            if id != 0 { open(content, because: "content view of a cell sized by the table showing it", flagUnknown: true) }
            return .object(content)
        case "contentView" where inherits(object.className, from: "UIVisualEffectView"):
            // UIKit sizes an effect view's content view with its autoresizing mask: it always fills the effect view.
            let content = memberObject(id, name, className: "UIView", translates: true, context: context, superviewIsOwner: true)
            builder.objects[content].autoresizingMask = [.flexibleWidth, .flexibleHeight]
            return .object(content)
        case "contentView" where isAppKitScrollView(id):
            // An NSScrollView's clip view (SwiftScrollViewClipView.swift).
            return .object(scrollViewClipView(of: id))
        case "scrollView" where inherits(object.className, from: "WKWebView"):
            // A web view scrolls its page in a scroll view of its own that fills it (SwiftWebViewScrollView.swift).
            return .object(webViewScrollView(of: id, context))
        case "superview":
            if let parent = object.superview { return .object(parent) }
            // A superview the reader did not see being made (a caller adds the view somewhere). It only becomes an
            // item once a constraint refers to it: `view.superview == nil` checks must not add a view to the scene.
            let parent = memberObject(id, name, className: nil, translates: false, context: context, superviewIsOwner: false)
            provenance.standInSuperviews.insert(parent)
            let wasUsed = builder.objects[id].isUsed
            // The superview of a view from a nib is part of that nib as well (SwiftNibOutletPlacement.swift).
            builder.objects[parent].isFromNib = builder.objects[parent].isFromNib || object.isFromNib
            builder.setSuperview(of: id, to: parent)
            open(parent, because: "superview not seen being set", flagUnknown: false)
            builder.objects[parent].isUsed = false
            builder.objects[id].isUsed = wasUsed
            return .object(parent)
        case "translatesAutoresizingMaskIntoConstraints":
            return .bool(object.translatesAutoresizingMask)
        case "isHidden":
            return .bool(builder.isHidden(id, in: variant))
        case "traitCollection":
            return .traitCollection
        case "subviews":
            return .array(builder.objects.indices.filter { builder.objects[$0].superview == id }.map { .object($0) })
        case "arrangedSubviews":
            if object.arrangesUnresolvedViews { return .unknown("arrangedSubviews") }
            return .array(object.arranged.map { .object($0) })
        default:
            break
        }
        if let guideKind = SwiftUIKitVocabulary.guideKind(ofProperty: name) {
            let owner = object.kind == .controller ? rootView(of: id, context) : id
            return .object(guide(owner, guideKind, context))
        }
        return nil
    }

    /// Whether a class is `base` or a project subclass of it.
    func inherits(_ className: String?, from base: String) -> Bool {
        var current = className
        var steps = 0
        while let name = current, steps < 16 {
            if name == base { return true }
            current = project.superclass(of: name)
            steps += 1
        }
        return false
    }

    func isCellLike(_ object: SwiftSceneObject) -> Bool {
        guard let className = object.className else { return false }
        return project.role(of: className) == .cell
    }

    /// The root view of a controller object, created on first use.
    func rootView(of controller: Int, _ context: SwiftFrameContext) -> Int {
        if let slot = builder.objects[controller].slots["view"], let id = slot.objectID { return id }
        let id = builder.addObject(SwiftSceneObject(
            kind: .view, className: rootViewClass(of: builder.objects[controller].className), superview: nil,
            translatesAutoresizingMask: true, location: builder.objects[controller].location
        ))
        builder.objects[controller].slots["view"] = .object(id)
        builder.name(id, "view", rank: 1000, owner: controller)
        builder.markUsed(id)
        // Another controller's view (a child added to this scene) is laid out by that controller's code, its own scene.
        if controller != 0 { open(id, because: "view of another controller, laid out by its own code", flagUnknown: false) }
        return id
    }

    /// The class of a controller's root view: a SwiftUI hosting controller's view sizes itself from its SwiftUI
    /// content (`_UIHostingView`, `NSHostingView`), an AppKit controller's is an `NSView`, any other a `UIView`.
    func rootViewClass(of controllerClass: String?) -> String {
        guard let controllerClass else { return "UIView" }
        // The platform class the project's controller derives from, without its generic arguments.
        let platformClass = (project.platformBase(of: controllerClass) ?? controllerClass).prefix { $0 != "<" }
        switch platformClass {
        case "UIHostingController": return "_UIHostingView"
        case "NSHostingController": return "NSHostingView"
        // A table or collection view controller's `view` is its table or collection view (UIKit's documentation of
        // `UITableViewController.tableView`, `UICollectionViewController.collectionView`): a scroll view.
        case "UITableViewController": return "UITableView"
        case "UICollectionViewController": return "UICollectionView"
        default: return platformClass.hasPrefix("NS") && platformClass.hasSuffix("Controller") ? "NSView" : "UIView"
        }
    }

    /// A derived object reached by name from `owner` (`superview`, `contentView`), made once.
    func memberObject(_ owner: Int, _ name: String, className: String?, translates: Bool, context: SwiftFrameContext, superviewIsOwner: Bool) -> Int {
        if let existing = builder.objects[owner].members[name] { return existing }
        let id = builder.addObject(SwiftSceneObject(
            kind: .view, className: className, superview: nil, translatesAutoresizingMask: translates,
            location: builder.objects[owner].location
        ))
        builder.objects[owner].members[name] = id
        builder.name(id, name, rank: 900, owner: owner)
        if superviewIsOwner { builder.setSuperview(of: id, to: owner) }
        return id
    }

    /// A system layout guide of `owner`, made once, named `owner.safeAreaLayoutGuide`.
    func guide(_ owner: Int, _ kind: LayoutGuideKind, _ context: SwiftFrameContext) -> Int {
        let name = kind.propertyName ?? "layoutGuide"
        if let existing = builder.objects[owner].members[name] { return existing }
        let id = builder.addObject(SwiftSceneObject(
            kind: .guide(kind), className: "UILayoutGuide", superview: owner, translatesAutoresizingMask: false,
            location: builder.objects[owner].location
        ))
        builder.objects[owner].members[name] = id
        builder.name(id, name, rank: 900, owner: owner)
        return id
    }

    func member(_ value: SwiftValue, _ name: String, _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        let unknown = SwiftValue.unknown("")
        switch value {
        case .object(let id):
            if name == "constraints", builder.objects.indices.contains(id), builder.objects[id].kind == .view,
               builder.objects[id].typeName.flatMap({ project.property(named: name, in: $0, seenFrom: context.typeName) }) == nil {
                return constraintsInstalled(on: id, context.file, expression.start)
            }
            return instanceMember(value, name, expression, scope, context) ?? unknown
        case .constraint(let index):
            guard builder.constraints.indices.contains(index) else { return unknown }
            let record = builder.constraints[index]
            switch name {
            case "isActive", "active": return .bool(record.isActive)
            case "priority": return .priority(record.priority.value)
            case "constant": return record.symbolicConstant == nil ? .number(record.constant) : unknown
            case "multiplier": return .number(record.multiplier)
            case "identifier": return record.identifier.map { .string($0) } ?? .nilValue
            case "firstAttribute": return .enumCase(record.firstAttribute.rawValue)
            case "secondAttribute": return .enumCase(record.secondAttribute.rawValue)
            case "firstAnchor": return .anchor(record.first, record.firstAttribute)
            case "secondAnchor": return record.second.map { .anchor($0, record.secondAttribute) } ?? .nilValue
            // A helper that turns the mask off on each constraint's view (`(c.firstItem as? NSView)?.translates… = false`).
            case "firstItem": return .object(record.first)
            case "secondItem": return record.second.map { .object($0) } ?? .nilValue
            default: return unknown
            }
        case .snapKit(let snapKit):
            return snapKitMember(snapKit, name, expression, scope, context)
        case .traitCollection:
            switch name {
            case "horizontalSizeClass": return .sizeClass(horizontal: true)
            case "verticalSizeClass": return .sizeClass(horizontal: false)
            default: return unknown
            }
        case .typeReference(let typeName):
            if ["UILayoutPriority", "NSLayoutConstraint.Priority", "NSLayoutPriority", "UILayoutPriority.RawValue"].contains(typeName),
               let priority = Priority(named: name) {
                return .priority(priority.value)
            }
            if typeName == "NSLayoutConstraint", name == "Priority" { return .typeReference("NSLayoutConstraint.Priority") }
            if let caseName = SwiftLegacySpellings.caseName(ofType: typeName, member: name) { return .enumCase(caseName) }
            if name == "zero" { return .number(0) }
            if let member = staticMember(typeName, name, context) { return member }
            if let info = project.type(named: typeName), info.kind == .enumType { return .enumCase(name) }
            if project.type(named: typeName) == nil, name.first?.isLowercase ?? false { return .enumCase(name) }
            return name.first?.isUppercase ?? false ? .typeReference(typeName + "." + name) : unknown
        case .record(let fields):
            if let field = fields[name] { return field }
            switch name {
            case "leading": return fields["left"] ?? unknown
            case "trailing": return fields["right"] ?? unknown
            case "left": return fields["leading"] ?? unknown
            case "right": return fields["trailing"] ?? unknown
            default: return unknown
            }
        case .number(let number):
            let passthrough: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing", "width", "height", "x", "y",
                                            "horizontal", "vertical", "rawValue", "native", "cgFloat", "magnitude", "size", "origin"]
            return passthrough.contains(name) ? .number(number) : unknown
        case .priority(let priority):
            return name == "rawValue" ? .number(priority) : unknown
        case .enumCase(let caseName):
            if name == "rawValue", let priority = Priority(named: caseName) { return .number(priority.value) }
            return unknown
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "first": return elements.first ?? .nilValue
            case "last": return elements.last ?? .nilValue
            case "isEmpty": return .bool(elements.isEmpty)
            default: return unknown
            }
        case .dictionary(let pairs):
            return dictionaryMember(pairs, name) ?? unknown
        default:
            return unknown
        }
    }

    /// `Gap.small.rawValue` for a project enum whose case has a number literal raw value (`case small = 4`).
    func enumRawValue(_ caseExpression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard case .member(let typeExpression, let caseName) = caseExpression.kind,
              case .typeReference(let typeName) = evaluate(typeExpression, scope, context),
              let info = project.type(named: typeName), info.kind == .enumType else { return nil }
        return info.declarations.lazy.compactMap { $0.caseRawValues[caseName] }.first.map { .number($0) }
    }
}
