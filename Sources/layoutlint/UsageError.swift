/// A command that cannot go on: exit code 1. Wrong use of the command line (`isUsage`) is followed by a
/// hint to `--help`; every other error (a file that cannot be read or written, a bad configuration or
/// baseline, nothing to lint) says what went wrong and nothing more.
struct UsageError: Error {
    var message: String
    /// Wrong use of the command line, as opposed to a problem with files or input.
    var isUsage: Bool
    init(_ message: String) {
        self.message = message
        isUsage = true
    }

    /// An error that is not about the command line.
    static func input(_ message: String) -> UsageError {
        var error = UsageError(message)
        error.isUsage = false
        return error
    }
}
