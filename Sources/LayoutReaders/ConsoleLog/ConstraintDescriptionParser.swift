import LayoutModel

/// Parses one `<NSLayoutConstraint:0x… …>` description, in any of the forms the runtime, SnapKit and
/// Masonry print.
enum ConstraintDescriptionParser {
    enum Outcome {
        case parsed(ParsedConstraintDescription, endOffset: Int)
        /// The text ran out before the description ended: a wrapped line may hold the rest.
        case needsMoreText
        case failed(reason: String)
    }

    /// Longest description considered; stops junk from making the search quadratic.
    static let maximumLength = 8192
    /// How many `>` candidates for the closing bracket are tried.
    static let maximumClosingCandidates = 48

    /// Whether a description header (`<…Constraint:0x`) starts at `offset`.
    static func startsDescription(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == LogBytes.less else { return false }
        if offset + 1 < bytes.count, bytes[offset + 1] == LogBytes.less {
            // `<<MyApp.LayoutConstraint:0x…> <UIView:0x…>.top == …>`: older layout libraries bracket the header and the items.
            return startsDescription(bytes, at: offset + 1)
        }
        var cursor = LogByteCursor(bytes, from: offset + 1, to: min(bytes.count, offset + 600))
        guard let className = LogItemReferenceParser.readClassName(&cursor), className.contains("Constraint") else { return false }
        if cursor.isAtEnd { return true }
        guard cursor.consume(byte: LogBytes.colon) else { return false }
        // An address, a Masonry key, or the end of a line that was cut off.
        guard let next = cursor.peek else { return true }
        if next == LogBytes.space {
            // `<NSAutoresizingMaskLayoutConstraint: 0x15df97b0> (null)`: a form some old releases printed; read as a
            // description so what cannot be made of it is noted rather than passed over.
            cursor.position += 1
            return cursor.sees("0x")
        }
        return cursor.sees("0x") || LogBytes.isLetter(next) || next == UInt8(ascii: "_")
    }

    /// The address of a description that starts `<Class:0x…`, however the rest of it reads.
    static func address(in bytes: [UInt8]) -> String? {
        guard var open = bytes.firstIndex(of: LogBytes.less) else { return nil }
        if open + 1 < bytes.count, bytes[open + 1] == LogBytes.less { open += 1 }
        var cursor = LogByteCursor(bytes, from: open + 1, to: min(bytes.count, open + 600))
        guard LogItemReferenceParser.readClassName(&cursor) != nil, cursor.consume(byte: LogBytes.colon) else { return nil }
        if cursor.peek == LogBytes.space { cursor.position += 1 }
        guard let address = cursor.readAddress(), cursor.isAtEnd || cursor.peek.map(LogBytes.isSpace) == true else { return nil }
        return address
    }

    /// Parses the description starting with `<` at `offset`.
    static func parse(_ bytes: [UInt8], at offset: Int) -> Outcome {
        let limit = min(bytes.count, offset + maximumLength)
        var cursor = LogByteCursor(bytes, from: offset + 1, to: limit)
        // `<<MyApp.LayoutConstraint:0x…> …>`: the header is bracketed on its own inside the description.
        let isBracketedHeader = cursor.consume(byte: LogBytes.less)
        guard let constraintClass = LogItemReferenceParser.readClassName(&cursor) else {
            return cursor.isAtEnd ? .needsMoreText : .failed(reason: "no constraint class")
        }
        if cursor.isAtEnd { return .needsMoreText }
        guard cursor.consume(byte: LogBytes.colon) else { return .failed(reason: "no address after \(constraintClass)") }
        if cursor.peek == LogBytes.space, LogBytes.hasPrefix(Array("0x".utf8), in: bytes, at: cursor.position + 1) { cursor.position += 1 }
        // Masonry prints a constraint's `mas_key` where the address would be.
        var address: String?
        var masonryKey: String?
        if let read = cursor.readAddress() {
            address = read
        } else if cursor.end - cursor.position < 3 {
            return .needsMoreText
        } else if let key = readKey(&cursor) {
            masonryKey = key
        } else {
            return .failed(reason: "no address")
        }
        var sourceHint: String?
        if cursor.peek == LogBytes.at {
            // SnapKit: `@path/with spaces/File.swift#88 ` — the path ends at `#digits`.
            guard let hash = LogBytes.find([LogBytes.hash], in: bytes, from: cursor.position, to: limit) else {
                return limit == bytes.count ? .needsMoreText : .failed(reason: "SnapKit location without #line")
            }
            var after = LogByteCursor(bytes, from: hash + 1, to: limit)
            while let byte = after.peek, LogBytes.isDigit(byte) { after.position += 1 }
            sourceHint = LogBytes.string(bytes[(cursor.position + 1)..<after.position])
            cursor.position = after.position
        }
        if isBracketedHeader {
            if cursor.isAtEnd { return .needsMoreText }
            guard cursor.consume(byte: LogBytes.greater) else { return .failed(reason: "no '>' after the bracketed header") }
        }
        let bodyStart = cursor.position
        var candidates = 0
        var searchFrom = bodyStart
        var lastReason = "no closing '>'"
        while let close = LogBytes.find([LogBytes.greater], in: bytes, from: searchFrom, to: limit) {
            searchFrom = close + 1
            // `>=` is a relation, never the end.
            if close + 1 < bytes.count, bytes[close + 1] == LogBytes.equals { continue }
            candidates += 1
            if candidates > maximumClosingCandidates { break }
            switch parseBody(bytes, from: bodyStart, to: close) {
            case .success(var description):
                description.constraintClass = constraintClass
                description.address = address
                description.sourceHint = sourceHint
                if let masonryKey, description.identifier == nil { description.identifier = masonryKey }
                description.rawText = LogBytes.string(bytes[offset...close])
                return .parsed(description, endOffset: close + 1)
            case .failure(let failure):
                lastReason = failure.reason
            }
        }
        if limit == bytes.count && candidates <= maximumClosingCandidates { return .needsMoreText }
        return .failed(reason: lastReason)
    }

    struct BodyFailure: Error { var reason: String }

    /// A Masonry key: letters, digits and underscores.
    static func readKey(_ cursor: inout LogByteCursor) -> String? {
        let start = cursor.position
        while let byte = cursor.peek, LogBytes.isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == LogBytes.dash {
            cursor.position += 1
        }
        return cursor.position > start ? LogBytes.string(cursor.bytes[start..<cursor.position]) : nil
    }

    /// Parses what lies between the address and the closing `>`.
    static func parseBody(_ bytes: [UInt8], from start: Int, to end: Int) -> Result<ParsedConstraintDescription, BodyFailure> {
        var bodyEnd = end
        while bodyEnd > start, LogBytes.isSpace(bytes[bodyEnd - 1]) { bodyEnd -= 1 }
        var isActive = true
        var bindings: [String: LogItemReference] = [:]
        if let clause = trailingClause(bytes, from: start, to: bodyEnd) {
            switch parseClause(bytes, from: clause, to: bodyEnd) {
            case .success(let parsed):
                isActive = parsed.isActive
                bindings = parsed.bindings
            case .failure(let failure):
                return .failure(failure)
            }
            bodyEnd = clause
            while bodyEnd > start, LogBytes.isSpace(bytes[bodyEnd - 1]) { bodyEnd -= 1 }
        }
        var isLeftToRight = false
        for suffix in ["(LTR)", "(RTL)"] where bodyEnd - start >= 5 && LogBytes.hasPrefix(Array(suffix.utf8), in: bytes, at: bodyEnd - 5) {
            isLeftToRight = true
            bodyEnd -= 5
        }
        var cursor = LogByteCursor(bytes, from: start, to: bodyEnd)
        cursor.skipSpaces()
        var identifier: String?
        if cursor.peek == LogBytes.quote {
            // The identifier ends at the first quote followed by a space; identifiers rarely hold one.
            let textStart = cursor.position + 1
            var index = textStart
            while index < bodyEnd, !(bytes[index] == LogBytes.quote && (index + 1 == bodyEnd || LogBytes.isSpace(bytes[index + 1]))) {
                index += 1
            }
            guard index < bodyEnd else { return .failure(BodyFailure(reason: "unterminated identifier")) }
            identifier = LogBytes.unescapeRuntimeText(LogBytes.string(bytes[textStart..<index]))
            cursor.position = index + 1
            cursor.skipSpaces()
        }
        var notation: String?
        if cursor.sees("h=") || cursor.sees("v=") {
            let notationStart = cursor.position
            var parts = 0
            while parts < 2, cursor.sees("h=") || cursor.sees("v=") {
                cursor.position += 2
                for _ in 0..<3 {
                    guard let byte = cursor.peek, byte == LogBytes.dash || byte == UInt8(ascii: "&") else {
                        return .failure(BodyFailure(reason: "bad autoresizing notation"))
                    }
                    cursor.position += 1
                }
                parts += 1
                let beforeSpace = cursor.position
                cursor.skipSpaces()
                if !(cursor.sees("h=") || cursor.sees("v=")) { cursor.position = max(beforeSpace, cursor.position) }
            }
            notation = LogBytes.string(bytes[notationStart..<cursor.position]).trimmingLogSpaces
            cursor.skipSpaces()
        }
        let formula: Result<ParsedConstraintDescription, BodyFailure>
        if cursor.sees("H:") || cursor.sees("V:") {
            formula = VisualFormatDescriptionParser.parse(&cursor, bindings: bindings, leftToRight: isLeftToRight)
        } else {
            formula = EquationDescriptionParser.parse(&cursor, bindings: bindings)
        }
        guard case .success(var description) = formula else { return formula }
        cursor.skipSpaces()
        readContentSizePriorities(&cursor, into: &description)
        guard cursor.isAtEnd else {
            return .failure(BodyFailure(reason: "unexpected text '\(LogBytes.string(bytes[cursor.position..<min(bodyEnd, cursor.position + 20)]))'"))
        }
        description.identifier = identifier
        description.autoresizingNotation = notation
        description.isActive = isActive
        description.bindings = bindings
        return .success(description)
    }

    /// `Hug:250 CompressionResistance:750` after an `NSContentSizeLayoutConstraint`'s size: the intrinsic size holds as
    /// `<=` at the hugging priority and as `>=` at the compression resistance. One model constraint keeps the stronger
    /// half (both: `==`); the weaker half is below it, so it can take part in no conflict the stronger one does not.
    private static func readContentSizePriorities(_ cursor: inout LogByteCursor, into description: inout ParsedConstraintDescription) {
        var probe = cursor
        guard probe.consume("Hug:"), let hugging = probe.readNumber() else { return }
        probe.skipSpaces()
        guard probe.consume("CompressionResistance:"), let resistance = probe.readNumber() else { return }
        probe.skipSpaces()
        cursor = probe
        guard description.relation == .equal else { return }
        if hugging == resistance {
            description.priority = Priority(hugging)
        } else if resistance > hugging {
            description.relation = .greaterThanOrEqual
            description.priority = Priority(resistance)
        } else {
            description.relation = .lessThanOrEqual
            description.priority = Priority(hugging)
        }
    }

    /// Start of a trailing `(active…)`, `(inactive…)` or `(Names: …)` clause, if the body ends with one.
    private static func trailingClause(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard end > start, bytes[end - 1] == LogBytes.closeParen else { return nil }
        var best: Int?
        for marker in ["(active", "(inactive", "(Names:", "(names:"] {
            var from = start
            let needle = Array(marker.utf8)
            while let found = LogBytes.find(needle, in: bytes, from: from, to: end) {
                if best == nil || found > best! { best = found }
                from = found + 1
            }
        }
        return best
    }

    private struct Clause { var isActive: Bool; var bindings: [String: LogItemReference] }

    /// `(active)`, `(inactive, names: '|':UIView:0x… )`, `(Names: '|':UIView:0x… )`.
    private static func parseClause(_ bytes: [UInt8], from start: Int, to end: Int) -> Result<Clause, BodyFailure> {
        var cursor = LogByteCursor(bytes, from: start + 1, to: end - 1)
        var clause = Clause(isActive: true, bindings: [:])
        if cursor.consume("inactive") {
            clause.isActive = false
        } else {
            _ = cursor.consume("active")
        }
        cursor.skipSpaces()
        _ = cursor.consume(byte: LogBytes.comma)
        cursor.skipSpaces()
        guard cursor.consume("names:") || cursor.consume("Names:") else {
            cursor.skipSpaces()
            return cursor.isAtEnd ? .success(clause) : .failure(BodyFailure(reason: "unknown clause"))
        }
        while true {
            cursor.skipSpaces()
            if cursor.isAtEnd { break }
            if cursor.consume("'|':") {
                guard let item = LogItemReferenceParser.read(&cursor, context: .binding, bindings: [:]) else {
                    return .failure(BodyFailure(reason: "bad '|' binding"))
                }
                clause.bindings["|"] = item
            } else {
                // `name:0xADDR`, where the name may hold dots and even `...` (a truncated class name).
                guard let colon = LogBytes.find(Array(":0x".utf8), in: bytes, from: cursor.position, to: cursor.end) else {
                    return .failure(BodyFailure(reason: "bad names binding"))
                }
                let name = LogBytes.string(bytes[cursor.position..<colon])
                cursor.position = colon + 1
                guard !name.isEmpty, let address = cursor.readAddress() else { return .failure(BodyFailure(reason: "bad names binding")) }
                clause.bindings[name] = LogItemReference(address: address, name: name)
            }
            cursor.skipSpaces()
            _ = cursor.consume(byte: LogBytes.comma)
        }
        return .success(clause)
    }
}

extension String {
    var trimmingLogSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
