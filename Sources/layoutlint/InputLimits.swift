import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much of each kind of input layoutlint reads (docs/limits.md). Every input is read through `BoundedInput`,
/// which stops one byte past the cap, so neither a huge file nor an endless standard input can exhaust memory.
enum InputLimits {
    /// Interface Builder files: FoundationXML's parser (libxml2 without XML_PARSE_HUGE) fails past 10,000,000 bytes
    /// with a bare "error 1"; a file above this cap is refused by name instead.
    static let interfaceBuilderBytes = 10_000_000
    /// Swift source, `.layout` text and `.layout.json` models.
    static let sourceBytes = 8_000_000
    /// Console logs for `explain` (a log costs about eleven times its size in memory while it is read).
    static let logBytes = 64_000_000

    /// The cap for a file of this name (its extension decides).
    static func bytes(forPath path: String) -> Int {
        let lower = path.lowercased()
        return lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") ? interfaceBuilderBytes : sourceBytes
    }

    /// The message for an input above its cap.
    static func tooLargeMessage(limit: Int) -> String {
        "the input is larger than layoutlint's limit of \(limit) bytes for this kind of file; it was not read (see docs/limits.md)"
    }
}

/// Reads a file or standard input, at most `limit` bytes.
enum BoundedInput {
    enum Failure: Error {
        case unreadable
        case tooLarge(limit: Int)
    }

    /// The contents of `path`; `.tooLarge` as soon as more than `limit` bytes are seen (a regular file's size is
    /// checked before anything is read; a FIFO or device is read in chunks and given up one byte past the cap).
    static func contents(atPath path: String, limit: Int) -> Result<Data, Failure> {
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           attributes[.type] as? FileAttributeType == .typeRegular,
           let size = attributes[.size] as? NSNumber, size.int64Value > Int64(limit) {
            return .failure(.tooLarge(limit: limit))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        return read(handle, limit: limit)
    }

    /// Standard input, at most `limit` bytes.
    static func standardInput(limit: Int) -> Result<Data, Failure> {
        read(FileHandle.standardInput, limit: limit)
    }

    /// At most `count` bytes of standard input (whatever it is: an endless source is never read to its end).
    static func standardInputPrefix(_ count: Int) -> Data {
        switch read(FileHandle.standardInput, limit: count - 1) {
        case .success(let data): return data
        case .failure(.tooLarge): return Data(count: count)
        case .failure(.unreadable): return Data()
        }
    }

    static func read(_ handle: FileHandle, limit: Int) -> Result<Data, Failure> {
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count))
            } catch {
                return .failure(.unreadable)
            }
            guard let chunk, !chunk.isEmpty else { return .success(data) }
            data.append(chunk)
            if data.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }
}
