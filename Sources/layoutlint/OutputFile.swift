import Foundation

/// Writes a report or baseline so readers never see half a file: into a temporary file beside the
/// destination, then renamed over it (rename is atomic within a file system).
enum OutputFile {
    static func write(_ text: String, to path: String) throws(UsageError) {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
            throw UsageError("cannot write \(path)")
        }
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw UsageError("cannot write \(path) (\(String(cString: strerror(errno))))")
        }
    }
}

extension OutputFile {
    /// Appends to a file others also append to (GitHub's step summary); failures are ignored, the summary is a courtesy.
    static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }() else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
