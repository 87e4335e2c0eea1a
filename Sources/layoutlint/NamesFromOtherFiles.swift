/// The class names a code reader cannot see in its own files (`ProjectFacts.classNamesFromOtherFiles`): the custom
/// classes Interface Builder files name (a storyboard creates its controllers), and every word of the code other
/// readers read (a Swift controller an Objective-C file creates). Words are taken from comments too, which can only keep
/// more classes counted as created.
enum NamesFromOtherFiles {
    /// The values of `customClass="…"` in an Interface Builder file's text, as class keys.
    static func customClasses(in text: String) -> Set<String> {
        var names = Set<String>()
        let marker = "customClass=\""
        var rest = text[...]
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let name = rest[..<end]
            names.insert(String(name.split(separator: ".").last ?? name))
            rest = rest[end...]
        }
        return names
    }

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
