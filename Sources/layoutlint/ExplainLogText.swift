import Foundation
import LayoutModel
import LayoutReaders

/// The text of a log handed to `explain`, or an error that says where it stops being text.
enum ExplainLogText {
    /// `data` as UTF-8, or the diagnostic naming the line and column of its first byte that is not.
    static func decode(_ data: Data, path: String) -> Result<SourceFile, LoadFailure> {
        if let text = String(data: data, encoding: .utf8) { return .success(SourceFile(path: path, text: text)) }
        let bytes = [UInt8](data)
        // The longest valid prefix ends at the bad byte; count lines and columns (in characters) up to it.
        var low = 0
        var high = bytes.count
        while low < high {
            let middle = (low + high + 1) / 2
            if validPrefixLength(bytes, upTo: middle) == middle { low = middle } else { high = middle - 1 }
        }
        let valid = String(decoding: bytes[..<low], as: UTF8.self)
        let lines = valid.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.count
        let column = (lines.last?.count ?? 0) + 1
        let byte = low < bytes.count ? String(format: "0x%02X", bytes[low]) : "end"
        return .failure(LoadFailure(diagnostic: Diagnostic(
            ruleID: ReaderRuleID.unreadableFile, severity: .error,
            message: "the log is not UTF-8 text (byte \(byte)); save it as UTF-8, or paste it through `pbpaste | layoutlint explain`",
            location: SourceLocation(file: path, line: line, column: column))))
    }

    /// How many of the first `count` bytes decode as UTF-8 (a sequence cut by `count` counts as valid).
    private static func validPrefixLength(_ bytes: [UInt8], upTo count: Int) -> Int {
        var index = 0
        while index < count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            var offset = 1
            while offset < length, index + offset < bytes.count {
                if index + offset >= count { return count }
                guard bytes[index + offset] & 0xC0 == 0x80 else { return index }
                offset += 1
            }
            if offset < length { return index }
            // Overlong and surrogate forms are invalid too; String(decoding:) would hide them as U+FFFD.
            if length == 3, lead == 0xE0, bytes[index + 1] < 0xA0 { return index }
            if length == 3, lead == 0xED, bytes[index + 1] > 0x9F { return index }
            if length == 4, lead == 0xF0, bytes[index + 1] < 0x90 { return index }
            if length == 4, lead == 0xF4, bytes[index + 1] > 0x8F { return index }
            index += length
        }
        return count
    }
}
