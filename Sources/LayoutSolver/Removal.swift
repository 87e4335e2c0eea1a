/// Removing one constraint from the tableau in place.
extension Solver {
    /// `reoptimizing: false` leaves the tableau feasible but maybe not optimal (for batches).
    func removeFromTableau(_ record: ConstraintRecord, reoptimizing: Bool = true) {
        tableau.removeConstraint(marker: record.marker, other: record.other, errors: record.errors, priority: record.priority,
                                 weight: record.errorWeight, reoptimizing: reoptimizing)
    }
}

extension Tableau {
    mutating func removeConstraint(marker: Int32, other: Int32, errors: ErrorSymbols, priority: Double, weight: Double = 1,
                                   reoptimizing: Bool = true) {
        if !errors.isEmpty, let level = objective.levelIndex(of: priority) {
            for error in errors.symbols {
                let row = basicRow[Int(error)]
                if row >= 0 {
                    addRowToObjective(level: level, row: row, factor: -weight)
                } else {
                    addToObjective(level: level, symbol: error, delta: -weight)
                }
            }
        }
        if marker >= 0 {
            if kind[Int(marker)] == .dummy { ensureDummyColumns() }
            if isBasic(marker) {
                releaseRow(basicRow[Int(marker)])
            } else if let (row, step) = markerLeavingRow(marker) {
                if step != 0 { move(marker, by: step) }
                pivot(row: row, entering: marker)
                releaseRow(row)
            }
            // The constraint's own symbols no longer mean anything; wipe round-off residue.
            for symbol in [marker, other] where symbol >= 0 && !isBasic(symbol) {
                purgeNonBasic(symbol)
            }
        }
        guard reoptimizing else { return }
        dualOptimize()
        optimize()
    }

    /// Row in which non-basic `marker` should become basic before that row is dropped, and how far the
    /// marker must move first so the leaving symbol leaves at a feasible value. Rows whose basic may leave
    /// where it is (a user variable, or anything at zero) need no move; otherwise the restricted row that
    /// is closest to zero is taken, so no other restricted row goes negative.
    private func markerLeavingRow(_ marker: Int32) -> (Int32, Double)? {
        var restingRow = noIndex
        var bestRow = noIndex
        var bestRatio = Double.infinity
        var bestStep = 0.0
        for index in 0..<columnLength(marker) {
            let row = Int(columnRow(marker, index))
            let coefficient = columnCoefficient(marker, index)
            guard !Tolerance.isZero(coefficient) else { continue }
            let basicKind = kind[Int(rowBasic[row])]
            if basicKind == .dummy {
                // A redundant equality's row: only dummies may ever sit in it, so the marker must leave
                // through it (anywhere else, substituting it would put movable symbols in a dummy row).
                return (Int32(row), 0)
            }
            if basicKind == .external || abs(rowValue[row]) <= Tolerance.epsilon {
                // Leaving a user variable where it is, or a row at zero, moves nothing.
                if restingRow < 0 || basicKind == .external { restingRow = Int32(row) }
                continue
            }
            let ratio = abs(rowValue[row] / coefficient)
            if ratio < bestRatio {
                (bestRow, bestRatio, bestStep) = (Int32(row), ratio, -rowValue[row] / coefficient)
            }
        }
        if restingRow >= 0 { return (restingRow, 0) }
        if bestRow >= 0 { return (bestRow, bestStep) }
        return nil
    }
}
