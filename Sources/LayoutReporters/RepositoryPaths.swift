import Foundation

/// Turns the paths diagnostics carry into repository-relative ones with `/` separators,
/// the form SARIF, GitLab, GitHub annotations and baselines need to match across machines.
public struct RepositoryPaths: Sendable, Hashable {
    /// Absolute path of the repository root (the git root, or the current folder outside a repository).
    public var root: String
    /// Absolute path relative paths are resolved against.
    public var currentDirectory: String

    public init(root: String, currentDirectory: String) {
        self.root = Self.normalized(root)
        self.currentDirectory = Self.normalized(currentDirectory)
    }

    /// Relative to the current folder, whatever it is: keeps relative paths as they are (minus `./`).
    public static let unrooted = RepositoryPaths(root: "/", currentDirectory: "/")

    /// The git root at or above `directory` (the folder holding `.git`), or `directory` itself outside a repository.
    public static func discover(from directory: String = FileManager.default.currentDirectoryPath) -> RepositoryPaths {
        let start = normalized(directory)
        var candidate = start
        while true {
            if FileManager.default.fileExists(atPath: candidate == "/" ? "/.git" : candidate + "/.git") {
                return RepositoryPaths(root: candidate, currentDirectory: start)
            }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { break }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
        return RepositoryPaths(root: start, currentDirectory: start)
    }

    /// `path` relative to the root when it lies inside it; otherwise its normalised absolute path.
    public func relative(_ path: String) -> String {
        if path.isEmpty { return path }
        let absolute = path.hasPrefix("/") ? Self.normalized(path) : Self.normalized(currentDirectory + "/" + path)
        if root == "/" { return path.hasPrefix("/") ? absolute : String(absolute.dropFirst()) }
        if absolute == root { return "." }
        if absolute.hasPrefix(root + "/") { return String(absolute.dropFirst(root.count + 1)) }
        return absolute
    }

    /// Backslashes to slashes, `.` and `..` resolved lexically (symbolic links are left alone on purpose:
    /// both sides of a comparison go through the same spelling).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.replacingOccurrences(of: "\\", with: "/").split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
