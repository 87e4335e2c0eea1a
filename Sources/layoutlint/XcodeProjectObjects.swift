import Foundation

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
        while let start = Self.find(marker, in: bytes, from: index) {
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

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
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
