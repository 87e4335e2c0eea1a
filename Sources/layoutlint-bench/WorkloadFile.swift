// Decoding of the solver-neutral workload format "layoutlint-bench/1" (shared/bench/FORMAT.md).

import Foundation
import LayoutSolver

/// One workload as written by shared/bench/gen_workloads.py.
struct Workload {
    struct Constraint {
        /// `c<index>`, the index in `Workload.constraints`.
        var id: String
        var terms: [(coefficient: Double, variable: String)]
        var constant: Double
        var relation: RelationOperator
        var priority: Double

        var isRequired: Bool { priority >= 1000 }
    }

    struct EditVariable {
        var name: String
        var priority: Double
    }

    struct Expectations {
        var rejected: [String]?
        var iis: [String]?
        var ambiguous: [String]?
    }

    var name: String
    /// `true` when every correct solver must report the same sample values.
    var unique: Bool?
    var maxAccepted: Int?
    var variables: [String]
    var constraints: [Constraint]
    var editVariables: [EditVariable]
    /// FORMAT.md: edit variables are added after the constraints unless the order says otherwise.
    var editsBeforeConstraints: Bool
    var editSteps: [[Double]]
    var samples: [String]
    var expect: Expectations
}

/// Why a workload file could not be read.
struct WorkloadFileError: Error, CustomStringConvertible {
    var description: String
}

extension Workload {
    init(contentsOf url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = object as? [String: Any] else {
            throw WorkloadFileError(description: "\(url.path): the top level is not a JSON object")
        }
        try self.init(json: root, source: url.path)
    }

    init(json root: [String: Any], source: String) throws {
        func fail(_ message: String) -> WorkloadFileError { WorkloadFileError(description: "\(source): \(message)") }
        guard let format = root["format"] as? String, format == "layoutlint-bench/1" else {
            throw fail("not a layoutlint-bench/1 workload")
        }
        guard let name = root["name"] as? String else { throw fail("missing \"name\"") }
        guard let variables = root["variables"] as? [String] else { throw fail("missing \"variables\"") }
        guard let rawConstraints = root["constraints"] as? [[String: Any]] else { throw fail("missing \"constraints\"") }
        guard let samples = root["samples"] as? [String] else { throw fail("missing \"samples\"") }
        if let policy = root["on_unsatisfiable"] as? String, policy != "skip" {
            throw fail("on_unsatisfiable \"\(policy)\" is not supported (only \"skip\")")
        }
        self.name = name
        self.variables = variables
        self.samples = samples
        unique = root["unique"] as? Bool
        maxAccepted = (root["max_accepted"] as? NSNumber)?.intValue

        constraints = try rawConstraints.enumerated().map { index, raw in
            let id = raw["id"] as? String ?? "c\(index)"
            guard let rawTerms = raw["terms"] as? [[Any]] else { throw fail("\(id): missing \"terms\"") }
            let terms = try rawTerms.map { pair -> (coefficient: Double, variable: String) in
                guard pair.count == 2, let coefficient = (pair[0] as? NSNumber)?.doubleValue,
                      let variable = pair[1] as? String else { throw fail("\(id): malformed term \(pair)") }
                return (coefficient, variable)
            }
            guard let priority = (raw["priority"] as? NSNumber)?.doubleValue else { throw fail("\(id): missing \"priority\"") }
            let relation: RelationOperator
            switch raw["op"] as? String {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            case let other: throw fail("\(id): unknown op \(other ?? "nil")")
            }
            let constant = (raw["constant"] as? NSNumber)?.doubleValue ?? 0
            return Constraint(id: id, terms: terms, constant: constant, relation: relation, priority: priority)
        }

        let edits = root["edits"] as? [String: Any] ?? [:]
        editsBeforeConstraints = edits["order"] as? String == "before_constraints"
        editVariables = try (edits["variables"] as? [[String: Any]] ?? []).map { entry in
            guard let name = entry["name"] as? String, let priority = (entry["priority"] as? NSNumber)?.doubleValue else {
                throw fail("malformed edit variable \(entry)")
            }
            return EditVariable(name: name, priority: priority)
        }
        editSteps = try (edits["steps"] as? [[Any]] ?? []).map { step in
            try step.map { value in
                guard let number = (value as? NSNumber)?.doubleValue else { throw fail("malformed edit step \(step)") }
                return number
            }
        }
        let editVariableCount = editVariables.count
        if let wrongStep = editSteps.first(where: { $0.count != editVariableCount }) {
            throw fail("edit step \(wrongStep) does not have one value per edit variable")
        }

        let rawExpect = root["expect"] as? [String: Any] ?? [:]
        expect = Expectations(rejected: rawExpect["rejected"] as? [String], iis: rawExpect["iis"] as? [String],
                              ambiguous: rawExpect["ambiguous"] as? [String])

        let known = Set(variables)
        for constraint in constraints {
            if let unknown = constraint.terms.first(where: { !known.contains($0.variable) }) {
                throw fail("\(constraint.id) uses undeclared variable \(unknown.variable)")
            }
        }
        for name in samples + editVariables.map(\.name) where !known.contains(name) {
            throw fail("undeclared variable \(name) in samples or edits")
        }
    }
}
