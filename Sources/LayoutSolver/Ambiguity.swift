/// Ambiguity: which variables could move over the optimal face.
///
/// At an optimal tableau, the optimal face is reached from the current point by moving only the
/// non-basic symbols whose reduced cost is zero in every level (`Z`; slack/error symbols upwards only,
/// user variables both ways, dummies never); every other non-basic symbol must stay at 0. Moving `Z` by
/// a small direction `t` is feasible iff `t_j ≥ 0` for restricted `j` and every *degenerate* restricted
/// row (value 0) stays ≥ 0; rows with a positive value do not block small moves. That is a polyhedral
/// cone `T`, and a variable `x` (change `Δx(t)` = its row's `Z` part) is ambiguous iff `Δx` is not
/// identically 0 on `T`, i.e. not 0 on the linear span of `T`.
///
/// The span of `T` is the subspace where its *implicit equalities* (inequalities that are 0 on all of
/// `T`) hold. They are found with one auxiliary solve: every inequality `g ≥ 0` also gets an optional
/// `g ≥ 1` (one level); since `T` is a cone, the optimum satisfies every non-implicit one and none of
/// the implicit ones. A second auxiliary solver holds just the implicit equalities `g = 0`; `Δx` is
/// then constant on the span exactly when, expressed in that solver's tableau, it has no free parameter.
/// Both auxiliary problems only involve the symbols and degenerate rows next to the optimal face.
extension Solver {
    /// Variables whose value is not uniquely determined: they could change without breaking a required
    /// constraint and without making the weighted error of the optional constraints worse. Call after updateVariables().
    public func ambiguousVariables() -> [Variable] {
        let flags = cachedAmbiguityFlags()
        return (0..<variableCount).filter { flags[$0] }.map { Variable(id: $0) }
    }

    /// `ambiguousVariables()` with every variable of `held` kept at its current value, as if each were pinned by a
    /// required equality (the optimal face then is the part of today's that keeps them): the answer `add`ing those
    /// pins, asking and `remove`ing them would give, without changing the solver. Call after updateVariables().
    public func ambiguousVariables(holding held: [Variable]) -> [Variable] {
        let known = held.filter(isKnown)
        guard !known.isEmpty else { return ambiguousVariables() }
        let flags = ambiguityFlags(holding: known)
        return (0..<variableCount).filter { flags[$0] }.map { Variable(id: $0) }
    }

    /// true when `variable` is not uniquely determined (same meaning as above, for one variable; may be cheaper).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard isKnown(variable) else { return false }
        return cachedAmbiguityFlags()[variable.id]
    }

    /// The flags of the current state, computed at most once per state: every change bumps `revision`,
    /// and a variable made since the last computation (unconstrained, so free) changes `variableCount`.
    /// The engine asks `isAmbiguous` for many variables in a row; only the first call pays.
    func cachedAmbiguityFlags() -> [Bool] {
        if let cache = ambiguityCache, cache.revision == revision, cache.flags.count == variableCount {
            return cache.flags
        }
        let flags = ambiguityFlags()
        ambiguityCache = (revision, flags)
        return flags
    }

    func ambiguityFlags(holding held: [Variable] = []) -> [Bool] {
        // One copy up front: each non-mutating call on the solver's stored tableau would copy it.
        let tableau = self.tableau
        var flags = [Bool](repeating: false, count: variableCount)
        // Z: non-basic, movable, zero reduced cost at every level.
        var directionIndex = [Int32: Int]()
        var zeroCostSymbols: [Int32] = []
        for symbol in 0..<Int32(tableau.symbolCount)
        where !tableau.isBasic(symbol) && tableau.kind[Int(symbol)] != .dummy
            && tableau.objective.reducedCostSign(symbol) == 0 {
            directionIndex[symbol] = zeroCostSymbols.count
            zeroCostSymbols.append(symbol)
        }
        // The change of each variable as a combination of the directions.
        var changes: [[(Int, Double)]] = []
        changes.reserveCapacity(variableCount)
        for index in 0..<variableCount {
            let symbol = variableSymbols[index]
            if let direction = directionIndex[symbol] {
                changes.append([(direction, 1)])
                continue
            }
            let row = tableau.basicRow[Int(symbol)]
            var change: [(Int, Double)] = []
            if row >= 0 {
                for entry in 0..<tableau.rowLength(row) {
                    if let direction = directionIndex[tableau.rowSymbol(row, entry)] {
                        change.append((direction, tableau.rowCoefficient(row, entry)))
                    }
                }
            }
            changes.append(change)
        }
        guard changes.contains(where: { !$0.isEmpty }) else { return flags }
        // A held variable does not move: its change is 0 in every direction left (a pin's row, in the cone and the span).
        let heldChanges = held.map { changes[$0.id] }.filter { !$0.isEmpty }

        // The cone's inequalities g(t) ≥ 0: restricted directions, and degenerate restricted rows.
        var inequalities: [[(Int, Double)]] = []
        for (direction, symbol) in zeroCostSymbols.enumerated() where tableau.kind[Int(symbol)].isRestricted {
            inequalities.append([(direction, 1)])
        }
        for row in 0..<tableau.rowCapacity {
            let basic = tableau.rowBasic[row]
            guard basic >= 0, tableau.kind[Int(basic)].isRestricted, abs(tableau.rowValue[row]) <= Tolerance.epsilon else { continue }
            var inequality: [(Int, Double)] = []
            for entry in 0..<tableau.rowLength(Int32(row)) {
                if let direction = directionIndex[tableau.rowSymbol(Int32(row), entry)] {
                    inequality.append((direction, tableau.rowCoefficient(Int32(row), entry)))
                }
            }
            if !inequality.isEmpty { inequalities.append(inequality) }
        }

        // The span solver's variable `t_i` is direction i. Δx is constant on the span iff, in that solver's
        // tableau, it has no free parameter left.
        let span = spanSolver(directionCount: zeroCostSymbols.count, inequalities: inequalities, held: heldChanges)
        for index in 0..<variableCount where !changes[index].isEmpty {
            let terms = changes[index].map { (variable: $0.0, coefficient: $0.1) }
            var symbols = ContiguousArray<Int32>(), coefficients = ContiguousArray<Double>()
            _ = span.tableau.expandRow(terms: terms, symbols: span.variableSymbols, sign: 1, constant: 0, into: &symbols, &coefficients)
            flags[index] = symbols.contains { span.tableau.kind[Int($0)] == .external }
        }
        return flags
    }

    /// A solver over the directions `t` holding the span of the cone `inequalities ≥ 0` (its implicit equalities `g = 0`)
    /// and the held variables' changes `= 0`: one auxiliary solve finds the implicit equalities (every inequality
    /// `g ≥ 0` also gets an optional `g ≥ 1`; the optimum meets every non-implicit one and none of the implicit ones).
    private func spanSolver(directionCount: Int, inequalities: [[(Int, Double)]], held: [[(Int, Double)]]) -> Solver {
        let coneSolver = Solver()
        coneSolver.explanation = .none
        let coneVariables = (0..<directionCount).map { coneSolver.makeVariable(named: "t\($0)") }
        func expression(_ terms: [(Int, Double)], constant: Double = 0) -> LinearExpression {
            LinearExpression(terms: terms.map { Term(coneVariables[$0.0], $0.1) }, constant: constant)
        }
        for change in held { _ = try? coneSolver.add(LinearConstraint(expression(change), .equal)) }
        for inequality in inequalities {
            _ = try? coneSolver.add(LinearConstraint(expression(inequality), .greaterThanOrEqual))
            _ = try? coneSolver.add(LinearConstraint(expression(inequality, constant: -1), .greaterThanOrEqual, priority: 1))
        }
        coneSolver.updateVariables()
        let span = Solver()
        span.explanation = .none
        let spanVariables = (0..<directionCount).map { span.makeVariable(named: "t\($0)") }
        for inequality in inequalities {
            var value = 0.0
            for (direction, coefficient) in inequality { value += coefficient * coneSolver.value(of: coneVariables[direction]) }
            guard value < 0.5 else { continue }
            _ = try? span.add(LinearConstraint(LinearExpression(terms: inequality.map { Term(spanVariables[$0.0], $0.1) }), .equal))
        }
        for change in held {
            _ = try? span.add(LinearConstraint(LinearExpression(terms: change.map { Term(spanVariables[$0.0], $0.1) }), .equal))
        }
        return span
    }
}
