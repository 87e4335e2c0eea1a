import LayoutModel

/// The constraints the runtime makes from a view's frame and autoresizing mask when
/// translatesAutoresizingMaskIntoConstraints is left on (`NSAutoresizingMaskLayoutConstraint`).
/// Frames are relative to the superview; a view made in code without a frame has a zero frame,
/// which is exactly what the runtime pins it to.
struct AutoresizingConstraints {
    let item: Item
    let superviewFrame: Rect?

    func make() -> [EngineConstraint] {
        guard let superview = item.superview else { return [] }
        let mask = item.autoresizingMask ?? []
        let frame = item.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let notation = mask.runtimeNotation
        var result: [EngineConstraint] = []
        func pin(_ attribute: Attribute, to other: Attribute?, multiplier: Double = 1, constant: Double) {
            result.append(EngineConstraint(model: Constraint(
                firstItem: item.id, firstAttribute: attribute, secondItem: other == nil ? nil : superview,
                secondAttribute: other ?? .notAnAttribute, multiplier: multiplier, constant: constant,
                identifier: notation, origin: .autoresizingMask, location: item.location)))
        }
        let axes: [(lead: Attribute, trail: Attribute, size: Attribute, center: Attribute, flexible: [AutoresizingMask],
                    origin: Double, length: Double, superLength: Double?)] = [
            (.left, .right, .width, .centerX, [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
             frame.x, frame.width, superviewFrame?.width),
            (.top, .bottom, .height, .centerY, [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
             frame.y, frame.height, superviewFrame?.height),
        ]
        for axis in axes {
            let leadFlexible = mask.contains(axis.flexible[0])
            let sizeFlexible = mask.contains(axis.flexible[1])
            let trailFlexible = mask.contains(axis.flexible[2])
            let trailingMargin = (axis.superLength ?? 0) - axis.origin - axis.length
            switch (leadFlexible, sizeFlexible, trailFlexible) {
            case (false, true, _):
                // Flexible size: both margins hold (with a flexible far margin too, the near one and the size's share).
                pin(axis.lead, to: axis.lead, constant: axis.origin)
                if trailFlexible, let superLength = axis.superLength, superLength > 0 {
                    pin(axis.size, to: axis.size, multiplier: axis.length / superLength, constant: 0)
                } else {
                    pin(axis.trail, to: axis.trail, constant: -trailingMargin)
                }
            case (true, false, true):
                // Both margins flexible: the view keeps its size and its relative position, here its centre offset.
                pin(axis.size, to: nil, constant: axis.length)
                let offset = axis.origin + axis.length / 2 - (axis.superLength ?? 0) / 2
                pin(axis.center, to: axis.center, constant: offset)
            case (true, false, false):
                pin(axis.size, to: nil, constant: axis.length)
                pin(axis.trail, to: axis.trail, constant: -trailingMargin)
            case (true, true, _):
                pin(axis.trail, to: axis.trail, constant: -trailingMargin)
                if let superLength = axis.superLength, superLength > 0 {
                    pin(axis.size, to: axis.size, multiplier: axis.length / superLength, constant: 0)
                } else {
                    pin(axis.size, to: nil, constant: axis.length)
                }
            case (false, false, _):
                pin(axis.lead, to: axis.lead, constant: axis.origin)
                pin(axis.size, to: nil, constant: axis.length)
            }
        }
        return result
    }
}
