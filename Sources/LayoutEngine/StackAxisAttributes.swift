import LayoutModel

/// The attributes a stack view arranges with along its axis (leading or top first) and across it.
struct StackAxisAttributes {
    let lead: Attribute
    let trail: Attribute
    let center: Attribute
    let size: Attribute
    let crossLead: Attribute
    let crossTrail: Attribute
    let crossCenter: Attribute
    let crossSize: Attribute

    init(_ axis: Axis) {
        let horizontal = axis == .horizontal
        lead = horizontal ? .leading : .top
        trail = horizontal ? .trailing : .bottom
        center = horizontal ? .centerX : .centerY
        size = horizontal ? .width : .height
        crossLead = horizontal ? .top : .leading
        crossTrail = horizontal ? .bottom : .trailing
        crossCenter = horizontal ? .centerY : .centerX
        crossSize = horizontal ? .height : .width
    }
}
