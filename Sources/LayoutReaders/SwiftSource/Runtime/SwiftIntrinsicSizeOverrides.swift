import LayoutModel

/// Project views that size themselves: a class (or a project superclass) that overrides `intrinsicContentSize`
/// has an intrinsic size along each axis its getter does not give as `noIntrinsicMetric`. Its value depends on
/// content the reader does not see (a table view hugging its rows, a badge's text), so it is unknown.
/// A getter that starts from `super.intrinsicContentSize`, makes no size of its own and leaves no axis out only
/// adjusts its superclass's size (`size.height += 1` on a label), so the class keeps what its superclass has.
extension SwiftProjectIndex {
    /// The project's view classes (last name component) that declare an intrinsic size (`ProjectFacts.intrinsicSizesDeclaredInCode`).
    func intrinsicSizesDeclaredInCode() -> [String: AxisPair<IntrinsicMetric>] {
        var found: [String: AxisPair<IntrinsicMetric>] = [:]
        for name in typeOrder where role(of: name) == .view || role(of: name) == .stackView {
            if let size = declaredIntrinsicSize(of: name) { found[ProjectFacts.classKey(name)] = size }
        }
        return found
    }

    /// The intrinsic size a project view class declares by overriding `intrinsicContentSize`; nil when none does.
    func declaredIntrinsicSize(of typeName: String) -> AxisPair<IntrinsicMetric>? {
        for info in lineage(of: typeName) where info.kind != .protocolType {
            guard let property = info.property("intrinsicContentSize"), !property.isStatic else { continue }
            guard let getter = property.getter, let range = getter.bodyRange else {
                return AxisPair(horizontal: .unknown, vertical: .unknown)
            }
            // `CGSize(width: UIView.noIntrinsicMetric, height: 44)`: the metric's label says which axis it leaves out.
            // A getter with several results (`switch orientation { case .horizontal: CGSize(width: noMetric, …)
            // case .vertical: CGSize(…, height: noMetric) }`) leaves an axis out only where every one does.
            let tokens = getter.file.tokens
            var lastLabel: String?
            var noMetric: Set<String> = []
            var perConstruction: [Set<String>] = []
            var constructionEnds: [Int] = []
            var startsFromSuper = false
            for index in range where index < tokens.count {
                let text = tokens[index].text
                while let end = constructionEnds.last, index > end { constructionEnds.removeLast() }
                if text == "CGSize" || text == "NSSize", index + 1 < tokens.count, tokens[index + 1].text == "(",
                   let end = getter.file.matches[index + 1] {
                    perConstruction.append([])
                    constructionEnds = [end]
                }
                // `.zero`, `CGSize.zero`: a size of its own with both metrics.
                if text == "zero", index >= 1, tokens[index - 1].text == "." { perConstruction.append([]) }
                if text == "width" || text == "height" { lastLabel = text }
                if text == "intrinsicContentSize", Self.isMember(of: "super", at: index, in: tokens) { startsFromSuper = true }
                if text == "noIntrinsicMetric", let label = lastLabel, !Self.isComparedOperand(at: index, in: tokens) {
                    if constructionEnds.isEmpty { noMetric.insert(label) } else { perConstruction[perConstruction.count - 1].insert(label) }
                }
            }
            if let first = perConstruction.first {
                noMetric.formUnion(perConstruction.dropFirst().reduce(first) { $0.intersection($1) })
            }
            // Only adjusting super's size on every path (no size of its own made anywhere): the superclass's size.
            if startsFromSuper && perConstruction.isEmpty && noMetric.isEmpty { continue }
            return AxisPair(horizontal: noMetric.contains("width") ? .none : .unknown,
                            vertical: noMetric.contains("height") ? .none : .unknown)
        }
        return nil
    }

    /// `super.intrinsicContentSize`: the token at `index` is a member of `base`.
    private static func isMember(of base: String, at index: Int, in tokens: [SwiftToken]) -> Bool {
        index >= 2 && tokens[index - 1].text == "." && tokens[index - 2].text == base
    }

    /// `size.height != UIView.noIntrinsicMetric` tests a metric and gives none: the token at `index`
    /// (possibly qualified as `UIView.noIntrinsicMetric`) stands beside a comparison operator.
    private static func isComparedOperand(at index: Int, in tokens: [SwiftToken]) -> Bool {
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
        var before = index - 1
        while before >= 1, tokens[before].text == ".", tokens[before - 1].kind == .identifier { before -= 2 }
        if before >= 0, tokens[before].kind == .operator, comparisons.contains(tokens[before].text) { return true }
        let after = index + 1
        return after < tokens.count && tokens[after].kind == .operator && comparisons.contains(tokens[after].text)
    }
}
