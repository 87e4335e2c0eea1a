/// 64-bit FNV-1a: a small, fast, platform-independent hash for cache keys and fingerprints.
///
/// Not cryptographic. Chosen because the package has no dependencies (CryptoKit is not on Linux) and because
/// the same bytes must hash the same on every machine and every run, which `Hasher` does not promise.
public struct StableHash: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Mixes in bytes.
    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// Mixes in a string's UTF-8 followed by a separator, so ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: $0) }
        combine(bytes: CollectionOfOne(0xff))
    }

    /// 16 lowercase hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of these strings, in hexadecimal.
    public static func hex(_ parts: String...) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }
}
