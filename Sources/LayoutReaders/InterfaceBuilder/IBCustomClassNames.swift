/// The custom classes an Interface Builder file names, found in its text without parsing it: a storyboard creates
/// its controllers and a nib its views, so code readers count those classes as created.
enum IBCustomClassNames {
    /// The values of `customClass="…"` in the text, as class keys (a module prefix dropped).
    static func names(in text: String) -> Set<String> {
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
}
