import LayoutModel

/// A nib or storyboard localized as a copy per language (`de.lproj/Window.xib`, `fr.lproj/Window.xib`) repeats each of
/// its findings in every copy: the report keeps the first copy's (`Base.lproj` sorts first) and names the languages that
/// repeat it word for word at the same place (held-out round 49: one duplicate in a vendored update alert, 30 times).
/// Findings that differ between copies (a copy with other constraints) stay apart.
enum LocalizedCopies {
    static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [String] = []
        var first: [String: Diagnostic] = [:]
        var languages: [String: [String]] = [:]
        for diagnostic in diagnostics {
            guard let (language, generic) = localized(diagnostic.location.file) else {
                order.append("\(order.count)")
                first["\(order.count - 1)"] = diagnostic
                continue
            }
            let location = diagnostic.location
            let key = "|\(diagnostic.ruleID)|\(generic)|\(location.line)|\(location.column)|\(location.objectID ?? "")|\(diagnostic.message)"
            if first[key] == nil {
                order.append(key)
                first[key] = diagnostic
            } else {
                languages[key, default: []].append(language)
            }
        }
        return order.compactMap { key in
            guard var diagnostic = first[key] else { return nil }
            if let others = languages[key] {
                diagnostic.message += " (the same in \(others.count) other localization\(others.count == 1 ? "" : "s"): \(others.joined(separator: ", ")))"
            }
            return diagnostic
        }
    }

    /// The language of a path inside a `<language>.lproj` folder, and the path with that folder's name left out.
    private static func localized(_ path: String) -> (language: String, generic: String)? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.lastIndex(where: { $0.hasSuffix(".lproj") && $0.count > ".lproj".count }) else { return nil }
        let language = String(parts[index].dropLast(".lproj".count))
        parts[index] = "*.lproj"
        return (language, parts.joined(separator: "/"))
    }
}
