/// Counts the constraint-making expressions of Objective-C files (`constraintEqualToAnchor:`,
/// `constraintWithItem:`, `constraintsWithVisualFormat:`, Masonry and PureLayout calls), and which of them the
/// interpreter turned into constraints with every item, constant and multiplier known.
final class ObjCStatisticsCollector {
    struct Key: Hashable {
        var file: String
        var offset: Int
    }

    private(set) var found: Set<Key> = []
    private var understoodKeys: Set<Key> = []
    private var failures: [Key: String] = [:]
    /// The layout library of each library call found.
    private var libraries: [Key: String] = [:]

    /// Finds the constraint expressions of a file by their selector tokens.
    func scan(_ file: ObjCFileSyntax) {
        let tokens = file.tokens
        for (index, token) in tokens.enumerated() where token.kind == .identifier && index > 0 {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let isSelector = next?.isPunctuation(":") == true || (next?.isPunctuation("]") == true)
            guard isSelector else { continue }
            if ObjCUIKitVocabulary.constraintSelectors.contains(token.text) || ObjCUIKitVocabulary.layoutLibrary(token.text) == "PureLayout" {
                let key = Key(file: file.path, offset: token.offset)
                found.insert(key)
                if let library = ObjCUIKitVocabulary.layoutLibrary(token.text) { libraries[key] = library }
            }
        }
    }

    func understood(_ file: ObjCFileSyntax, _ token: Int) {
        guard token < file.tokens.count else { return }
        let key = Key(file: file.path, offset: file.tokens[token].offset)
        understoodKeys.insert(key)
        failures[key] = nil
    }

    func failed(_ file: ObjCFileSyntax, _ token: Int, reason: String) {
        guard token < file.tokens.count else { return }
        let key = Key(file: file.path, offset: file.tokens[token].offset)
        if !understoodKeys.contains(key), failures[key] == nil { failures[key] = reason }
    }

    func summary(into statistics: inout ObjectiveCReader.Statistics) {
        statistics.count(found: found, understood: understoodKeys, failures: failures, libraries: libraries)
    }
}
