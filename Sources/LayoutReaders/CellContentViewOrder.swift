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

    private struct Candidate {
        let id: Int
        let name: String
        let platformClass: String
        let finding: Diagnostic
    }

    /// Whether the content view exists: code asked for it, or handed the cell to code the reader did not follow.
    var contentViewMade = false
    /// Whether code reorders the cell's subviews or lets touches through the content view (the usual fixes).
    var subviewsReordered = false
    /// The scene's controls the code read gave an action.
    var controlsWithActions = Set<Int>()
    /// Controls added to the cell before its content view existed, with their findings.
    private var candidates: [Candidate] = []

    /// Notes a control (object `id`, named `name`, of class `className` whose UIKit class is `platformClass`) added to
    /// the cell itself at `location`, if the content view does not exist yet.
    mutating func noteControlAdded(_ id: Int, named name: String, className: String, platformClass: String, at location: SourceLocation) {
        guard !contentViewMade else { return }
        let message = "\(name) (\(className)) is added to the cell itself before the cell's content view exists; UIKit adds "
            + "the content view above it when the cell is displayed (iOS 14 and later), so it takes no touches. Add it to "
            + "contentView instead"
        let finding = Diagnostic(ruleID: ReaderRuleID.cellContentView, severity: .warning, message: message, location: location)
        candidates.append(Candidate(id: id, name: name, platformClass: platformClass, finding: finding))
    }

    /// The findings to report, one per place: none when code moved the content view or its touches; a button only when
    /// some code gives it an action (`givesAction`: whether the project's code attaches one to a view of that name).
    func reported(givesAction: (String) -> Bool) -> [Diagnostic] {
        guard !subviewsReordered else { return [] }
        var seen = Set<SourceLocation>()
        return candidates.filter { candidate in
            Self.interactiveWithoutAction.contains(candidate.platformClass) || controlsWithActions.contains(candidate.id)
                || givesAction(candidate.name)
        }.map(\.finding).filter { seen.insert($0.location).inserted }
    }
}
