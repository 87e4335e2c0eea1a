/// Searching a file's text in its UTF-8 bytes: Foundation's `contains` bridges the whole text to `NSString` and the
/// standard library's generic collection search instantiates metadata per call, and the readers ask this of every
/// file before deciding to parse it (half a warm run's time on a large app with the generic search, session 22).
extension String {
    /// Whether the text's bytes contain `needle`'s.
    public func containsBytes(of needle: String) -> Bool {
        var text = self
        var pattern = needle
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in TextBytes.firstIndex(of: needle, in: haystack) != nil }
        }
    }
}

/// Byte-string search.
public enum TextBytes {
    /// Where `needle` first starts in `haystack`; an empty needle is found at 0.
    public static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first else { return 0 }
        guard needle.count <= haystack.count else { return nil }
        var index = 0
        let last = haystack.count - needle.count
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
