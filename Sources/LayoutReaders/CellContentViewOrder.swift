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

    /// Whether the content view exists: code asked for it, or handed the cell to code the reader did not follow.
    var contentViewMade = false
    /// Whether code reorders the cell's subviews or lets touches through the content view (the usual fixes).
    var subviewsReordered = false
    /// Controls added to the cell before its content view existed, with their findings.
    private(set) var findings: [Diagnostic] = []

    /// Notes a control named `name` of class `className` added to the cell itself at `location`, if the content view
    /// does not exist yet.
    mutating func noteControlAdded(named name: String, className: String, at location: SourceLocation) {
        guard !contentViewMade else { return }
        let message = "\(name) (\(className)) is added to the cell itself before the cell's content view exists; UIKit adds "
            + "the content view above it when the cell is displayed (iOS 14 and later), so it takes no touches. Add it to "
            + "contentView instead"
        findings.append(Diagnostic(ruleID: ReaderRuleID.cellContentView, severity: .warning, message: message, location: location))
    }

    /// The findings to report, one per place, none when code moved the content view or its touches.
    var reported: [Diagnostic] {
        guard !subviewsReordered else { return [] }
        var seen = Set<SourceLocation>()
        return findings.filter { seen.insert($0.location).inserted }
    }
}
