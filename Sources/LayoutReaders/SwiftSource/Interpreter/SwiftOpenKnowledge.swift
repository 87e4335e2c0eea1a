import LayoutModel

/// What the interpreter could not follow about a view becomes the view's open knowledge (see
/// ARCHITECTURE.md, "Knowledge: complete or open"): a call into code not read that takes the view, a layout
/// library's call, a frame set by hand, a class from another module, a view made elsewhere (an outlet, a
/// parameter). Rules then conclude nothing that depends on it; nothing here invents a fact.
extension SwiftInterpreter {
    /// Opens a view (never the scene's own `self`): `flagUnknown` when the code not read may also have set
    /// `translatesAutoresizingMaskIntoConstraints`.
    func open(_ id: Int, _ axes: [Axis] = [.horizontal, .vertical], because reason: String, flagUnknown: Bool) {
        guard builder.objects.indices.contains(id), id != 0, builder.objects[id].kind == .view else { return }
        builder.objects[id].openness.open(axes, because: reason)
        if flagUnknown { builder.objects[id].openness.autoresizingFlagUnknown = true }
    }

    /// Elements of a call's arguments looked at within its one step (real code hands over a few views).
    static let elementsHandedOverFree = 100
    /// Elements of a call's arguments past the free ones that cost one step (about what a step of reading costs).
    static let elementsHandedOverPerStep = 20

    /// A call the reader does not follow that takes views: the receiver unless the method is one UIKit
    /// documents as not placing or sizing it, and every view passed to it unless the callee is such a one.
    func openViewsTaken(by expression: SwiftExpr, receiver: SwiftValue?, arguments: [(SwiftArgument, SwiftValue)],
                        _ context: SwiftFrameContext) {
        var name = ""
        var labels: [String?] = []
        if case .call(let callee, let callArguments) = expression.kind {
            labels = callArguments.map(\.label)
            switch callee.kind {
            case .member(_, let member): name = member
            case .identifier(let identifier): name = identifier
            default: break
            }
        }
        let flattenedArguments = arguments.map { ($0.0, $0.1.flattened) }
        // Every element handed over is looked at and opened: a call handed arrays of hundreds (a loop appending
        // constraints and passing the array on each turn, a fuzz input) is charged in proportion.
        let elementCount = flattenedArguments.reduce(0) { $0 + $1.1.count }
        let cost = max(0, elementCount - Self.elementsHandedOverFree) / Self.elementsHandedOverPerStep
        guard cost == 0 || tick(context.file, expression.start, cost: cost) else { return }
        noteCellHandedToUnreadCall(name, receiver: receiver, arguments: flattenedArguments.flatMap(\.1))
        noteMarginsSetByUnreadCall(name, expression, receiver: receiver, context)
        let library = Self.layoutLibrary(of: name, firstLabel: labels.first ?? nil, argumentCount: labels.count)
        let reason = library.map { "\($0) call `\(name)` not read" } ?? (name.isEmpty ? "call not read" : "call `\(name)` not read")
        if let library {
            statistics.failed(SwiftStatisticsCollector.Key(file: context.file.path, offset: expression.start.offset),
                              reason: "\(library) call not read")
        }
        if let id = receiver?.objectID, !Self.leavesReceiverInPlace(name) {
            open(id, because: reason, flagUnknown: true)
        }
        // A maker method from a package not read (`make.fitToHeight(48)`, Hipo/macaroon's shortcuts) makes constraints
        // on the maker's view that the reader does not see (perawallet/pera-wallet @c7a41e2f, held-out round 37).
        if case .snapKit(.maker(let maker))? = receiver {
            open(maker.target, because: "SnapKit maker method `\(name)` not read", flagUnknown: false)
        }
        guard !Self.leavesArgumentsInPlace(name) else { return }
        for (argument, elements) in flattenedArguments {
            // `delegate?.cellDidTap(self)`: handing itself over is not being placed.
            if case .identifier("self") = argument.value.kind { continue }
            for element in elements {
                if let id = element.objectID { open(id, because: reason, flagUnknown: true) }
                // `unknownAnchor.constraint(equalTo: container.bottomAnchor)`: the call may tie that edge.
                if case .anchor(let id, let attribute) = element, let axis = attribute.axis {
                    open(id, [axis], because: reason, flagUnknown: false)
                }
                // A SnapKit maker handed to a closure the reader cannot follow (`item.makeConstraints(top, make)`, a
                // closure kept in a struct) makes constraints on its view; an item (`view.snp.bottom`) may be tied to.
                if case .snapKit(let snapKit) = element {
                    switch snapKit {
                    case .maker(let maker): open(maker.target, because: reason, flagUnknown: false)
                    case .item(let id, let attributes):
                        open(id, Array(Set(attributes.compactMap(\.axis))), because: reason, flagUnknown: false)
                    default: break
                    }
                }
            }
        }
    }

    /// `setupClearMargins()`, `card.applyMargins(.compact)`: a call the reader does not follow, named for margins, on a
    /// view (the implicit `self` for a bare call) may set that view's layout margins, so what is pinned to them sits at
    /// insets not known; so may one it follows whose margins it could not resolve (fabriik/wallet-ios @32f02a6e, held-out round 95: margins cleared by a protocol extension's
    /// method read as UIKit's 8 points, 9 false conflicts).
    private func noteMarginsSetByUnreadCall(_ name: String, _ expression: SwiftExpr, receiver: SwiftValue?, _ context: SwiftFrameContext) {
        guard Self.namesMargins(name) else { return }
        var target = receiver?.objectID
        if target == nil, case .call(let callee, _) = expression.kind, case .identifier = callee.kind { target = context.selfValue.objectID }
        if let id = target { markMarginsUnknown(of: id) }
    }

    /// Whether a method's name says it sets margins (`setupClearMargins`, `applyMargins`).
    static func namesMargins(_ name: String) -> Bool {
        name.range(of: "margin", options: .caseInsensitive) != nil
    }

    /// Marks view `id`'s layout margins not known: a method named for them was not read, or was read without setting
    /// them (`marginableView.directionalLayoutMargins = .zero` through a protocol's property).
    func markMarginsUnknown(of id: Int) {
        guard builder.objects.indices.contains(id), builder.objects[id].kind == .view else { return }
        builder.objects[id].openness.layoutMarginsUnknown = true
    }

    /// The layout library a call belongs to, from its name and first argument label: TinyConstraints' short
    /// names (`top(to: header)`, `height(44)`) count only in the forms that library gives them.
    static func layoutLibrary(of name: String, firstLabel: String?, argumentCount: Int) -> String? {
        if let library = layoutLibrary(of: name) { return library }
        let edges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right", "width", "height", "size", "center", "origin"]
        guard edges.contains(name) else { return nil }
        if ["to", "in", "min", "max"].contains(firstLabel ?? "") { return "TinyConstraints" }
        if (name == "width" || name == "height") && firstLabel == nil && argumentCount >= 1 { return "TinyConstraints" }
        return nil
    }

    /// The layout library a call belongs to, when its name is one of a library's.
    static func layoutLibrary(of name: String) -> String? {
        if name.count > 4, name.hasPrefix("auto"), name.dropFirst(4).first?.isUppercase == true { return "PureLayout" }
        if name.hasPrefix("mas_") { return "Masonry" }
        if tinyConstraintsNames.contains(name) { return "TinyConstraints" }
        if name == "constrain" { return "Cartography" }
        return nil
    }

    private static let tinyConstraintsNames: Set<String> = [
        "edgesToSuperview", "edges", "edgesToSuperviewMargins", "horizontalToSuperview", "verticalToSuperview",
        "topToSuperview", "bottomToSuperview", "leadingToSuperview", "trailingToSuperview", "leftToSuperview",
        "rightToSuperview", "centerInSuperview", "centerXToSuperview", "centerYToSuperview", "widthToSuperview",
        "heightToSuperview", "topToBottom", "bottomToTop", "leadingToTrailing", "trailingToLeading", "leftToRight",
        "rightToLeft", "centerX", "centerY", "aspectRatio", "originToSuperview", "sizeToSuperview",
    ]

    /// UIKit and AppKit methods on a view that neither place nor size it, nor change its autoresizing flag.
    static func leavesReceiverInPlace(_ name: String) -> Bool {
        // `self.init()` in a convenience initializer the project adds to a UIKit class: UIKit's own initializer.
        if name == "init" || harmlessMethodNames.contains(name) { return true }
        return harmlessMethodPrefixes.contains { name.hasPrefix($0) && name.count > $0.count && name.dropFirst($0.count).first?.isUppercase == true }
    }

    /// Functions and methods that take a view without placing or sizing it.
    static func leavesArgumentsInPlace(_ name: String) -> Bool {
        harmlessMethodNames.contains(name) || harmlessArgumentTakers.contains(name)
            || harmlessMethodPrefixes.contains { name.hasPrefix($0) && name.count > $0.count && name.dropFirst($0.count).first?.isUppercase == true }
    }

    private static let harmlessMethodNames: Set<String> = [
        "addTarget", "removeTarget", "addGestureRecognizer", "removeGestureRecognizer", "addInteraction", "removeInteraction",
        "becomeFirstResponder", "resignFirstResponder", "endEditing", "register", "reloadData", "reloadInputViews",
        "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "startAnimating", "stopAnimating", "beginUpdates", "endUpdates", "performBatchUpdates", "sendActions",
        "convert", "point", "hitTest", "contains", "isDescendant", "viewWithTag", "snapshotView", "sizeThatFits",
        "systemLayoutSizeFitting", "dequeueReusableCell", "dequeueReusableCellWithIdentifier",
        "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView", "cellForRow", "cellForItem",
        "addObserver", "removeObserver", "observe", "print", "debugPrint", "NSLog", "assert", "assertionFailure",
        "precondition", "fatalError", "animate", "transition", "performWithoutAnimation", "addAnimation",
        "removeAllAnimations", "flashScrollIndicators", "setCustomSpacing", "customSpacing", "insertText", "deleteBackward",
        "invalidateIntrinsicContentSize", "draw", "setImage", "setTitle", "accessibilityActivate", "tintColorDidChange",
        "present", "dismiss", "pushViewController", "popViewController", "show", "showDetailViewController",
        "then", "with", "apply", "also", "configure", "configured", "applying", "String", "NSLocalizedString", "describing",
    ]

    /// Prefixes of UIKit method families that configure a view's content, not its place (`setTitleColor`,
    /// `reloadSections`, `scrollToRow`, `selectRow`, `insertSegment`).
    private static let harmlessMethodPrefixes = [
        "set", "reload", "scroll", "select", "deselect", "insert", "delete", "move", "register", "dequeue", "index",
        "cell", "remove", "begin", "end", "cancel", "start", "stop", "play", "pause", "load", "layer", "accessibility",
    ]

    /// Callees that take a view to look at it or show it, never to place it inside a scene.
    private static let harmlessArgumentTakers: Set<String> = [
        "isEqual", "firstIndex", "lastIndex", "index", "filter", "map", "forEach", "compactMap", "reduce", "sorted",
    ]

    /// A frame, bounds, or center the code assigns by hand: the view sits where that code puts it, which the
    /// reader does not work out (the values are often computed, in `layoutSubviews`, or animated).
    func openForManualFrame(_ id: Int, _ property: String) {
        let axes: [Axis]
        switch property {
        case "frame", "bounds", "center", "origin", "size": axes = [.horizontal, .vertical]
        default: return
        }
        open(id, axes, because: "\(property) set in code", flagUnknown: false)
    }

    /// `constraint.isActive = state.isCompact`: whether the constraint holds is decided by data the reader does not
    /// have, so the views it would place are open along its axis. A container it relates a view to is placed by its
    /// own facts and stays as it is.
    func openForUnknownActivation(_ index: Int, reason: String = "a constraint on it is activated by a condition not read") {
        let constraint = builder.constraints[index]
        guard let axis = constraint.firstAttribute.axis ?? constraint.secondAttribute.axis else { return }
        let first = constraint.first
        guard let second = constraint.second else { return open(first, [axis], because: reason, flagUnknown: false) }
        if !isInSubtree(first, of: second) { open(second, [axis], because: reason, flagUnknown: false) }
        if !isInSubtree(second, of: first) { open(first, [axis], because: reason, flagUnknown: false) }
    }

    /// Views assigned to a property the reader does not model (`documentView`, `tableHeaderView`, `titleView`):
    /// whatever owns that property places them. Properties that only refer to a view (`delegate`-like, a
    /// `leftView` the reader still sees placed) are the same for the model: the view is open, never absent.
    func openViewsAssigned(_ value: SwiftValue, to property: String) {
        guard !Self.referencingProperties.contains(property) else { return }
        for element in value.flattened {
            guard let id = element.objectID else { continue }
            open(id, because: "assigned to `\(property)`, not read", flagUnknown: true)
        }
    }

    /// Views assigned to a property through which UIKit or AppKit puts them inside the object that holds it
    /// (`scrollView.documentView = text`: inside the scroll view's clip view; a table's header and footer views, a
    /// cell's accessory and background views, a text field's side views, a box's content view): from then on they
    /// share its hierarchy, so constraints between them can be activated. Where exactly they sit stays open.
    func embedViewsAssigned(_ value: SwiftValue, to property: String, in owner: Int) {
        guard Self.embeddingProperties.contains(property) else { return }
        for element in value.flattened {
            guard let id = element.objectID, builder.objects[id].kind == .view, builder.objects[id].superview == nil else { continue }
            builder.setSuperview(of: id, to: owner)
        }
    }

    private static let embeddingProperties: Set<String> = [
        "documentView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "accessoryView", "editingAccessoryView", "leftView", "rightView", "contentView",
    ]

    /// Properties that hold a view without placing it.
    private static let referencingProperties: Set<String> = [
        "delegate", "dataSource", "target", "nextKeyView", "accessibilityElements", "mask", "maskView",
        "previousKeyView", "initialFirstResponder", "sourceView", "focusGroupIdentifier",
    ]

    /// Views of a class the project does not declare and the platform vocabulary does not know (a package's
    /// chart view, a generic parameter): how they size themselves and what they add inside is not read.
    func openViewsOfUnknownClasses() {
        for id in builder.objects.indices where id != 0 && builder.objects[id].kind == .view {
            guard let className = builder.objects[id].className, !project.isKnownClass(className) else { continue }
            open(id, because: "class \(className) not read (another module or a generic parameter)", flagUnknown: false)
        }
    }

    /// A stack view whose axis the code sets to a value not read arranges its views along an axis not known: the
    /// stack and its arranged views are open (stepik-ios @a0e3696e: an axis from an enum's computed property, read
    /// as UIStackView's default horizontal, collapsed a hidden view in a vertical stack to width 0).
    /// So do the views the code arranges in a stack drawn in a nib whose axis neither the code sets nor its constraints
    /// tell (`SwiftNibStackAxis.swift`): the nib's axis is not seen, and a hidden view collapses along it
    /// (soramitsu/fearless-iOS @84c96ef3, held-out round 35: a width collapse in a stack its xib makes vertical).
    func openStacksOfUnknownAxis() {
        for id in builder.objects.indices where builder.objects[id].axisNotRead {
            let reason = "stack axis set by code not read"
            open(id, because: reason, flagUnknown: false)
            for child in builder.objects[id].arranged { open(child, because: reason, flagUnknown: false) }
        }
        for id in builder.objects.indices where builder.objects[id].isFromNib && !builder.objects[id].setsAxis
            && !builder.objects[id].arranged.isEmpty && builder.inferredAxis(ofNibStack: id) == nil {
            for child in builder.objects[id].arranged {
                open(child, because: "arranged in a stack view whose axis its nib gives", flagUnknown: false)
            }
        }
    }

    /// Views made elsewhere: an outlet is placed and sized by its nib, a parameter by the caller.
    func openPlaceholders() {
        for id in builder.objects.indices where builder.objects[id].isPlaceholder && builder.objects[id].kind == .view {
            let reason = builder.objects[id].isFromNib ? "outlet placed by its nib or storyboard" : "made and placed by a caller"
            open(id, because: reason, flagUnknown: false)
        }
    }

    /// The reader stopped before the end of the scene: whatever it did not reach may place anything.
    func openEverythingIfExhausted() {
        guard isExhausted else { return }
        for id in builder.objects.indices { open(id, because: "reading stopped before the end of the scene", flagUnknown: true) }
    }
}

extension SwiftProjectIndex {
    /// Whether every class from `className` up to a platform class is read: the project declares it or the
    /// platform vocabulary knows it.
    func isKnownClass(_ className: String) -> Bool {
        var current = className
        var seen = Set<String>()
        while !seen.contains(current) {
            seen.insert(current)
            if SwiftUIKitVocabulary.isPlatformClass(current) { return true }
            guard let info = type(named: current) else { return false }
            guard let parent = superclass(of: info.name) else { return info.kind == .classType || info.kind == .structType }
            current = parent
        }
        return true
    }
}
