/// Adding one constraint to the tableau: build its row, pick a subject that keeps rows sparse,
/// fall back to an artificial variable only when a required constraint does not hold yet.
extension Solver {
    /// How many future rows a fresh (so far unreferenced) variable is expected to appear in; making it
    /// basic now would copy its row into each of them, so it costs like a column of this length.
    static let freshVariablePenalty = 3

    /// A subject divides the row by its coefficient; coefficients this much smaller than the row's
    /// largest are not used, to keep round-off small.
    static let minimumRelativePivot = 1e-3

    func insert(_ record: ConstraintRecord, key: Int) throws(SolverError) -> ConstraintRecord {
        var record = record
        let t = tableau
        let symbolsBefore = t.symbolCount
        // ≤ is stored as −expression ≥ 0.
        let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
        var entrySymbols = ContiguousArray<Int32>()
        var entryCoefficients = ContiguousArray<Double>()
        var residual = sign * record.constant

        func accumulate(_ symbol: Int32, _ coefficient: Double) {
            let slot = t.scratchSlot[Int(symbol)]
            if slot >= 0 {
                entryCoefficients[Int(slot)] += coefficient
            } else {
                t.scratchSlot[Int(symbol)] = Int32(entrySymbols.count)
                entrySymbols.append(symbol)
                entryCoefficients.append(coefficient)
            }
        }
        for term in record.terms {
            let symbol = variableSymbols[term.variable]
            let coefficient = sign * term.coefficient
            residual += coefficient * t.currentValue(symbol)
            let row = t.basicRow[Int(symbol)]
            if row >= 0 {
                let rowSymbols = t.rowSymbols[Int(row)]
                let rowCoefficients = t.rowCoefficients[Int(row)]
                for index in 0..<rowSymbols.count { accumulate(rowSymbols[index], coefficient * rowCoefficients[index]) }
            } else {
                accumulate(symbol, coefficient)
            }
        }
        for symbol in entrySymbols { t.scratchSlot[Int(symbol)] = -1 }
        var kept = 0
        for index in 0..<entrySymbols.count where !Tolerance.isZero(entryCoefficients[index]) {
            entrySymbols[kept] = entrySymbols[index]
            entryCoefficients[kept] = entryCoefficients[index]
            kept += 1
        }
        entrySymbols.removeSubrange(kept...)
        entryCoefficients.removeSubrange(kept...)

        // Markers: expression ≥ 0 ⇔ expression = slack (− error); expression == 0 ⇔ expression + dummy = 0
        // (required) or expression = plus − minus (optional).
        let required = record.isRequired
        var preferredSubjects: [Int32] = []
        if record.relation == .equal {
            if required {
                record.marker = makeSymbol(.dummy, owner: key)
                entrySymbols.append(record.marker)
                entryCoefficients.append(1)
            } else {
                record.marker = makeSymbol(.error, owner: key)
                record.other = makeSymbol(.error, owner: key)
                record.errors = [record.marker, record.other]
                entrySymbols.append(record.marker)
                entryCoefficients.append(-1)
                entrySymbols.append(record.other)
                entryCoefficients.append(1)
                preferredSubjects = [record.marker, record.other]
            }
        } else {
            record.marker = makeSymbol(.slack, owner: key)
            entrySymbols.append(record.marker)
            entryCoefficients.append(-1)
            preferredSubjects = [record.marker]
            if !required {
                record.other = makeSymbol(.error, owner: key)
                record.errors = [record.other]
                entrySymbols.append(record.other)
                entryCoefficients.append(1)
                preferredSubjects.append(record.other)
            }
        }

        if !Tolerance.isZero(residual) {
            residual = absorbResidual(residual, symbols: entrySymbols, coefficients: entryCoefficients)
        }

        var subject = noIndex
        if Tolerance.isZero(residual) {
            residual = 0
            subject = preferredSubjects.first ?? chooseSubject(symbols: entrySymbols, coefficients: entryCoefficients)
        } else {
            // A fresh marker can take the residual if it comes out non-negative.
            for candidate in preferredSubjects {
                let index = entrySymbols.firstIndex(of: candidate)!
                if -residual / entryCoefficients[index] >= 0 { subject = candidate; break }
            }
        }
        if subject < 0, Tolerance.isZero(residual), record.relation == .equal, required {
            // Only dummies left: the constraint restates required equalities already there.
            subject = record.marker
        }

        if subject >= 0 {
            let index = entrySymbols.firstIndex(of: subject)!
            let pivot = entryCoefficients[index]
            let row = t.allocateRow(basic: subject, value: t.currentValue(subject) - residual / pivot)
            for other in 0..<entrySymbols.count where other != index {
                t.appendEntry(row: row, symbol: entrySymbols[other], coefficient: -entryCoefficients[other] / pivot)
            }
            t.eliminate(subject, using: row)
        } else {
            let hasMovableSymbol = entrySymbols.contains { t.kind[Int($0)] != .dummy }
            if !hasMovableSymbol {
                let conflict = entrySymbols.map { symbolOwner[Int($0)] }.filter { $0 != key && $0 >= 0 }
                discardSymbols(from: symbolsBefore)
                throw .unsatisfiable(conflict: explain(conflict, adding: record))
            }
            t.beginJournal()
            let artificial = makeSymbol(.slack, owner: Int.min)
            let orientation: Double = residual > 0 ? 1 : -1
            let row = t.allocateRow(basic: artificial, value: abs(residual))
            for index in 0..<entrySymbols.count {
                t.appendEntry(row: row, symbol: entrySymbols[index], coefficient: orientation * entryCoefficients[index])
            }
            if !t.minimizeArtificial(artificial) {
                let finalRow = t.basicRow[Int(artificial)]
                var conflict: [Int] = []
                if finalRow >= 0 {
                    let symbols = t.rowSymbols[Int(finalRow)]
                    let coefficients = t.rowCoefficients[Int(finalRow)]
                    for index in 0..<symbols.count where !Tolerance.isZero(coefficients[index]) {
                        let owner = symbolOwner[Int(symbols[index])]
                        if owner >= 0, owner != key, records[owner]?.isRequired == true, symbols[index] == records[owner]?.marker {
                            conflict.append(owner)
                        }
                    }
                }
                t.rollbackJournal()
                discardSymbols(from: symbolsBefore)
                throw .unsatisfiable(conflict: explain(conflict, adding: record))
            }
            let finalRow = t.basicRow[Int(artificial)]
            if finalRow >= 0 {
                // The artificial reached zero while basic: swap in any movable symbol, or the constraint's
                // own dummy when the row restates required equalities.
                let symbols = t.rowSymbols[Int(finalRow)]
                let coefficients = t.rowCoefficients[Int(finalRow)]
                var entering = noIndex
                var largest = 0.0
                for index in 0..<symbols.count where t.kind[Int(symbols[index])] != .dummy {
                    if abs(coefficients[index]) > largest { (entering, largest) = (symbols[index], abs(coefficients[index])) }
                }
                if entering < 0, symbols.contains(record.marker) { entering = record.marker }
                if entering < 0, let anyDummy = symbols.first { entering = anyDummy }
                if entering >= 0 {
                    t.pivot(row: finalRow, entering: entering)
                } else {
                    t.releaseRow(finalRow)
                }
            }
            t.purgeNonBasic(artificial)
            t.commitJournal()
        }

        if !record.errors.isEmpty {
            let level = t.objective.ensureLevel(record.priority)
            for error in record.errors {
                let row = t.basicRow[Int(error)]
                if row >= 0 {
                    t.addRowToObjective(level: level, row: row, factor: 1)
                } else {
                    t.addToObjective(level: level, symbol: error, delta: 1)
                }
            }
        }
        t.optimize()
        return record
    }

    /// Lets an unreferenced user variable (or one whose column holds only unrestricted rows) take up the
    /// residual, so the constraint holds at once without touching any restricted row. Returns what is left.
    private func absorbResidual(_ residual: Double, symbols: ContiguousArray<Int32>,
                                coefficients: ContiguousArray<Double>) -> Double {
        let t = tableau
        let largest = coefficients.reduce(0) { max($0, abs($1)) }
        var fallback = noIndex
        var fallbackCoefficient = 0.0
        for index in 0..<symbols.count {
            let symbol = symbols[index]
            let coefficient = coefficients[index]
            guard t.kind[Int(symbol)] == .external, abs(coefficient) >= Solver.minimumRelativePivot * largest else { continue }
            if t.columnRows[Int(symbol)].isEmpty {
                t.move(symbol, by: -residual / coefficient)
                return 0
            }
            if fallback < 0, t.columnRows[Int(symbol)].allSatisfy({ t.kind[Int(t.rowBasic[Int($0)])] == .external }) {
                (fallback, fallbackCoefficient) = (symbol, coefficient)
            }
        }
        if fallback >= 0 {
            t.move(fallback, by: -residual / fallbackCoefficient)
            return 0
        }
        return residual
    }

    /// Subject for a row that already holds (zero residual): the symbol whose elimination creates the
    /// least fill, where a fresh user variable counts as if used `freshVariablePenalty` times.
    private func chooseSubject(symbols: ContiguousArray<Int32>, coefficients: ContiguousArray<Double>) -> Int32 {
        let t = tableau
        let largest = coefficients.reduce(0) { max($0, abs($1)) }
        let otherEntries = symbols.count - 1
        var best = noIndex
        var bestCost = Int.max
        var bestFresh = true
        var bestMagnitude = 0.0
        for index in 0..<symbols.count {
            let symbol = symbols[index]
            let magnitude = abs(coefficients[index])
            guard t.kind[Int(symbol)] != .dummy, magnitude >= Solver.minimumRelativePivot * largest else { continue }
            let uses = t.columnRows[Int(symbol)].count
            let fresh = uses == 0 && t.kind[Int(symbol)] == .external
            let cost = (fresh ? Solver.freshVariablePenalty : uses) * otherEntries
            let better = cost < bestCost
                || (cost == bestCost && bestFresh && !fresh)
                || (cost == bestCost && bestFresh == fresh && magnitude > bestMagnitude)
            if better { (best, bestCost, bestFresh, bestMagnitude) = (symbol, cost, fresh, magnitude) }
        }
        return best
    }

    /// Forgets symbols made by a refused add (none of them is referenced any more).
    func discardSymbols(from count: Int) {
        tableau.truncateSymbols(to: count)
        if symbolOwner.count > count { symbolOwner.removeSubrange(count...) }
    }
}
