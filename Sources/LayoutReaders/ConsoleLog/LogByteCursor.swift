import LayoutModel

/// A read position in a byte buffer, with the small steps the description grammar needs.
struct LogByteCursor {
    let bytes: [UInt8]
    var position: Int
    /// One past the last byte the cursor may read.
    let end: Int

    init(_ bytes: [UInt8], from position: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.position = position
        self.end = Swift.min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { position >= end }

    var peek: UInt8? { position < end ? bytes[position] : nil }

    func peek(at offset: Int) -> UInt8? {
        let index = position + offset
        return index < end && index >= 0 ? bytes[index] : nil
    }

    mutating func skipSpaces() {
        while let byte = peek, LogBytes.isSpace(byte) { position += 1 }
    }

    /// Consumes `text` when it comes next.
    mutating func consume(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard position + needle.count <= end, LogBytes.hasPrefix(needle, in: bytes, at: position) else { return false }
        position += needle.count
        return true
    }

    mutating func consume(byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Whether `text` comes next, without consuming it.
    func sees(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        return position + needle.count <= end && LogBytes.hasPrefix(needle, in: bytes, at: position)
    }

    /// Reads a decimal number (`8`, `-16`, `0.5`, `1e-3`, `+20`).
    mutating func readNumber() -> Double? {
        let start = position
        if peek == LogBytes.dash || peek == LogBytes.plus { position += 1 }
        var sawDigit = false
        while let byte = peek, LogBytes.isDigit(byte) { position += 1; sawDigit = true }
        if peek == LogBytes.dot, let next = peek(at: 1), LogBytes.isDigit(next) {
            position += 1
            while let byte = peek, LogBytes.isDigit(byte) { position += 1; sawDigit = true }
        }
        if sawDigit, let byte = peek, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var probe = position + 1
            if probe < end, bytes[probe] == LogBytes.dash || bytes[probe] == LogBytes.plus { probe += 1 }
            if probe < end, LogBytes.isDigit(bytes[probe]) {
                position = probe
                while let byte = peek, LogBytes.isDigit(byte) { position += 1 }
            }
        }
        guard sawDigit, let value = Double(LogBytes.string(bytes[start..<position])) else {
            position = start
            return nil
        }
        return value
    }

    /// Reads `0x` and hex digits, returning the whole address text (`0x7f8b1c50a8d0`).
    mutating func readAddress() -> String? {
        let start = position
        guard consume("0x") || consume("0X") else { return nil }
        let digitsStart = position
        while let byte = peek, LogBytes.isHexDigit(byte) { position += 1 }
        guard position > digitsStart else { position = start; return nil }
        return "0x" + LogBytes.string(bytes[digitsStart..<position]).lowercased()
    }

    /// Reads letters (an attribute name such as `top`, `minX`, `centerXWithinMargins`).
    mutating func readWord() -> String? {
        let start = position
        while let byte = peek, LogBytes.isAlphanumeric(byte) { position += 1 }
        return position > start ? LogBytes.string(bytes[start..<position]) : nil
    }

    /// Reads a relation `==`, `<=`, `>=`.
    mutating func readRelation() -> Relation? {
        if consume("==") { return .equal }
        if consume("<=") { return .lessThanOrEqual }
        if consume(">=") { return .greaterThanOrEqual }
        return nil
    }
}

