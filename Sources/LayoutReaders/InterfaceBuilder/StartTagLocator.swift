/// Finds where each start tag begins in the source text.
///
/// XMLParser reports the position where it finished reading a start tag (on Linux the `>`, on
/// multi-line tags the last line), but diagnostics must point at the `<`. Start tags arrive in
/// document order, so walking the text once, tag by tag, gives the exact position of each.
struct StartTagLocator {
    private let bytes: [UInt8]
    private var cursor = 0
    private var line = 1
    private var lineStart = 0
    /// The last column computed on the current line and its offset: columns are counted on from there, so many
    /// tags on one line cost one pass over it (counting from the line start each time was quadratic: 480 KB, 21 s).
    private var counted: (offset: Int, characters: Int) = (0, 0)

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// The 1-based line and column of the next start tag called `name`; nil when the text and the parser disagree.
    mutating func next(named name: String) -> (line: Int, column: Int)? {
        let nameBytes = Array(name.utf8)
        while let start = nextTagStart() {
            let afterName = start + 1 + nameBytes.count
            let matches = afterName <= bytes.count
                && Array(bytes[(start + 1)..<afterName]) == nameBytes
                && (afterName == bytes.count || Self.endsName(bytes[afterName]))
            advance(to: start + 1)
            if matches { return (line, column(of: start)) }
        }
        return nil
    }

    /// The offset of the next `<` that opens an element, skipping comments, CDATA, declarations and end tags.
    private mutating func nextTagStart() -> Int? {
        while cursor < bytes.count {
            guard let open = firstIndex(of: UInt8(ascii: "<"), from: cursor) else {
                advance(to: bytes.count)
                return nil
            }
            advance(to: open)
            let following = open + 1 < bytes.count ? bytes[open + 1] : 0
            switch following {
            case UInt8(ascii: "!"):
                let terminator: [UInt8] = hasPrefix("<!--", at: open) ? Array("-->".utf8)
                    : hasPrefix("<![CDATA[", at: open) ? Array("]]>".utf8) : Array(">".utf8)
                advance(to: (firstIndex(of: terminator, from: open + 2) ?? bytes.count - terminator.count) + terminator.count)
            case UInt8(ascii: "?"):
                advance(to: (firstIndex(of: Array("?>".utf8), from: open + 2) ?? bytes.count - 2) + 2)
            case UInt8(ascii: "/"):
                advance(to: open + 2)
            default:
                return open
            }
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    private func hasPrefix(_ prefix: String, at offset: Int) -> Bool {
        let prefixBytes = Array(prefix.utf8)
        return offset + prefixBytes.count <= bytes.count && Array(bytes[offset..<(offset + prefixBytes.count)]) == prefixBytes
    }

    private func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func firstIndex(of pattern: [UInt8], from offset: Int) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = offset
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// Moves the cursor forward, counting the lines it passes.
    private mutating func advance(to offset: Int) {
        let target = min(max(offset, cursor), bytes.count)
        while cursor < target {
            if bytes[cursor] == UInt8(ascii: "\n") {
                line += 1
                lineStart = cursor + 1
            }
            cursor += 1
        }
    }

    /// Column in characters, not bytes, so non-ASCII text before the tag does not shift it.
    private mutating func column(of offset: Int) -> Int {
        if counted.offset < lineStart || counted.offset > offset { counted = (lineStart, 0) }
        var characters = counted.characters
        for index in counted.offset..<offset where bytes[index] & 0xC0 != 0x80 { characters += 1 }
        counted = (offset, characters)
        return characters + 1
    }
}
