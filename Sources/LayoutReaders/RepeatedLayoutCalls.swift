import LayoutModel

/// The methods UIKit and AppKit call many times on one object, and the finding for constraints made anew in them, for
/// `constraints_added_repeatedly` (layoutlint issue #20: "constraints re-added on reuse"). Shared by the code readers,
/// which say where the constraints are made.
///
/// Sources of the facts: a view's `layoutSubviews()` (`layout()` in AppKit) and a controller's
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` run on every layout pass — whenever the bounds change or
/// something calls `setNeedsLayout()` (UIView.layoutSubviews documentation); `updateConstraints()` /
/// `updateViewConstraints()` run whenever a constraint update is requested, and Apple's documentation asks them to
/// change only what changed ("Your implementation must be as efficient as possible"; WWDC 2018 session 220, "High
/// Performance Auto Layout", on constraint churn); `prepareForReuse()` runs before every reuse of a cell, and a
/// table or collection view hands a dequeued cell back for a new row ("If an existing cell was available for reuse,
/// this method returns it", `dequeueReusableCell(withIdentifier:for:)`), so code that configures the cell in the data
/// source runs again on the same cell. A constraint made there is a new object each time: activating it adds it to the
/// ones made before (`NSLayoutConstraint.isActive`), and SnapKit's `makeConstraints` adds (its `remakeConstraints`
/// removes what it made before; SnapKit's documentation).
public enum RepeatedLayoutCalls {
    /// When a method runs again: the message's words, and what the finding takes for granted, if anything (UIKit runs
    /// a layout pass many times for certain; a screen may appear only once).
    public struct When: Sendable {
        public let words: String
        public let assumption: String?

        public init(_ words: String, assuming assumption: String? = nil) {
            self.words = words
            self.assumption = assumption
        }
    }

    /// A lifecycle method the framework calls many times: when, whether a view controller (or else a view) receives
    /// it, and whether only AppKit has it. All take no parameters: a library's `layout(in:)` or a controller's own
    /// `updateConstraints()` is no UIKit hook (held-out round 88).
    public struct Hook: Sendable {
        public let when: When
        public let ofController: Bool
        public let appKitOnly: Bool
    }

    /// The lifecycle methods a view or controller receives many times, by name.
    public static let hooks: [String: Hook] = [
        "layoutSubviews": Hook(when: layoutPass, ofController: false, appKitOnly: false),
        "viewWillLayoutSubviews": Hook(when: layoutPass, ofController: true, appKitOnly: false),
        "viewDidLayoutSubviews": Hook(when: layoutPass, ofController: true, appKitOnly: false),
        "layout": Hook(when: appKitLayoutPass, ofController: false, appKitOnly: true),
        "viewWillLayout": Hook(when: appKitLayoutPass, ofController: true, appKitOnly: true),
        "viewDidLayout": Hook(when: appKitLayoutPass, ofController: true, appKitOnly: true),
        "updateConstraints": Hook(when: updatePass, ofController: false, appKitOnly: false),
        "updateViewConstraints": Hook(when: updatePass, ofController: true, appKitOnly: false),
        "prepareForReuse": Hook(when: When("UIKit calls it before every reuse of the cell"), ofController: false, appKitOnly: false),
        "viewWillDraw": Hook(when: When("AppKit calls it before each time the view draws", assuming: "the view draws more than once"),
                             ofController: false, appKitOnly: true),
    ]

    /// The hook `name` is, when a method of that name taking `parameters` parameters of a controller (`isController`)
    /// or a view is one.
    public static func hook(_ name: String, parameters: Int, isController: Bool) -> Hook? {
        guard let hook = hooks[name], parameters == 0, hook.ofController == isController else { return nil }
        return hook
    }
    private static let layoutPass = When("UIKit calls it on every layout pass")
    private static let appKitLayoutPass = When("AppKit calls it on every layout pass")
    private static let updatePass = When("it runs whenever a constraint update is requested",
                                         assuming: "an update is requested again after the first pass (by UIKit or the code)")

    /// When a cell's method that the data source calls on dequeued cells runs.
    public static let perReuse = When("the data source calls it on each cell it dequeues, and cells are reused",
                                      assuming: "the list reuses the cell (more rows than fit on screen, or a reload)")

    /// When a data source's method runs that gives a row its cell.
    public static let perRowShown = When("the table or collection view calls it each time a row appears, and the cells it dequeues come back for other rows",
                                         assuming: "the list reuses the cell (more rows than fit on screen, or a reload)")

    /// When a handler of a notification posted many times runs.
    public static let perNotification = When("UIKit posts the notification each time the keyboard shows, hides or changes frame, or the device rotates",
                                             assuming: "the notification comes more than once while the screen lives")

    /// When a control's value-changed action runs.
    public static let perValueChange = When("the control sends it each time its value changes", assuming: "the value changes more than once")

    /// When a cell's property observer runs that the data source sets on dequeued cells.
    public static let perReuseAssignment = When("the data source sets the property on each cell it dequeues, and cells are reused",
                                                assuming: "the list reuses the cell (more rows than fit on screen, or a reload)")

    /// One place the method makes constraints: what the code says there (`titleLabel.snp.makeConstraints`) and where.
    public struct Making: Sendable {
        public let text: String
        public let location: SourceLocation
        /// Where the repeated method calls the helper that makes them, when it is not the method itself.
        public let calledFrom: SourceLocation?

        public init(text: String, location: SourceLocation, calledFrom: SourceLocation?) {
            self.text = text
            self.location = location
            self.calledFrom = calledFrom
        }
    }

    /// The finding for a method (`method`, spelled as the code calls it) run `when`, whose code makes the constraints
    /// `makings` anew on every run with nothing removing those of the runs before: at the first place, with the
    /// others as notes, and a note at each `deactivate` given only constraints it made (`emptyDeactivations`).
    public static func finding(method: String, when: When, makings: [Making], emptyDeactivations: [SourceLocation] = []) -> Diagnostic? {
        guard let first = makings.first else { return nil }
        let message = "\(first.text) makes new constraints each time \(method) runs (\(when.words)) and nothing removes the "
            + "earlier ones: they pile up and conflict (\"Unable to simultaneously satisfy constraints\") when their values "
            + "differ between runs. Make them once (in the initializer or viewDidLoad) and change their constants here, or "
            + "remove the old ones first (SnapKit: remakeConstraints)"
        var notes: [DiagnosticNote] = []
        if let call = first.calledFrom { notes.append(DiagnosticNote(message: "\(method) calls it here", location: call)) }
        for other in makings.dropFirst() {
            notes.append(DiagnosticNote(message: "\(other.text) also makes new constraints on every run", location: other.location))
            if let call = other.calledFrom, !notes.contains(where: { $0.location == call }) {
                notes.append(DiagnosticNote(message: "\(method) calls it here", location: call))
            }
        }
        for place in emptyDeactivations {
            notes.append(DiagnosticNote(message: "this deactivates constraints made right here, new objects that were never active: it "
                + "removes nothing; keep the constraints to switch off in properties", location: place))
        }
        let assumed = when.assumption.map { "; this assumes \($0)" } ?? ""
        return Diagnostic(ruleID: ReaderRuleID.constraintsAddedRepeatedly, severity: .warning, message: message + assumed,
                          location: first.location, notes: notes, assumptions: when.assumption.map { [$0] } ?? [])
    }
}
