/// Who made a constraint: the developer, or the runtime on their behalf.
public enum ConstraintOrigin: String, CaseIterable, Codable, Sendable {
    /// Written by the developer, in code or Interface Builder.
    case user
    /// `NSAutoresizingMaskLayoutConstraint`, from translatesAutoresizingMaskIntoConstraints.
    case autoresizingMask
    /// `UISV-*`, made by a stack view for its arranged subviews.
    case stackView
    /// `UIView-Encapsulated-Layout-Width/Height`, the size a table or collection view imposes on a cell.
    case cellEncapsulatedSize
    /// `NSIBPrototypingLayoutConstraint`, added by Interface Builder for views it was not told how to place.
    case interfaceBuilderPrototyping
    /// Intrinsic content size: hugging and compression resistance.
    case contentSize
    /// Margins, safe area, layout guides, temporary widths and other system constraints.
    case system
}
