/// What a command prints, collected so tests can inspect it and `main` can write it.
struct CommandOutput {
    var standardOutput = ""
    var standardError = ""
}
