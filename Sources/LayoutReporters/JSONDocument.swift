/// A JSON value whose objects keep their keys in the order written, printed byte for byte the same on
/// every platform (Foundation's encoders differ in spacing and escaping between versions).
public indirect enum JSONDocument: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONDocument])
    case object([(String, JSONDocument)])

    public static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// Two-space indented text with a final newline; empty arrays and objects print as `[]` and `{}`.
    public func rendered() -> String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .integer(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            output += "[\n"
            let inner = indent + "  "
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(into: &output, indent: inner)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            let inner = indent + "  "
            for (index, (key, value)) in members.enumerated() {
                output += inner
                Self.writeString(key, into: &output)
                output += ": "
                value.write(into: &output, indent: inner)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONDocument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
