// `--explain`: how LayoutSolver explains the first rejected constraint, in the shape of kiwi_bench.py's
// "explain" object (the set found, the time it took, its size, whether it matches the ground truth).

import LayoutSolver

/// The minimal conflict for the first rejection, found two ways: the conflict the failing `add` reports,
/// and `Solver.minimalConflicts(in:)` over the same required constraints handed in at once.
struct ConflictExplanation {
    /// Time of the failing `add` that produced the conflict (detection and explanation together).
    var milliseconds: Double
    /// Required constraints accepted before the rejected one (kiwi_bench.py's qx_candidates).
    var candidates: Int
    /// The reported conflict plus the rejected constraint, sorted by id.
    var iis: [String]?
    /// Checked with fresh solvers: the set is infeasible and dropping any member makes it feasible.
    var verifiedIrreducible: Bool?
    var minimalConflictsMilliseconds: Double
    var minimalConflictsIIS: [String]?
    var matchesExpected: Bool?
    var error: String?

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("method", .string("add_conflict")),
            ("ms", .number(rounded(milliseconds, digits: 4))),
            ("candidates", .integer(candidates)),
            ("iis", iis.map { .array($0.map { .string($0) }) } ?? .null),
            ("iis_size", iis.map { .integer($0.count) } ?? .null),
        ]
        if let verifiedIrreducible { members.append(("iis_verified_irreducible", .bool(verifiedIrreducible))) }
        members.append(("minimal_conflicts_ms", .number(rounded(minimalConflictsMilliseconds, digits: 4))))
        members.append(("minimal_conflicts_iis", minimalConflictsIIS.map { .array($0.map { .string($0) }) } ?? .null))
        if let matchesExpected { members.append(("matches_expected_iis", .bool(matchesExpected))) }
        if let error { members.append(("error", .string(error))) }
        return .object(members)
    }

    static func measure(runner: WorkloadRunner, pass: AcceptancePass, rejected: Int) -> ConflictExplanation {
        let workload = runner.workload
        let prefix = pass.accepted.filter { $0 < rejected }
        let requiredPrefix = prefix.filter { workload.constraints[$0].isRequired }
        let ids = { (indices: [Int]) in indices.sorted().map { workload.constraints[$0].id } }
        var explanation = ConflictExplanation(milliseconds: 0, candidates: requiredPrefix.count,
                                              minimalConflictsMilliseconds: 0)

        let setup = runner.makeSetup()
        var keyToIndex: [ConstraintID: Int] = [:]
        do {
            if workload.editsBeforeConstraints { try setup.addEditVariables() }
            for index in prefix { keyToIndex[try setup.solver.add(setup.constraints[index])] = index }
        } catch {
            explanation.error = "rebuilding the accepted prefix: \(error)"
            return explanation
        }
        let attempt = measureMilliseconds { () -> Result<ConstraintID, SolverError> in
            do throws(SolverError) { return .success(try setup.solver.add(setup.constraints[rejected])) } catch { return .failure(error) }
        }
        explanation.milliseconds = attempt.milliseconds
        switch attempt.result {
        case .failure(.unsatisfiable(let conflict)):
            let members = conflict.compactMap { keyToIndex[$0] }
            explanation.iis = ids(members + [rejected])
            explanation.verifiedIrreducible = members.count == conflict.count
                && isIrreducible(members + [rejected], runner: runner)
        case .failure(let error):
            explanation.error = "adding \(workload.constraints[rejected].id) again threw \(error)"
        case .success:
            explanation.error = "adding \(workload.constraints[rejected].id) again succeeded"
        }

        let batch = requiredPrefix + [rejected]
        let batchConstraints = batch.map { setup.constraints[$0] }
        let found = measureMilliseconds { Solver.minimalConflicts(in: batchConstraints) }
        explanation.minimalConflictsMilliseconds = found.milliseconds
        explanation.minimalConflictsIIS = found.result.first.map { ids($0.map { batch[$0] }) }
        if let expected = workload.expect.iis {
            explanation.matchesExpected = explanation.iis == expected
        }
        return explanation
    }

    /// Deletion test with fresh solvers: all of `indices` together are rejected, every subset of one fewer is not.
    private static func isIrreducible(_ indices: [Int], runner: WorkloadRunner) -> Bool {
        func feasible(_ subset: [Int]) -> Bool {
            let setup = runner.makeSetup()
            for index in subset.sorted() {
                do { try setup.solver.add(setup.constraints[index]) } catch .unsatisfiable { return false } catch { continue }
            }
            return true
        }
        guard !feasible(indices) else { return false }
        return indices.indices.allSatisfy { drop in
            var rest = indices
            rest.remove(at: drop)
            return feasible(rest)
        }
    }
}
