import LayoutModel

/// A view embedded in many scenes (a status view in every cell that shows one) gives the same finding at the
/// same place once per scene; the report keeps the first and says how many other scenes repeat it.
enum RepeatedFindings {
    static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [String] = []
        var first: [String: Diagnostic] = [:]
        var repeats: [String: Int] = [:]
        for diagnostic in diagnostics.sorted() {
            let location = diagnostic.location
            let key = "\(diagnostic.ruleID)|\(location.file)|\(location.line)|\(location.column)|\(location.objectID ?? "")"
            if first[key] == nil {
                order.append(key)
                first[key] = diagnostic
            } else if first[key]?.message != diagnostic.message {
                repeats[key, default: 0] += 1
            }
        }
        return order.compactMap { key in
            guard var diagnostic = first[key] else { return nil }
            if let count = repeats[key] {
                diagnostic.message += " (the same at this place in \(count) more scene\(count == 1 ? "" : "s"))"
            }
            return diagnostic
        }
    }
}
