import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a report, baseline or cache so readers never see half a file: into a temporary file beside the
/// destination, then renamed over it (rename is atomic within a file system).
///
/// What the destination is decides how (issue #21): a symbolic link is followed (the file it points to is
/// replaced, the link stays); something that is not a regular file (a FIFO, `/dev/stdout`, a terminal) is written
/// to directly, never replaced by a regular file. A temporary file is removed when the run is interrupted or
/// terminated (SIGINT, SIGTERM, SIGHUP, SIGPIPE); one left by a run that was killed outright (SIGKILL) is
/// removed by the next write to the same destination once its process is gone.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(UsageError) {
        if let descriptor = inheritedDescriptor(path) {
            // `/dev/stdout` when the shell sends standard output to a file (`>> app.log`): opening the name again
            // would write from the file's start, or replace it; the descriptor the process holds keeps its offset and
            // its append mode (issue #21).
            try write(text, through: FileHandle(fileDescriptor: descriptor, closeOnDealloc: false), shownAs: path)
            return
        }
        var info = stat()
        if stat(path, &info) == 0 {
            // `stat` follows links: a folder is refused, anything else that is not a regular file (a FIFO, a terminal) is
            // opened as it is named.
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw .input("cannot write \(path): it is a folder")
            case S_IFREG: break
            default:
                guard let handle = FileHandle(forWritingAtPath: path) else { throw .input("cannot write \(path): \(FileAccess.reason(errno))") }
                defer { try? handle.close() }
                try write(text, through: handle, shownAs: path)
                return
            }
        }
        let target = resolvedDestination(path)
        let destination = URL(fileURLWithPath: target)
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            throw .input("cannot write \(path): the folder \(folder.path) does not exist")
        }
        removeStaleTemporaries(in: folder.path, for: destination.lastPathComponent)
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        TemporaryFileCleanup.begin(temporary.path)
        defer { TemporaryFileCleanup.end() }
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

    /// The descriptor a path names that the process already holds open: `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
    /// `/proc/self/fd/N`; nil for any other path or a descriptor that is not open.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        var descriptor: Int32?
        switch path {
        case "/dev/stdout": descriptor = 1
        case "/dev/stderr": descriptor = 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) { descriptor = Int32(path.dropFirst(prefix.count)) }
        }
        guard let descriptor, fcntl(descriptor, F_GETFD) != -1 else { return nil }
        return descriptor
    }

    /// `path` with symbolic links followed (up to 32 of them); the path itself when it does not exist yet.
    static func resolvedDestination(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(link).path
        }
        return current
    }

    private static func write(_ text: String, through handle: FileHandle, shownAs path: String) throws(UsageError) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw UsageError("cannot write \(path) (\(error.localizedDescription))")
        }
    }

    /// Removes `.<name>.<pid>.<id>.tmp` files beside the destination whose process no longer exists.
    private static func removeStaleTemporaries(in folder: String, for name: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        let prefix = ".\(name)."
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let parts = entry.dropFirst(prefix.count).split(separator: ".")
            guard parts.count == 3, let pid = Int32(parts[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(entry))
            }
        }
    }
}

/// The temporary file being written, kept where a signal handler may read it (a fixed C buffer: a handler must not
/// touch Swift strings), and the handlers that remove it before the process ends on a signal.
enum TemporaryFileCleanup {
    private static let capacity = 4096
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    nonisolated(unsafe) private static var installed = false

    static func begin(_ path: String) {
        installHandlers()
        let bytes = Array(path.utf8CString)
        guard bytes.count <= capacity else { return }
        for (index, byte) in bytes.enumerated().reversed() { buffer[index] = byte }
    }

    static func end() { buffer[0] = 0 }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        _ = buffer
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            signal(signalNumber) { received in
                TemporaryFileCleanup.removeFromHandler()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Only async-signal-safe calls: `unlink` on the fixed buffer.
    fileprivate static func removeFromHandler() {
        if buffer[0] != 0 { unlink(buffer) }
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
