/// The exit codes scripts and CI rely on.
enum ExitCode: Int32 {
    /// Nothing of error severity was found.
    case success = 0
    /// Bad usage, or input that could not be read (missing file, syntax error).
    case usageOrInput = 1
    /// At least one diagnostic of error severity (or a warning under `--strict`).
    case lintErrors = 2
}
