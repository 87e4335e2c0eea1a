import Foundation

/// Reading a file the user named, with the reason when it fails (missing, a folder, permission denied…).
enum FileAccess {
    /// The file's bytes; the error says which file and why ("cannot read the baseline b.json: no such file").
    static func read(_ path: String, what: String = "") throws(UsageError) -> Data {
        let name = what.isEmpty ? path : "\(what) \(path)"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .input("cannot read \(name): \(whyUnreachable(path) ?? "no such file")")
        }
        if isDirectory.boolValue { throw .input("cannot read \(name): it is a folder") }
        guard let handle = fopen(path, "rb") else {
            throw .input("cannot read \(name): \(reason(errno))")
        }
        defer { fclose(handle) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count > 0 { data.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count {
                if ferror(handle) != 0 { throw .input("cannot read \(name): \(reason(errno))") }
                break
            }
        }
        return data
    }

    /// Why a path that `fileExists` denies cannot be opened, when it is more than "it does not exist": a loop of
    /// symbolic links (`stat` fails with ELOOP; it used to be reported as "no such file"), a link to nothing, or the
    /// system's reason (permission denied on a folder on the way). Nil when nothing by that name exists.
    static func whyUnreachable(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 { return nil }
        let code = errno
        switch code {
        case ELOOP: return "a loop of symbolic links (too many levels of symbolic links)"
        case ENOENT: return lstat(path, &status) == 0 ? "a symbolic link to a file that does not exist" : nil
        default: return reason(code)
        }
    }

    /// Why a path cannot be read, as lint says it: no such file, a loop of symbolic links, or the system's reason.
    static func whyUnreadable(_ path: String) -> String {
        whyUnreachable(path) ?? (FileManager.default.fileExists(atPath: path) ? "permission denied or not a readable file" : "no such file")
    }

    /// `strerror` in lower case, as the rest of a sentence ("permission denied").
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
