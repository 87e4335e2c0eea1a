// Runs one workload through LayoutSolver following shared/bench/FORMAT.md "Semantics", timing the
// same phases as kiwi_bench.py. Building variables and constraint values is never inside a timed region.

import LayoutSolver

/// Options shared by every workload of one invocation.
struct BenchOptions {
    var runs = 5
    var removeAll = true
    var explain = false
    /// Truncates the edit loop (like kiwi_bench.py's --max-steps); nil runs every step.
    var maxSteps: Int?
}

/// One fresh solver with the workload's variables and constraint values made, nothing added yet.
struct SolverSetup {
    let solver = Solver()
    let variables: [Variable]
    let constraints: [LinearConstraint]
    let editVariables: [(variable: Variable, priority: Double)]
    let samples: [Variable]

    init(_ workload: Workload, variableIndex: [String: Int]) {
        var variables: [Variable] = []
        variables.reserveCapacity(workload.variables.count)
        for name in workload.variables { variables.append(solver.makeVariable(named: name)) }
        self.variables = variables
        constraints = workload.constraints.map { constraint in
            let terms = constraint.terms.map { Term(variables[variableIndex[$0.variable]!], $0.coefficient) }
            return LinearConstraint(LinearExpression(terms: terms, constant: constraint.constant), constraint.relation,
                                    priority: constraint.priority)
        }
        editVariables = workload.editVariables.map { (variables[variableIndex[$0.name]!], $0.priority) }
        samples = workload.samples.map { variables[variableIndex[$0]!] }
    }

    func addEditVariables() throws(SolverError) {
        for edit in editVariables { try solver.addEditVariable(edit.variable, priority: edit.priority) }
    }

    func sampleValues() -> [Double] { samples.map { solver.value(of: $0) } }
}

/// Which constraints a solver accepts, decided once in an untimed pass (FORMAT.md "Semantics" step 2).
struct AcceptancePass {
    var accepted: [Int] = []
    var rejected: [Int] = []
    /// For each rejected index, the already-accepted constraints the solver said it conflicts with.
    var conflicts: [Int: [Int]] = [:]
    var duplicates: [Int] = []
    var failedAddMilliseconds: [Double] = []
    var totalMilliseconds = 0.0
}

/// Timings and values of one fresh solver going through every phase.
struct RunMeasurement {
    var phaseMilliseconds: [String: Double] = [:]
    var samples: [Double] = []
    var samplesAfterEdit: [Double]?
}

struct WorkloadRunner {
    let workload: Workload
    let options: BenchOptions
    let variableIndex: [String: Int]

    init(workload: Workload, options: BenchOptions) {
        self.workload = workload
        self.options = options
        variableIndex = Dictionary(workload.variables.enumerated().map { ($0.element, $0.offset) },
                                   uniquingKeysWith: { first, _ in first })
    }

    var editSteps: ArraySlice<[Double]> {
        options.maxSteps.map { workload.editSteps.prefix($0) } ?? workload.editSteps[...]
    }

    func makeSetup() -> SolverSetup { SolverSetup(workload, variableIndex: variableIndex) }

    func run() -> BenchResult {
        var result = BenchResult(workload: workload.name)
        result.variableCount = workload.variables.count
        result.constraintCount = workload.constraints.count
        result.unique = workload.unique
        let pass: AcceptancePass
        do {
            pass = try acceptancePass()
        } catch {
            result.error = "while deciding the accepted set: \(error)"
            return result
        }
        result.acceptedCount = pass.accepted.count
        result.rejectedIDs = pass.rejected.map { workload.constraints[$0].id }
        result.duplicateIDs = pass.duplicates.map { workload.constraints[$0].id }
        result.failedAddMilliseconds = pass.failedAddMilliseconds
        result.prepareMilliseconds = pass.totalMilliseconds
        if let expected = workload.expect.rejected {
            result.rejectedAsExpected = Array(result.rejectedIDs.prefix(10)) == expected
        }
        var measurements: [RunMeasurement] = []
        for _ in 0..<max(1, options.runs) {
            do {
                measurements.append(try measureOnce(accepted: pass.accepted))
            } catch {
                result.error = "run \(measurements.count + 1): \(error)"
                break
            }
        }
        result.runs = measurements.count
        if let last = measurements.last {
            for phase in last.phaseMilliseconds.keys {
                result.phaseMilliseconds[phase] = median(measurements.compactMap { $0.phaseMilliseconds[phase] })
            }
            result.samples = Array(zip(workload.samples, last.samples))
            result.samplesAfterEdit = last.samplesAfterEdit.map { Array(zip(workload.samples, $0)) }
            if last.samplesAfterEdit != nil { result.editSteps = editSteps.count }
        }
        if options.explain, let firstRejected = pass.rejected.first {
            result.explanation = ConflictExplanation.measure(runner: self, pass: pass, rejected: firstRejected)
        }
        return result
    }

    /// Adds every constraint in order to one solver, skipping rejected required ones (kiwi's and
    /// Cassowary's behaviour) and stopping at `max_accepted`. LayoutSolver rolls a rejected add back,
    /// so unlike kiwi_bench.py no rebuild is needed after a rejection.
    func acceptancePass() throws(SolverError) -> AcceptancePass {
        let setup = makeSetup()
        var pass = AcceptancePass()
        var keyToIndex: [ConstraintID: Int] = [:]
        let clock = ContinuousClock()
        let start = clock.now
        if workload.editsBeforeConstraints { try setup.addEditVariables() }
        for (index, constraint) in setup.constraints.enumerated() {
            if let limit = workload.maxAccepted, pass.accepted.count >= limit { break }
            let attempt = clock.now
            do {
                let id = try setup.solver.add(constraint)
                keyToIndex[id] = index
                pass.accepted.append(index)
            } catch .unsatisfiable(let conflict) where constraint.isRequired {
                pass.failedAddMilliseconds.append((clock.now - attempt).milliseconds)
                pass.rejected.append(index)
                pass.conflicts[index] = conflict.compactMap { keyToIndex[$0] }
            } catch .duplicate {
                pass.duplicates.append(index)
            }
        }
        pass.totalMilliseconds = (clock.now - start).milliseconds
        return pass
    }

    /// One fresh solver through add, update, edits and remove; only the solver calls are timed.
    func measureOnce(accepted: [Int]) throws(SolverError) -> RunMeasurement {
        let setup = makeSetup()
        let solver = setup.solver
        let acceptedConstraints = accepted.map { setup.constraints[$0] }
        var measurement = RunMeasurement()
        var ids: [ConstraintID] = []
        ids.reserveCapacity(acceptedConstraints.count)

        measurement.phaseMilliseconds["add_ms"] = try measureMilliseconds { () throws(SolverError) in
            if workload.editsBeforeConstraints { try setup.addEditVariables() }
            for constraint in acceptedConstraints { ids.append(try solver.add(constraint)) }
        }.milliseconds
        measurement.phaseMilliseconds["update_ms"] = measureMilliseconds { solver.updateVariables() }.milliseconds
        measurement.samples = setup.sampleValues()

        let steps = editSteps
        if !steps.isEmpty, !setup.editVariables.isEmpty {
            measurement.phaseMilliseconds["add_edits_ms"] = try measureMilliseconds { () throws(SolverError) in
                if !workload.editsBeforeConstraints { try setup.addEditVariables() }
            }.milliseconds
            let editVariables = setup.editVariables.map(\.variable)
            measurement.phaseMilliseconds["edit_ms"] = try measureMilliseconds { () throws(SolverError) in
                for step in steps {
                    for (variable, value) in zip(editVariables, step) { try solver.suggestValue(value, for: variable) }
                    solver.updateVariables()
                }
            }.milliseconds
            measurement.samplesAfterEdit = setup.sampleValues()
        }

        if options.removeAll {
            measurement.phaseMilliseconds["remove_ms"] = try measureMilliseconds { () throws(SolverError) in
                for id in ids { try solver.remove(id) }
            }.milliseconds
        }
        return measurement
    }
}
