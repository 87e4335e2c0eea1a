import LayoutModel

/// What a code reader saw of a table cell's content view while the cell's initializer ran, for `cell_content_view`:
/// since iOS 14 `UITableViewCell` makes its content view the first time code asks for it (`contentView`, or the
/// built-in `textLabel` / `detailTextLabel` / `imageView`, which live in it), or else when the table configures the cell
/// for display, adding it on top of the cell's subviews. A control the initializer adds to the cell itself before then
/// lies under the content view, which takes its touches (Apple's UITableViewCell.contentView documentation: "add them to
/// the content view"; the iOS 14 change widely reported, e.g. jierong.dev, 2020-12-20, "Touch events not firing in
/// UITableViewCell"). Shared by the Swift and Objective-C readers, which say when each event happens.
struct CellContentViewOrder {
    /// UIKit's controls: a view of one of these classes answers touches.
    static let controlClasses: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
        "UIDatePicker", "UIPageControl", "UIColorWell",
    ]
    /// Controls the user works with by touching them whatever the code attaches: the others (a button, a custom
    /// `UIControl`) do something on a touch only once code gives them an action — one without any is decoration, and
    /// lying under the content view costs it nothing (DSM-DMS/PMS-iOS-V2: an icon drawn by a button no code acts on).
    static let interactiveWithoutAction: Set<String> = [
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UIDatePicker", "UIPageControl", "UIColorWell",
    ]
    /// Calls that give a control an action (`addTarget(_:action:for:)`, `addAction(_:for:)`, Objective-C's selectors).
    static let actionMethods: Set<String> = ["addTarget", "addAction", "addTarget:action:forControlEvents:", "addAction:forControlEvents:"]
    /// Members through which reactive libraries or menus give a control an action (`button.rx.tap`, `button.menu = …`).
    static let actionMembers: Set<String> = actionMethods.union([
        "rx", "reactive", "tapPublisher", "publisher", "menu", "showsMenuAsPrimaryAction", "rac_command", "rac_signalForControlEvents",
    ])

    /// A view of the scene as the rule needs it: its name, class and the UIKit class it is.
    struct View {
        let id: Int
        let name: String
        let className: String
        let platformClass: String
    }

    /// Whether the content view exists: code asked for it, or handed the cell to code the reader did not follow.
    var contentViewMade = false
    /// Whether code reorders the cell's subviews or lets touches through the content view (the usual fixes).
    var subviewsReordered = false
    /// The scene's controls the code read gave an action.
    var controlsWithActions = Set<Int>()
    /// Views the code made the cell's accessory view: UIKit places them beside the content view, not under it
    /// (soapbox-ios @ held-out round 70: a switch added to the cell, then made its `accessoryView`).
    var accessoryViews = Set<Int>()
    /// Views added to the cell itself before its content view existed, where they were added.
    private var candidates: [(view: View, location: SourceLocation)] = []

    /// Whether no view was added below the content view: nothing to report.
    var isEmpty: Bool { candidates.isEmpty }

    /// Notes a view added to the cell itself at `location`, if the content view does not exist yet.
    mutating func noteViewAdded(_ view: View, at location: SourceLocation) {
        if !contentViewMade { candidates.append((view, location)) }
    }

    /// The findings to report, one per place: for each view added below the content view, a control in it (itself first,
    /// then its subviews as `subtree` lists them) that the user works with — an input control, or a button some code gives
    /// an action (`givesAction`: whether the project's code attaches one to a view of that name); none when code moved the
    /// content view or its touches.
    func reported(subtree: (Int) -> [View], givesAction: (String) -> Bool) -> [Diagnostic] {
        guard !subviewsReordered else { return [] }
        var seen = Set<SourceLocation>()
        var findings: [Diagnostic] = []
        for (view, location) in candidates where seen.insert(location).inserted {
            let touched = ([view] + subtree(view.id)).first { candidate in
                Self.controlClasses.contains(candidate.platformClass) && (Self.interactiveWithoutAction.contains(candidate.platformClass)
                    || controlsWithActions.contains(candidate.id) || givesAction(candidate.name))
            }
            guard let touched, !accessoryViews.contains(touched.id), !accessoryViews.contains(view.id) else { continue }
            let covered = touched.id == view.id ? "it takes no touches" : "\(touched.name) (\(touched.className)) in it takes no touches"
            let message = "\(view.name) (\(view.className)) is added to the cell itself before the cell's content view exists; "
                + "UIKit adds the content view above it when the cell is displayed (iOS 14 and later), so \(covered). Add it to "
                + "contentView instead"
            findings.append(Diagnostic(ruleID: ReaderRuleID.cellContentView, severity: .warning, message: message, location: location))
        }
        return findings
    }
}
