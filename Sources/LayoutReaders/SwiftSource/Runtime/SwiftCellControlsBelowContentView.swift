import LayoutModel

/// Since iOS 14 a table view cell makes its content view lazily: the first time code asks for it (`contentView`, or
/// `textLabel` / `detailTextLabel` / `imageView`, which live in it), or else when the table configures the cell for
/// display, which adds it as the cell's topmost subview. A control a cell made in code adds to itself in
/// `init(style:reuseIdentifier:)` before anything asked for the content view then lies under the content view, which
/// takes its touches: the button or switch shows but does not respond (Apple's UITableViewCell.contentView
/// documentation: "add them to the content view"; the iOS 14 change reported widely, e.g. jierong.dev, 2020-12-20,
/// "Touch events not firing in UITableViewCell"). Reported under `cell_content_view` at the `addSubview`, only when
/// the reader saw every step before it: the cell is the scene's own, made in code (no Interface Builder file or other
/// reader's code names its class, whose nib would hold the content view already), its platform class is
/// `UITableViewCell` through project classes only, no call the reader did not follow was handed the cell before,
/// and nothing in the scene moves the content view back (`contentView.isUserInteractionEnabled = false`,
/// `bringSubviewToFront`, `sendSubviewToBack`, `insertSubview(_:belowSubview:)`…).
extension SwiftInterpreter {
    /// UIKit's controls: a view of one of these classes answers touches.
    private static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
        "UIDatePicker", "UIPageControl", "UIColorWell",
    ]

    /// Methods that change the order of a view's subviews: code calling one may put the content view below.
    static let subviewOrderMethods: Set<String> = [
        "bringSubviewToFront", "sendSubviewToBack", "bringSubview", "sendSubview", "exchangeSubview", "insertSubview",
    ]

    /// Notes that the scene's own table cell made its content view (code asked for it or for a view inside it).
    func noteCellContentViewMade(by id: Int) {
        if id == 0 { cellSubviewOrder.contentViewMade = true }
    }

    /// Notes a call the reader does not follow that was handed the scene's own cell, or a reordering of subviews.
    func noteCellHandedToUnreadCall(_ name: String, receiver: SwiftValue?, arguments: [SwiftValue]) {
        let handsCell = receiver?.objectID == 0 || arguments.contains { $0.flattened.contains { $0.objectID == 0 } }
        if handsCell { cellSubviewOrder.contentViewMade = true }
        if Self.subviewOrderMethods.contains(name) { cellSubviewOrder.subviewsReordered = true }
    }

    /// Notes the content view set not to take touches (`contentView.isUserInteractionEnabled = false`).
    func noteTouchesPassThrough(_ id: Int, _ name: String, _ value: SwiftValue) {
        guard name == "isUserInteractionEnabled", case .bool(false) = value, builder.objects[id].superview == 0,
              builder.objects[id].name == "contentView" else { return }
        cellSubviewOrder.subviewsReordered = true
    }

    /// Keeps a finding for `child`, added to the cell itself by the code at `expression`, when it is a control added in the
    /// initializer of a table cell made in code before the content view existed.
    func noteSubviewAddedToCell(_ child: Int, to target: Int, _ name: String, _ expression: SwiftExpr, _ context: SwiftFrameContext) {
        guard target == 0, name == "addSubview", !cellSubviewOrder.contentViewMade, isTableCellMadeInCode(),
              running.initializers.contains(where: { $0.object == 0 && ["style", "frame"].contains($0.firstLabel ?? "") }),
              let className = builder.objects[child].className,
              Self.controlClasses.contains(project.platformBase(of: className) ?? className) else { return }
        let message = "\(builder.objects[child].name ?? className) (\(className)) is added to the cell itself before the cell's "
            + "content view exists; UIKit adds the content view above it when the cell is displayed (iOS 14 and later), "
            + "so it takes no touches. Add it to contentView instead"
        cellSubviewOrder.findings.append(Diagnostic(ruleID: ReaderRuleID.cellContentView, severity: .warning, message: message,
                                                    location: context.callSite ?? location(context.file, expression.start)))
    }

    /// Reports the controls added below the content view, unless the scene moved the content view or its touches.
    func reportControlsBelowContentView() {
        guard !cellSubviewOrder.subviewsReordered else { return }
        var seen = Set<SourceLocation>()
        for finding in cellSubviewOrder.findings where seen.insert(finding.location).inserted { diagnostics.append(finding) }
    }

    private func isTableCellMadeInCode() -> Bool {
        guard let className = builder.objects[0].className, !project.classesNamedElsewhere.contains(ProjectFacts.classKey(className)) else { return false }
        return project.platformBase(of: className) == "UITableViewCell"
    }
}

/// What the reading of one scene saw of its table cell's content view (SwiftCellControlsBelowContentView.swift).
struct SwiftCellSubviewOrderState {
    /// Whether the content view exists: code asked for it, or handed the cell to a call not read.
    var contentViewMade = false
    /// Whether code reorders subviews or lets touches through the content view.
    var subviewsReordered = false
    /// Controls added to the cell before its content view existed, with their findings.
    var findings: [Diagnostic] = []
}
