import LayoutModel

extension SwiftInterpreter {
    /// States that project views whose lineage ends in a plain `UIView`/`NSView` have no intrinsic size when their
    /// name suggests one (see `PlainViewSubclasses`); what another platform base gives is the engine's.
    func statePlainViewSubclassesIntrinsicSize() {
        var cache: [String: AxisPair<IntrinsicMetric>?] = [:]
        for id in builder.objects.indices where builder.objects[id].kind == .view && builder.objects[id].intrinsicSize == nil {
            guard let className = builder.objects[id].className else { continue }
            if cache[className] == nil {
                cache[className] = .some(platformBaseOfProjectClass(className).flatMap { PlainViewSubclasses.statedIntrinsicSize(className: className, platformBase: $0) })
            }
            if let stated = cache[className] ?? nil { builder.objects[id].intrinsicSize = stated }
        }
    }
}
