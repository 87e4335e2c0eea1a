import LayoutModel

/// The width fence a row-height helper puts on a template cell while it measures it: UITableView+FDTemplateLayoutCell
/// (and the many helpers modelled on it) adds an unnamed required `contentView.width == <table width>`; UIKit's own
/// cell widths are named `UIView-Encapsulated-Layout-Width`, except the 0 that, since iOS 10.2, holds the content view
/// of a template cell that never got a frame (the fence's code says so). A table header or footer template gets the
/// same fence on the view itself.
struct TemplateCellWidthRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
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
}
