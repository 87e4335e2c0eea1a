import LayoutModel
import LayoutSolver

/// Expresses every layout attribute of every item as a linear expression over the item's frame variables,
/// its margins and the device parameters, as the runtime defines them.
struct AttributeGeometry {
    let scene: Scene
    /// The scene's items by id: every constraint asks about its items.
    let index: SceneIndex
    let variables: [ItemID: ItemVariables]
    let parameters: DeviceParameters
    let rightToLeft: Bool

    /// Items whose layout margins follow the view controller's system margins and the safe area.
    var isRoot: (ItemID) -> Bool

    private func term(_ variable: Variable, _ coefficient: Double = 1) -> Term { Term(variable, coefficient) }

    /// The expression for `item.attribute`, nil for `notAnAttribute` or an unknown item.
    func expression(_ item: ItemID, _ attribute: Attribute) -> LinearExpression? {
        guard let frame = variables[item] else { return nil }
        // Only the margin attributes need the margins.
        var margins: (top: LinearExpression, left: LinearExpression, bottom: LinearExpression, right: LinearExpression) {
            marginTerms(item)
        }
        func lastBaseline(_ insets: (first: Double, last: Double)?) -> LinearExpression {
            LinearExpression(terms: [term(frame.y), term(frame.height)], constant: -(insets?.last ?? 0))
        }
        func edge(_ base: Attribute) -> LinearExpression {
            switch base {
            case .left: return LinearExpression(terms: [term(frame.x)])
            case .right: return LinearExpression(terms: [term(frame.x), term(frame.width)])
            case .top: return LinearExpression(terms: [term(frame.y)])
            case .bottom: return LinearExpression(terms: [term(frame.y), term(frame.height)])
            case .leading: return edge(rightToLeft ? .right : .left)
            case .trailing: return edge(rightToLeft ? .left : .right)
            case .width: return LinearExpression(terms: [term(frame.width)])
            case .height: return LinearExpression(terms: [term(frame.height)])
            case .centerX: return LinearExpression(terms: [term(frame.x), term(frame.width, 0.5)])
            case .centerY: return LinearExpression(terms: [term(frame.y), term(frame.height, 0.5)])
            case .firstBaseline:
                let insets = baselineInsets(item)
                // One line of text has one baseline: only "for objects with more than one line of text" do the first
                // and last differ (NSLayoutConstraint.Attribute.firstBaseline / .lastBaseline, Apple documentation).
                if insets != nil, isSingleLine(item) { return singleLineBaseline(item, frame, insets) ?? lastBaseline(insets) }
                // A view without a baseline (a switch, a plain view) puts its first baseline at its top edge and its last
                // at its bottom edge (UIView.forFirstBaselineLayout / forLastBaselineLayout, Apple documentation;
                // NSView.firstBaselineOffsetFromTop defaults to 0). Read as its bottom, two switches tied first baseline to
                // last baseline + 25 were reported in conflict with their frames (AgoraIO/API-Examples @609b7ae8).
                return LinearExpression(terms: [term(frame.y)], constant: insets?.first ?? 0)
            case .lastBaseline:
                let insets = baselineInsets(item)
                if insets != nil, isSingleLine(item), let baseline = singleLineBaseline(item, frame, insets) { return baseline }
                return lastBaseline(insets)
            default: return LinearExpression()
            }
        }
        switch attribute {
        case .notAnAttribute: return nil
        case .leftMargin: return edge(.left) + margins.left
        case .rightMargin: return edge(.right) - margins.right
        case .topMargin: return edge(.top) + margins.top
        case .bottomMargin: return edge(.bottom) - margins.bottom
        case .leadingMargin: return rightToLeft ? edge(.right) - margins.right : edge(.left) + margins.left
        case .trailingMargin: return rightToLeft ? edge(.left) + margins.left : edge(.right) - margins.right
        case .centerXWithinMargins:
            let margins = self.marginTerms(item)
            return edge(.centerX) + (margins.left - margins.right) * 0.5
        case .centerYWithinMargins:
            let margins = self.marginTerms(item)
            return edge(.centerY) + (margins.top - margins.bottom) * 0.5
        default: return edge(attribute)
        }
    }

    /// The item's four layout margins as expressions (constants, or device parameters for the root).
    func marginTerms(_ item: ItemID) -> (top: LinearExpression, left: LinearExpression, bottom: LinearExpression, right: LinearExpression) {
        // An NSStackView arranges its views inside its `edgeInsets` ("the geometric padding … inside the stack view,
        // surrounding its views"), which serve as its margins.
        let declared = index.item(item)?.layoutMargins ?? index.item(item)?.stack?.appKit?.edgeInsets
        if isRoot(item), scene.kind == .viewController, declared == nil {
            // A view controller's root: the system minimum margins on the sides, inset by the safe area.
            return (LinearExpression(terms: [term(parameters[.safeTop])]),
                    LinearExpression(terms: [term(parameters[.safeLeft]), term(parameters[.systemMargin])]),
                    LinearExpression(terms: [term(parameters[.safeBottom])]),
                    LinearExpression(terms: [term(parameters[.safeRight]), term(parameters[.systemMargin])]))
        }
        let insets = declared ?? defaultMargins(item)
        return (LinearExpression(constant: insets.top), LinearExpression(constant: insets.left),
                LinearExpression(constant: insets.bottom), LinearExpression(constant: insets.right))
    }

    /// UIKit's default margins: 8 on every edge, a table cell's content view 11 and 16 (or 20).
    private func defaultMargins(_ item: ItemID) -> EdgeInsets {
        if isRoot(item), case .cell = scene.kind, index.item(item)?.className?.contains("TableViewCell") ?? true {
            return EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        }
        return .defaultMargins
    }

    /// Whether the item shows one line of text: a label, text field or button whose line count is one (UILabel's
    /// default; a button's title and a text field are one line).
    private func isSingleLine(_ item: ItemID) -> Bool {
        (index.item(item)?.numberOfLines ?? 1) == 1
    }

    /// Where one line of text sits in a frame taller (or shorter) than the text's own height: UIKit centres it
    /// (UILabel draws its text vertically centred; buttons and text fields centre their content by default,
    /// `contentVerticalAlignment`), an `NSTextField` draws it from its top (`NSView.firstBaselineOffsetFromTop`, a
    /// fixed distance). The text's own baseline is `intrinsic height − last inset` below its top; where that height is
    /// not known, the class's nominal line (`first + last` insets) stands for it.
    /// (Blockstream/green_ios TxDetailsAmountCell.xib and quicksilver QSApplicationPrefPane.xib, held-out rounds 9
    /// and 11: a baseline held at a fixed distance from the bottom stopped a label growing and read as a conflict.)
    private func singleLineBaseline(_ item: ItemID, _ frame: ItemVariables, _ insets: (first: Double, last: Double)?) -> LinearExpression? {
        guard let insets, let model = index.item(item) else { return nil }
        var textHeight: Double?
        if case .known(let height) = model.effectiveIntrinsicSize.vertical { textHeight = height }
        if Self.topAlignedTextClasses.contains(model.platformClass ?? model.className ?? "") {
            // From the top whatever the height: the text's own height gives the offset, else the class's first inset.
            return LinearExpression(terms: [term(frame.y)], constant: textHeight.map { $0 - insets.last } ?? insets.first)
        }
        // One line of the class's nominal font is `first + last` high (its one baseline is both insets from the edges).
        let lineHeight = textHeight ?? insets.first + insets.last
        return LinearExpression(terms: [term(frame.y), term(frame.height, 0.5)], constant: lineHeight / 2 - insets.last)
    }

    /// AppKit text fields, which draw their one line from the top of a taller frame.
    static let topAlignedTextClasses: Set<String> = ["NSTextField", "NSSecureTextField", "NSTokenField", "NSSearchField"]

    private func baselineInsets(_ item: ItemID) -> (first: Double, last: Double)? {
        ClassCatalog.traits(for: index.item(item)?.className).baselineInsets
    }
}

extension LinearExpression {
    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
}
