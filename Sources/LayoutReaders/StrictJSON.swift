/// A strict JSON reader for the files people write by hand (`.layoutlint.json`, baselines) and `.layout.json` models: RFC 8259 only (no
/// trailing commas, no comments), duplicate keys refused, and every error placed at a line and column.
public enum StrictJSON {
    /// A parsed value; objects keep their keys' order and where each value starts.
    public indirect enum Value: Equatable, Sendable {
        case object([Member])
        case array([Value])
        case string(String)
        /// The number as written and its value.
        case number(String, Double)
        case bool(Bool)
        case null

        /// What this value is, for error messages.
        public var kind: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }

        public subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
    }

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: Value
        /// Where the key starts (1-based).
        public var line: Int
        public var column: Int
    }

    /// Why the text is not JSON, and where.
    public struct ParseError: Error, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The JSON value `text` holds; throws where it is not strict JSON.
    public static func parse(_ text: String) throws(ParseError) -> Value {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    /// Arrays and objects nested deeper than this are refused: each level is a frame of the recursive parser (and of
    /// the values' release), and 50,000 levels overflowed the stack. Configurations and baselines nest three deep.
    public static let maximumNesting = 512

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var nesting = 0

        func error(_ message: String, at position: Int? = nil) -> ParseError {
            let end = min(position ?? index, bytes.count)
            var line = 1, column = 1, offset = 0
            while offset < end {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[offset] & 0xC0 != 0x80 {
                    column += 1
                }
                offset += 1
            }
            return ParseError(line: line, column: column, message: message)
        }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x\(String(byte, radix: 16))"
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws(ParseError) -> Value {
            guard index < bytes.count else { throw error("expected a value, found the end of the file") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard nesting < StrictJSON.maximumNesting else {
                    throw error("arrays and objects nested more than \(StrictJSON.maximumNesting) deep")
                }
                nesting += 1
                defer { nesting -= 1 }
                return bytes[index] == UInt8(ascii: "{") ? try object() : try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
            case UInt8(ascii: "'"): throw error("strings take double quotes (\") in JSON")
            default: throw error("expected a value, found \(describeCurrent())")
            }
        }

        mutating func literal(_ word: String) throws(ParseError) {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("expected a value, found \(describeCurrent())")
            }
            index += expected.count
        }

        mutating func object() throws(ParseError) -> Value {
            index += 1
            var members: [Member] = []
            var seen: [String: (Int, Int)] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object([]) }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw error("the object is not closed (expected '}')") }
                if bytes[index] == UInt8(ascii: "}") { throw error("trailing comma before '}'", at: previousComma()) }
                guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes, found \(describeCurrent())") }
                let keyStart = index
                let key = try string()
                let place = error("", at: keyStart)
                if let first = seen[key] {
                    throw error("duplicate key \"\(key)\" (first at line \(first.0), column \(first.1))", at: keyStart)
                }
                seen[key] = (place.line, place.column)
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())") }
                index += 1
                skipWhitespace()
                members.append(Member(key: key, value: try value(), line: place.line, column: place.column))
                skipWhitespace()
                guard index < bytes.count else { throw error("the object is not closed (expected '}')") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw error("expected ',' or '}' after a value, found \(describeCurrent())")
            }
        }

        mutating func array() throws(ParseError) -> Value {
            index += 1
            var elements: [Value] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw error("the array is not closed (expected ']')") }
                if bytes[index] == UInt8(ascii: "]") { throw error("trailing comma before ']'", at: previousComma()) }
                elements.append(try value())
                skipWhitespace()
                guard index < bytes.count else { throw error("the array is not closed (expected ']')") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                throw error("expected ',' or ']' after a value, found \(describeCurrent())")
            }
        }

        /// The position of the comma before the current byte (for trailing-comma errors).
        func previousComma() -> Int {
            var position = index - 1
            while position > 0, bytes[position] != UInt8(ascii: ",") { position -= 1 }
            return position
        }

        mutating func string() throws(ParseError) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() { if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() } }
            while true {
                guard index < bytes.count else { throw error("the string is not closed (expected '\"')", at: start) }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { index += 1; break }
                if byte < 0x20 { throw error(byte == 0x0A ? "the string is not closed on its line" : "control character in a string") }
                if byte != UInt8(ascii: "\\") { run.append(byte); index += 1; continue }
                flush()
                index += 1
                guard index < bytes.count else { throw error("the string is not closed (expected '\"')", at: start) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape", at: index - 6) }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: index - 2)
                }
            }
            flush()
            return String(scalars)
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw error("\\u needs four hexadecimal digits")
            }
            index += 4
            return code
        }

        mutating func number() throws(ParseError) -> Value {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            let integerStart = index
            guard digits() > 0 else { throw error("expected digits in a number", at: index) }
            if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 { throw error("numbers do not start with 0", at: integerStart) }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("expected digits after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("expected digits in the exponent") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return .number(text, Double(text) ?? .nan)
        }
    }
}
