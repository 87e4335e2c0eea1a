/// Byte-level helpers: the reader works on UTF-8 bytes so one-megabyte lines and binary junk stay cheap.
enum LogBytes {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let bar = UInt8(ascii: "|")
    static let dash = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let star = UInt8(ascii: "*")
    static let at = UInt8(ascii: "@")
    static let comma = UInt8(ascii: ",")
    static let hash = UInt8(ascii: "#")
    static let equals = UInt8(ascii: "=")
    static let backslash = UInt8(ascii: "\\")
    static let tilde = UInt8(ascii: "~")

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == 0x0D
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    /// Characters of a class name as the runtime prints it, mangled or not (`Module.Class`, `_TtC…$…`).
    static func isClassNameByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == dot || byte == UInt8(ascii: "$")
    }

    /// Offset of the first occurrence of `needle` in `haystack[from...]`, or nil.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0, to limit: Int? = nil) -> Int? {
        let end = min(limit ?? haystack.count, haystack.count)
        guard let first = needle.first, end - start >= needle.count, start >= 0 else { return nil }
        var index = start
        let last = end - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                var offset = 1
                while offset < needle.count {
                    if haystack[index + offset] != needle[offset] { matched = false; break }
                    offset += 1
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `haystack` has `needle` at `offset`.
    static func hasPrefix(_ needle: [UInt8], in haystack: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + needle.count <= haystack.count else { return false }
        for (index, byte) in needle.enumerated() where haystack[offset + index] != byte { return false }
        return true
    }

    /// Decodes bytes into a string, replacing invalid UTF-8 rather than failing.
    static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Turns the escapes of a description printed inside an array (`\U201c`, `\"`, `\\`) back into characters.
    static func unescapeRuntimeText(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "\\", let next = scalars.dropFirst().first, next == "\"" || next == "\\" {
                result.unicodeScalars.append(next)
                scalars = scalars.dropFirst(2)
                continue
            }
            if scalar == "\\", scalars.count >= 6,
               let marker = scalars.dropFirst().first, marker == "U" || marker == "u" {
                let hex = String(String.UnicodeScalarView(scalars.dropFirst(2).prefix(4)))
                if hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.unicodeScalars.append(decoded)
                    scalars = scalars.dropFirst(6)
                    continue
                }
            }
            result.unicodeScalars.append(scalar)
            scalars = scalars.dropFirst()
        }
        return result
    }
}
