import LayoutModel

/// The screens an app allows when its app delegate answers `application(_:supportedInterfaceOrientationsFor:)`
/// (Objective-C `application:supportedInterfaceOrientationsForWindow:`): UIKit takes that answer over the
/// Info.plist's orientations for every window ("the app delegate's implementation … overrides the values in
/// Info.plist", UIApplicationDelegate documentation), so `return .portrait` keeps every screen off landscape.
/// The body is read as SupportedOrientations reads a controller's override; any other word in it (a stored lock a
/// screen changes, a call) leaves the answer unknown: nil.
public enum AppDelegateOrientations {
    private static let selectors = ["supportedInterfaceOrientationsForWindow", "supportedInterfaceOrientationsFor"]

    /// Whether a file may hold the app delegate's answer (its name names a delegate), so only those are read early.
    public static func mayHoldAnswer(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.contains("Delegate") && (name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm"))
    }

    /// The screens the answer in `text` allows; nil when the text has none or its words do not say.
    public static func screens(inSource text: String) -> Set<DeviceForm>? {
        let bytes = Array(text.utf8)
        for selector in selectors {
            guard let start = firstOccurrence(of: Array(selector.utf8), in: bytes),
                  let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")),
                  let close = matchingClose(of: open, in: bytes) else { continue }
            return SupportedOrientations.screens(fromBodyWords: words(in: bytes[(open + 1)..<close]))
        }
        return nil
    }

    private static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func matchingClose(of open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        for index in open..<bytes.count {
            if bytes[index] == UInt8(ascii: "{") { depth += 1 }
            if bytes[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The identifiers of a body; a comment or a string makes it unreadable (an empty answer: nil above).
    private static func words(in body: ArraySlice<UInt8>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in body {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\"") { return ["?"] }
            let isWordByte = byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            if isWordByte {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        // Numbers are not names (`0x1` or a raw mask value would otherwise be read as an unknown word).
        return words.filter { !($0.first.map { $0.isNumber } ?? false) }
    }
}
