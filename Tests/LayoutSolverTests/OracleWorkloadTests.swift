// Hand-picked regression cases from the shared benchmark kit: the small workloads, checked against
// their ground truth (`expect`), the recorded reference values of solvers that agree with each other
// (HiGHS in lp_reference.jsonl, kiwi in kiwi_default.jsonl) and, for kiwi_enaml, the oracle itself.

import LayoutSolver
import XCTest

final class OracleWorkloadTests: XCTestCase {
    private func assertSamplesMatchReferences(_ workload: OracleWorkload, _ run: OracleWorkloadRun,
                                              file: StaticString = #filePath, line: UInt = #line) throws {
        guard workload.unique == true else { return }
        var comparedFiles = 0
        for resultsFile in ["lp_reference.jsonl", "kiwi_default.jsonl"] {
            guard let reference = try OracleWorkload.referenceSamples(resultsFile: resultsFile, workload: workload.name) else { continue }
            comparedFiles += 1
            for (name, expected) in reference.sorted(by: { $0.key < $1.key }) {
                XCTAssert(valuesAgree(run.value(name), expected), "\(workload.name): \(name) = \(run.value(name)), \(resultsFile) has \(expected)",
                          file: file, line: line)
            }
        }
        XCTAssertGreaterThan(comparedFiles, 0, "no reference values for \(workload.name)", file: file, line: line)
    }

    func testStackN100MatchesTheReferenceValues() throws {
        let workload = try OracleWorkload.load("stack_n100")
        let run = try OracleWorkloadRun(workload)
        XCTAssertEqual(run.rejected, [])
        XCTAssertEqual(run.accepted.count, workload.constraints.count)
        try assertSamplesMatchReferences(workload, run)
        XCTAssertEqual(run.solver.ambiguousVariables(), [], "stack_n100 has a unique optimum")
    }

    func testGrid10x10MatchesTheReferenceValues() throws {
        let workload = try OracleWorkload.load("grid_10x10")
        let run = try OracleWorkloadRun(workload)
        XCTAssertEqual(run.rejected, [], "redundant alignment constraints are not conflicts")
        try assertSamplesMatchReferences(workload, run)
    }

    func testEditStackN100MatchesTheReferenceValuesAfterTheLastStep() throws {
        let workload = try OracleWorkload.load("edit_stack_n100")
        let run = try OracleWorkloadRun(workload)
        try assertSamplesMatchReferences(workload, run)
    }

    func testConflictStackN100RejectsOneConstraintWithTheExpectedIIS() throws {
        let workload = try OracleWorkload.load("conflict_stack_n100")
        let run = try OracleWorkloadRun(workload, runEdits: false)
        let expectedRejected = workload.expect["rejected"] as? [String] ?? []
        let expectedIIS = workload.expect["iis"] as? [String] ?? []
        XCTAssertEqual(run.rejected.map { workload.constraints[$0].id }, expectedRejected)
        if let first = run.rejected.first, let conflict = run.conflicts[first] {
            let members = conflict.compactMap(run.constraintIndex(of:))
            XCTAssertEqual(members.count, conflict.count, "conflict names constraints that are not in the solver")
            let reported = (members + [first]).sorted().map { workload.constraints[$0].id }
            XCTAssertEqual(reported, expectedIIS, "the conflict reported by add")
        }
        let conflicts = Solver.minimalConflicts(in: workload.constraints.map(run.linearConstraint))
        XCTAssertEqual(conflicts.map { $0.map { workload.constraints[$0].id } }, [expectedIIS], "minimalConflicts(in:)")
        try assertSamplesMatchReferences(workload, run)
    }

    func testAmbiguousStackN100ReportsExactlyThePlantedFreeVariables() throws {
        let workload = try OracleWorkload.load("ambiguous_stack_n100")
        let run = try OracleWorkloadRun(workload)
        let expected = Set(workload.expect["ambiguous"] as? [String] ?? [])
        XCTAssertFalse(expected.isEmpty)
        let reported = Set(run.solver.ambiguousVariables().map(run.solver.name(of:)))
        XCTAssertEqual(reported.subtracting(expected).sorted(), [], "reported but determined")
        XCTAssertEqual(expected.subtracting(reported).sorted(), [], "ambiguous but not reported")
        for name in ["v33.h", "v66.h", "v0.w", "v99.h"] {
            XCTAssertEqual(run.solver.isAmbiguous(run.variables[name]!), expected.contains(name), name)
        }
    }

    /// kiwi's own benchmark: its uniqueness is not established by the kit, so the oracle decides which
    /// sample values are pinned down after the last edit step and checks the solver's point is optimal.
    func testKiwiEnamlAfterTheLastStepIsOnTheOracleOptimalFace() throws {
        let workload = try OracleWorkload.load("kiwi_enaml")
        let run = try OracleWorkloadRun(workload)
        XCTAssertEqual(run.rejected, [])
        let index = Dictionary(uniqueKeysWithValues: workload.variables.enumerated().map { ($0.element, $0.offset) })
        var system = OracleSystem(variableCount: workload.variables.count, constraints: [])
        for (constraintIndex, constraint) in workload.constraints.enumerated() where run.accepted[constraintIndex] != nil {
            var coefficients = [Double](repeating: 0, count: workload.variables.count)
            for term in constraint.terms { coefficients[index[term.variable]!] += term.coefficient }
            system.constraints.append(OracleConstraint(coefficients: coefficients, constant: constraint.constant,
                                                       relation: OracleRowRelation(constraint.relation), priority: constraint.priority))
        }
        for (edit, value) in zip(workload.editVariables, workload.editSteps.last ?? []) {
            var coefficients = [Double](repeating: 0, count: workload.variables.count)
            coefficients[index[edit.name]!] = 1
            system.constraints.append(OracleConstraint(coefficients: coefficients, constant: -value,
                                                       relation: .equal, priority: edit.priority))
        }
        guard OraclePrioritySemantics.comparable(system) else {
            throw XCTSkip("kiwi_enaml: weighted and lexicographic optima differ; not comparable")
        }
        let sampleIndices = workload.samples.map { index[$0]! }
        guard let (optimum, ranges) = system.optimalRanges(of: sampleIndices) else {
            return XCTFail("oracle: kiwi_enaml's required constraints are infeasible")
        }
        let values = workload.variables.map(run.value)
        let levels = system.levelViolations(at: values, levels: optimum.levels)
        for (level, (expected, actual)) in zip(optimum.levels, zip(optimum.levelViolations, levels)) {
            XCTAssert(valuesAgree(expected, actual), "priority \(level): violation \(actual), optimum \(expected)")
        }
        for (name, range) in zip(workload.samples, ranges) where range.upperBound - range.lowerBound < 1e-6 {
            XCTAssert(valuesAgree(run.value(name), range.lowerBound), "\(name) = \(run.value(name)), oracle: \(range.lowerBound)")
        }
    }
}

extension OracleRowRelation {
    init(_ relation: RelationOperator) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessOrEqual
        case .greaterThanOrEqual: self = .greaterOrEqual
        }
    }
}
