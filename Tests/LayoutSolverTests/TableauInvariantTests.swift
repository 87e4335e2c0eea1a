@testable import LayoutSolver
import XCTest

/// Random add / remove / edit sequences with the tableau audited after every step (`TableauInvariantChecker`),
/// rejected adds checked to leave the tableau bit for bit as it was, and `expandRow`'s copy-without-marks
/// path compared with the marks path on the same states. Seeds are printed on failure; rerun one case with
/// `TableauInvariantTests.runSession(seed:steps:)`.
final class TableauInvariantTests: XCTestCase {
    private let checker = TableauInvariantChecker()

    // MARK: property tests

    /// Runs `cases` seeded sessions of one shape and adds up what they did; nil when one failed (already reported).
    private func sessions(_ name: String, test: UInt64, cases: Int, steps: Int, shape: SessionShape) -> SessionStatistics? {
        var totals = SessionStatistics()
        for caseNumber in 0..<oracleCaseCount(cases) {
            let seed = oracleSeed(test: test, case: caseNumber)
            guard let statistics = runSession(seed: seed, steps: steps, shape: shape) else { return nil }
            totals.merge(statistics)
        }
        print("\(name) sessions: \(totals)")
        return totals
    }

    func testRandomSessionsKeepTheTableauConsistent() {
        guard let totals = sessions("random", test: 0x7AB1_EA0, cases: 20, steps: 120, shape: .mixed) else { return }
        // The sessions must reach the paths they are meant to audit.
        XCTAssertGreaterThan(totals.accepted, 1000, "\(totals)")
        XCTAssertGreaterThan(totals.rejectedUnsatisfiable, 50, "\(totals)")
        XCTAssertGreaterThan(totals.rejectedDuplicate, 20, "\(totals)")
        XCTAssertGreaterThan(totals.removed, 150, "\(totals)")
        XCTAssertGreaterThan(totals.suggestions, 100, "\(totals)")
        XCTAssertGreaterThan(totals.expansionsWithoutMarks, 10, "\(totals)")
        XCTAssertGreaterThan(totals.sessionsIndexingDummyColumns, 5, "\(totals)")
    }

    func testLongRowSessionsKeepTheTableauConsistent() {
        guard let totals = sessions("long-row", test: 0x10A6_0705, cases: 10, steps: 90, shape: .longRows) else { return }
        XCTAssertGreaterThan(totals.expansionsWithoutMarks, 25, "\(totals)")
        XCTAssertGreaterThan(totals.rejectedUnsatisfiable, 20, "\(totals)")
    }

    func testChainSessionsKeepTheTableauConsistent() {
        guard let totals = sessions("chain", test: 0xC4A1_9, cases: 6, steps: 160, shape: .chains) else { return }
        XCTAssertGreaterThan(totals.accepted, 500, "\(totals)")
        XCTAssertGreaterThan(totals.suggestions, 50, "\(totals)")
    }

    // MARK: expandRow

    /// `basic == Σ v_i` makes `basic` basic over a row of 40 entries; a constraint naming it and fresh
    /// variables is then expanded by copying that row. The copy must equal the marks' result exactly.
    func testExpansionWithoutMarksMatchesTheMarks() throws {
        let solver = Solver()
        let basic = solver.makeVariable(named: "basic")
        let parts = (0..<40).map { solver.makeVariable(named: "v\($0)") }
        var terms = [Term(basic, -2)]
        for (index, part) in parts.enumerated() { terms.append(Term(part, index % 3 == 0 ? 0.5 : 1)) }
        try solver.add(LinearConstraint(LinearExpression(terms: terms, constant: 3), .equal))
        XCTAssertTrue(solver.tableau.isBasic(solver.variableSymbols[basic.id]), "the largest coefficient makes basic the subject")
        let row = solver.tableau.basicRow[Int(solver.variableSymbols[basic.id])]
        XCTAssertGreaterThanOrEqual(solver.tableau.rowLength(row), 32)
        assertConsistent(solver, "after the long equality")

        let fresh = (0..<3).map { solver.makeVariable(named: "w\($0)") }
        let cases: [(String, [(variable: Int, coefficient: Double)], Bool)] = [
            ("basic alone", [(basic.id, 1)], true),
            ("basic and fresh", [(basic.id, 1), (fresh[0].id, -1), (fresh[2].id, 0.25)], true),
            ("fresh before basic", [(fresh[1].id, 3), (basic.id, -0.5)], true),
            ("overlap with the row", [(basic.id, 1), (parts[7].id, -1)], false),
            ("cancelling overlap", [(basic.id, 2), (parts[3].id, -0.5)], false),
        ]
        for (name, caseTerms, expectsFastPath) in cases {
            for sign in [1.0, -1.0] {
                let comparison = compareExpansions(solver, terms: caseTerms, sign: sign, constant: 4)
                XCTAssertEqual(comparison.usedFastPath, expectsFastPath, name)
                XCTAssertNil(comparison.problem, "\(name), sign \(sign)")
            }
        }
        // The cancelling overlap drops parts[3] (basic's row holds it at 0.5 / 2): check the marks did.
        let (symbols, _) = expand(solver, terms: [(basic.id, 2), (parts[3].id, -0.5)], sign: 1, constant: 0)
        XCTAssertFalse(symbols.contains(solver.variableSymbols[parts[3].id]))

        // Adding such constraints (the fast path on the real add) keeps the tableau consistent and right.
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(basic), Term(fresh[0], -1)], constant: 1), .equal))
        assertConsistent(solver, "after basic - w0 + 1 == 0")
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(fresh[1]), Term(basic, -0.5)], constant: -2), .greaterThanOrEqual))
        assertConsistent(solver, "after w1 - basic/2 - 2 >= 0")
        for (index, part) in parts.enumerated() {
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(part)], constant: -Double(index)), .equal, priority: 500))
        }
        assertConsistent(solver, "after pinning the parts")
        solver.updateVariables()
        let expectedBasic = (parts.indices.reduce(0.0) { $0 + Double($1) * ($1 % 3 == 0 ? 0.5 : 1) } + 3) / 2
        XCTAssertEqual(solver.value(of: basic), expectedBasic, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: fresh[0]), expectedBasic + 1, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(solver.value(of: fresh[1]), expectedBasic / 2 + 2 - 1e-6)
    }

    /// A required add that cannot hold after it touched long rows (the artificial phase pivots over them)
    /// must be undone bit for bit, and the tableau must stay consistent when work goes on afterwards.
    func testRejectedAddOverLongRowsLeavesNoTrace() throws {
        let solver = Solver()
        let xs = (0..<50).map { solver.makeVariable(named: "x\($0)") }
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[0])]), .equal))
        for index in 1..<xs.count {
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[index]), Term(xs[index - 1], -1)], constant: -8),
                                            .greaterThanOrEqual))
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[index]), Term(xs[index - 1], -1)], constant: -8),
                                            .equal, priority: 250))
        }
        let total = solver.makeVariable(named: "total")
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(total, -1)] + xs.map { Term($0) }), .equal))
        assertConsistent(solver, "chain with total")
        for attempt in 0..<4 {
            let before = TableauSnapshot(solver)
            let bound = LinearConstraint(LinearExpression(terms: [Term(xs[49]), Term(xs[attempt * 5], -1)], constant: Double(attempt)),
                                         .lessThanOrEqual)
            XCTAssertThrowsError(try solver.add(bound), "x49 - x\(attempt * 5) <= \(-attempt) contradicts the chain's gaps")
            XCTAssertEqual(TableauSnapshot(solver).differences(from: before), [], "attempt \(attempt)")
            assertConsistent(solver, "after refused attempt \(attempt)")
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[attempt + 10]), Term(total, -0.01)]), .equal, priority: 100))
            assertConsistent(solver, "after the add following attempt \(attempt)")
        }
    }

    /// `x >= 0`, `x <= 10` then `x == 10`: the artificial row of the equality ties with the bound's (shorter) row, which
    /// leaves, so the artificial is left basic at zero and must be pivoted out before it is purged.
    func testArtificialLeftBasicAtZeroIsPivotedOut() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        // x >= 0 first, so that x is in a restricted row and cannot simply be moved to absorb the later residuals.
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)]), .greaterThanOrEqual))
        let bound = try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -10), .lessThanOrEqual))
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(y), Term(x, -1)], constant: -3), .equal))
        assertConsistent(solver, "bound and offset")
        let pin = try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -10), .equal))
        assertConsistent(solver, "after the pin")
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 13, accuracy: 1e-9)
        XCTAssertEqual(solver.tableau.rowBasic.filter { $0 >= 0 && solver.symbolOwner[Int($0)] == Int.min
            && solver.tableau.kind[Int($0)] != .external }, [], "no artificial left basic")
        try solver.remove(bound)
        assertConsistent(solver, "after removing the bound")
        try solver.remove(pin)
        assertConsistent(solver, "after removing the pin")
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -4), .equal, priority: 500))
        assertConsistent(solver, "after a weak pin")
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
    }

    /// An optional equality pushed below its target by a required bound has its minus error basic and its plus
    /// error (the marker) outside the basis; removing it must take its row out through the marker's column.
    func testRemovingAnEqualityWhoseMinusErrorIsBasicLeavesNoRow() throws {
        for stayFirst in [false, true] {
            let solver = Solver()
            let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
            if stayFirst { try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)]), .equal, priority: 1)) }
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -5), .lessThanOrEqual))
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(y), Term(x, -1)], constant: -1), .equal))
            let target = try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -10), .equal, priority: 500))
            if !stayFirst { try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)]), .equal, priority: 1)) }
            assertConsistent(solver, "with the target (stay first: \(stayFirst))")
            let record = try XCTUnwrap(solver.records[target.rawValue])
            XCTAssertFalse(solver.tableau.isBasic(record.errors.first), "the plus error is at zero")
            XCTAssertTrue(solver.tableau.isBasic(record.errors.second), "the minus error carries the 5 points")
            solver.updateVariables()
            XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
            let rowsBefore = solver.tableau.rowBasic.filter { $0 >= 0 }.count
            try solver.remove(target)
            assertConsistent(solver, "after removing the target (stay first: \(stayFirst))")
            XCTAssertEqual(solver.tableau.rowBasic.filter { $0 >= 0 }.count, rowsBefore - 1, "exactly one row leaves")
            for symbol in record.errors.symbols {
                XCTAssertFalse(solver.tableau.isBasic(symbol), "no row keeps a removed error basic")
                XCTAssertEqual(solver.tableau.columnLength(symbol), 0, "no row mentions a removed error")
            }
            solver.updateVariables()
            XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9, "the stay holds once the target is gone")
            XCTAssertEqual(solver.value(of: y), 1, accuracy: 1e-9)
        }
    }

    // MARK: the checker itself

    /// A small layout with long rows, unindexed dummies, optional errors in the objective and an edit variable.
    private func sampleSolver() throws -> Solver {
        let solver = Solver()
        let xs = (0..<36).map { solver.makeVariable(named: "x\($0)") }
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[0])], constant: -5), .equal))
        for index in 1..<20 {
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[index]), Term(xs[index - 1], -1)], constant: -4),
                                            .greaterThanOrEqual))
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[index]), Term(xs[index - 1], -1)], constant: -10),
                                            .equal, priority: 250))
        }
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[35], -2)] + xs[20..<35].map { Term($0) }), .equal))
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[19])], constant: -60), .lessThanOrEqual, priority: 750))
        try solver.addEditVariable(xs[20], priority: 500)
        try solver.suggestValue(7, for: xs[20])
        return solver
    }

    /// Each corruption of the structures must be reported; a checker that sees nothing would pass every session.
    func testCheckerReportsCorruptions() throws {
        let corruptions: [(String, (inout Tableau) -> Bool)] = [
            ("scaled coefficient", { tableau in
                guard let (r, slot) = Self.entry(in: tableau, where: { tableau.kind[Int($0)] == .external }) else { return false }
                tableau.rows.setNumber(r, slot, tableau.rows.number(r, slot) * 1.5)
                return true
            }),
            ("scaled dummy coefficient", { tableau in
                guard let (r, slot) = Self.entry(in: tableau, where: { tableau.kind[Int($0)] == .dummy }) else { return false }
                tableau.rows.setNumber(r, slot, tableau.rows.number(r, slot) * -1)
                return true
            }),
            ("wrong column link", { tableau in
                guard let symbol = (0..<tableau.symbolCount).first(where: { tableau.columns.count(of: $0) >= 2 }) else { return false }
                tableau.columns.setLink(symbol, 0, tableau.columns.link(symbol, 1))
                return true
            }),
            ("row entry dropped without its column entry", { tableau in
                guard let (r, _) = Self.entry(in: tableau, where: { tableau.kind[Int($0)] != .dummy }) else { return false }
                tableau.rows.removeLast(from: r)
                return true
            }),
            ("symbol twice in a row", { tableau in
                guard let r = (0..<tableau.rowCapacity).first(where: { tableau.rowBasic[$0] >= 0 && tableau.rows.count(of: $0) >= 2 })
                else { return false }
                tableau.rows.set(r, 1, index: tableau.rows.index(r, 0), link: tableau.rows.link(r, 1), number: tableau.rows.number(r, 1))
                return true
            }),
            ("row value off", { tableau in
                guard let r = (0..<tableau.rowCapacity).first(where: { tableau.rowBasic[$0] >= 0 }) else { return false }
                tableau.rowValue[r] += 1
                return true
            }),
            ("basic symbol forgets its row", { tableau in
                guard let r = (0..<tableau.rowCapacity).first(where: { tableau.rowBasic[$0] >= 0 }) else { return false }
                tableau.basicRow[Int(tableau.rowBasic[r])] = noIndex
                return true
            }),
            ("live row listed as free", { tableau in
                guard let r = (0..<tableau.rowCapacity).first(where: { tableau.rowBasic[$0] >= 0 }) else { return false }
                tableau.freeRows.append(Int32(r))
                return true
            }),
            ("dummy linked while dummy columns are not kept", { tableau in
                guard !tableau.indexesDummyColumns,
                      let (r, slot) = Self.entry(in: tableau, where: { tableau.kind[Int($0)] == .dummy }) else { return false }
                tableau.rows.setLink(r, slot, 0)
                return true
            }),
            ("cost on a basic symbol", { tableau in
                guard !tableau.objective.levels.isEmpty,
                      let r = (0..<tableau.rowCapacity).first(where: { tableau.rowBasic[$0] >= 0 }) else { return false }
                tableau.objective.setCost(level: 0, symbol: tableau.rowBasic[r], 1)
                return true
            }),
            ("cost of an error changed", { tableau in
                for level in tableau.objective.levels.indices {
                    for symbol in 0..<tableau.symbolCount where tableau.objective.levels[level].cost(Int32(symbol)) != 0 {
                        tableau.objective.setCost(level: level, symbol: Int32(symbol), tableau.objective.levels[level].cost(Int32(symbol)) * 2)
                        return true
                    }
                }
                return false
            }),
            ("restricted basic below zero", { tableau in
                guard let r = (0..<tableau.rowCapacity).first(where: {
                    tableau.rowBasic[$0] >= 0 && tableau.kind[Int(tableau.rowBasic[$0])].isRestricted
                }) else { return false }
                tableau.rowValue[r] = -1
                return true
            }),
            ("scratch mark left", { tableau in
                tableau.scratchSlot[0] = 3
                return true
            }),
        ]
        for (name, corrupt) in corruptions {
            let solver = try sampleSolver()
            XCTAssertEqual(checker.problems(in: solver), [], "sample before \(name)")
            let before = TableauSnapshot(solver)
            XCTAssertTrue(corrupt(&solver.tableau), "\(name): nothing to corrupt in the sample")
            XCTAssertNotEqual(checker.problems(in: solver), [], "\(name) went unnoticed")
            if name != "scratch mark left" {
                XCTAssertNotEqual(TableauSnapshot(solver).differences(from: before), [], "\(name): the snapshot missed it")
            }
        }
    }

    /// First row entry whose symbol satisfies `predicate`.
    private static func entry(in tableau: Tableau, where predicate: (Int32) -> Bool) -> (Int, Int)? {
        for r in 0..<tableau.rowCapacity where tableau.rowBasic[r] >= 0 {
            for slot in 0..<tableau.rows.count(of: r) where predicate(tableau.rows.index(r, slot)) { return (r, slot) }
        }
        return nil
    }

    // MARK: sessions

    enum SessionShape {
        /// Short constraints of every kind, occasional long ones.
        case mixed
        /// Many equalities over 20–45 variables, so rows of 32+ entries are common.
        case longRows
        /// Auto Layout–like chains (y_{k+1} = y_k + h_k + gap) with sizes pulled by pairs and an edit variable.
        case chains
    }

    struct SessionStatistics: CustomStringConvertible {
        var accepted = 0
        var rejectedUnsatisfiable = 0
        var rejectedDuplicate = 0
        var removed = 0
        var suggestions = 0
        var expansionsWithoutMarks = 0
        var sessionsIndexingDummyColumns = 0
        /// Rows (at the end of sessions) whose basic belongs to a constraint no longer in the solver: harmless
        /// for the solution, but rows nobody will ever remove.
        var rowsOfRemovedConstraints = 0

        mutating func merge(_ other: SessionStatistics) {
            accepted += other.accepted
            rejectedUnsatisfiable += other.rejectedUnsatisfiable
            rejectedDuplicate += other.rejectedDuplicate
            removed += other.removed
            suggestions += other.suggestions
            expansionsWithoutMarks += other.expansionsWithoutMarks
            sessionsIndexingDummyColumns += other.sessionsIndexingDummyColumns
            rowsOfRemovedConstraints += other.rowsOfRemovedConstraints
        }

        var description: String {
            "accepted \(accepted), unsatisfiable \(rejectedUnsatisfiable), duplicate \(rejectedDuplicate), removed \(removed), "
                + "suggestions \(suggestions), expansions without marks \(expansionsWithoutMarks), "
                + "sessions indexing dummy columns \(sessionsIndexingDummyColumns), rows of removed constraints \(rowsOfRemovedConstraints)"
        }
    }

    /// Runs one random session, auditing after every step. Returns nil after reporting a failure (with the seed).
    @discardableResult
    func runSession(seed: UInt64, steps: Int, shape: SessionShape, file: StaticString = #filePath,
                    line: UInt = #line) -> SessionStatistics? {
        var session = RandomSession(seed: seed, shape: shape)
        for step in 0..<steps {
            let action = session.step()
            var problems = session.problems
            if problems.isEmpty {
                problems = checker.problems(in: session.solver, perturbationSeed: seed &+ UInt64(step))
            }
            if !problems.isEmpty {
                let recent = session.log.suffix(6).joined(separator: "\n  ")
                XCTFail("seed \(seed) (\(shape)), step \(step): \(action)\n  " + problems.joined(separator: "\n  ")
                            + "\n recent steps:\n  \(recent)", file: file, line: line)
                return nil
            }
        }
        let solver = session.solver
        if solver.tableau.indexesDummyColumns { session.statistics.sessionsIndexingDummyColumns += 1 }
        for basic in solver.tableau.rowBasic where basic >= 0 {
            let owner = solver.symbolOwner[Int(basic)]
            if owner != Int.min && solver.records[owner] == nil { session.statistics.rowsOfRemovedConstraints += 1 }
        }
        return session.statistics
    }

    /// One random solver and what the test knows about it.
    struct RandomSession {
        var random: SplitMix64
        let shape: SessionShape
        let solver = Solver()
        var variables: [Variable] = []
        var live: [(id: ConstraintID, constraint: LinearConstraint)] = []
        var editing: [Variable] = []
        var chainEnds: [Variable] = []
        var statistics = SessionStatistics()
        /// Problems found by the step itself (a rejected add that changed the tableau, a wrong expansion).
        var problems: [String] = []
        var log: [String] = []

        init(seed: UInt64, shape: SessionShape) {
            random = SplitMix64(seed: seed)
            self.shape = shape
            for _ in 0..<(shape == .longRows ? 24 : 8) { variables.append(makeVariable()) }
            if shape == .chains { chainEnds = [variables[0], variables[1]] }
        }

        mutating func makeVariable() -> Variable { solver.makeVariable(named: "v\(solver.variableCount)") }

        /// Performs one random operation and returns what it was.
        mutating func step() -> String {
            problems = []
            let roll = random.int(in: 0...99)
            let description: String
            switch shape {
            case .mixed:
                switch roll {
                case 0..<40: description = addRandom(terms: random.int(in: 1...6))
                case 40..<43: description = addRandom(terms: random.int(in: 20...40))
                case 43..<48: description = addAgainstLongRow()
                case 48..<52: description = addOppositePair()
                case 52..<66: description = removeRandom()
                case 66..<69: description = addContradiction()
                case 69..<72: description = addCombination(contradicting: random.chance(0.4))
                case 72..<77: description = addDuplicate()
                case 77..<82: description = toggleEdit()
                case 82..<94: description = suggest()
                case 94..<97: description = pinAtBound()
                default: description = addFreshChainLink()
                }
            case .longRows:
                switch roll {
                case 0..<25: description = addRandom(terms: random.int(in: 20...45), relation: .equal)
                case 25..<35: description = addRandom(terms: random.int(in: 1...4), freshVariables: random.int(in: 0...2))
                case 35..<50: description = addAgainstLongRow()
                case 50..<62: description = removeRandom()
                case 62..<68: description = addContradiction()
                case 68..<74: description = addCombination(contradicting: random.chance(0.4))
                case 74..<80: description = addDuplicate()
                case 80..<85: description = toggleEdit()
                default: description = suggest()
                }
            case .chains:
                switch roll {
                case 0..<32: description = addFreshChainLink()
                case 32..<35: description = pinAtBound()
                case 35..<45: description = addOppositePair()
                case 45..<55: description = addRandom(terms: random.int(in: 2...4))
                case 55..<67: description = removeRandom()
                case 67..<70: description = addContradiction()
                case 70..<72: description = addCombination(contradicting: random.chance(0.4))
                case 72..<77: description = toggleEdit()
                default: description = suggest()
                }
            }
            log.append(description)
            return description
        }

        // MARK: operations

        mutating func coefficient() -> Double {
            random.pick([1, 1, 1, -1, -1, 2, -2, 0.5, -0.5, 0.25, 3, -1.5, 0.125])
        }

        mutating func priority() -> Double {
            random.chance(0.45) ? 1000 : random.pick([1, 100, 250, 251, 300.5, 500, 749, 750, 999])
        }

        mutating func relation() -> RelationOperator {
            random.pick([.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        }

        mutating func addRandom(terms count: Int, relation fixedRelation: RelationOperator? = nil, freshVariables: Int = 0) -> String {
            for _ in 0..<freshVariables { variables.append(makeVariable()) }
            if random.chance(0.15) || variables.count < count { variables.append(makeVariable()) }
            var terms: [Term] = []
            for index in 0..<count {
                // Fresh variables are the newest: they make rows whose symbols are in no other row.
                let variable = index < freshVariables ? variables[variables.count - 1 - index] : random.pick(variables)
                terms.append(Term(variable, coefficient()))
            }
            let constraint = LinearConstraint(LinearExpression(terms: terms, constant: Double(random.int(in: -100...100))),
                                              fixedRelation ?? relation(), priority: priority())
            return add(constraint, expectation: .any)
        }

        /// A constraint on a variable whose row is long, with a few other variables (fresh ones half the time):
        /// what `expandRow` copies without marks.
        mutating func addAgainstLongRow() -> String {
            let tableau = solver.tableau
            let long = variables.filter { variable in
                let row = tableau.basicRow[Int(solver.variableSymbols[variable.id])]
                return row >= 0 && tableau.rowLength(row) >= 28
            }
            guard let basic = random.element(of: long) else { return addRandom(terms: random.int(in: 20...40), relation: .equal) }
            var terms = [Term(basic, coefficient())]
            for _ in 0..<random.int(in: 0...3) {
                if random.chance(0.5) {
                    let fresh = makeVariable()
                    variables.append(fresh)
                    terms.append(Term(fresh, coefficient()))
                } else {
                    terms.append(Term(random.pick(variables), coefficient()))
                }
            }
            for index in stride(from: terms.count - 1, to: 0, by: -1) { terms.swapAt(index, random.int(in: 0...index)) }
            let constraint = LinearConstraint(LinearExpression(terms: terms, constant: Double(random.int(in: -100...100))),
                                              relation(), priority: priority())
            return add(constraint, expectation: .any)
        }

        /// Opposite inequalities on one size at 750 / 250 (compression resistance and hugging), which ride on one
        /// row once an edit variable is dragged.
        mutating func addOppositePair() -> String {
            let variable = random.pick(variables)
            let other = random.chance(0.5) ? random.pick(variables) : nil
            var terms = [Term(variable)]
            if let other, other != variable { terms.append(Term(other, -1)) }
            let size = Double(random.int(in: 0...80))
            let first = add(LinearConstraint(LinearExpression(terms: terms, constant: -size), .greaterThanOrEqual,
                                             priority: random.pick([750, 1000])), expectation: .any)
            let second = add(LinearConstraint(LinearExpression(terms: terms, constant: -size), .lessThanOrEqual,
                                              priority: random.pick([250, 251])), expectation: .any)
            return first + "; " + second
        }

        /// y_{k+1} = y_k + h + gap (required), h >= 0 required, h == size at a low priority; sometimes
        /// a new chain starts, sometimes a chain end is pinned below a bound.
        mutating func addFreshChainLink() -> String {
            if chainEnds.isEmpty || random.chance(0.1) { chainEnds.append(random.pick(variables)) }
            let chain = random.int(in: 0...(chainEnds.count - 1))
            let previous = chainEnds[chain]
            let next = makeVariable(), size = makeVariable()
            variables.append(next)
            variables.append(size)
            chainEnds[chain] = next
            let gap = Double(random.int(in: 0...16))
            var parts = [add(LinearConstraint(LinearExpression(terms: [Term(next), Term(previous, -1), Term(size, -1)],
                                                               constant: -gap), .equal), expectation: .any)]
            parts.append(add(LinearConstraint(LinearExpression(terms: [Term(size)]), .greaterThanOrEqual), expectation: .any))
            parts.append(add(LinearConstraint(LinearExpression(terms: [Term(size)], constant: -Double(random.int(in: 10...40))),
                                              .equal, priority: random.pick([250, 500, 750])), expectation: .any))
            if random.chance(0.2) {
                parts.append(add(LinearConstraint(LinearExpression(terms: [Term(next)], constant: -Double(random.int(in: 200...2000))),
                                                  .lessThanOrEqual, priority: random.pick([1000, 999])), expectation: .any))
            }
            return parts.joined(separator: "; ")
        }

        mutating func removeRandom() -> String {
            guard !live.isEmpty else { return "remove: nothing to remove" }
            let index = random.int(in: 0...(live.count - 1))
            let (id, constraint) = live.remove(at: index)
            do {
                try solver.remove(id)
                statistics.removed += 1
            } catch {
                problems.append("remove \(id.rawValue) threw \(error)")
            }
            return "remove #\(id.rawValue) \(render(constraint))"
        }

        /// A required constraint that contradicts a live required one: must be refused and change nothing.
        mutating func addContradiction() -> String {
            let required = live.filter { $0.constraint.isRequired && mergedTerms($0.constraint) != nil }
            guard let (id, base) = random.element(of: required) else { return addRandom(terms: 3) }
            let shift = Double(random.int(in: 1...30))
            let terms = base.expression.terms, constant = base.expression.constant
            let constraint: LinearConstraint
            switch base.relation {
            case .equal where random.chance(0.5):
                // e + c == 0 and e + c ± shift == 0.
                constraint = LinearConstraint(LinearExpression(terms: terms, constant: constant + (random.chance(0.5) ? shift : -shift)),
                                              .equal)
            case .equal, .lessThanOrEqual:
                // e + c == 0 (or <= 0) and e + c - shift >= 0.
                constraint = LinearConstraint(LinearExpression(terms: terms, constant: constant - shift), .greaterThanOrEqual)
            case .greaterThanOrEqual:
                // e + c >= 0 and e + c + shift <= 0.
                constraint = LinearConstraint(LinearExpression(terms: terms, constant: constant + shift), .lessThanOrEqual)
            }
            return add(constraint, expectation: .unsatisfiable(against: id))
        }

        /// k₁·e₁ + k₂·e₂ of two live required equalities (or inequalities of one direction, k > 0): redundant, so
        /// accepted through the rows of required equalities (a row of dummies only, a dummy subject); or, with its
        /// constant moved, contradicting them jointly, so refused.
        mutating func addCombination(contradicting: Bool) -> String {
            let required = live.filter { $0.constraint.isRequired && mergedTerms($0.constraint) != nil }
            let relation: RelationOperator = random.chance(0.7) ? .equal : .greaterThanOrEqual
            let candidates = required.filter { $0.constraint.relation == relation }
            guard candidates.count >= 2 else { return addContradiction() }
            let first = random.pick(candidates), second = random.pick(candidates)
            guard first.id != second.id else { return addContradiction() }
            let weights = relation == .equal ? [random.pick([1.0, -1, 2, 0.5]), random.pick([1.0, -1, 3])] : [1.0, random.pick([1.0, 2])]
            var terms: [Term] = []
            var constant = 0.0
            for (weight, part) in zip(weights, [first.constraint, second.constraint]) {
                terms += part.expression.terms.map { Term($0.variable, $0.coefficient * weight) }
                constant += part.expression.constant * weight
            }
            let combination = LinearConstraint(LinearExpression(terms: terms, constant: constant), relation)
            guard mergedTerms(combination) != nil else { return addContradiction() }
            guard contradicting else { return "redundant: " + add(combination, expectation: .any) }
            let shift = Double(random.int(in: 1...20))
            // e ≥ 0 implied: e + shift ≤ 0 (written −e − shift ≥ 0 would be the same) cannot hold; e == 0: e + shift == 0.
            let refused = relation == .equal
                ? LinearConstraint(LinearExpression(terms: terms, constant: constant + shift), .equal)
                : LinearConstraint(LinearExpression(terms: terms, constant: constant + shift), .lessThanOrEqual)
            return "contradicting combination: " + add(refused, expectation: .unsatisfiable(against: first.id))
        }

        /// A required inequality made an equality at its bound (required): when the bound's row and the artificial
        /// row of the equality tie, the artificial is left basic at zero.
        mutating func pinAtBound() -> String {
            let bounds = live.filter { $0.constraint.isRequired && $0.constraint.relation != .equal && mergedTerms($0.constraint) != nil }
            guard let (_, base) = random.element(of: bounds) else { return addFreshChainLink() }
            return "pin: " + add(LinearConstraint(base.expression, .equal), expectation: .any)
        }

        /// A live constraint again, its expression scaled by a positive factor: must be refused as a duplicate.
        mutating func addDuplicate() -> String {
            guard let (id, base) = random.element(of: live.filter({ mergedTerms($0.constraint) != nil })) else {
                return addRandom(terms: 2)
            }
            let factor = random.pick([1.0, 2.0, 0.5])
            let expression = LinearExpression(terms: base.expression.terms.map { Term($0.variable, $0.coefficient * factor) },
                                              constant: base.expression.constant * factor)
            return add(LinearConstraint(expression, base.relation, priority: base.priority), expectation: .duplicate(of: id))
        }

        mutating func toggleEdit() -> String {
            if !editing.isEmpty, random.chance(0.4) {
                let variable = editing.remove(at: random.int(in: 0...(editing.count - 1)))
                do { try solver.removeEditVariable(variable) } catch { problems.append("removeEditVariable threw \(error)") }
                return "removeEditVariable v\(variable.id)"
            }
            let candidates = variables.filter { !solver.hasEditVariable($0) }
            guard let variable = random.element(of: candidates) else { return "no edit candidate" }
            let editPriority = random.pick([999.0, 750, 500, 250])
            do {
                try solver.addEditVariable(variable, priority: editPriority)
                editing.append(variable)
            } catch {
                problems.append("addEditVariable threw \(error)")
            }
            return "addEditVariable v\(variable.id) @\(editPriority)"
        }

        mutating func suggest() -> String {
            guard let variable = random.element(of: editing) else { return toggleEdit() }
            let value = Double(random.int(in: -400...1200)) / 2
            do {
                try solver.suggestValue(value, for: variable)
                statistics.suggestions += 1
            } catch {
                problems.append("suggestValue threw \(error)")
            }
            return "suggest v\(variable.id) = \(value)"
        }

        enum Expectation {
            case any
            case unsatisfiable(against: ConstraintID)
            case duplicate(of: ConstraintID)
        }

        /// Adds `constraint`, comparing expansions first and the whole tableau after a refusal.
        mutating func add(_ constraint: LinearConstraint, expectation: Expectation) -> String {
            let text = render(constraint)
            if let terms = mergedTerms(constraint) {
                let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
                let comparison = compareExpansions(solver, terms: terms, sign: sign, constant: sign * constraint.expression.constant)
                if comparison.usedFastPath { statistics.expansionsWithoutMarks += 1 }
                if let problem = comparison.problem { problems.append("expandRow for \(text): \(problem)") }
            }
            let before = TableauSnapshot(solver)
            do {
                let id = try solver.add(constraint)
                live.append((id, constraint))
                statistics.accepted += 1
                switch expectation {
                case .any: break
                case .unsatisfiable(let base): problems.append("\(text) contradicts #\(base.rawValue) yet was accepted")
                case .duplicate(let base): problems.append("\(text) duplicates #\(base.rawValue) yet was accepted")
                }
                return "add #\(id.rawValue) \(text)"
            } catch {
                switch error {
                case .unsatisfiable:
                    statistics.rejectedUnsatisfiable += 1
                    if case .duplicate = expectation { problems.append("\(text): expected duplicate, got \(error)") }
                case .duplicate(let existing):
                    statistics.rejectedDuplicate += 1
                    if case .unsatisfiable = expectation { problems.append("\(text): expected unsatisfiable, got duplicate of \(existing.rawValue)") }
                default:
                    problems.append("\(text) refused: \(error)")
                }
                let differences = TableauSnapshot(solver).differences(from: before)
                if !differences.isEmpty {
                    problems.append("refused \(text) (\(error)) changed: " + differences.joined(separator: ", "))
                }
                return "refused \(text): \(error)"
            }
        }

        func render(_ constraint: LinearConstraint) -> String {
            let terms = constraint.expression.terms.map { "\($0.coefficient)·v\($0.variable.id)" }.joined(separator: " + ")
            let relation: String
            switch constraint.relation {
            case .equal: relation = "=="
            case .greaterThanOrEqual: relation = ">="
            case .lessThanOrEqual: relation = "<="
            }
            return "\(terms) + \(constraint.expression.constant) \(relation) 0 @\(constraint.priority)"
        }

        /// The terms as the solver stores them (sorted by variable, merged, zeros dropped), or nil when none.
        func mergedTerms(_ constraint: LinearConstraint) -> [(variable: Int, coefficient: Double)]? {
            var byVariable: [Int: Double] = [:]
            for term in constraint.expression.terms { byVariable[term.variable.id, default: 0] += term.coefficient }
            let terms = byVariable.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { (variable: $0.key, coefficient: $0.value) }
            return terms.isEmpty ? nil : terms
        }
    }

    // MARK: helpers

    private func assertConsistent(_ solver: Solver, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let problems = checker.problems(in: solver)
        XCTAssertTrue(problems.isEmpty, "\(context):\n  " + problems.joined(separator: "\n  "), file: file, line: line)
    }
}

/// `expandRow` on the solver's tableau (its scratch is handed back unchanged).
func expand(_ solver: Solver, terms: [(variable: Int, coefficient: Double)], sign: Double,
            constant: Double) -> (symbols: [Int32], coefficients: [Double]) {
    var symbols = ContiguousArray<Int32>(), coefficients = ContiguousArray<Double>()
    _ = solver.tableau.expandRow(terms: terms, symbols: solver.variableSymbols, sign: sign, constant: constant,
                                 into: &symbols, &coefficients)
    return (Array(symbols), Array(coefficients))
}

/// Whether `expandRow` takes its copy-without-marks path for `terms` (the conditions it documents: 32+ entries
/// in bound, variables distinct, exactly one basic, the others outside its row with columns no longer than it).
func expansionSkipsMarks(_ tableau: Tableau, terms: [(variable: Int, coefficient: Double)], symbols: ContiguousArray<Int32>) -> Bool {
    var bound = 0
    var basicRows: [Int32] = []
    for term in terms {
        let row = tableau.basicRow[Int(symbols[term.variable])]
        bound += row >= 0 ? tableau.rowLength(row) : 1
        if row >= 0 { basicRows.append(row) }
    }
    guard bound >= 32, basicRows.count == 1, Set(terms.map(\.variable)).count == terms.count else { return false }
    let row = basicRows[0]
    for term in terms where !tableau.isBasic(symbols[term.variable]) {
        let symbol = symbols[term.variable]
        if tableau.columnLength(symbol) > tableau.rowLength(row) { return false }
        if tableau.columnEntries(symbol).contains(row) { return false }
    }
    return true
}

/// Expands `terms` three ways on the current tableau: as given (the path `expandRow` picks), with the first
/// term split in two equal halves (a variable named twice always goes through the marks, and halving is exact,
/// so the result must be bit for bit the same), and by a plain dictionary in first-appearance order.
func compareExpansions(_ solver: Solver, terms: [(variable: Int, coefficient: Double)], sign: Double,
                       constant: Double) -> (usedFastPath: Bool, problem: String?) {
    let usedFastPath = expansionSkipsMarks(solver.tableau, terms: terms, symbols: solver.variableSymbols)
    var residualAsGiven = 0.0, residualSplit = 0.0
    var symbols = ContiguousArray<Int32>(), coefficients = ContiguousArray<Double>()
    residualAsGiven = solver.tableau.expandRow(terms: terms, symbols: solver.variableSymbols, sign: sign, constant: constant,
                                               into: &symbols, &coefficients)
    let asGiven = (Array(symbols), Array(coefficients))
    let half = terms[0].coefficient / 2
    let split = [(terms[0].variable, half), (terms[0].variable, half)] + terms.dropFirst()
    residualSplit = solver.tableau.expandRow(terms: split, symbols: solver.variableSymbols, sign: sign, constant: constant,
                                             into: &symbols, &coefficients)
    let marked = (Array(symbols), Array(coefficients))

    // Reference: row entries by symbol, in order of first appearance.
    let tableau = solver.tableau
    var order: [Int32] = [], sums: [Int32: Double] = [:]
    func accumulate(_ symbol: Int32, _ value: Double) {
        if sums[symbol] == nil { order.append(symbol) }
        sums[symbol, default: 0] += value
    }
    for term in terms {
        let symbol = solver.variableSymbols[term.variable]
        let row = tableau.basicRow[Int(symbol)]
        if row >= 0 {
            let entries = tableau.rowEntries(row)
            for index in entries.symbols.indices { accumulate(entries.symbols[index], sign * term.coefficient * entries.coefficients[index]) }
        } else {
            accumulate(symbol, sign * term.coefficient)
        }
    }
    let reference = order.filter { !Tolerance.isZero(sums[$0]!) }

    if asGiven.0 != marked.0 {
        return (usedFastPath, "symbols differ from the marks' (\(asGiven.0.count) vs \(marked.0.count)): \(asGiven.0) vs \(marked.0)")
    }
    if asGiven.1.map(\.bitPattern) != marked.1.map(\.bitPattern) {
        return (usedFastPath, "coefficients differ from the marks': \(asGiven.1) vs \(marked.1)")
    }
    if asGiven.0 != reference { return (usedFastPath, "symbols \(asGiven.0) differ from the reference \(reference)") }
    for (symbol, value) in zip(asGiven.0, asGiven.1) where abs(value - sums[symbol]!) > 1e-12 * max(1, abs(value)) {
        return (usedFastPath, "coefficient of \(symbol) is \(value), reference \(sums[symbol]!)")
    }
    if abs(residualAsGiven - residualSplit) > 1e-9 * max(1, abs(residualAsGiven)) {
        return (usedFastPath, "residual \(residualAsGiven) vs \(residualSplit) through the marks")
    }
    return (usedFastPath, nil)
}
