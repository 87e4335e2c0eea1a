import LayoutModel

/// A nib or storyboard localized as a copy per language (`de.lproj/Window.xib`, `fr.lproj/Window.xib`) repeats each of
/// its findings in every copy: the report keeps the first copy's (`Base.lproj` sorts first) and names the languages that
/// repeat it word for word at the same place (held-out round 49: one duplicate in a vendored update alert, 30 times).
/// Findings that differ between copies (a copy with other constraints) stay apart.
enum LocalizedCopies {
    static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var keptIndex: [String: Int] = [:]
        var otherLanguages: [Int: [String]] = [:]
        for diagnostic in diagnostics {
            guard let (language, generic) = localized(diagnostic.location.file) else {
                kept.append(diagnostic)
                continue
            }
            let location = diagnostic.location
            let key = "\(diagnostic.ruleID)|\(generic)|\(location.line)|\(location.column)|\(location.objectID ?? "")|\(diagnostic.message)"
            if let index = keptIndex[key] {
                otherLanguages[index, default: []].append(language)
            } else {
                keptIndex[key] = kept.count
                kept.append(diagnostic)
            }
        }
        for (index, languages) in otherLanguages {
            kept[index].message += " (the same in \(languages.count) other localization\(languages.count == 1 ? "" : "s"): \(languages.joined(separator: ", ")))"
        }
        return kept
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
