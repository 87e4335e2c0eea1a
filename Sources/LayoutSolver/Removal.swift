/// Removing one constraint from the tableau in place.
extension Solver {
    func removeFromTableau(_ record: ConstraintRecord) {
        let t = tableau
        if !record.errors.isEmpty, let level = t.objective.levelIndex(of: record.priority) {
            for error in record.errors {
                let row = t.basicRow[Int(error)]
                if row >= 0 {
                    t.addRowToObjective(level: level, row: row, factor: -1)
                } else {
                    t.addToObjective(level: level, symbol: error, delta: -1)
                }
            }
        }
        let marker = record.marker
        if marker >= 0 {
            if t.isBasic(marker) {
                t.releaseRow(t.basicRow[Int(marker)])
            } else if let (row, step) = markerLeavingRow(marker) {
                if step != 0 { t.move(marker, by: step) }
                t.pivot(row: row, entering: marker)
                t.releaseRow(row)
            }
            // The constraint's own symbols no longer mean anything; wipe round-off residue.
            for symbol in [marker, record.other] where symbol >= 0 && !t.isBasic(symbol) {
                t.purgeNonBasic(symbol)
            }
        }
        t.dualOptimize()
        t.optimize()
    }

    /// Row in which non-basic `marker` should become basic before that row is dropped, and how far the
    /// marker must move first so the leaving symbol leaves at a feasible value. Rows whose basic may leave
    /// where it is (a user variable, or anything at zero) need no move; otherwise the restricted row that
    /// is closest to zero is taken, so no other restricted row goes negative.
    private func markerLeavingRow(_ marker: Int32) -> (Int32, Double)? {
        let t = tableau
        let rows = t.columnRows[Int(marker)]
        let slots = t.columnSlots[Int(marker)]
        var restingRow = noIndex
        var bestRow = noIndex
        var bestRatio = Double.infinity
        var bestStep = 0.0
        for index in 0..<rows.count {
            let row = Int(rows[index])
            let coefficient = t.rowCoefficients[row][Int(slots[index])]
            guard !Tolerance.isZero(coefficient) else { continue }
            let basicKind = t.kind[Int(t.rowBasic[row])]
            if basicKind == .external || abs(t.rowValue[row]) <= Tolerance.epsilon {
                // Prefer leaving a user variable in place; a row at zero is just as cheap.
                if restingRow < 0 || basicKind == .external { restingRow = rows[index] }
                if basicKind == .external { break }
                continue
            }
            let ratio = abs(t.rowValue[row] / coefficient)
            if ratio < bestRatio {
                (bestRow, bestRatio, bestStep) = (rows[index], ratio, -t.rowValue[row] / coefficient)
            }
        }
        if restingRow >= 0 { return (restingRow, 0) }
        if bestRow >= 0 { return (bestRow, bestStep) }
        return nil
    }
}
