import LayoutModel

/// The weak constraints a UIStackView adds so that what its required ones leave free is still decided, with the
/// identifiers UIKit logs. Reconstructed in open-source UIStackView replacements (kean/Arranged, "Let's Build
/// UIStackView") from the constraints UIKit installs; both only ever settle a layout, never make a conflict.
struct UIStackViewFitConstraints {
    static let canvasFitPriority = Priority(49)
    static let ambiguitySuppressionPriority = Priority(25)
    static let ambiguitySuppressionIdentifier = "UISV-ambiguity-suppression"

    let stack: Item
    let configuration: StackConfiguration
    let arranged: [Item]
    let visibleCount: Int

    /// `UISV-canvas-fit`: a stack that spreads its views (equal spacing, equal centring) shrinks along its axis as far
    /// as the gaps' minimum allows (size == 0 at 49); without it the gaps, and so the stack's length, would be free.
    /// One view shown beside hidden ones has gaps too (to the hidden views, at least 0), and UIKit fits the views it
    /// shows tightly to the stack ("fit first and last arranged subviews tightly", UIStackView.h).
    /// `UISV-ambiguity-suppression`: with any alignment but fill, each arranged view's size across the stack is held
    /// at 0 at priority 25, so a view nothing else sizes across (a plain spacer) is collapsed, not undetermined.
    func make() -> [EngineConstraint] {
        let attributes = StackAxisAttributes(configuration.axis)
        var result: [EngineConstraint] = []
        func hold(_ item: Item, _ attribute: Attribute, _ priority: Priority, _ identifier: String) {
            result.append(EngineConstraint(model: Constraint(
                firstItem: item.id, firstAttribute: attribute, relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute,
                constant: 0, priority: priority, identifier: identifier, origin: .stackView, location: stack.location)))
        }
        if [.equalSpacing, .equalCentering].contains(configuration.distribution), visibleCount >= 1, arranged.count > 1 {
            hold(stack, attributes.size, Self.canvasFitPriority, StackViewConstraints.canvasFitIdentifier)
        }
        if configuration.alignment != .fill {
            for view in arranged {
                hold(view, attributes.crossSize, Self.ambiguitySuppressionPriority, Self.ambiguitySuppressionIdentifier)
            }
        }
        return result
    }
}
