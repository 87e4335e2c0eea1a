// Loads the solver-neutral benchmark workloads (shared/bench, FORMAT.md "layoutlint-bench/1") for
// the hand-picked regression cases, and runs them through LayoutSolver following FORMAT.md's
// "Semantics". The shared kit sits beside the repository (../shared/bench); tests skip without it.

import Foundation
import LayoutSolver
import XCTest

/// One parsed workload: only what the regression tests need.
struct OracleWorkload {
    struct Constraint {
        var id: String
        var terms: [(coefficient: Double, variable: String)]
        var constant: Double
        var relation: RelationOperator
        var priority: Double
    }

    var name: String
    var unique: Bool?
    var variables: [String]
    var constraints: [Constraint]
    var maxAccepted: Int?
    var editsFirst: Bool
    var editVariables: [(name: String, priority: Double)]
    var editSteps: [[Double]]
    var samples: [String]
    var expect: [String: Any]

    /// `shared/bench` beside the package root, or `$LAYOUTLINT_SHARED_BENCH`.
    static func benchDirectory() -> URL? {
        if let override = ProcessInfo.processInfo.environment["LAYOUTLINT_SHARED_BENCH"] {
            return URL(fileURLWithPath: override)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    static func load(_ name: String) throws -> OracleWorkload {
        guard let directory = benchDirectory() else { throw XCTSkip("shared/bench not found beside the repository") }
        let url = directory.appendingPathComponent("workloads/\(name).json")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(url.path) not present") }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = object as? [String: Any] else { throw WorkloadError.malformed("top level is not an object") }
        return try OracleWorkload(json: root)
    }

    enum WorkloadError: Error { case malformed(String) }

    init(json root: [String: Any]) throws {
        guard let name = root["name"] as? String,
              let variables = root["variables"] as? [String],
              let rawConstraints = root["constraints"] as? [[String: Any]],
              let samples = root["samples"] as? [String] else { throw WorkloadError.malformed("missing keys") }
        self.name = name
        self.variables = variables
        self.samples = samples
        unique = root["unique"] as? Bool
        maxAccepted = root["max_accepted"] as? Int
        expect = root["expect"] as? [String: Any] ?? [:]
        constraints = try rawConstraints.map { raw in
            guard let id = raw["id"] as? String, let terms = raw["terms"] as? [[Any]],
                  let op = raw["op"] as? String, let priority = (raw["priority"] as? NSNumber)?.doubleValue
            else { throw WorkloadError.malformed("bad constraint \(raw)") }
            let relation: RelationOperator
            switch op {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw WorkloadError.malformed("bad op \(op)")
            }
            let parsedTerms = try terms.map { pair -> (Double, String) in
                guard pair.count == 2, let coefficient = (pair[0] as? NSNumber)?.doubleValue,
                      let variable = pair[1] as? String else { throw WorkloadError.malformed("bad term \(pair)") }
                return (coefficient, variable)
            }
            return Constraint(id: id, terms: parsedTerms, constant: (raw["constant"] as? NSNumber)?.doubleValue ?? 0,
                              relation: relation, priority: priority)
        }
        let edits = root["edits"] as? [String: Any] ?? [:]
        editsFirst = edits["order"] as? String == "before_constraints"
        editVariables = (edits["variables"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let name = entry["name"] as? String, let priority = (entry["priority"] as? NSNumber)?.doubleValue else { return nil }
            return (name, priority)
        }
        editSteps = (edits["steps"] as? [[NSNumber]] ?? []).map { $0.map(\.doubleValue) }
    }

    /// Reference sample values recorded by another solver (`results/NAME.jsonl`), for workloads whose
    /// optimum is unique: `samples_after_edit` when present, else `samples`.
    static func referenceSamples(resultsFile: String, workload: String) throws -> [String: Double]? {
        guard let directory = benchDirectory() else { return nil }
        let url = directory.appendingPathComponent("results/\(resultsFile)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["workload"] as? String == workload, object["unique"] as? Bool == true else { continue }
            let samples = (object["samples_after_edit"] ?? object["samples"]) as? [String: NSNumber]
            return samples?.mapValues(\.doubleValue)
        }
        return nil
    }
}

/// A workload loaded into a solver, following FORMAT.md "Semantics".
struct OracleWorkloadRun {
    let solver = Solver()
    var variables: [String: Variable] = [:]
    /// Constraint indices in the workload → their solver ids, for accepted ones.
    var accepted: [Int: ConstraintID] = [:]
    var rejected: [Int] = []
    /// Conflict the solver reported for each rejected index.
    var conflicts: [Int: [ConstraintID]] = [:]
    var duplicates: [Int] = []

    init(_ workload: OracleWorkload, runEdits: Bool = true) throws {
        for name in workload.variables { variables[name] = solver.makeVariable(named: name) }
        if workload.editsFirst {
            for edit in workload.editVariables { try solver.addEditVariable(variables[edit.name]!, priority: edit.priority) }
        }
        for (index, constraint) in workload.constraints.enumerated() {
            if let limit = workload.maxAccepted, accepted.count >= limit { break }
            let result: Result<ConstraintID, SolverError>
            do { result = .success(try solver.add(linearConstraint(constraint))) } catch { result = .failure(error) }
            switch result {
            case .success(let id):
                accepted[index] = id
            case .failure(.unsatisfiable(let conflict)) where constraint.priority >= 1000:
                rejected.append(index)
                conflicts[index] = conflict
            case .failure(.duplicate):
                duplicates.append(index)
            case .failure(let error):
                throw error
            }
        }
        solver.updateVariables()
        guard runEdits, !workload.editVariables.isEmpty else { return }
        if !workload.editsFirst {
            for edit in workload.editVariables { try solver.addEditVariable(variables[edit.name]!, priority: edit.priority) }
        }
        for step in workload.editSteps {
            for (edit, value) in zip(workload.editVariables, step) { try solver.suggestValue(value, for: variables[edit.name]!) }
            solver.updateVariables()
        }
    }

    func linearConstraint(_ constraint: OracleWorkload.Constraint) -> LinearConstraint {
        let terms = constraint.terms.map { Term(variables[$0.variable]!, $0.coefficient) }
        return LinearConstraint(LinearExpression(terms: terms, constant: constraint.constant), constraint.relation,
                                priority: constraint.priority)
    }

    func value(_ name: String) -> Double { solver.value(of: variables[name]!) }

    func constraintIndex(of id: ConstraintID) -> Int? {
        accepted.first { $0.value == id }?.key
    }
}
