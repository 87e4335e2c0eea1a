import LayoutModel

/// The last line of defence every reader applies to the scenes it made: a number outside `NumericLimits`
/// (not finite, or beyond ±1e7 — possibly the result of arithmetic the reader did) is never handed to the
/// engine. The constraint that holds it is made inactive everywhere (its index stays, so variants still
/// refer to the right constraints); a frame, size, inset or spacing is dropped. Each gets a syntax error at
/// the location of what held the number, so the run exits 1 instead of solving nonsense.
public enum NumericLimitCheck {
    /// Checks one scene in place; returns the diagnostics (empty when every number is within the limits).
    /// `asNote`: report a `skipped_construct` note instead of a syntax error (the Swift reader: app code may
    /// compute such numbers on purpose, `.greatestFiniteMagnitude`, and is not a malformed input).
    public static func check(_ scene: inout Scene, asNote: Bool = false) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ what: String, _ value: Double, _ location: SourceLocation) {
            diagnostics.append(Diagnostic(ruleID: asNote ? ReaderRuleID.skippedConstruct : ReaderRuleID.syntaxError,
                severity: asNote ? .note : .error,
                message: "\(what) \(formatNumber(value)) is out of range: layoutlint accepts finite numbers up to "
                    + "\(formatNumber(NumericLimits.maxMagnitude)) in magnitude; the reader ignored it",
                location: location.line > 0 ? location : scene.location))
        }
        var rejected: Set<Int> = []
        for index in scene.constraints.indices {
            let constraint = scene.constraints[index]
            if !NumericLimits.admits(constraint.constant) {
                report("the constant of \(constraint.firstItem).\(constraint.firstAttribute.rawValue)", constraint.constant,
                       constraint.location)
                rejected.insert(index)
            } else if !NumericLimits.admits(constraint.multiplier) {
                report("the multiplier of \(constraint.firstItem).\(constraint.firstAttribute.rawValue)", constraint.multiplier,
                       constraint.location)
                rejected.insert(index)
            }
        }
        if !rejected.isEmpty {
            for index in rejected {
                scene.constraints[index].isActive = false
                scene.constraints[index].constant = 0
                scene.constraints[index].multiplier = 1
            }
            for variant in scene.variants.indices {
                scene.variants[variant].activatedConstraints.removeAll { rejected.contains($0) }
            }
        }
        for index in scene.items.indices {
            let item = scene.items[index]
            if let frame = item.frame, let bad = [frame.x, frame.y, frame.width, frame.height].first(where: { !NumericLimits.admits($0) }) {
                report("the frame of \(item.id)", bad, item.location)
                scene.items[index].frame = nil
            }
            if var size = item.intrinsicSize {
                for axis in Axis.allCases {
                    if let value = size[axis].value, !NumericLimits.admits(value) {
                        report("the intrinsic \(axis == .horizontal ? "width" : "height") of \(item.id)", value, item.location)
                        size[axis] = .unknown
                    }
                }
                scene.items[index].intrinsicSize = size
            }
            if let margins = item.layoutMargins,
               let bad = [margins.top, margins.left, margins.bottom, margins.right].first(where: { !NumericLimits.admits($0) }) {
                report("a layout margin of \(item.id)", bad, item.location)
                scene.items[index].layoutMargins = nil
            }
            if let spacing = item.stack?.spacing, !NumericLimits.admits(spacing) {
                report("the spacing of \(item.id)", spacing, item.location)
                scene.items[index].stack?.spacing = 0
            }
        }
        for variant in scene.variants.indices {
            for override in scene.variants[variant].stackOverrides.indices {
                if let spacing = scene.variants[variant].stackOverrides[override].spacing, !NumericLimits.admits(spacing) {
                    report("the spacing of \(scene.variants[variant].stackOverrides[override].item)", spacing,
                           scene.variants[variant].location)
                    scene.variants[variant].stackOverrides[override].spacing = nil
                }
            }
        }
        if let size = scene.size, let bad = [size.width, size.height].first(where: { !NumericLimits.admits($0) }) {
            report("the size of scene \(scene.name)", bad, scene.location)
            scene.size = nil
        }
        return diagnostics
    }

    /// Checks every scene of a result.
    public static func check(_ result: ReadResult) -> ReadResult {
        var result = result
        for index in result.scenes.indices {
            result.diagnostics += check(&result.scenes[index])
        }
        return result
    }
}
