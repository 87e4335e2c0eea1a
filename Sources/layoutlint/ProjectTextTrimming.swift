/// Trimming for the project files' text without Foundation's `trimmingCharacters(in:)`, which bridges every line
/// to `NSString` (on a 1 MB `project.pbxproj`, a fifth of a warm run's time). The same characters go as with
/// `CharacterSet.whitespaces`: tabs and Unicode space separators.
extension Substring {
    /// The text without leading and trailing spaces and tabs (`CharacterSet.whitespaces`).
    func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without leading and trailing scalars `isTrimmed` accepts.
    func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        return String(scalars[first...last])
    }

    /// The text before the first `/*` (all of it when there is none).
    func beforeComment() -> Substring {
        var previousWasSlash = false
        for index in unicodeScalars.indices {
            let scalar = unicodeScalars[index]
            if previousWasSlash && scalar == "*" { return self[..<unicodeScalars.index(before: index)] }
            previousWasSlash = scalar == "/"
        }
        return self
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs (`CharacterSet.whitespaces`).
    func trimmingSpaces() -> String { self[...].trimmingSpaces() }

    /// The text without leading and trailing scalars `isTrimmed` accepts.
    func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String { self[...].trimming(isTrimmed) }

    /// The text before the first `/*` (all of it when there is none).
    func beforeComment() -> Substring { self[...].beforeComment() }
}
