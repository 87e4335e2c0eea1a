/// Adding one constraint to the tableau: build its row, pick a subject that keeps rows sparse,
/// fall back to an artificial variable only when a required constraint does not hold yet.
extension Solver {
    func insert(_ record: ConstraintRecord, key: Int) throws(SolverError) -> ConstraintRecord {
        var record = record
        let symbolsBefore = symbolOwner.count
        // One in-place access to the tableau for the whole change: every separate access to a class's stored
        // property costs a runtime exclusivity check, and a non-mutating call on it copied the whole tableau.
        if let conflict = insert(&record, key: key, into: &tableau) {
            discardSymbols(from: symbolsBefore)
            throw .unsatisfiable(conflict: explain(conflict, adding: record))
        }
        return record
    }

    /// `insert(_:key:)` on the tableau passed in (the solver's own, which must not be used otherwise meanwhile).
    /// Returns nil once the constraint is in, or the keys that may conflict with it, the tableau left as before.
    private func insert(_ record: inout ConstraintRecord, key: Int, into tableau: inout Tableau) -> [Int]? {
        let symbolsBefore = tableau.kind.count
        func makeSymbol(_ kind: SymbolKind, owner: Int) -> Int32 {
            symbolOwner.append(owner)
            return tableau.makeSymbol(kind)
        }
        // ≤ is stored as −expression ≥ 0.
        let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
        // The row is built in the tableau's scratch buffers (taken out here and handed back on every exit).
        var entrySymbols = ContiguousArray<Int32>()
        var entryCoefficients = ContiguousArray<Double>()
        swap(&entrySymbols, &tableau.entrySymbolsScratch)
        swap(&entryCoefficients, &tableau.entryCoefficientsScratch)
        defer {
            swap(&entrySymbols, &tableau.entrySymbolsScratch)
            swap(&entryCoefficients, &tableau.entryCoefficientsScratch)
        }
        var residual = tableau.expandRow(terms: record.terms, symbols: variableSymbols, sign: sign, constant: sign * record.constant,
                                         into: &entrySymbols, &entryCoefficients)

        // Markers: expression ≥ 0 ⇔ expression = slack (− error); expression == 0 ⇔ expression + dummy = 0
        // (required) or expression = plus − minus (optional). The preferred subjects are the fresh markers.
        let required = record.isRequired
        var preferredSubjects = ErrorSymbols.none
        if record.relation == .equal {
            if required {
                record.marker = makeSymbol(.dummy, owner: key)
                entrySymbols.append(record.marker)
                entryCoefficients.append(1)
            } else {
                record.marker = makeSymbol(.error, owner: key)
                record.other = makeSymbol(.error, owner: key)
                record.errors = ErrorSymbols(first: record.marker, second: record.other)
                entrySymbols.append(record.marker)
                entryCoefficients.append(-1)
                entrySymbols.append(record.other)
                entryCoefficients.append(1)
                preferredSubjects = record.errors
            }
        } else {
            record.marker = makeSymbol(.slack, owner: key)
            entrySymbols.append(record.marker)
            entryCoefficients.append(-1)
            preferredSubjects.first = record.marker
            if !required {
                record.other = makeSymbol(.error, owner: key)
                record.errors = ErrorSymbols(first: record.other)
                entrySymbols.append(record.other)
                entryCoefficients.append(1)
                preferredSubjects.second = record.other
            }
        }

        if !Tolerance.isZero(residual) {
            residual = tableau.absorbResidual(residual, symbols: entrySymbols, coefficients: entryCoefficients)
        }

        var subject = noIndex
        if Tolerance.isZero(residual) {
            residual = 0
            if record.relation == .equal, !required {
                // An optional equality that already holds: an error marker as subject would put the row into
                // the objective, and the primal simplex would then pivot a user variable of the row in at a
                // zero step anyway. Taking that user variable now (the cheapest, like kiwi) skips the detour.
                subject = tableau.chooseSubject(symbols: entrySymbols, coefficients: entryCoefficients, externalOnly: true)
            }
            if subject < 0 {
                subject = preferredSubjects.isEmpty
                    ? tableau.chooseSubject(symbols: entrySymbols, coefficients: entryCoefficients) : preferredSubjects.first
            }
        } else {
            // A fresh marker can take the residual if it comes out non-negative.
            for candidate in preferredSubjects.symbols {
                let index = entrySymbols.firstIndex(of: candidate)!
                if -residual / entryCoefficients[index] >= 0 { subject = candidate; break }
            }
        }
        if subject < 0, Tolerance.isZero(residual), record.relation == .equal, required {
            // Only dummies left: the constraint restates required equalities already there.
            subject = record.marker
        }

        if subject >= 0 {
            tableau.freshSymbolsFrom = Int32(symbolsBefore)
            tableau.insertRow(subject: subject, symbols: entrySymbols, coefficients: entryCoefficients, residual: residual)
            tableau.freshSymbolsFrom = .max
        } else {
            let hasMovableSymbol = entrySymbols.contains { tableau.kind[Int($0)] != .dummy }
            if !hasMovableSymbol {
                return entrySymbols.map { symbolOwner[Int($0)] }.filter { $0 != key && $0 >= 0 }
            }
            tableau.beginJournal()
            let artificial = makeSymbol(.slack, owner: Int.min)
            let orientation: Double = residual > 0 ? 1 : -1
            let row = tableau.allocateRow(basic: artificial, value: abs(residual))
            for index in 0..<entrySymbols.count {
                tableau.appendEntry(row: row, symbol: entrySymbols[index], coefficient: orientation * entryCoefficients[index])
            }
            if !tableau.minimizeArtificial(artificial) {
                let finalRow = tableau.basicRow[Int(artificial)]
                var conflict: [Int] = []
                if finalRow >= 0 {
                    let (symbols, coefficients) = tableau.rowEntries(finalRow)
                    for index in 0..<symbols.count where !Tolerance.isZero(coefficients[index]) {
                        let owner = symbolOwner[Int(symbols[index])]
                        if owner >= 0, owner != key, records[owner]?.isRequired == true, symbols[index] == records[owner]?.marker {
                            conflict.append(owner)
                        }
                    }
                }
                tableau.rollbackJournal()
                return conflict
            }
            // Nothing can fail from here on; what follows may need the dummies' column index, which is
            // never built under a journal.
            tableau.commitJournal()
            let finalRow = tableau.basicRow[Int(artificial)]
            if finalRow >= 0 {
                // The artificial reached zero while basic: swap in any movable symbol, or the constraint's
                // own dummy when the row restates required equalities.
                let (symbols, coefficients) = tableau.rowEntries(finalRow)
                var entering = noIndex
                var largest = 0.0
                for index in 0..<symbols.count where tableau.kind[Int(symbols[index])] != .dummy {
                    if abs(coefficients[index]) > largest { (entering, largest) = (symbols[index], abs(coefficients[index])) }
                }
                if entering < 0, symbols.contains(record.marker) { entering = record.marker }
                if entering < 0, let anyDummy = symbols.first { entering = anyDummy }
                if entering >= 0 {
                    tableau.pivot(row: finalRow, entering: entering)
                } else {
                    tableau.releaseRow(finalRow)
                }
            }
            tableau.purgeNonBasic(artificial)
        }

        if !record.errors.isEmpty { tableau.addErrorsToObjective(record.errors, priority: record.priority) }
        tableau.optimize()
        return nil
    }

    /// Forgets symbols made by a refused add (none of them is referenced any more).
    func discardSymbols(from count: Int) {
        tableau.truncateSymbols(to: count)
        if symbolOwner.count > count { symbolOwner.removeSubrange(count...) }
    }
}

extension Tableau {
    /// How many future rows a fresh (so far unreferenced) variable is expected to appear in; making it
    /// basic now would copy its row into each of them, so it costs like a column of this length.
    static let freshVariablePenalty = 3

    /// A subject divides the row by its coefficient; coefficients this much smaller than the row's
    /// largest are not used, to keep round-off small.
    static let minimumRelativePivot = 1e-3

    /// Writes the row of `sign · Σ coefficient · variable + constant` over non-basic symbols (basic ones substituted)
    /// into `symbols` / `coefficients` (emptied first), near-zero coefficients dropped; returns its value at the
    /// current solution.
    mutating func expandRow(terms: [(variable: Int, coefficient: Double)], symbols variableSymbols: ContiguousArray<Int32>,
                            sign: Double, constant: Double,
                            into symbols: inout ContiguousArray<Int32>, _ coefficients: inout ContiguousArray<Double>) -> Double {
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        var bound = 0
        for term in terms {
            let row = basicRow[Int(variableSymbols[term.variable])]
            bound += row >= 0 ? rows.count(of: Int(row)) : 1
        }
        symbols.append(contentsOf: repeatElement(0, count: bound))
        coefficients.append(contentsOf: repeatElement(0, count: bound))
        var residual = constant
        for term in terms { residual += sign * term.coefficient * currentValue(variableSymbols[term.variable]) }
        // Short rows gain nothing from skipping the marks.
        if bound >= 32,
           let kept = expandWithoutOverlap(terms: terms, symbols: variableSymbols, sign: sign, into: &symbols, &coefficients) {
            symbols.removeSubrange(kept...)
            coefficients.removeSubrange(kept...)
            return residual
        }
        // Everything below goes through buffer pointers: no uniqueness or exclusivity check per entry.
        var marks = ContiguousArray<Int32>()
        swap(&marks, &scratchSlot)
        let indices = rows.indices, numbers = rows.numbers
        var kept = 0
        marks.withUnsafeMutableBufferPointer { marks in
            symbols.withUnsafeMutableBufferPointer { outSymbols in
                coefficients.withUnsafeMutableBufferPointer { outCoefficients in
                    func accumulate(_ symbol: Int32, _ value: Double) {
                        let slot = marks[Int(symbol)]
                        if slot >= 0 {
                            outCoefficients[Int(slot)] += value
                        } else {
                            marks[Int(symbol)] = Int32(kept)
                            outSymbols[kept] = symbol
                            outCoefficients[kept] = value
                            kept += 1
                        }
                    }
                    for term in terms {
                        let symbol = variableSymbols[term.variable]
                        let coefficient = sign * term.coefficient
                        let row = Int(basicRow[Int(symbol)])
                        if row >= 0 {
                            let first = rows.start[row]
                            for position in first..<(first + rows.count(of: row)) {
                                accumulate(indices[position], coefficient * numbers[position])
                            }
                        } else {
                            accumulate(symbol, coefficient)
                        }
                    }
                    var nonZero = 0
                    for index in 0..<kept {
                        marks[Int(outSymbols[index])] = -1
                        guard !Tolerance.isZero(outCoefficients[index]) else { continue }
                        outSymbols[nonZero] = outSymbols[index]
                        outCoefficients[nonZero] = outCoefficients[index]
                        nonZero += 1
                    }
                    kept = nonZero
                }
            }
        }
        swap(&marks, &scratchSlot)
        symbols.removeSubrange(kept...)
        coefficients.removeSubrange(kept...)
        return residual
    }

    /// The common case of `expandRow` without marks: one term's variable is basic and no other term's variable
    /// is in its row, so the row's entries are copied as they are (scaled) and the other variables follow, in
    /// term order as `expandRow` writes them. Returns how many entries were written, or nil when the case does
    /// not apply (nothing written then). `symbols` / `coefficients` have room for every entry.
    private func expandWithoutOverlap(terms: [(variable: Int, coefficient: Double)], symbols variableSymbols: ContiguousArray<Int32>,
                                      sign: Double, into symbols: inout ContiguousArray<Int32>,
                                      _ coefficients: inout ContiguousArray<Double>) -> Int? {
        var basicRowFound: Int32 = noIndex
        for (position, term) in terms.enumerated() {
            // A variable named twice is merged by the marks.
            for earlier in 0..<position where terms[earlier].variable == term.variable { return nil }
            let row = basicRow[Int(variableSymbols[term.variable])]
            guard row >= 0 else { continue }
            guard basicRowFound < 0 else { return nil }
            basicRowFound = row
        }
        guard basicRowFound >= 0 else { return nil }
        let rowLength = rows.count(of: Int(basicRowFound))
        for term in terms {
            let symbol = variableSymbols[term.variable]
            guard basicRow[Int(symbol)] < 0 else { continue }
            // Walking a column longer than the row would cost more than the marks.
            let uses = columns.count(of: Int(symbol))
            guard uses <= rowLength else { return nil }
            for index in 0..<uses where columns.index(Int(symbol), index) == basicRowFound { return nil }
        }
        var kept = 0
        let indices = rows.indices, numbers = rows.numbers
        symbols.withUnsafeMutableBufferPointer { outSymbols in
            coefficients.withUnsafeMutableBufferPointer { outCoefficients in
                for term in terms {
                    let symbol = variableSymbols[term.variable]
                    let coefficient = sign * term.coefficient
                    let row = Int(basicRow[Int(symbol)])
                    if row >= 0 {
                        let first = rows.start[row]
                        for position in first..<(first + rowLength) {
                            let value = coefficient * numbers[position]
                            guard !Tolerance.isZero(value) else { continue }
                            outSymbols[kept] = indices[position]
                            outCoefficients[kept] = value
                            kept += 1
                        }
                    } else if !Tolerance.isZero(coefficient) {
                        outSymbols[kept] = symbol
                        outCoefficients[kept] = coefficient
                        kept += 1
                    }
                }
            }
        }
        return kept
    }

    /// Adds the row `0 = residual + Σ coefficients · symbols` solved for `subject`, and eliminates the
    /// subject from every other row and the objective.
    mutating func insertRow(subject: Int32, symbols: ContiguousArray<Int32>, coefficients: ContiguousArray<Double>,
                            residual: Double) {
        let index = symbols.firstIndex(of: subject)!
        let pivot = coefficients[index]
        let row = allocateRow(basic: subject, value: currentValue(subject) - residual / pivot)
        let r = Int(row)
        touchRow(row)
        let firstSlot = rows.count(of: r)
        rows.reserve(r, firstSlot + symbols.count - 1)
        // The room is reserved, so entries are written straight into the pool; their columns follow.
        let base = rows.start[r] + firstSlot
        let indices = rows.indices + base, links = rows.links + base, numbers = rows.numbers + base
        var count = 0
        symbols.withUnsafeBufferPointer { symbols in
            coefficients.withUnsafeBufferPointer { coefficients in
                for other in 0..<symbols.count where other != index {
                    indices[count] = symbols[other]
                    links[count] = -1
                    numbers[count] = -coefficients[other] / pivot
                    count += 1
                }
            }
        }
        rows.setCount(r, firstSlot + count)
        indexColumns(of: row, slots: firstSlot..<(firstSlot + count))
        eliminate(subject, using: row)
    }

    /// Gives each error symbol a cost of `weight` at the level of `priority`.
    mutating func addErrorsToObjective(_ errors: ErrorSymbols, priority: Double, weight: Double = 1) {
        let level = objective.ensureLevel(priority)
        for error in errors.symbols {
            let row = basicRow[Int(error)]
            if row >= 0 {
                addRowToObjective(level: level, row: row, factor: weight)
            } else {
                addToObjective(level: level, symbol: error, delta: weight)
            }
        }
    }

    /// Lets an unreferenced user variable (or one whose column holds only unrestricted rows) take up the
    /// residual, so the constraint holds at once without touching any restricted row. Returns what is left.
    mutating func absorbResidual(_ residual: Double, symbols: ContiguousArray<Int32>,
                                coefficients: ContiguousArray<Double>) -> Double {
        let largest = coefficients.reduce(0) { max($0, abs($1)) }
        var fallback = noIndex
        var fallbackCoefficient = 0.0
        for index in 0..<symbols.count {
            let symbol = symbols[index]
            let coefficient = coefficients[index]
            guard kind[Int(symbol)] == .external, abs(coefficient) >= Tableau.minimumRelativePivot * largest else { continue }
            if columnLength(symbol) == 0 {
                move(symbol, by: -residual / coefficient)
                return 0
            }
            if fallback < 0, (0..<columnLength(symbol)).allSatisfy({ kind[Int(rowBasic[Int(columnRow(symbol, $0))])] == .external }) {
                (fallback, fallbackCoefficient) = (symbol, coefficient)
            }
        }
        if fallback >= 0 {
            move(fallback, by: -residual / fallbackCoefficient)
            return 0
        }
        return residual
    }

    /// Subject for a row that already holds (zero residual): the symbol whose elimination creates the
    /// least fill, where a fresh user variable counts as if used `freshVariablePenalty` times.
    /// `externalOnly` limits the choice to user variables. (`mutating` only so that the solver calls it on its
    /// tableau in place instead of on a copy.)
    mutating func chooseSubject(symbols: ContiguousArray<Int32>, coefficients: ContiguousArray<Double>,
                       externalOnly: Bool = false) -> Int32 {
        let otherEntries = symbols.count - 1
        var best = noIndex
        var bestCost = Int.max
        var bestFresh = true
        var bestMagnitude = 0.0
        // Buffer pointers: a filled row's entries are mostly dummies, skipped at the cost of one load each.
        kind.withUnsafeBufferPointer { kind in
            symbols.withUnsafeBufferPointer { symbols in
                coefficients.withUnsafeBufferPointer { coefficients in
                    var largest = 0.0
                    for coefficient in coefficients { largest = max(largest, abs(coefficient)) }
                    for index in 0..<symbols.count {
                        let symbol = symbols[index]
                        let symbolKind = kind[Int(symbol)]
                        guard symbolKind != .dummy, !externalOnly || symbolKind == .external else { continue }
                        let magnitude = abs(coefficients[index])
                        guard magnitude >= Tableau.minimumRelativePivot * largest else { continue }
                        let uses = columnLength(symbol)
                        let fresh = uses == 0 && symbolKind == .external
                        let cost = (fresh ? Tableau.freshVariablePenalty : uses) * otherEntries
                        let better = cost < bestCost
                            || (cost == bestCost && bestFresh && !fresh)
                            || (cost == bestCost && bestFresh == fresh && magnitude > bestMagnitude)
                        if better { (best, bestCost, bestFresh, bestMagnitude) = (symbol, cost, fresh, magnitude) }
                    }
                }
            }
        }
        return best
    }

}
