import LayoutModel

/// `SourceIndex` as lines of tab-separated fields, holding what `SourceMatcher` reads and nothing else: per scene its
/// name, kind and root; per item its id, guide kind, class and superview; per constraint its items, attributes,
/// relation, numbers, identifier and location. A project's index loads from it in a fraction of the time the full
/// model's JSON takes. A field the matcher starts to read must be added here (the explain tests load a stored index).
public enum SourceIndexText {
    /// The index as text.
    public static func encode(_ index: SourceIndex) -> String {
        var lines: [String] = []
        for path in index.paths { lines.append(row("P", escape(path))) }
        for (literal, properties) in index.propertiesByLiteral.sorted(by: { $0.key < $1.key }) {
            lines.append(row(["L", escape(literal)] + properties.sorted().map(escape)))
        }
        for scene in index.scenes {
            lines.append(row("S", escape(scene.name), kindText(scene.kind), optional(scene.root?.name)))
            for item in scene.items {
                lines.append(row("I", escape(item.id.name), item.guideKind?.rawValue ?? "-", optional(item.className), optional(item.superview?.name)))
            }
            for constraint in scene.constraints {
                let location = constraint.location
                lines.append(row(["C", escape(constraint.firstItem.name), constraint.firstAttribute.rawValue, constraint.relation.rawValue,
                                  optional(constraint.secondItem?.name), constraint.secondAttribute.rawValue,
                                  String(constraint.multiplier), String(constraint.constant), optional(constraint.identifier),
                                  escape(location.file), String(location.line), String(location.column), optional(location.objectID)]))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The index from `encode`'s text; nil when a line cannot be read (the index is then built again).
    public static func decode(_ text: Substring) -> SourceIndex? {
        var index = SourceIndex(scenes: [], paths: [], propertiesByLiteral: [:])
        // Split in the bytes (both separators are ASCII): splitting characters was half of a warm `explain --source`.
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0) }
            switch fields.first {
            case "P"?:
                guard fields.count == 2 else { return nil }
                index.paths.append(unescape(fields[1]))
            case "L"?:
                guard fields.count >= 2 else { return nil }
                index.propertiesByLiteral[unescape(fields[1])] = Set(fields.dropFirst(2).map(unescape))
            case "S"?:
                guard fields.count == 4, let kind = kind(fields[2]) else { return nil }
                index.scenes.append(Scene(name: unescape(fields[1]), kind: kind, root: optional(fields[3]).map { ItemID($0) }))
            case "I"?:
                guard fields.count == 5, !index.scenes.isEmpty else { return nil }
                let kind: Item.Kind
                if fields[2] == "-" { kind = .view } else if let guide = LayoutGuideKind(rawValue: String(fields[2])) { kind = .layoutGuide(guide) } else { return nil }
                index.scenes[index.scenes.count - 1].items.append(Item(
                    id: ItemID(unescape(fields[1])), kind: kind, className: optional(fields[3]), superview: optional(fields[4]).map { ItemID($0) }))
            case "C"?:
                guard fields.count == 13, !index.scenes.isEmpty, let constraint = constraint(fields) else { return nil }
                index.scenes[index.scenes.count - 1].constraints.append(constraint)
            default:
                return nil
            }
        }
        return index
    }

    private static func constraint(_ fields: [Substring]) -> Constraint? {
        guard let firstAttribute = Attribute(rawValue: String(fields[2])), let relation = Relation(rawValue: String(fields[3])),
              let secondAttribute = Attribute(rawValue: String(fields[5])), let multiplier = Double(fields[6]),
              let constant = Double(fields[7]), let line = Int(fields[10]), let column = Int(fields[11]) else { return nil }
        return Constraint(firstItem: ItemID(unescape(fields[1])), firstAttribute: firstAttribute, relation: relation,
                          secondItem: optional(fields[4]).map { ItemID($0) }, secondAttribute: secondAttribute, multiplier: multiplier,
                          constant: constant, identifier: optional(fields[8]),
                          location: SourceLocation(file: unescape(fields[9]), line: line, column: column, objectID: optional(fields[12])))
    }

    private static func kindText(_ kind: SceneKind) -> String {
        switch kind {
        case .viewController: return "viewController"
        case .standalone: return "standalone"
        case .cell(let rowHeight): return "cell:" + (rowHeight.map { String($0) } ?? "-")
        case .selfSizing(let axes): return "selfSizing:" + axes.map(\.rawValue).joined(separator: ",")
        }
    }

    private static func kind(_ text: Substring) -> SceneKind? {
        if text == "viewController" { return .viewController }
        if text == "standalone" { return .standalone }
        if text.hasPrefix("cell:") {
            let height = text.dropFirst(5)
            if height == "-" { return .cell(rowHeight: nil) }
            return Double(height).map { .cell(rowHeight: $0) }
        }
        if text.hasPrefix("selfSizing:") {
            let axes = text.dropFirst(11).split(separator: ",").map { Axis(rawValue: String($0)) }
            return axes.contains(nil) ? nil : .selfSizing(axes: axes.compactMap { $0 })
        }
        return nil
    }

    private static func row(_ fields: String...) -> String { fields.joined(separator: "\t") }
    private static func row(_ fields: [String]) -> String { fields.joined(separator: "\t") }

    /// `-` for nil, `+` and the escaped text otherwise.
    private static func optional(_ text: String?) -> String { text.map { "+" + escape($0) } ?? "-" }

    private static func optional(_ field: Substring) -> String? {
        field.first == "+" ? unescape(field.dropFirst()) : nil
    }

    /// Backslash, tab, newline and carriage return (a CRLF is one character) written as `\\`, `\t`, `\n`, `\r`.
    private static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            default: result.append(character)
            }
        }
        return result
    }

    private static func unescape(_ field: Substring) -> String {
        guard field.utf8.contains(UInt8(ascii: "\\")) else { return String(field) }
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
