import LayoutModel

/// The first top-level object of an iOS nib, when it is a view: what `Bundle.loadNibNamed(_:owner:options:)` and
/// `UINib.instantiate(withOwner:options:)` return first (the placeholders, File's Owner and First Responder, are not
/// among the objects returned). A nib's top-level view keeps `translatesAutoresizingMaskIntoConstraints` on unless
/// the file turns it off: Interface Builder writes `translatesAutoresizingMaskIntoConstraints="NO"` on the views whose
/// flag it turned off, and leaves a top-level view's on, with its autoresizing mask (UIKit's documentation of
/// `translatesAutoresizingMaskIntoConstraints`; `Fixtures/code-with-nibs/`).
public struct NibTopLevelView: Sendable, Hashable, Codable {
    /// The view's class: its custom class (last name component) or the UIKit class of its element.
    public var className: String
    public var translatesAutoresizingMask: Bool
    public var autoresizingMask: AutoresizingMask
    /// The frame the file saves, which the autoresizing constraints keep until the view is resized.
    public var frame: Rect?
}

/// Finds a nib's first top-level view by scanning its text (the code reader needs it before the nibs are read).
public enum IBNibTopLevelViews {
    /// The first top-level view of each iOS `.xib` among `files` (path and text), by the name code loads it by
    /// (`IBUnloadedNib.loadName`: `Card~ipad.xib` is `Card` too); a name two nibs with different first views share (two
    /// bundles, a device's own copy) is left out, since which one loads is not known.
    public static func byNibName(_ files: [(path: String, text: String)]) -> [String: NibTopLevelView] {
        var views: [String: NibTopLevelView] = [:]
        var shared = Set<String>()
        let nibs = files.filter { $0.path.hasSuffix(".xib") }
        for ((path, _), view) in zip(nibs, ConcurrentFileMap.map(nibs) { firstView(inXib: $0.text) }) {
            guard let view else { continue }
            let name = IBUnloadedNib.loadName(of: path, ending: ".xib")
            if let known = views[name], known != view { shared.insert(name) } else { views[name] = view }
        }
        return views.filter { !shared.contains($0.key) }
    }

    /// The first top-level view of an iOS `.xib`'s text; nil for another document, or when the first top-level object is
    /// not a view (a gesture recognizer, an object).
    public static func firstView(inXib text: String) -> NibTopLevelView? {
        guard text.contains("com.apple.InterfaceBuilder3.CocoaTouch.XIB"), let objects = text.range(of: "<objects>") else { return nil }
        var rest = text[objects.upperBound...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let tag = rest[rest.index(after: open)..<close]
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" })
            if name.hasPrefix("!") || name.hasPrefix("?") {
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard !name.isEmpty, name != "/objects" else { return nil }
            if name == "placeholder" {
                let after = rest[rest.index(after: close)...]
                if tag.hasSuffix("/") {
                    rest = after
                } else if let end = after.range(of: "</placeholder>") {
                    rest = after[end.upperBound...]
                } else {
                    return nil
                }
                continue
            }
            return view(named: name, tag: tag, body: rest[rest.index(after: close)...])
        }
        return nil
    }

    /// The view of element `name` whose start tag is `tag`, reading its frame and mask from the start of `body`.
    private static func view(named name: String, tag: Substring, body: Substring) -> NibTopLevelView? {
        guard !tag.hasSuffix("/"), !IBViewCatalog.nonViewElements.contains(name) else { return nil }
        // Its own frame and mask come before its subviews and before its end tag.
        let ends = [body.range(of: "<subviews>")?.lowerBound, body.range(of: "</\(name)>")?.lowerBound].compactMap { $0 }
        let own = body[..<(ends.min() ?? body.endIndex)]
        guard let rectStart = own.range(of: "<rect key=\"frame\""), let rectEnd = own[rectStart.upperBound...].firstIndex(of: ">") else { return nil }
        let rect = own[rectStart.upperBound..<rectEnd]
        var frame: Rect?
        if let x = number(attribute("x", in: rect)), let y = number(attribute("y", in: rect)),
           let width = number(attribute("width", in: rect)), let height = number(attribute("height", in: rect)) {
            frame = Rect(x: x, y: y, width: width, height: height)
        }
        var mask = AutoresizingMask()
        if let maskStart = own.range(of: "<autoresizingMask key=\"autoresizingMask\""),
           let maskEnd = own[maskStart.upperBound...].firstIndex(of: ">") {
            let flags = own[maskStart.upperBound..<maskEnd]
            for (flag, option) in IBViewCatalog.autoresizingMaskFlags where attribute(flag, in: flags) == "YES" { mask.insert(option) }
        }
        let customClass = attribute("customClass", in: tag).map { String($0.split(separator: ".").last ?? Substring($0)) }
        return NibTopLevelView(
            className: customClass ?? IBViewCatalog.className(forElement: name),
            translatesAutoresizingMask: attribute("translatesAutoresizingMaskIntoConstraints", in: tag) != "NO",
            autoresizingMask: mask, frame: frame)
    }

    /// The value of `name="…"` in a tag's text.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var search = tag[...]
        while let found = search.range(of: name + "=\"") {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            let valueStart = found.upperBound
            guard let valueEnd = tag[valueStart...].firstIndex(of: "\"") else { return nil }
            if before.isWhitespace { return String(tag[valueStart..<valueEnd]) }
            search = tag[valueEnd...]
        }
        return nil
    }

    private static func number(_ text: String?) -> Double? { text.flatMap(Double.init) }
}
