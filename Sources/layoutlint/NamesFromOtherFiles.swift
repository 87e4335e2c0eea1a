/// The class names a code reader cannot see in its own files (`ProjectFacts.classNamesFromOtherFiles`) besides those the
/// other readers state (`LayoutReader.factsForCodeReaders(statedIn:)`): every word of the code other readers read (a Swift controller an Objective-C file creates). Words are taken from comments too, which can only keep
/// more classes counted as created.
enum NamesFromOtherFiles {
    /// Every identifier-like word of a text.
    static func words(in text: String) -> Set<String> {
        var words = Set<String>()
        var current: [UInt8] = []
        for byte in text.utf8 {
            let isWordByte = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95
            if isWordByte {
                current.append(byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
