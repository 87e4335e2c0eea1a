import LayoutModel

/// A bar UIKit lays out at zero size through its frame: a toolbar's content view or the keyboard's shortcut bar
/// (`h=--& v=--& _UIToolbarContentView.width == 0`). Its conflicts fill long lists of the bar's own private views that
/// people seldom paste whole; the frame is what to name even when the contradiction itself is cut off.
struct ZeroSizedSystemBar {
    /// The constraint that holds the bar at zero size, as printed.
    let formula: String
    let isKeyboardAssistantBar: Bool

    init?(_ input: ExplainInput) {
        let bars: Set<String> = ["_UIToolbarContentView", "UIKeyboardAssistantBar", "UIToolbar"]
        guard let entry = input.constraints.first(where: { logged in
            let constraint = logged.constraint
            guard constraint.origin == .autoresizingMask, constraint.secondItem == nil, constraint.constant == 0,
                  constraint.firstAttribute.kind == .dimension else { return false }
            let className = input.items.first { $0.id == constraint.firstItem }?.className ?? ""
            return bars.contains(className)
        }) else { return nil }
        formula = entry.constraint.formula
        isKeyboardAssistantBar = input.items.first { $0.id == entry.constraint.firstItem }?.className == "UIKeyboardAssistantBar"
    }

    /// What the part shown already says.
    var sentence: String {
        isKeyboardAssistantBar
            ? "What is shown is the keyboard's own shortcut bar laid out at zero size through its frame (\(formula)): UIKit's keyboard views log this themselves; it is not the app's constraints."
            : "What is shown is a UIToolbar's own content laid out at zero size through its frame (\(formula)): UIKit logs this when a toolbar made without a frame (UIToolbar(), often a text field's inputAccessoryView) lays out its items before it gets its size."
    }

    var fix: String {
        isKeyboardAssistantBar
            ? "nothing to change in the app's constraints (check that none of the app's constraints is attached to the keyboard's views); to be sure, capture the whole message and explain that"
            : "create the toolbar with a non-zero frame (UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44)), then sizeToFit()) so its items are never laid out at zero size; the toolbar lays itself out correctly once it has its size"
    }
}
