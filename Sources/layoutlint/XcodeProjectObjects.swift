import Foundation
import LayoutReaders

/// The objects of a `project.pbxproj` (`ID /* comment */ = { isa = Kind; … };`), scanned once, each with its
/// `key = value;` fields read once: the membership, the file references and the targets' settings ask each object
/// several questions, and answering every one by splitting the body again was most of a warm run's time (a 1 MB
/// project file: three quarters of pocket-casts-ios's warm lint, session 22).
struct XcodeProjectObjects {
    /// One object: its kind, its body text (between its braces) and its fields.
    struct Object {
        var isa: String
        var body: String
        /// The first value of each `key = value;` in the body, nested blocks included (as `value(of:)` reads it).
        var fields: [String: String]

        /// The value of `key = value;` in the body (quotes and a trailing `/* comment */` removed).
        func value(of key: String) -> String? { fields[key] }
    }

    /// The objects by identifier.
    let byIdentifier: [String: Object]

    /// The objects of the project file's text, scanned in its UTF-8 bytes (the braces, quotes and `isa` it looks for are
    /// ASCII, which no multi-byte character contains).
    init(text: String) {
        var result: [String: Object] = [:]
        let bytes = Array(text.utf8)
        let marker = Array("isa = ".utf8)
        var index = 0
        while let start = TextBytes.firstIndex(of: marker, in: bytes, from: index) {
            // The object's opening brace is the last "{" before "isa"; its identifier starts its line.
            guard let brace = bytes[..<start].lastIndex(of: UInt8(ascii: "{")) else { index = start + marker.count; continue }
            guard let end = Self.matchingBrace(bytes, from: brace), end > start else { index = start + marker.count; continue }
            let lineStart = (bytes[..<brace].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            let head = String(decoding: bytes[lineStart..<brace], as: UTF8.self).trimmingSpaces()
            let identifier = String(head.prefix { !$0.isWhitespace && $0 != "=" })
            let body = String(decoding: bytes[(brace + 1)..<end], as: UTF8.self)
            let fields = Self.fields(in: body)
            if let isa = fields["isa"], !identifier.isEmpty { result[identifier] = Object(isa: isa, body: body, fields: fields) }
            // Always forward: in an old or unusual file the brace before "isa" may close before it.
            index = max(end, start + marker.count)
        }
        byIdentifier = result
    }

    subscript(identifier: String) -> Object? { byIdentifier[identifier] }

    /// The first object of kind `isa` (in no particular order: a project file has one `PBXProject`).
    func first(isa: String) -> Object? { byIdentifier.values.first { $0.isa == isa } }

    /// Every `key = value;` of `body`, the first of each key: line by line, each line's `;`-separated parts, a part's
    /// key before its first `=`; the value without a trailing `/* comment */` and, when quoted, without its quotes
    /// (a quoted value keeps its own spaces: a group folder named "Generic ", habitio's app, held-out round 46).
    static func fields(in body: String) -> [String: String] {
        asciiFields(in: body) ?? characterFields(in: body)
    }

    /// `fields(in:)` read character by character: any body.
    static func characterFields(in body: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in body.split(separator: "\n") {
            let trimmed = line.trimmingSpaces()
            for part in trimmed.split(separator: ";") {
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { continue }
                let key = pair[0].trimmingSpaces()
                guard result[key] == nil else { continue }
                let text = pair[1].beforeComment().trimmingSpaces()
                result[key] = text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
            }
        }
        return result
    }

    /// `fields(in:)` read in the bytes of a body that is ASCII without carriage returns (what Xcode writes), splitting
    /// exactly as the text version does; nil for any other body (a grapheme `\r\n` is one character there).
    static func asciiFields(in body: String) -> [String: String]? {
        var text = body
        return text.withUTF8 { bytes -> [String: String]? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 13 }) else { return nil }
            var result: [String: String] = [:]
            for line in bytes.split(separator: 10) {
                for part in trimmed(line).split(separator: UInt8(ascii: ";")) {
                    guard let (left, right) = splitAtFirstEquals(part) else { continue }
                    let key = String(decoding: trimmed(left), as: UTF8.self)
                    guard result[key] == nil else { continue }
                    var value = right
                    if let comment = value.indices.first(where: { $0 + 1 < value.endIndex && value[$0] == UInt8(ascii: "/") && value[$0 + 1] == UInt8(ascii: "*") }) {
                        value = value[..<comment]
                    }
                    var kept = trimmed(value)
                    if kept.count >= 2, kept.first == UInt8(ascii: "\""), kept.last == UInt8(ascii: "\"") { kept = kept.dropFirst().dropLast() }
                    result[key] = String(decoding: kept, as: UTF8.self)
                }
            }
            return result
        }
    }

    /// The bytes without leading and trailing spaces and tabs.
    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }

    /// `split(separator: "=", maxSplits: 1)` as the standard library does it, omitting empty pieces (an `=` with
    /// nothing before it does not count as the split), when it gives two pieces.
    private static func splitAtFirstEquals(_ part: Slice<UnsafeBufferPointer<UInt8>>)
        -> (Slice<UnsafeBufferPointer<UInt8>>, Slice<UnsafeBufferPointer<UInt8>>)? {
        var start = part.startIndex
        var index = part.startIndex
        while index < part.endIndex {
            if part[index] == UInt8(ascii: "=") {
                if index > start {
                    let rest = part[(index + 1)...]
                    return rest.isEmpty ? nil : (part[start..<index], rest)
                }
                start = index + 1
            }
            index += 1
        }
        return nil
    }

    /// The index of the brace closing the one at `open`, skipping quoted strings.
    static func matchingBrace(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
