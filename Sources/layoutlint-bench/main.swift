// layoutlint-bench: runs shared/bench workloads (FORMAT.md, "layoutlint-bench/1") through LayoutSolver
// and prints one JSON line per workload with the keys kiwi_bench.py prints, for compare.py.
//
//   swift run -c release layoutlint-bench [--runs N] [--no-remove] [--explain] [--max-steps N] <workload.json|name>…
//
// A bare name resolves to shared/bench/workloads/NAME.json, or is generated with gen_workloads.py
// (the N=10000 sizes); no names runs every workload on disk. With several workloads each runs in its
// own child process, so one that crashes the solver still leaves a line (with "error") for the others.

import Foundation

let usage = """
    usage: layoutlint-bench [--runs N] [--no-remove] [--explain] [--max-steps N] [--in-process] [workload.json|name ...]
    """

struct CommandLineOptions {
    var bench = BenchOptions()
    var workloads: [String] = []
    var inProcess = false
    var isChild = false

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func integer(after flag: String) throws -> Int {
            guard let text = remaining.popFirst(), let value = Int(text), value > 0 else {
                throw WorkloadFileError(description: "\(flag) needs a positive integer\n\(usage)")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs": bench.runs = try integer(after: argument)
            case "--max-steps": bench.maxSteps = try integer(after: argument)
            case "--no-remove": bench.removeAll = false
            case "--explain": bench.explain = true
            case "--in-process": inProcess = true
            case "--child": isChild = true
            case "-h", "--help":
                print(usage)
                exit(0)
            case _ where argument.hasPrefix("-"):
                throw WorkloadFileError(description: "unknown option \(argument)\n\(usage)")
            default: workloads.append(argument)
            }
        }
    }

    /// The arguments a child process gets to run `workload` with the same options.
    func childArguments(for workload: String) -> [String] {
        var arguments = ["--child", "--runs", String(bench.runs)]
        if let maxSteps = bench.maxSteps { arguments += ["--max-steps", String(maxSteps)] }
        if !bench.removeAll { arguments.append("--no-remove") }
        if bench.explain { arguments.append("--explain") }
        return arguments + [workload]
    }
}

/// Writes a line unbuffered, so a long run shows each workload as it finishes.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func runInProcess(_ argument: String, source: WorkloadSource, options: BenchOptions) -> String {
    let workload: Workload
    do {
        workload = try source.load(argument)
    } catch {
        return BenchResult.failure(workload: WorkloadSource.displayName(of: argument), error: "\(error)").line
    }
    return WorkloadRunner(workload: workload, options: options).run().line
}

/// Runs one workload in a child process of this executable and returns its JSON line.
func runIsolated(_ argument: String, options: CommandLineOptions) -> String {
    let name = WorkloadSource.displayName(of: argument)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = options.childArguments(for: argument)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
        try process.run()
    } catch {
        return BenchResult.failure(workload: name, error: "could not start a child process: \(error)").line
    }
    // Drain stderr concurrently so a chatty child cannot block on a full pipe while we read stdout.
    let errorReader = Thread {
        _ = errors.fileHandleForReading.readDataToEndOfFile()
    }
    errorReader.start()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus == 0, let line = text.split(separator: "\n").last {
        return String(line)
    }
    let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
    return BenchResult.failure(workload: name, error: "child exited with \(how) \(process.terminationStatus)").line
}

do {
    let options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()))
    let source = WorkloadSource()
    let workloads = options.workloads.isEmpty ? try source.allWorkloadPaths() : options.workloads
    for workload in workloads {
        if options.isChild || options.inProcess || workloads.count == 1 {
            emit(runInProcess(workload, source: source, options: options.bench))
        } else {
            emit(runIsolated(workload, options: options))
        }
    }
} catch {
    FileHandle.standardError.write(Data("layoutlint-bench: \(error)\n".utf8))
    exit(2)
}
