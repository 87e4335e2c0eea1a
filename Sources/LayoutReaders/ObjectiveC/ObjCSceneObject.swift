import LayoutModel

/// A view or layout guide the interpreter tracks while it reads a class, turned into an `Item` at the end.
struct ObjCSceneObject {
    var name: String
    var className: String?
    var guide: LayoutGuideKind?
    var superview: Int?
    var translatesAutoresizingMask = true
    var isHidden = false
    var numberOfLines: Int?
    /// Set when the code gives the view its content size (an image view's image) or the class's base says so.
    var intrinsicSize: AxisPair<IntrinsicMetric>?
    var stack: StackConfiguration?
    var hugging: [Axis: Double] = [:]
    var compressionResistance: [Axis: Double] = [:]
    var openness = Openness()
    var location: SourceLocation
    /// Named only by the expression that made it so far (renamed when bound to a variable).
    var isProvisionalName = false
    /// Declared but made elsewhere (an outlet, a property not set in the code read).
    var isPlaceholder = false
}
