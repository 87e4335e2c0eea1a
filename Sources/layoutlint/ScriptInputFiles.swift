import Foundation

/// The files an Xcode run-script phase hands over: `SCRIPT_INPUT_FILE_COUNT` / `SCRIPT_INPUT_FILE_n`, and
/// `SCRIPT_INPUT_FILE_LIST_COUNT` / `SCRIPT_INPUT_FILE_LIST_n` naming `.xcfilelist` files (one path a line).
enum ScriptInputFiles {
    static func paths(environment: [String: String]) throws(UsageError) -> [String] {
        let fileCount = try count("SCRIPT_INPUT_FILE_COUNT", environment)
        let listCount = try count("SCRIPT_INPUT_FILE_LIST_COUNT", environment)
        guard fileCount != nil || listCount != nil else {
            throw UsageError.input("--use-script-input-files: SCRIPT_INPUT_FILE_COUNT is not set (run from an Xcode build phase with input files)")
        }
        var paths: [String] = []
        for index in 0..<(fileCount ?? 0) {
            guard let path = environment["SCRIPT_INPUT_FILE_\(index)"] else {
                throw UsageError.input("--use-script-input-files: SCRIPT_INPUT_FILE_\(index) is not set")
            }
            paths.append(path)
        }
        for index in 0..<(listCount ?? 0) {
            guard let list = environment["SCRIPT_INPUT_FILE_LIST_\(index)"] else {
                throw UsageError.input("--use-script-input-files: SCRIPT_INPUT_FILE_LIST_\(index) is not set")
            }
            guard let data = FileManager.default.contents(atPath: list) else {
                throw UsageError.input("--use-script-input-files: cannot read the file list \(list)")
            }
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let entry = line.trimmingCharacters(in: .whitespaces)
                if entry.isEmpty || entry.hasPrefix("#") { continue }
                paths.append(expandingVariables(entry, environment: environment))
            }
        }
        return paths
    }

    private static func count(_ name: String, _ environment: [String: String]) throws(UsageError) -> Int? {
        guard let value = environment[name] else { return nil }
        guard let number = Int(value), number >= 0 else { throw UsageError.input("--use-script-input-files: \(name) is not a number: '\(value)'") }
        return number
    }

    /// `$(SRCROOT)/a.swift`, `${SRCROOT}/a.swift` and `$SRCROOT/a.swift` (Xcode resolves lists it generates, but
    /// hand-written `.xcfilelist` files keep their build settings).
    static func expandingVariables(_ text: String, environment: [String: String]) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "$", text.index(after: index) < text.endIndex else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            let next = text.index(after: index)
            let closing: Character? = text[next] == "(" ? ")" : text[next] == "{" ? "}" : nil
            if let closing, let end = text[next...].firstIndex(of: closing) {
                let name = String(text[text.index(after: next)..<end])
                output += environment[name] ?? ""
                index = text.index(after: end)
            } else {
                let nameEnd = text[next...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                if nameEnd == next {
                    output.append(character)
                    index = next
                } else {
                    output += environment[String(text[next..<nameEnd])] ?? ""
                    index = nameEnd
                }
            }
        }
        return output
    }
}
