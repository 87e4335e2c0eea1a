import LayoutModel

/// A finding's notes (the other constraints of a conflict) as one short line for formats that have no place of
/// their own for related locations: "Related: line 12:9; SignUpView+Layout.swift:30:13". The constraints'
/// texts are already in the message, so only where they are is added; a note in the finding's own file is
/// "line N:C", another file is named without its folders, and after five the rest is counted.
enum RelatedLocations {
    static let shown = 5

    static func line(_ diagnostic: Diagnostic) -> String? {
        var places: [String] = []
        for note in diagnostic.notes {
            let position = "\(max(note.location.line, 1)):\(max(note.location.column, 1))"
            let place = note.location.file == diagnostic.location.file
                ? "line \(position)"
                : "\(note.location.file.split(separator: "/").last.map(String.init) ?? note.location.file):\(position)"
            if !places.contains(place) { places.append(place) }
        }
        guard !places.isEmpty else { return nil }
        var text = "Related: " + places.prefix(shown).joined(separator: "; ")
        if places.count > shown { text += " and \(places.count - shown) more" }
        return text
    }
}
