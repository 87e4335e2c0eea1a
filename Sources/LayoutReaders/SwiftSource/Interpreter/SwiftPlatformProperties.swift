import LayoutModel

/// Setting a property UIKit or AppKit declares on one of its views (`translatesAutoresizingMaskIntoConstraints`,
/// `isHidden`, a stack view's `axis`…): what the framework does with the value. Names neither declares are stored on
/// the object for later reads.
extension SwiftInterpreter {
    /// Runs a Swift 1 setter method (`setTranslatesAutoresizingMaskIntoConstraints(false)`) as the property it sets;
    /// false when `name` is none.
    func legacySetter(onObject id: Int, _ name: String, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool {
        guard let property = SwiftLegacySpellings.property(setBy: name), arguments.count == 1, arguments[0].label == nil else { return false }
        setPlatformProperty(id, property, evaluate(arguments[0].value, scope, context))
        return true
    }

    /// A table cell's content view is reported where the code turns its autoresizing flag off (`content_view_autoresizing`
    /// names no constraint when none is on the content view): the item takes that place, the first time it is set so.
    func noteContentViewMaskTurnedOff(_ id: Int, _ name: String, _ value: SwiftValue, at place: SourceLocation) {
        guard name == "translatesAutoresizingMaskIntoConstraints", case .bool(false) = value, builder.objects[id].superview == 0,
              builder.objects[id].name == "contentView", builder.objects[id].translatesAutoresizingMask,
              let className = builder.objects[0].className, project.platformBase(of: className) == "UITableViewCell" else { return }
        builder.objects[id].location = place
    }

    /// What UIKit or AppKit does when a property of one of its views is set; other names are stored on the object.
    func setPlatformProperty(_ id: Int, _ name: String, _ value: SwiftValue) {
        let object = builder.objects[id]
        noteTouchesPassThrough(id, name, value)
        switch name {
        case "frame", "bounds", "center":
            openForManualFrame(id, name)
        case _ where SwiftUIKitVocabulary.frameCategoryProperties.contains(name) && object.kind == .view:
            // UIView has no such property: a frame extension of the app's sets it (`view.right = …`).
            openForManualFrame(id, "frame")
        case "translatesAutoresizingMaskIntoConstraints":
            if case .bool(let flag) = value {
                builder.objects[id].translatesAutoresizingMask = flag
                builder.markUsed(id)
            }
        case "isHidden":
            if case .bool(let flag) = value {
                builder.setHidden(id, flag, in: variant)
                if flag { builder.hiddenByCode.insert(id) }
            } else if object.isHidden {
                // A value not known (`isHidden = item.isRead`, an Rx binding) may show the view: that it stays hidden,
                // and a stack collapses it, is no longer proven. Set so while a cell is configured by the code that
                // dequeues it (`cell.bind(to: model)` in the data source, before the cell's first layout), the
                // set-up's hidden state is not proven at that layout either.
                builder.setHidden(id, false, in: variant)
                if running.configuringDequeuedCell, running.deferredHandlerDepth == 0 { builder.setHidden(id, false, in: nil) }
            }
        case "autoresizingMask":
            let names = value.flattened.compactMap { element -> String? in
                if case .enumCase(let name) = element { return name }
                return nil
            }
            if names.count == value.flattened.count {
                builder.objects[id].autoresizingMask = AutoresizingMask(names.compactMap { name in
                    AutoresizingMask.names.first { $0.name == name }?.mask
                })
            }
        case "layoutMargins", "directionalLayoutMargins":
            setLayoutMargins(id, value)
        case "numberOfLines":
            if case .number(let lines) = value, let count = NumericLimits.integer(lines) { builder.objects[id].numberOfLines = count }
        case "image" where inherits(object.className, from: "UIImageView") || inherits(object.className, from: "NSImageView"):
            setImageViewImage(id, value)
        case "boxType" where inherits(object.className, from: "NSBox"):
            setBoxType(id, value)
        case "isScrollEnabled" where inherits(object.className, from: "UITextView"):
            setTextViewScrolling(id, value)
        case "axis", "orientation":
            setStackAxis(id, value)
        case "spacing":
            setStackSpacing(id, value)
        case "alignment":
            if case .enumCase(let alignment) = value { setStackAlignment(id, alignment) }
        case "edgeInsets" where inherits(object.className, from: "NSStackView"):
            setStackEdgeInsets(id, value)
        case "distribution":
            if case .enumCase(let distribution) = value, let parsed = StackConfiguration.Distribution(rawValue: distribution) { updateStack(id) { $0.distribution = parsed } }
        case "isLayoutMarginsRelativeArrangement":
            if case .bool(let flag) = value { updateStack(id) { $0.isLayoutMarginsRelativeArrangement = flag } }
        case "isBaselineRelativeArrangement":
            if case .bool(let flag) = value { updateStack(id) { $0.isBaselineRelativeArrangement = flag } }
        default:
            // `scrollView.documentView = stack`, `tableView.tableHeaderView = header`: UIKit or AppKit puts the view
            // inside the object (a document view inside the scroll view's clip view) and places it in a way the
            // reader does not model.
            if object.kind == .view { embedViewsAssigned(value, to: name, in: superviewForAssignedViews(value, to: name, of: id)) }
            // A project type that extends a platform class (`extension UITableView { … }`) still has the platform's
            // properties: its `tableFooterView` is the table's (keith27staines/iOSApp @e7dd6b6014dd, held-out round 96).
            if object.kind == .view { openViewsAssigned(value, to: name) }
            // Stored on the object so later reads see it (`self.heightConstraint = …` on a plain view).
            // A defaulted text property is recorded on every view: reads before it is set see the framework's
            // default (SwiftUnassignedTextProperties.swift).
            if object.typeName != nil || object.kind == .controller || object.kind == .instance
                || Self.defaultedTextProperties.contains(name) {
                builder.objects[id].slots[name] = value
                if let child = value.objectID { builder.name(child, name, rank: 1000, owner: id) }
            }
        }
    }
}
