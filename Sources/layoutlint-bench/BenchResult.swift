// The one JSON line printed per workload: the keys and their order follow shared/bench/kiwi_bench.py,
// so compare.py and summarize.py read both solvers' output alike.

import Foundation

/// A JSON value that keeps object keys in insertion order (JSONSerialization does not).
indirect enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Compact JSON text, in the style of Python's `json.dumps` (", " and ": " separators).
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .number(let value):
            // Swift's description is the shortest text that reads back as the same Double, like Python's repr.
            guard value.isFinite else { return "null" }
            return value == 0 ? "0.0" : value.description
        case .string(let value): return Self.quoted(value)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Rounds like Python's `round(x, digits)` for the magnitudes printed here (timings).
func rounded(_ value: Double, digits: Int) -> Double {
    let scale = pow(10.0, Double(digits))
    return (value * scale).rounded() / scale
}

/// Everything measured for one workload, turned into kiwi_bench.py's JSON line.
struct BenchResult {
    var workload: String
    var variableCount = 0
    var constraintCount = 0
    var acceptedCount = 0
    var rejectedIDs: [String] = []
    /// Constraints the solver refused as duplicates of accepted ones (kiwi accepts them: it compares objects).
    var duplicateIDs: [String] = []
    var runs = 0
    /// Median milliseconds per timed phase (add_ms, update_ms, add_edits_ms, edit_ms, remove_ms).
    var phaseMilliseconds: [String: Double] = [:]
    var editSteps: Int?
    var failedAddMilliseconds: [Double] = []
    var samples: [(String, Double)] = []
    var samplesAfterEdit: [(String, Double)]?
    var unique: Bool?
    var rejectedAsExpected: Bool?
    var prepareMilliseconds: Double?
    var explanation: ConflictExplanation?
    var error: String?

    static let solverName = "layoutlint"

    /// A line with only the workload name and the error, for a workload that could not be run at all.
    static func failure(workload: String, error: String) -> BenchResult {
        var result = BenchResult(workload: workload)
        result.error = error
        return result
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("workload", .string(workload))]
        if let error, runs == 0, variableCount == 0 {
            return .object(members + [("error", .string(error))])
        }
        members += [
            ("solver", .string(Self.solverName)),
            ("n_vars", .integer(variableCount)),
            ("n_constraints", .integer(constraintCount)),
            ("n_accepted", .integer(acceptedCount)),
            ("n_rejected", .integer(rejectedIDs.count)),
            ("rejected", .array(rejectedIDs.prefix(10).map { .string($0) })),
            ("runs", .integer(runs)),
        ]
        for phase in phaseMilliseconds.keys.sorted() {
            members.append((phase, .number(rounded(phaseMilliseconds[phase]!, digits: 4))))
        }
        if let editSteps, editSteps > 0, let editMilliseconds = phaseMilliseconds["edit_ms"] {
            members.append(("edit_steps", .integer(editSteps)))
            members.append(("edit_step_us", .number(rounded(editMilliseconds * 1000 / Double(editSteps), digits: 3))))
        }
        if !failedAddMilliseconds.isEmpty {
            members.append(("failed_add_ms_total", .number(rounded(failedAddMilliseconds.reduce(0, +), digits: 4))))
            members.append(("failed_add_ms_max", .number(rounded(failedAddMilliseconds.max() ?? 0, digits: 4))))
        }
        if !duplicateIDs.isEmpty {
            members.append(("n_duplicates", .integer(duplicateIDs.count)))
            members.append(("duplicates", .array(duplicateIDs.prefix(10).map { .string($0) })))
        }
        members.append(("samples", .object(samples.map { ($0.0, .number($0.1)) })))
        if let samplesAfterEdit {
            members.append(("samples_after_edit", .object(samplesAfterEdit.map { ($0.0, .number($0.1)) })))
        }
        members.append(("unique", unique.map(JSONValue.bool) ?? .null))
        if let rejectedAsExpected { members.append(("rejected_as_expected", .bool(rejectedAsExpected))) }
        if let prepareMilliseconds { members.append(("prepare_ms", .number(rounded(prepareMilliseconds, digits: 3)))) }
        if let explanation { members.append(("explain", explanation.json)) }
        if let error { members.append(("error", .string(error))) }
        return .object(members)
    }

    var line: String { json.text }
}
