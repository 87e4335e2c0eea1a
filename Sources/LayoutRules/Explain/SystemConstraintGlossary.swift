import LayoutModel

/// What the constraints UIKit and AppKit add themselves stand for, by the identifier they print: a conflict that
/// lists `UISV-spacing` or `UIView-Encapsulated-Layout-Height` is about a fact the app set elsewhere (a stack's
/// spacing, a table's row height), and the reader needs to know which.
enum SystemConstraintGlossary {
    /// Identifier prefixes and their meaning, the more specific first.
    static let entries: [(prefix: String, meaning: String)] = [
        ("UIView-Encapsulated-Layout-Width", "the width UIKit gives the view from outside: a table or collection view its cell's width, a container its child's root view, a window its root view"),
        ("UIView-Encapsulated-Layout-Height", "the height UIKit gives the view from outside: a table's row height (or estimate), a collection view's item height, a container's height for its child's root view"),
        ("UIView-Encapsulated-Layout-Left", "the x position UIKit gives the view from outside (its container's layout)"),
        ("UIView-Encapsulated-Layout-Top", "the y position UIKit gives the view from outside (its container's layout)"),
        ("NSView-Encapsulated-Layout-Width", "the width AppKit gives the view from outside (a table column's width)"),
        ("NSView-Encapsulated-Layout-Height", "the height AppKit gives the view from outside (a table row's height)"),
        ("_UITemporaryLayoutWidth", "a width UIKit holds the view at while it computes a layout before the view has its real size (often 0)"),
        ("_UITemporaryLayoutHeight", "a height UIKit holds the view at while it computes a layout before the view has its real size (often 0)"),
        ("UISV-canvas-connection", "UIStackView's own: its first and last arranged views pinned to its edges along the axis"),
        ("UISV-spacing", "UIStackView's own: the spacing (stackView.spacing or a custom spacing) between two arranged views"),
        ("UISV-hiding", "UIStackView's own: a hidden arranged view's size held at 0"),
        ("UISV-alignment", "UIStackView's own: arranged views aligned across the axis (stackView.alignment)"),
        ("UISV-fill-equally", "UIStackView's own: arranged views of equal size (distribution .fillEqually)"),
        ("UISV-fill-proportionally", "UIStackView's own: arranged views sized in proportion to their intrinsic sizes (distribution .fillProportionally)"),
        ("UISV-distributing", "UIStackView's own: equal spacing or equal centering between arranged views (distribution .equalSpacing / .equalCentering)"),
        ("UISV-ambiguity-suppression", "UIStackView's own: a weak size that keeps an arranged view from being ambiguous"),
        ("UISV-text-width-disambiguation", "UIStackView's own: shares width between multi-line labels across the axis"),
        ("UISV-spanning-boundary", "UIStackView's own: a spanning guide that bounds the arranged views across the axis"),
        ("UISV-spanning-fit", "UIStackView's own: a spanning guide hugging the arranged views across the axis"),
        ("UISV-", "one of UIStackView's own constraints, made from its axis, alignment, distribution and spacing"),
        ("NSStackView-", "one of NSStackView's own constraints (AppKit logs them unnamed), made from its orientation, "
            + "alignment, distribution, spacing and gravity areas"),
        ("UIView-leftMargin-guide-constraint", "the view's layout margins guide inset from its left edge (layoutMargins.left)"),
        ("UIView-rightMargin-guide-constraint", "the view's layout margins guide inset from its right edge (layoutMargins.right)"),
        ("UIView-topMargin-guide-constraint", "the view's layout margins guide inset from its top edge (layoutMargins.top)"),
        ("UIView-bottomMargin-guide-constraint", "the view's layout margins guide inset from its bottom edge (layoutMargins.bottom)"),
        ("UIViewSafeAreaLayoutGuide-", "the view's safe area guide inset from its edges by the bars and the screen's cut-outs"),
    ]

    /// The meaning of a system identifier, nil for the app's own.
    static func meaning(of identifier: String) -> String? {
        entries.first { identifier.hasPrefix($0.prefix) }?.meaning
    }

    /// One sentence naming the system constraints among `members` that `text` does not already name, or nil.
    static func sentence(for members: [ConflictMember], in input: ExplainInput, besides text: String) -> String? {
        var seen = Set<String>()
        var parts: [String] = []
        for index in members.compactMap(\.loggedIndex) {
            guard let identifier = input.constraints[index].constraint.identifier, !text.contains(identifier),
                  let meaning = meaning(of: identifier), seen.insert(identifier).inserted else { continue }
            parts.append("\(identifier) is \(meaning)")
        }
        guard !parts.isEmpty else { return nil }
        return "System constraints here: " + parts.joined(separator: "; ") + "."
    }
}
