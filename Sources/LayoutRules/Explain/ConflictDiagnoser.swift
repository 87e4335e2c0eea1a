import LayoutEngine
import LayoutModel
import LayoutSolver

/// Recognises the known root causes of a conflict, in priority order; the first that fits wins.
struct ConflictDiagnoser {
    let input: ExplainInput
    let members: [ConflictMember]

    private var scene: Scene { input.scene }
    private var logged: [(index: Int, constraint: Constraint)] {
        members.compactMap { member in member.loggedIndex.map { ($0, input.constraints[$0].constraint) } }
    }
    private var userMembers: [(index: Int, constraint: Constraint)] {
        logged.filter { $0.constraint.origin == .user }
    }

    func diagnose() -> Diagnosis {
        let recognisers: [() -> Diagnosis?] = [
            systemViewsOnly, autoresizingMaskLeftOn, templateCellWidth, selfSizingCell, hiddenArrangedSubview, temporaryLayoutSize,
            systemImposedSize, requiredContentSize, layoutGuideHeight, edgeAndMargin, twoRequiredSizes, twoRequiredPositions, collapsedView, negativeSize, interfaceBuilderPrototyping, fixedFrameContainer,
        ]
        for recognise in recognisers {
            if let diagnosis = recognise() { return diagnosis }
        }
        return conflictingRequiredConstraints()
    }

    // MARK: - Recognisers

    /// A conflict among UIKit's or AppKit's own private views (the keyboard's input and assistant views, the
    /// text effects window): nothing in it is the app's, so no constraint of the app's is worth changing.
    private func systemViewsOnly() -> Diagnosis? {
        let views = Set(logged.flatMap(\.constraint.items))
        if let player = playerControlsOnly(views) { return player }
        guard !views.isEmpty, views.allSatisfy(isPrivateSystemView) else { return nil }
        let names = views.map(\.name).sorted().joined(separator: ", ")
        return Diagnosis(
            kind: .systemViewsOnly, view: nil,
            summary: "Every constraint of this conflict is between the system's own private views (\(names)); the app made none of them. UIKit logs such conflicts itself, typically while the keyboard, its accessory bar or the status bar changes size.",
            fix: "nothing to change in the app's constraints; if it happens on every run, check that no constraint of the app's is attached to these views, and report it to Apple (Feedback Assistant)",
            suggestedMember: nil)
    }

    /// A conflict inside a media player's own controls (AVKit's or MediaPlayer's private views, and plain UIKit views
    /// inside them): the player lays them out, at zero size while it enters or leaves full screen, and logs it itself.
    private func playerControlsOnly(_ views: Set<ItemID>) -> Diagnosis? {
        let publicPlayerViews: Set<String> = ["AVRoutePickerView", "MPVolumeView", "AVPlayerViewControllerContentView"]
        let isPlayerView: (ItemID) -> Bool = { item in
            guard let name = self.className(item), !publicPlayerViews.contains(name) else { return false }
            return ["AV", "_AV", "MP", "_MP", "_UIBackdrop"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase || prefix == "_UIBackdrop" } == true
            }
        }
        let plainKitClasses: Set<String> = ["UIView", "UIStackView", "UILabel", "UIImageView", "UIButton", "UILayoutGuide"]
        let players = views.filter(isPlayerView)
        // A backdrop view alone is UIKit's in many places (keyboards, alerts); it is a player's only beside one.
        guard players.contains(where: { !(className($0)?.hasPrefix("_UIBackdrop") ?? true) }) else { return nil }
        let isInsidePlayer: (ItemID) -> Bool = { item in players.contains { self.isDescendant(item, of: $0) } }
        guard views.allSatisfy({ view in
            isPlayerView(view) || ((className(view).map(plainKitClasses.contains) ?? false) && isInsidePlayer(view))
                || (scene.item(view)?.isLayoutGuide ?? false)
        }) else { return nil }
        let names = players.compactMap { className($0) }.sorted()
        let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return Diagnosis(
            kind: .systemViewsOnly, view: nil,
            summary: "Every view of this conflict is a media player's own (\(unique.joined(separator: ", "))) or a plain UIKit view inside one: AVKit lays its playback controls out itself and logs this while the player view is at zero size (entering or leaving full screen, or before it is added); the app made none of these constraints.",
            fix: "nothing to change in the app's constraints; to quiet it, give the player's view a non-zero frame before it is shown (add the AVPlayerViewController's view with its final size)",
            suggestedMember: nil)
    }

    /// Private framework classes (`_UIKBCompatInputView`, `UIInputSetContainerView`, …) as the log printed them.
    private func isPrivateSystemView(_ item: ItemID) -> Bool {
        // A layout guide (margins, safe area) is the view's that owns it: a private bar's margins are the system's too.
        if let guide = scene.item(item), guide.isLayoutGuide, let owner = guide.superview { return isPrivateSystemView(owner) }
        let printed = input.items.first { $0.id == item }
        guard let name = printed?.className ?? printed?.accessibilityIdentifier else { return false }
        if name.hasPrefix("_UI") || name.hasPrefix("_NS") { return true }
        let keyboardAndTextViews = ["UIInputSetContainerView", "UIInputSetHostView", "UITextEffectsWindow", "UIRemoteKeyboardWindow",
                                    "UIKeyboardAssistantBar", "SystemInputAssistantView", "UIKBCompatInputView", "UIKeyboardLayoutStar"]
        return keyboardAndTextViews.contains(name)
    }

    /// A view with its autoresizing constraints still on, that the developer's constraints also place or size.
    private func autoresizingMaskLeftOn() -> Diagnosis? {
        for (index, member) in logged where member.origin == .autoresizingMask {
            let view = autoresizedView(member)
            // A private framework view's mask is the framework's (a visual effect view's content view is resized
            // with it): the app cannot turn it off, so the cause lies elsewhere.
            if isPrivateSystemView(view) { continue }
            let places: (Constraint) -> Bool = { constraint in
                guard constraint.items.contains(view) else { return false }
                guard let other = constraint.items.first(where: { $0 != view }) else { return true }
                if isDescendant(other, of: view) { return false }
                return constraint.firstItem == view || scene.item(view)?.superview == other
            }
            let mask = scene.item(view)?.autoresizingMask.map { " (\($0.runtimeNotation))" } ?? ""
            if let (generatedIndex, generated) = logged.first(where: { $0.constraint.identifier == "UIIBSystemGenerated" && places($0.constraint) }) {
                // Interface Builder generated the other constraint from the same file's frame: the two disagree
                // because the frame saved in the file is off (a cell's content view a fraction of a point short).
                return Diagnosis(
                    kind: .autoresizingMaskLeftOn, view: view,
                    summary: "\(view)'s autoresizing mask\(mask) keeps the frame saved in the storyboard or xib (\(member.formula)), while the constraint Interface Builder generated for it (UIIBSystemGenerated: \(generated.formula)) wants another: the saved frame does not match.",
                    fix: "in Interface Builder, make \(view)'s frame match its superview's edges (for a cell's content view, the cell's size; Update Frames), so the mask and the generated constraint agree",
                    suggestedMember: generatedIndex)
            }
            guard userMembers.contains(where: { places($0.constraint) }) else { continue }
            return Diagnosis(
                kind: .autoresizingMaskLeftOn, view: view,
                summary: "\(view) still has translatesAutoresizingMaskIntoConstraints on: its autoresizing mask\(mask) fixes its frame, and your constraints place it as well.",
                fix: "set translatesAutoresizingMaskIntoConstraints = false on \(view)",
                suggestedMember: index)
        }
        return nil
    }

    /// The width fence a row-height helper puts on a template cell while it measures it: UITableView+FDTemplateLayoutCell
    /// (and the many helpers modelled on it) adds an unnamed required `contentView.width == <table width>`; UIKit's own
    /// cell widths are named `UIView-Encapsulated-Layout-Width`, except the 0 that, since iOS 10.2, holds the content view
    /// of a template cell that never got a frame (the fence's code says so). A table header or footer template gets the
    /// same fence on the view itself.
    private func templateCellWidth() -> Diagnosis? {
        let fences = logged.filter { entry in
            let constraint = entry.constraint
            return input.constraints[entry.index].constraintClass == "NSLayoutConstraint" && constraint.identifier == nil
                && constraint.origin == .user && constraint.secondItem == nil && constraint.relation == .equal
                && constraint.firstAttribute == .width && constraint.priority.isRequired
                && (isTableCellContentView(constraint.firstItem) || isTableHeaderFooterView(constraint.firstItem))
        }
        guard let first = fences.first else { return nil }
        let view = first.constraint.firstItem
        let onView = fences.filter { $0.constraint.firstItem == view }
        let isCell = isTableCellContentView(view)
        let helper = isCell
            ? "a template cell's width fence, as UITableView+FDTemplateLayoutCell (fd_heightForCellWithIdentifier) and the row-height helpers modelled on it add while they compute a height"
            : "a template header or footer's width fence, as UITableView+FDTemplateLayoutCell (fd_heightForHeaderFooterViewWithIdentifier) and the height helpers modelled on it add while they compute a height"
        let lowerFence = isCell
            ? "make the fence's priority 999 (UILayoutPriority.required - 1) and pin the content view's edges to the cell, as the library's current code does on iOS 10.2 and later (update it, or make that change in your copy)"
            : "make the fence's priority 999 (UILayoutPriority.required - 1) and give the template view the table's width before measuring it (update the library, or make that change in your copy)"
        if let zero = onView.first(where: { $0.constraint.constant == 0 }), let fence = onView.first(where: { $0.constraint.constant > 0 }) {
            let zeroWidth = isCell
                ? "UIKit's, which since iOS 10.2 holds a template cell's content view at the width of a cell that never got a frame"
                : "the width of a template view that never got a frame"
            return Diagnosis(
                kind: .templateCellWidth, view: view,
                summary: "\(fence.constraint.formula) is \(helper); \(zero.constraint.formula) is \(zeroWidth). Neither is the width the table gives its \(isCell ? "cells" : "headers and footers") (UIView-Encapsulated-Layout-Width).",
                fix: lowerFence,
                suggestedMember: fence.index)
        }
        guard isTableCellContentView(view) else { return nil }
        if let encapsulated = logged.first(where: { $0.constraint.firstItem == view && $0.constraint.firstAttribute == .width
            && $0.constraint.secondItem == nil && $0.constraint.identifier == "UIView-Encapsulated-Layout-Width" }) {
            return Diagnosis(
                kind: .templateCellWidth, view: view,
                summary: "\(first.constraint.formula) is not the table's cell width (that is \(encapsulated.constraint.identifier!) = \(formatNumber(encapsulated.constraint.constant))): it is \(helper), and it was computed from a different width (the table's width less an accessory, an index bar or an earlier size).",
                fix: lowerFence,
                suggestedMember: first.index)
        }
        let axis = Axis.horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis && $0.index != first.index }
        guard !chain.isEmpty else { return nil }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last!
        let widthNote = first.constraint.constant == 0
            ? "; at width 0 the table view had no width yet when the height was asked for (the table not laid out yet)"
            : ""
        return Diagnosis(
            kind: .templateCellWidth, view: view,
            summary: "\(first.constraint.formula) is not the table's cell width (UIKit names that one UIView-Encapsulated-Layout-Width): it is \(helper)\(widthNote), and the required horizontal chain inside \(view) does not fit it.",
            fix: (first.constraint.constant == 0 ? "compute row heights only once the table view has its width (the library's current code adds no fence at width 0), or " : "")
                + "lower the priority of \(suggested.constraint.formula) to 999 so the content gives way while the template cell is measured",
            suggestedMember: suggested.index)
    }

    /// Whether the conflict's members hold once the row height loses its fraction of a point.
    private func holdsWithout(hairlineOf size: Constraint) -> Bool {
        holds(replacing: size, constant: size.constant.rounded(.down))
    }

    /// A height just a pixel's fraction over a whole number of points (x.5 at 2x; x.333 or x.667 at 3x).
    static func isHairlineOver(_ height: Double) -> Bool {
        let fraction = height - height.rounded(.down)
        return [0.5, 1.0 / 3, 2.0 / 3].contains { abs(fraction - $0) < 0.001 }
    }

    /// A table view cell's content view, as the runtime prints it.
    private func isTableCellContentView(_ item: ItemID) -> Bool {
        className(item) == "UITableViewCellContentView"
    }

    /// A table header or footer view: the template a header-height helper sizes by its own width.
    private func isTableHeaderFooterView(_ item: ItemID) -> Bool {
        guard let className = className(item), scene.item(item)?.superview == nil else { return false }
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return name.contains("HeaderFooter") || name.hasSuffix("HeaderView") || name.hasSuffix("FooterView")
    }

    /// A cell's content chain against the height (or width) the table or collection view imposes.
    private func selfSizingCell() -> Diagnosis? {
        // The height is what a table imposes; the width only feeds the chain (a photo's aspect ratio).
        let encapsulatedMembers = logged.filter {
            ($0.constraint.identifier?.hasPrefix("UIView-Encapsulated-Layout-") ?? false) || $0.constraint.origin == .cellEncapsulatedSize
        }
        guard let (_, encapsulated) = encapsulatedMembers.first(where: { $0.constraint.firstAttribute == .height })
            ?? encapsulatedMembers.first else { return nil }
        let axis = encapsulated.firstAttribute.axis ?? .vertical
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        guard !chain.isEmpty else { return nil }
        let cell = encapsulated.firstItem
        let farEdges: Set<Attribute> = axis == .vertical ? [.bottom, .bottomMargin, .lastBaseline] : [.trailing, .trailingMargin, .right, .rightMargin]
        let closing = chain.last { entry in
            (entry.constraint.firstItem == cell && farEdges.contains(entry.constraint.firstAttribute))
                || (entry.constraint.secondItem == cell && farEdges.contains(entry.constraint.secondAttribute))
        } ?? chain.last!
        let dimension = axis == .vertical ? "height" : "width"
        let size = formatNumber(encapsulated.constant)
        // Masonry's descriptions drop the identifier; say what the constraint is all the same.
        let name = encapsulated.identifier ?? "UIView-Encapsulated-Layout-\(dimension == "height" ? "Height" : "Width"), printed without its name"
        // AppKit sizes only table cell and row views this way (the column's width, the row's height).
        let isAppKitTableView = encapsulated.identifier?.hasPrefix("NSView-Encapsulated-Layout-") ?? false
        if !isAppKitTableView && !isReusableView(cell) {
            // UIKit also fixes the size of a view controller's root view, a SwiftUI-hosted view, a keyboard's
            // input view: advice about table rows would mislead there.
            return Diagnosis(
                kind: .hostImposedSize, view: cell,
                summary: "\(cell)'s \(dimension) is set by whoever hosts it (\(name) = \(size): a view controller's root view, a view hosted in SwiftUI or a navigation bar, an input view), and the required \(axis.rawValue) chain inside it needs a different \(dimension).",
                fix: "lower the priority of \(closing.constraint.formula) to 999 so the content gives way to the \(dimension) it is given, or make the host give \(cell) the \(dimension) its content needs",
                suggestedMember: closing.index)
        }
        if axis == .horizontal {
            // A cell's width is its table's (or its layout's item width): no row-height setting changes it, and a
            // width of 0 is the pass before the cell is added to the table.
            // A fixed width in the chain is what cannot adapt; the one the runtime broke first.
            let fixedWidths = chain.filter { $0.constraint.secondItem == nil && $0.constraint.firstAttribute == .width }
            let suggested = fixedWidths.first { $0.index == input.brokenIndex } ?? fixedWidths.first ?? closing
            let owner = isAppKitTableView ? "the table column's width" : "the table's or the layout's"
            let widthFix = encapsulated.constant == 0
                ? "lower the priority of \(suggested.constraint.formula) to 999 so the chain gives way while the cell is measured at width 0"
                : "make the horizontal chain fit any width it is given (lower the priority of \(suggested.constraint.formula) to 999, or turn a fixed width into <=); the width is \(owner), not the cell's"
            return Diagnosis(
                kind: .selfSizingCell, view: cell,
                summary: "The required horizontal chain inside \(cell) needs more room than the width its \(isAppKitTableView ? "table column" : "table or collection view") gave it (\(name) = \(size)).",
                fix: widthFix,
                suggestedMember: suggested.index)
        }
        if axis == .vertical, Self.isHairlineOver(encapsulated.constant), holdsWithout(hairlineOf: encapsulated) {
            // 44.5 or 54.3333 against a chain of whole points: a self-sizing table row is its content's height plus the
            // separator's 1-pixel hairline, which a chain of required whole-point constraints cannot absorb.
            return Diagnosis(
                kind: .selfSizingCell, view: cell,
                summary: "The required vertical chain inside \(cell) holds at \(formatNumber(encapsulated.constant.rounded(.down))) points, but the table gave the row \(name) = \(size): a fraction of a point more, the separator's 1-pixel hairline (0.5 pt on 2x screens, 0.33 pt on 3x) the table adds to the height the content asked for.",
                fix: "lower the priority of \(closing.constraint.formula) to 999 so the content can absorb the hairline (or turn a fixed height in the chain into >=)",
                suggestedMember: closing.index)
        }
        return Diagnosis(
            kind: .selfSizingCell, view: cell,
            summary: "The required \(axis.rawValue) chain inside \(cell) fights the \(dimension) the table or collection view gave it (\(name) = \(size)); the cell is being laid out at that \(dimension) before it is sized to fit.",
            fix: "lower the priority of \(closing.constraint.formula) to 999 so the chain can give way, or let the rows size themselves (rowHeight = UITableView.automaticDimension with an estimatedRowHeight) instead of a fixed \(dimension)",
            suggestedMember: closing.index)
    }

    /// A hidden arranged subview collapsed by its stack view (`UISV-hiding`) whose own required size, or content, fights it.
    private func hiddenArrangedSubview() -> Diagnosis? {
        // Of several collapsed views, the one whose content is in the conflict is the one that cannot collapse.
        let hidings = logged.filter { $0.constraint.identifier == "UISV-hiding" }
        let holdsContent: (ItemID) -> Bool = { view in logged.contains { $0.constraint.items.contains { isDescendant($0, of: view) } } }
        guard let (_, hiding) = hidings.first(where: { holdsContent($0.constraint.firstItem) }) ?? hidings.first else { return nil }
        let hidden = hiding.firstItem
        let dimension = hiding.firstAttribute.rawValue
        let candidates = userMembers.filter { $0.constraint.firstAttribute.axis == hiding.firstAttribute.axis }
        let suggested = candidates.first { $0.index == input.brokenIndex }
            ?? candidates.first { $0.constraint.secondItem == nil && $0.constraint.firstItem == hidden }
            ?? candidates.last ?? userMembers.last
        return Diagnosis(
            kind: .hiddenArrangedSubview, view: hidden,
            summary: "\(hidden) is a hidden arranged subview: its stack view collapses it to \(dimension) 0 (UISV-hiding), but a required constraint on it or its content needs room.",
            fix: suggested.map { "lower the priority of \($0.constraint.formula) to 999 so it gives way while the view is hidden (or deactivate it when hiding the view)" }
                ?? "lower the required \(dimension) constraints of \(hidden)'s content to priority 999",
            suggestedMember: suggested?.index)
    }

    /// UIKit's temporary zero (or placeholder) size during a first layout pass.
    private func temporaryLayoutSize() -> Diagnosis? {
        guard let (_, temporary) = logged.first(where: { $0.constraint.identifier?.hasPrefix("_UITemporaryLayout") ?? false })
            ?? logged.first(where: { $0.constraint.identifier?.hasPrefix("fittingSize") ?? false }) else { return nil }
        let axis = temporary.firstAttribute.axis ?? .horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last
        let dimension = axis == .horizontal ? "width" : "height"
        if temporary.identifier?.hasPrefix("fittingSize") ?? false {
            // systemLayoutSizeFitting(_:) pins the view to the target size while it measures: a target width of 0
            // (UIView.layoutFittingCompressedSize) cannot hold a chain with fixed spacing.
            return Diagnosis(
                kind: .temporaryLayoutSize, view: temporary.firstItem,
                summary: "\(temporary.firstItem) was measured with systemLayoutSizeFitting at a target \(dimension) of \(formatNumber(temporary.constant)) (\(temporary.identifier ?? "")); the required \(axis.rawValue) chain inside it cannot fit that \(dimension).",
                fix: "measure it at the \(dimension) it will have (pass the table's or screen's \(dimension) as the target, with fitting priority .required on that axis), or lower the priority of \(suggested.map(\.constraint.formula) ?? "one constraint of the \(axis.rawValue) chain") to 999",
                suggestedMember: suggested?.index)
        }
        return Diagnosis(
            kind: .temporaryLayoutSize, view: temporary.firstItem,
            summary: "UIKit laid \(temporary.firstItem) out at a temporary \(dimension) of \(formatNumber(temporary.constant)) (\(temporary.identifier ?? "")) before its real \(dimension) was known; the required \(axis.rawValue) chain inside it cannot fit.",
            fix: "lower the priority of \(suggested.map(\.constraint.formula) ?? "one constraint of the \(axis.rawValue) chain") to 999 so the chain gives way during the temporary pass",
            suggestedMember: suggested?.index)
    }

    /// A private framework view (`_NSSplitViewItemViewWrapper`, `_UIToolbarContentView`) given a fixed size by its
    /// framework — a collapsed split item, a bar being laid out — with the app's required chain inside it.
    private func systemImposedSize() -> Diagnosis? {
        guard let (_, size) = logged.first(where: { entry in
            let constraint = entry.constraint
            return constraint.secondItem == nil && constraint.relation == .equal && constraint.firstAttribute.kind == .dimension
                && isPrivateSystemView(constraint.firstItem)
        }) else { return nil }
        let axis = size.firstAttribute.axis ?? .horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis && !$0.constraint.items.allSatisfy(isPrivateSystemView) }
        guard !chain.isEmpty else { return nil }
        let dimension = size.firstAttribute.rawValue
        let fixed = chain.filter { $0.constraint.secondItem == nil && $0.constraint.firstAttribute == size.firstAttribute }
        let suggested = fixed.first { $0.index == input.brokenIndex } ?? chain.first { $0.index == input.brokenIndex } ?? fixed.first ?? chain.last!
        let className = input.items.first { $0.id == size.firstItem }?.className ?? size.firstItem.name
        return Diagnosis(
            kind: .hostImposedSize, view: size.firstItem,
            summary: "\(size.firstItem) is the framework's own view (\(className)) and the framework set its \(dimension) to \(formatNumber(size.constant)) (a collapsed split view item, a bar or a touch bar being laid out); the required \(axis.rawValue) chain of your views inside it needs a different \(dimension).",
            fix: "lower the priority of \(suggested.constraint.formula) to 999 so your content gives way while the framework holds that \(dimension) (or give the item a minimum size the framework respects, e.g. a split view item's minimumThickness)",
            suggestedMember: suggested.index)
    }

    /// A view's intrinsic size held at required priority (`NSContentSizeLayoutConstraint … CompressionResistance:1000`):
    /// its content can neither be squeezed nor stretched, so the constraints that size it otherwise cannot hold.
    private func requiredContentSize() -> Diagnosis? {
        guard let (_, content) = logged.first(where: { entry in
            input.constraints[entry.index].constraintClass == "NSContentSizeLayoutConstraint" && entry.constraint.priority.isRequired
                && entry.constraint.firstAttribute.kind == .dimension
        }) else { return nil }
        let view = content.firstItem
        let axis = content.firstAttribute.axis ?? .horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        guard !chain.isEmpty else { return nil }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last!
        let dimension = content.firstAttribute.rawValue
        let (property, verb): (String, String)
        switch content.relation {
        case .greaterThanOrEqual: (property, verb) = ("compression resistance", "smaller than")
        case .lessThanOrEqual: (property, verb) = ("content hugging", "larger than")
        case .equal: (property, verb) = ("content hugging and compression resistance", "any other \(dimension) than")
        }
        let setter = content.relation == .lessThanOrEqual ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
        return Diagnosis(
            kind: .requiredContentSize, view: view,
            summary: "The \(property) of \(view) is required (1000) on the \(axis.rawValue) axis: it cannot be made \(verb) its intrinsic \(dimension) of \(formatNumber(content.constant)) (NSContentSizeLayoutConstraint: \(content.formula)), and the other required constraints here need it to be.",
            fix: "lower the \(property) of \(view) below 1000 (\(setter)(.defaultHigh, for: .\(axis.rawValue)), or 999 in Interface Builder) so its content can give way, or lower the priority of \(suggested.constraint.formula) to 999",
            suggestedMember: suggested.index)
    }

    /// Two required constant sizes on one view.
    private func twoRequiredSizes() -> Diagnosis? {
        let sizes = userMembers.filter { $0.constraint.secondItem == nil && $0.constraint.firstAttribute.kind == .dimension }
        guard let (first, second, suggested) = firstPair(in: sizes, where: { a, b in
            a.firstItem == b.firstItem && a.firstAttribute == b.firstAttribute
        }) else { return nil }
        let view = first.constraint.firstItem
        let attribute = first.constraint.firstAttribute.rawValue
        return Diagnosis(
            kind: .twoRequiredSizes, view: view,
            summary: "\(view) has two required \(attribute)s: \(first.constraint.formula) and \(second.constraint.formula).",
            fix: "remove or deactivate one of them (\(suggested.constraint.formula) is the one the runtime dropped or the later one), or lower it to 999",
            suggestedMember: suggested.index)
    }

    /// The first two members that `match` pairs, and the one of them to change: the one the runtime broke, else the later.
    private func firstPair(in members: [(index: Int, constraint: Constraint)], where match: (Constraint, Constraint) -> Bool)
        -> (first: (index: Int, constraint: Constraint), second: (index: Int, constraint: Constraint), suggested: (index: Int, constraint: Constraint))? {
        for (position, first) in members.enumerated() {
            for second in members[(position + 1)...] where match(first.constraint, second.constraint) {
                return (first, second, [first, second].first { $0.index == input.brokenIndex } ?? second)
            }
        }
        return nil
    }

    /// A view controller's top or bottom layout guide that is shorter than a constant measured from it assumes
    /// (`Bar.top == topLayoutGuide.bottom - 20` with no status bar above the view): holds once the guide is that tall.
    private func layoutGuideHeight() -> Diagnosis? {
        guard let (_, size) = logged.first(where: { entry in
            input.constraints[entry.index].constraintClass == "_UILayoutSupportConstraint" && entry.constraint.secondItem == nil
                && entry.constraint.firstAttribute == .height
        }), let kind = scene.item(size.firstItem)?.guideKind, kind == .topLayoutGuide || kind == .bottomLayoutGuide else { return nil }
        let guide = size.firstItem
        guard let (index, measured) = userMembers.first(where: { $0.constraint.items.contains(guide) && $0.constraint.constant != 0 }),
              holds(replacing: size, constant: abs(measured.constant)) else { return nil }
        let owner = scene.item(guide)?.superview.map { "\($0)'s" } ?? "The view controller's"
        let which = kind == .topLayoutGuide ? "top" : "bottom"
        let assumed = formatNumber(abs(measured.constant))
        let missing = kind == .topLayoutGuide
            ? "no status bar above the view: it is hidden, the iPhone is in landscape, or the view is in a form sheet or popover"
            : "no tab bar or toolbar below the view"
        return Diagnosis(
            kind: .layoutGuideHeight, view: measured.firstItem,
            summary: "\(owner) \(which) layout guide is \(formatNumber(size.constant)) tall here (\(missing)), but \(measured.formula) measures from it as if it were \(assumed) tall.",
            fix: "measure from the guide itself with constant 0 (or, since iOS 11, from view.safeAreaLayoutGuide) instead of adding or subtracting the bar's \(assumed) points",
            suggestedMember: index)
    }

    /// Whether the conflict's members hold once `constraint` has another constant.
    private func holds(replacing constraint: Constraint, constant: Double) -> Bool {
        let finder = ConflictFinder(input: input)
        var linears: [LinearConstraint] = []
        for member in members {
            if let index = member.loggedIndex, input.constraints[index].constraint == constraint {
                var changed = finder.effectiveConstraint(index)
                changed.constant = constant
                guard let linear = finder.equations.linearConstraint(changed) else { return false }
                linears.append(linear)
            } else {
                guard let linear = finder.linear(member) else { return false }
                linears.append(linear)
            }
        }
        return Solver.minimalConflicts(in: linears).isEmpty
    }

    /// A conflict made of exactly one edge pinned to its container's edge and to the same edge's margin.
    private func edgeAndMargin() -> Diagnosis? {
        guard logged.count == 2, members.count == 2, let pair = EdgeAndMarginPair(input),
              Set(logged.map(\.index)) == [pair.edgeIndex, pair.marginIndex] else { return nil }
        return pair.diagnosis(input)
    }

    /// The same two anchors tied twice with different constants (`A.leading == B.leading + 100` and `+ 200`): one
    /// constraint was added where the existing one should have changed (a storyboard constraint and one from code).
    private func twoRequiredPositions() -> Diagnosis? {
        let ties = userMembers.filter { entry in
            let constraint = entry.constraint
            return constraint.secondItem != nil && constraint.relation == .equal && constraint.multiplier == 1
                && constraint.priority.isRequired && constraint.firstAttribute.kind != .dimension
        }
        func sameAnchors(_ a: Constraint, _ b: Constraint) -> Bool {
            (a.firstItem == b.firstItem && a.firstAttribute == b.firstAttribute && a.secondItem == b.secondItem && a.secondAttribute == b.secondAttribute)
                || (a.firstItem == b.secondItem && a.firstAttribute == b.secondAttribute && a.secondItem == b.firstItem && a.secondAttribute == b.firstAttribute)
        }
        guard ties.count == userMembers.count, ties.count == logged.count else { return nil }
        guard let (first, second, suggested) = firstPair(in: ties, where: sameAnchors) else { return nil }
        let view = first.constraint.firstItem
        let attribute = first.constraint.firstAttribute.rawValue
        return Diagnosis(
            kind: .twoRequiredPositions, view: view,
            summary: "The \(attribute) of \(view) is tied to the same anchor twice with different constants: \(first.constraint.formula) and \(second.constraint.formula). Usually one was drawn in Interface Builder (or made earlier) and the other added in code for the same edge.",
            fix: "keep one constraint for the edge: change the constant of the existing one (through an outlet or a stored reference) instead of adding \(suggested.constraint.formula), or deactivate the old one before activating the new one",
            suggestedMember: suggested.index)
    }

    /// A view the app collapses with a required zero size (`view.height == 0`) while required constraints of its content
    /// still need room: collapsing one constraint leaves the others asking for the old size.
    private func collapsedView() -> Diagnosis? {
        guard let (zeroIndex, zero) = userMembers.first(where: { entry in
            let constraint = entry.constraint
            return constraint.secondItem == nil && constraint.relation == .equal && constraint.constant == 0
                && constraint.firstAttribute.kind == .dimension && constraint.priority.isRequired
        }) else { return nil }
        let view = zero.firstItem
        // A framework's own view (a private UIKit view, SwiftUI's host of a representable) is sized by the framework.
        let className = self.className(view) ?? ""
        guard !isPrivateSystemView(view), !className.hasPrefix("_TtGC7SwiftUI"), !className.hasPrefix("_TtC7SwiftUI"),
              !className.hasPrefix("SwiftUI.") else { return nil }
        let axis = zero.firstAttribute.axis ?? .vertical
        let others = userMembers.filter { $0.index != zeroIndex && $0.constraint.firstAttribute.axis == axis }
        // The rest of the conflict is about the view's content: constraints on it or on views inside it.
        let touches: (Constraint) -> Bool = { constraint in constraint.items.contains { $0 == view || isDescendant($0, of: view) } }
        guard !others.isEmpty, others.allSatisfy({ touches($0.constraint) || $0.constraint.items.allSatisfy { item in
            others.contains { touches($0.constraint) && $0.constraint.items.contains(item) } } }) else { return nil }
        let suggested = others.first { $0.index == input.brokenIndex } ?? others.last!
        let dimension = zero.firstAttribute.rawValue
        let larger = axis == .vertical ? "taller" : "wider"
        return Diagnosis(
            kind: .collapsedView, view: view,
            summary: "\(view) is collapsed to \(dimension) 0 (\(zero.formula)), but required constraints of its content still need it \(larger).",
            fix: "when collapsing \(view), lower the required \(axis.rawValue) constraints of its content to 999 (such as \(suggested.constraint.formula)) or deactivate them; in a stack view, hide it (isHidden = true) and let the stack collapse it instead",
            suggestedMember: suggested.index)
    }

    /// The constraints would give a view a negative size.
    private func negativeSize() -> Diagnosis? {
        guard let floor = members.first(where: { $0.loggedIndex == nil }), case .sizeFloor(let view, let axis) = floor else { return nil }
        let dimension = axis == .horizontal ? "width" : "height"
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last
        if let contentSize = scrollContentSize(view: view, axis: axis) { return contentSize }
        if chain.count == 1, let lone = chain.first, lone.constraint.secondItem == nil, lone.constraint.relation != .greaterThanOrEqual,
           lone.constraint.firstAttribute.kind == .dimension, lone.constraint.constant < 0 {
            // `UIView.width == - 16` on its own: no container is involved, the constant itself is impossible.
            let printed = input.items.first { $0.id == view }
            let plainView = printed?.className == "UIView" || printed?.className == "NSView"
            return Diagnosis(
                kind: .negativeSize, view: view,
                summary: "\(lone.constraint.formula) asks for a negative \(dimension) by itself: no layout can satisfy it.",
                fix: "make its constant a real \(dimension)"
                    + (plainView ? "; if the app made no such constraint (UIKit makes one like it on a plain \(printed?.className ?? "view") while it presents a UIAlertController action sheet), it is the framework's and safe to ignore" : ""),
                suggestedMember: lone.index)
        }
        let frameSizedContainer = logged.contains { entry in
            let container = autoresizedView(entry.constraint)
            let dimension: Attribute = axis == .horizontal ? .width : .height
            // Inside it, or sized from its size (`Buttons.width <= ContentView.width - 90`).
            let sizedFrom = logged.contains { other in
                let items = other.constraint.items
                return items.contains(view) && items.contains(container) && other.constraint.firstAttribute == dimension
                    && other.constraint.secondAttribute == dimension
            }
            return entry.constraint.origin == .autoresizingMask && entry.constraint.secondItem == nil
                && entry.constraint.firstAttribute.kind == .dimension && entry.constraint.firstAttribute.axis == axis
                && (isDescendant(view, of: container) || sizedFrom) && !isPrivateSystemView(container)
        }
        // The container's size is its frame (`h=--& v=--& UIView.height == 0`, made with a zero frame): that frame is
        // the cause to name, not the spacing.
        if frameSizedContainer { return nil }
        return Diagnosis(
            kind: .negativeSize, view: view,
            summary: "The constraints leave \(view) a negative \(dimension): the spacing around it is more than its container has.",
            fix: "give the container a real \(dimension), or lower the priority of \(suggested.map(\.constraint.formula) ?? "a spacing constraint") to 999",
            suggestedMember: suggested?.index)
    }

    /// A scroll view's content size below zero: UIKit's `_UIScrollViewAutomaticContentSizeConstraint` holds the content
    /// area at the `contentSize` the scroll view was given, so the negative number comes from whatever computed it.
    private func scrollContentSize(view: ItemID, axis: Axis) -> Diagnosis? {
        guard scene.item(view)?.guideKind == .scrollContent, let scrollView = scene.item(view)?.superview,
              let (index, size) = logged.first(where: { $0.constraint.firstItem == view && $0.constraint.secondItem == nil
                  && $0.constraint.firstAttribute.axis == axis && $0.constraint.constant < 0 }) else { return nil }
        let dimension = axis == .horizontal ? "width" : "height"
        let isAutomatic = input.constraints[index].constraintClass == "_UIScrollViewAutomaticContentSizeConstraint"
        let source = isAutomatic
            ? "UIKit's automatic content-size constraint (_UIScrollViewAutomaticContentSizeConstraint) holds its content area at the contentSize it was given"
            : "\(size.formula) holds its content area there"
        let className = self.className(scrollView) ?? ""
        let cause: String
        if className.hasSuffix("TableView") {
            cause = "the table computed its content \(dimension) from its rows, headers and footers: check that none of the heights its data source or delegate returns is negative (tableView(_:heightForRowAt:), estimatedHeightForRowAt, header and footer heights) and that estimated row heights are not far off while rows are inserted or removed"
        } else if className.hasSuffix("CollectionView") {
            cause = "the collection view took its content size from its layout: check the layout's collectionViewContentSize and item sizes for a negative \(dimension) (a size computed from the collection view's own \(dimension) minus insets while that \(dimension) is still 0)"
        } else {
            cause = "check where the app sets contentSize (or what its content is pinned to): a \(dimension) computed from a frame that is still zero, minus insets, comes out negative"
        }
        return Diagnosis(
            kind: .negativeSize, view: scrollView,
            summary: "\(scrollView)'s content \(dimension) would be \(formatNumber(size.constant)): \(source), and a content size is never negative.",
            fix: cause + (isAutomatic ? "; the constraint itself is UIKit's, not one to change" : ""),
            suggestedMember: index)
    }

    /// Constraints Interface Builder generated for a view that had none on an axis.
    private func interfaceBuilderPrototyping() -> Diagnosis? {
        guard let (index, prototyping) = logged.first(where: { $0.constraint.origin == .interfaceBuilderPrototyping }) else { return nil }
        let view = prototyping.firstItem
        return Diagnosis(
            kind: .interfaceBuilderPrototyping, view: view,
            summary: "Interface Builder added \(prototyping.formula) at build time because \(view) has no constraints of its own on that axis in the storyboard; it freezes the frame drawn there, which your code's constraints contradict.",
            fix: "add constraints for \(view) in Interface Builder (or mark them 'Remove at build time' if code adds them)",
            suggestedMember: index)
    }

    /// A container whose size comes from its frame (autoresizing mask) and is too small for its content.
    private func fixedFrameContainer() -> Diagnosis? {
        for (_, member) in logged where member.origin == .autoresizingMask {
            let container = autoresizedView(member)
            let holdsMembers = logged.contains { entry in entry.constraint.items.contains { isDescendant($0, of: container) } }
            guard holdsMembers || member.firstAttribute.kind == .dimension else { continue }
            if let box = scene.item(container)?.superview, className(box)?.hasPrefix("NSBox") ?? false {
                // An NSBox's content view follows the box through its mask: the box's own size and the size of what
                // is inside must agree, and it is one of those the app can change, not the content view's frame.
                let boxSizes = userMembers.filter { $0.constraint.firstItem == box && $0.constraint.secondItem == nil }
                let suggested = boxSizes.first ?? userMembers.first { $0.index == input.brokenIndex } ?? userMembers.last
                return Diagnosis(
                    kind: .fixedFrameContainer, view: box,
                    summary: "\(container) is the content view of \(box), which the box resizes along with itself (translatesAutoresizingMaskIntoConstraints: \(member.formula)); the box's size and the size of what is inside it cannot both hold.",
                    fix: "make them agree: lower the priority of \(suggested.map(\.constraint.formula) ?? "the box's size constraint") to 999, or size the box's content to what the box allows",
                    suggestedMember: suggested?.index)
            }
            let suggested = userMembers.first { $0.index == input.brokenIndex } ?? userMembers.last
            if className(container)?.hasSuffix("CellContentView") ?? false, member.firstAttribute.kind == .dimension {
                // A cell's content view follows the cell's frame through its mask; the mask is UIKit's to keep.
                let dimension = member.firstAttribute.rawValue
                let size = formatNumber(member.constant)
                return Diagnosis(
                    kind: .fixedFrameContainer, view: container,
                    summary: "\(container) is a cell's content view, whose \(dimension) follows the cell's frame (\(member.formula), through its autoresizing mask): the cell is \(size) \(dimension == "width" ? "wide" : "tall")\(member.constant == 0 ? ", laid out before it got its size (created with a zero frame, or measured before it is in a table)" : " at this moment"), and the required constraints inside need more.",
                    fix: "keep the content view's autoresizing mask (UIKit sizes it with the cell); make the content fit any \(dimension) it is given: lower the priority of \(suggested.map(\.constraint.formula) ?? "one inner constraint") to 999",
                    suggestedMember: suggested?.index)
            }
            return Diagnosis(
                kind: .fixedFrameContainer, view: container,
                summary: "\(container)'s \(member.firstAttribute.rawValue) comes from its frame (translatesAutoresizingMaskIntoConstraints: \(member.formula)), and the required constraints inside need a different one.",
                fix: "give \(container) a frame that fits, or set translatesAutoresizingMaskIntoConstraints = false on it and constrain its size; otherwise lower the priority of \(suggested.map(\.constraint.formula) ?? "one inner constraint") to 999",
                suggestedMember: suggested?.index)
        }
        return nil
    }

    private func conflictingRequiredConstraints() -> Diagnosis {
        let suggested = userMembers.first { $0.index == input.brokenIndex } ?? userMembers.last ?? logged.last
        let axis = suggested?.constraint.firstAttribute.axis?.rawValue ?? "one"
        if let placed = placedTwice() {
            // One edge positioned by two chains of equalities: name the edge and the two constraints that reach it.
            let (first, second) = placed.pair
            let change = [first, second].first { $0.index == input.brokenIndex } ?? second
            return Diagnosis(
                kind: .conflictingRequiredConstraints, view: placed.item,
                summary: "Required constraints place the \(placed.attribute.rawValue) of \(placed.item) twice, in ways that disagree: by \(first.constraint.formula) and by \(second.constraint.formula)\(logged.count > 2 ? ", given the other constraints listed" : "").",
                fix: "place it once: remove \(change.constraint.formula), or change its constant so both ways agree",
                suggestedMember: change.index)
        }
        return Diagnosis(
            kind: .conflictingRequiredConstraints, view: suggested?.constraint.firstItem,
            summary: "Required constraints along the \(axis) axis ask for different values of the same distance.",
            fix: "change the constant of \(suggested.map(\.constraint.formula) ?? "one member") so the chain adds up, or lower its priority to 999",
            suggestedMember: suggested?.index)
    }

    /// In a conflict made only of required position equalities, an item edge that two of them set.
    private func placedTwice() -> (item: ItemID, attribute: Attribute, pair: ((index: Int, constraint: Constraint), (index: Int, constraint: Constraint)))? {
        guard logged.count == members.count, logged.count >= 2, logged.allSatisfy({ entry in
            entry.constraint.relation == .equal && entry.constraint.priority.isRequired && entry.constraint.firstAttribute.kind != .dimension
                && entry.constraint.secondItem != nil
        }) else { return nil }
        for (position, first) in logged.enumerated() {
            let anchors = [(first.constraint.firstItem, first.constraint.firstAttribute), (first.constraint.secondItem!, first.constraint.secondAttribute)]
            for second in logged[(position + 1)...] {
                let others = [(second.constraint.firstItem, second.constraint.firstAttribute), (second.constraint.secondItem!, second.constraint.secondAttribute)]
                // The shared anchor must be the subject of both (not the container both measure from).
                // Placed by a constraint: not the container the other item of that constraint is measured from.
                let placedBy: (Constraint, ItemID) -> Bool = { constraint, item in
                    let other = constraint.firstItem == item ? constraint.secondItem : constraint.firstItem
                    return other.map { self.scene.item($0)?.superview != item } ?? true
                }
                if let shared = anchors.first(where: { anchor in others.contains { $0 == anchor } }),
                   shared.0 == first.constraint.firstItem || shared.0 == second.constraint.firstItem,
                   placedBy(first.constraint, shared.0), placedBy(second.constraint, shared.0) {
                    return (shared.0, shared.1, (first, second))
                }
            }
        }
        return nil
    }

    /// Whether the runtime printed the view as a cell, a cell's content view, or a header or footer; an
    /// item printed without a class is given the benefit of the doubt (cells are where this happens most).
    private func isReusableView(_ item: ItemID) -> Bool {
        guard let className = input.items.first(where: { $0.id == item })?.className else { return true }
        // By what the class name ends with: `HeaderCard` is a card, not a header (`ReaderStreamHeader` is one).
        let name = className.split(separator: ".").last.map(String.init) ?? className
        if name.contains("HeaderFooter") { return true }
        // `Cell` as a word of its own: `BNMyNewsCell_landscape`, `CellContentView`, not `Cellar`.
        var searchStart = name.startIndex
        while let found = name.range(of: "Cell", range: searchStart..<name.endIndex) {
            if found.upperBound == name.endIndex || !name[found.upperBound].isLowercase { return true }
            searchStart = found.upperBound
        }
        let endings = ["Header", "HeaderView", "Footer", "FooterView", "ReusableView", "SupplementaryView"]
        return endings.contains { name.hasSuffix($0) }
    }

    /// The view whose frame an autoresizing constraint fixes: the one inside the bar of `H:[UIView]-(0.4)-|`, which
    /// the model writes superview first (`Cell.trailing == UIView.trailing + 0.4`).
    private func autoresizedView(_ constraint: Constraint) -> ItemID {
        if let second = constraint.secondItem, scene.item(second)?.superview == constraint.firstItem,
           scene.item(second)?.translatesAutoresizingMask ?? false {
            return second
        }
        return constraint.firstItem
    }

    private func className(_ item: ItemID) -> String? {
        input.items.first { $0.id == item }?.className
    }

    private func isDescendant(_ item: ItemID, of ancestor: ItemID) -> Bool {
        item != ancestor && scene.ancestry(of: item).contains(ancestor)
    }
}
