import LayoutModel

/// Project views that size themselves: a class (or a project superclass) that overrides `intrinsicContentSize`
/// has an intrinsic size along each axis its getter does not give as `noIntrinsicMetric`. Its value depends on
/// content the reader does not see (a table view hugging its rows, a badge's text), so it is unknown.
extension SwiftProjectIndex {
    /// The intrinsic size a project view class declares by overriding `intrinsicContentSize`; nil when none does.
    func declaredIntrinsicSize(of typeName: String) -> AxisPair<IntrinsicMetric>? {
        for info in lineage(of: typeName) where info.kind != .protocolType {
            guard let property = info.property("intrinsicContentSize"), !property.isStatic else { continue }
            guard let getter = property.getter, let range = getter.bodyRange else {
                return AxisPair(horizontal: .unknown, vertical: .unknown)
            }
            // `CGSize(width: UIView.noIntrinsicMetric, height: 44)`: the metric's label says which axis it leaves out.
            let tokens = getter.file.tokens
            var lastLabel: String?
            var noMetric: Set<String> = []
            for index in range where index < tokens.count {
                let text = tokens[index].text
                if text == "width" || text == "height" { lastLabel = text }
                if text == "noIntrinsicMetric", let label = lastLabel { noMetric.insert(label) }
            }
            return AxisPair(horizontal: noMetric.contains("width") ? .none : .unknown,
                            vertical: noMetric.contains("height") ? .none : .unknown)
        }
        return nil
    }
}
