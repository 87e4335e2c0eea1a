import Foundation
import LayoutReaders

/// A `project.pbxproj` saved as an XML property list (tools that rewrite projects, some older exporters) holds the same
/// objects as Xcode's own text format, which the project readers scan. It is written out in that text format, as Xcode
/// writes it (one key per line, lists one item per line), so every reader sees one format (Hyojjung/beone-iOS-v2,
/// held-out round 60: an XML project read as naming no files, so its 60 nibs were left out as in no target).
enum XcodeProjectXMLFormat {
    /// Whether the bytes start (after spaces or a byte-order mark) as an XML document.
    static func isXML(_ data: Data) -> Bool {
        let start = data.prefix(64).drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        return start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8))
    }

    /// The project in Xcode's text format; nil when the XML is no property list of a dictionary.
    static func textFormat(of data: Data) -> Data? {
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        var text = "// !$*UTF8*$!\n"
        write(root, indent: 0, into: &text)
        text += "\n"
        return Data(text.utf8)
    }

    private static func write(_ value: Any, indent: Int, into text: inout String) {
        let inner = String(repeating: "\t", count: indent + 1)
        if let dictionary = value as? [String: Any] {
            text += "{\n"
            // `isa` first, as Xcode writes it: readers find an object's kind near its start.
            for key in dictionary.keys.sorted(by: { ($0 == "isa" ? "" : $0) < ($1 == "isa" ? "" : $1) }) {
                text += inner + quoted(key) + " = "
                write(dictionary[key]!, indent: indent + 1, into: &text)
                text += ";\n"
            }
            text += String(repeating: "\t", count: indent) + "}"
        } else if let array = value as? [Any] {
            text += "(\n"
            for element in array {
                text += inner
                write(element, indent: indent + 1, into: &text)
                text += ",\n"
            }
            text += String(repeating: "\t", count: indent) + ")"
        } else if let string = value as? String {
            text += quoted(string)
        } else if let number = value as? NSNumber {
            text += number.stringValue
        } else {
            text += quoted(String(describing: value))
        }
    }

    /// A string as Xcode writes it: bare when it is made of name characters, else in quotes with escapes.
    static func quoted(_ string: String) -> String {
        let bare = !string.isEmpty && string.unicodeScalars.allSatisfy { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "_$/.:-".unicodeScalars.contains(scalar)
        }
        return bare ? string : LayoutTextWriter.quoted(string)
    }
}
