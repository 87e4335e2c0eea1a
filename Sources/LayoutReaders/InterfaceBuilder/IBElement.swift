/// One XML element of an Interface Builder document, with the position of its `<`.
struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement]
    var line: Int
    var column: Int

    init(name: String, attributes: [String: String] = [:], children: [IBElement] = [], line: Int = 0, column: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The IB object id (`abc-12-xyz`), nil for elements IB gives none.
    var id: String? { attributes["id"] }

    /// The `key` attribute naming the role an element plays for its parent (`frame`, `contentView`, `safeArea`).
    var key: String? { attributes["key"] }

    /// Whether a boolean attribute is written as `YES`.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// A numeric attribute, nil when missing or not a number.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Direct children with this element name.
    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// A storyboard document's scene objects, every scene's in order: its controllers, placeholders and extra views.
    var storyboardSceneObjects: [IBElement] {
        children(named: "scenes").flatMap { $0.children(named: "scene") }.flatMap { $0.children(named: "objects") }.flatMap(\.children)
    }

    /// Whether this is a UIKit xib's File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner">`).
    var isFilesOwnerPlaceholder: Bool { name == "placeholder" && attributes["placeholderIdentifier"] == "IBFilesOwner" }

    /// The first direct child with this element name and, when given, this key.
    func child(named name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// Every element below this one, depth first, in document order.
    func descendants() -> [IBElement] {
        var result: [IBElement] = []
        var pending = children.reversed() as [IBElement]
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return result
    }
}
