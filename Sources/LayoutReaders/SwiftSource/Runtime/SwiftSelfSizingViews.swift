import LayoutModel

/// Views that size themselves only once the code configures them. Layouts written with SnapKit often pin
/// an icon by its centre and one edge, or a text view by its edges, and leave the size to the content.
extension SwiftInterpreter {
    /// An image view sizes itself to its image: `UIImageView(image: …)` or `imageView.image = …` (nil: no size).
    func setImageViewImage(_ id: Int, _ image: SwiftValue) {
        if case .nilValue = image {
            builder.objects[id].intrinsicSize = nil
        } else {
            builder.objects[id].intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
        }
    }

    /// A text view with scrolling off sizes itself to its text, as a multi-line label does.
    func setTextViewScrolling(_ id: Int, _ value: SwiftValue) {
        guard case .bool(let scrolls) = value else { return }
        builder.objects[id].intrinsicSize = scrolls ? nil : AxisPair(horizontal: .unknown, vertical: .unknown)
    }

    /// An NSBox made a separator (`boxType = .separator`) is a line of its own thickness, as Interface Builder's
    /// horizontal and vertical lines are; which way it runs is the layout's, so both sizes are its own but unknown.
    func setBoxType(_ id: Int, _ value: SwiftValue) {
        guard case .enumCase("separator") = value else { return }
        builder.objects[id].intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
    }
}
