import Foundation

/// Writes a report or baseline so readers never see half a file: into a temporary file beside the
/// destination, then renamed over it (rename is atomic within a file system).
enum OutputFile {
    static func write(_ text: String, to path: String) throws(UsageError) {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .input("cannot write \(path): it is a folder")
        }
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            throw .input("cannot write \(path): the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw .input("cannot write \(path): \(FileAccess.reason(errno)) (creating a temporary file in \(folder.path))")
        }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                let code = errno
                close(descriptor)
                unlink(temporary.path)
                throw .input("cannot write \(path): \(FileAccess.reason(code))")
            }
            written += result
        }
        close(descriptor)
        if rename(temporary.path, destination.path) != 0 {
            let code = errno
            unlink(temporary.path)
            throw .input("cannot write \(path): \(FileAccess.reason(code))")
        }
    }
}

extension OutputFile {
    /// Appends to a file others also append to (GitHub's step summary); failures are ignored, the summary is a courtesy.
    static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }() else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
