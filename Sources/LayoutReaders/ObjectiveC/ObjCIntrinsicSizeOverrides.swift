import LayoutModel

/// Objective-C view classes that size themselves, as SwiftIntrinsicSizeOverrides.swift reads Swift: a class (or a
/// project superclass) implementing `-intrinsicContentSize` has an intrinsic size its code computes, not known, along
/// each axis its sizes do not give as `UIViewNoIntrinsicMetric` / `NSViewNoIntrinsicMetric`. A nib drawing such a view
/// with subviews does not show that size (Dimrok/cocoa-app @0d0d2f3b: a header view answering its own bounds' size,
/// drawn around an avatar, read as having no width or height of its own; held-out round 58).
extension ObjCProjectIndex {
    private static let noMetricNames: Set<String> = ["UIViewNoIntrinsicMetric", "NSViewNoIntrinsicMetric"]
    private static let sizeMakers: Set<String> = ["CGSizeMake", "NSMakeSize"]

    /// The project's view classes (by name) whose code, or a project superclass's, declares an intrinsic size.
    func intrinsicSizesDeclaredInCode(_ files: [ObjCFileSyntax]) -> [String: AxisPair<IntrinsicMetric>] {
        var declared: [String: AxisPair<IntrinsicMetric>] = [:]
        for file in files {
            for implementation in file.implementations {
                guard let getter = implementation.methods.first(where: { $0.selector == "intrinsicContentSize" && !$0.isClassMethod })
                else { continue }
                declared[implementation.name] = Self.declaredSize(getter.body.clamped(to: 0..<file.tokens.count), file)
            }
        }
        var result: [String: AxisPair<IntrinsicMetric>] = [:]
        for name in implementationOrder where role(of: name) == .view || role(of: name) == .stackView {
            if let size = lineage(of: name).lazy.compactMap({ declared[$0.name] }).first { result[name] = size }
        }
        return result
    }

    /// What one getter declares: an axis is without a size only where every size it makes puts a no-metric there.
    private static func declaredSize(_ body: Range<Int>, _ file: ObjCFileSyntax) -> AxisPair<IntrinsicMetric> {
        let tokens = file.tokens
        var made: [(width: Bool, height: Bool)] = []
        for index in body where sizeMakers.contains(tokens[index].text) && index + 1 < body.upperBound && tokens[index + 1].isPunctuation("(") {
            let close = min(body.upperBound, file.matches[index + 1])
            let comma = (index + 2..<close).first { tokens[$0].isPunctuation(",") } ?? close
            made.append((width: (index + 2..<comma).contains { noMetricNames.contains(tokens[$0].text) },
                         height: (comma..<close).contains { noMetricNames.contains(tokens[$0].text) }))
        }
        let widthless = !made.isEmpty && made.allSatisfy(\.width)
        let heightless = !made.isEmpty && made.allSatisfy(\.height)
        return AxisPair(horizontal: widthless ? .none : .unknown, vertical: heightless ? .none : .unknown)
    }
}
