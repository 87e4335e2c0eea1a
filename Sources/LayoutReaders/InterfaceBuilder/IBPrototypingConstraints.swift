import LayoutModel

/// The constraints Interface Builder adds at build time for a view drawn with a fixed frame
/// (`fixedFrame="YES"`) that does not translate its autoresizing mask and that no constraint mentions:
/// `NSIBPrototypingLayoutConstraint`s ("IB auto generated at build time for view with fixed frame") that pin its
/// stored origin to its superview's and its stored size, so the view sits where it was drawn.
enum IBPrototypingConstraints {
    /// The four prototyping constraints of `item`, nil when Interface Builder adds none for it.
    /// - Parameters:
    ///   - item: the view, its frame counted from its superview's top (`IBAppKitFrames` turns AppKit's around).
    ///   - element: the view's element, for the flag.
    static func make(
        for item: Item, element: IBElement, isConstrained: Bool, isArranged: Bool, location: SourceLocation
    ) -> [Constraint]? {
        guard element.flag("fixedFrame"), !item.translatesAutoresizingMask, !isConstrained, !isArranged,
              let superview = item.superview, let frame = item.frame else { return nil }
        func pin(_ attribute: Attribute, to other: ItemID?, _ constant: Double) -> Constraint {
            Constraint(
                firstItem: item.id, firstAttribute: attribute, secondItem: other,
                secondAttribute: other == nil ? .notAnAttribute : attribute, constant: constant,
                identifier: identifier, origin: .interfaceBuilderPrototyping, location: location)
        }
        return [
            pin(.left, to: superview, frame.x), pin(.top, to: superview, frame.y),
            pin(.width, to: nil, frame.width), pin(.height, to: nil, frame.height),
        ]
    }

    /// The description the runtime gives these constraints in its logs.
    static let identifier = "IB auto generated at build time for view with fixed frame"
}
