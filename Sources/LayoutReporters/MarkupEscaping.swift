import Foundation

/// Escaping for XML and HTML text and attribute values.
enum MarkupEscaping {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters other than tab and newline dropped (XML 1.0 forbids them).
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case "\r": output += "&#13;"
            case _ where scalar.value < 0x20: continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Attribute values keep newlines as character references, so parsers do not fold them to spaces.
    static func attribute(_ text: String) -> String {
        escaped(text).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
    }
}
