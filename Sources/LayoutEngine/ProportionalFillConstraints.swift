import LayoutModel

/// The sizes a `fillProportionally` stack gives its arranged views along its axis.
///
/// UIStackView relates each view to the stack itself, `view.size == (its intrinsic size / the sum of them) ×
/// stack.size`, at priority 999 for the first view, 998 for the second and so on ('UISV-fill-proportionally'),
/// never required: the multipliers leave the spacing out, so with any spacing they cannot all hold and the last views
/// give way without a log (rdar://34595752, "UIStackView creates incorrect constraints for a fillProportional
/// distribution and a non-zero spacing", and the analysis of the constraints it links on Stack Overflow, question
/// "UIStackView proportional layout with only intrinsicContentSize"). Where a view's intrinsic size is not known the
/// proportions are not either, and none is made.
///
/// NSStackView's proportions are kept between the views, "maintained … as much as possible" (999).
struct ProportionalFillConstraints {
    let stack: Item
    let axis: Axis
    /// The visible arranged views, in order.
    let views: [Item]
    let isAppKit: Bool

    /// The first view's priority; each later view's is one less.
    static let firstViewPriority = 999.0

    func constraints() -> [EngineConstraint] {
        isAppKit ? betweenViews() : againstTheStack()
    }

    private var size: Attribute { axis == .horizontal ? .width : .height }

    private func againstTheStack() -> [EngineConstraint] {
        let sizes = views.map { IntrinsicSizeConstraints.value(of: $0, axis: axis) }
        let known = sizes.compactMap { $0 }
        let total = known.reduce(0, +)
        guard known.count == views.count, total > 0 else { return [] }
        return zip(views, known).enumerated().map { index, pair in
            make(pair.0.id, stack.id, multiplier: pair.1 / total,
                 priority: Priority(max(Self.firstViewPriority - Double(index), 1)))
        }
    }

    private func betweenViews() -> [EngineConstraint] {
        guard let base = views.first, let baseSize = IntrinsicSizeConstraints.value(of: base, axis: axis), baseSize > 0 else {
            return []
        }
        return views.dropFirst().map { other in
            let otherSize = IntrinsicSizeConstraints.value(of: other, axis: axis) ?? baseSize
            return make(other.id, base.id, multiplier: otherSize / baseSize, priority: AppKitStackConstraints.equalSizePriority)
        }
    }

    private func make(_ first: ItemID, _ second: ItemID, multiplier: Double, priority: Priority) -> EngineConstraint {
        EngineConstraint(model: Constraint(
            firstItem: first, firstAttribute: size, relation: .equal, secondItem: second, secondAttribute: size,
            multiplier: multiplier, constant: 0, priority: priority, identifier: RuntimeIdentifiers.fillProportionally,
            origin: .stackView, location: stack.location))
    }
}
