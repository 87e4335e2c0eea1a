/// Searching a file's text in its UTF-8 bytes: Foundation's `contains` bridges the whole text to `NSString` and the
/// standard library's generic collection search instantiates metadata per call, and the readers ask this of every
/// file before deciding to parse it (half a warm run's time on a large app with the generic search, session 22).
extension String {
    /// Whether the text's bytes contain `needle`'s.
    public func containsBytes(of needle: String) -> Bool {
        var text = self
        let pattern = Array(needle.utf8)
        return text.withUTF8 { TextBytes.firstIndex(of: pattern, in: $0) != nil }
    }
}

/// Byte-string search, one loop for every reader and project-file scan that looks for ASCII words in bytes.
public enum TextBytes {
    /// Where `needle` first starts in `haystack` at or after `start` (its start index when nil); an empty needle is
    /// found at `start`.
    @inlinable
    public static func firstIndex<Haystack: RandomAccessCollection>(of needle: [UInt8], in haystack: Haystack, from start: Int? = nil) -> Int?
        where Haystack.Element == UInt8, Haystack.Index == Int {
        var index = start ?? haystack.startIndex
        guard let first = needle.first else { return index }
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
