import Foundation

/// `[312/2000] Sources/Feed/FeedCell.swift` on one rewritten line of standard error, shown only when standard
/// error is a terminal (never in CI logs or pipes) and redrawn at most every 50 ms.
final class ProgressDisplay: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var done = 0
    private var lastDraw = Date.distantPast
    private let write: @Sendable (String) -> Void

    init(total: Int, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.write = write
    }

    /// A display writing to standard error, or nil when standard error is not a terminal.
    static func forTerminal(total: Int) -> ProgressDisplay? {
        guard isatty(STDERR_FILENO) != 0, total > 0 else { return nil }
        return ProgressDisplay(total: total) { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Counts finished files; the last one named is shown.
    func advance(by count: Int = 1, current path: String) {
        lock.lock()
        defer { lock.unlock() }
        done = min(total, done + count)
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.05 else { return }
        lastDraw = now
        write("\r\u{1B}[K[\(done)/\(total)] \(path)")
    }

    /// Clears the line so the report and summary start on a clean one.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        write("\r\u{1B}[K")
    }
}
