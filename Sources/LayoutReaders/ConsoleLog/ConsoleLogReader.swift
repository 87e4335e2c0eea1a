import LayoutModel

/// Reads Auto Layout complaints out of Xcode / Console / device logs and rebuilds the scene each one describes.
public struct ConsoleLogReader: LayoutReader {
    /// `.log` only: plain `.txt` files are too often something else to claim by default.
    public var fileExtensions: [String]

    public init(fileExtensions: [String] = ["log"]) {
        self.fileExtensions = fileExtensions
    }

    /// One scene per distinct message of each file.
    public func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult {
        var result = ReadResult()
        for file in files {
            let scan = scan(file)
            result.scenes += scan.messages.map(\.scene)
            result.diagnostics += scan.diagnostics
        }
        return result
    }

    /// The distinct messages of a log, in the order they first occur.
    public func messages(in file: SourceFile) -> [ConsoleLogMessage] {
        scan(file).messages
    }

    /// The distinct messages of a log and notes on the descriptions that could not be read.
    public func scan(_ file: SourceFile) -> ConsoleLogScan {
        let raw = LogMessageScanner(text: file.text).scan()
        var scan = ConsoleLogScan()
        for message in raw {
            for skipped in message.skipped {
                scan.diagnostics.append(Diagnostic(
                    ruleID: ReaderRuleID.skippedConstruct,
                    severity: .note,
                    message: "skipped a constraint description it could not read (\(skipped.reason)): \(skipped.rawText)",
                    location: SourceLocation(file: file.path, line: skipped.line, column: skipped.column)))
            }
        }
        // The same message repeated (a layout pass per frame, a paste twice) is reported once, counted.
        var firstIndex: [String: Int] = [:]
        var distinct: [(raw: RawLogMessage, lines: [Int])] = []
        for message in raw {
            let signature = message.signature
            if let index = firstIndex[signature] {
                distinct[index].lines.append(message.firstLine)
            } else {
                firstIndex[signature] = distinct.count
                distinct.append((message, [message.firstLine]))
            }
        }
        let reconstructor = LogSceneReconstructor(file: file.path)
        for (number, entry) in distinct.enumerated() {
            var message = reconstructor.build(entry.raw, number: number + 1, repeatCount: entry.lines.count, occurrenceLines: entry.lines)
            scan.diagnostics += NumericLimitCheck.check(&message.scene)
            scan.messages.append(message)
        }
        return scan
    }
}
