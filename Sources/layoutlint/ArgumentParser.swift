import LayoutModel

/// Our own small command-line parser: `--flag`, `--option value`, `--option=value`, `--` and positionals.
struct ArgumentParser {
    /// What a command accepts.
    struct Specification {
        var flags: Set<String> = []
        var options: Set<String> = []
        /// Short aliases: `-h` → `--help`.
        var aliases: [String: String] = ["-h": "--help"]
        var maximumPositionals = Int.max
    }

    /// What was given.
    struct Parsed {
        var flags: Set<String> = []
        var options: [String: [String]] = [:]
        var positionals: [String] = []

        func has(_ flag: String) -> Bool { flags.contains(flag) }
        func value(_ option: String) -> String? { options[option]?.last }
    }

    let specification: Specification

    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if let alias = specification.aliases[argument] { argument = alias }
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if specification.flags.contains(argument) {
                guard inlineValue == nil else { throw UsageError("\(argument) takes no value") }
                parsed.flags.insert(argument)
            } else if specification.options.contains(argument) {
                if let inlineValue {
                    parsed.options[argument, default: []].append(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.options[argument, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("\(argument) needs a value")
                }
            } else {
                let known = specification.flags.union(specification.options)
                let hint = known.min { editDistance($0, argument) < editDistance($1, argument) }
                    .flatMap { editDistance($0, argument) <= 3 ? "; did you mean \($0)?" : nil } ?? ""
                throw UsageError("unknown option \(argument)\(hint)")
            }
        }
        if parsed.positionals.count > specification.maximumPositionals {
            throw UsageError("unexpected argument '\(parsed.positionals[specification.maximumPositionals])'")
        }
        return parsed
    }
}
