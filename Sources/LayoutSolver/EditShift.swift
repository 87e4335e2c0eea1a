extension Tableau {
    /// Applies a new suggested value to an edit constraint `variable − suggested = plus − minus`
    /// (a larger suggestion is a smaller `plus`), then re-solves with the dual simplex.
    mutating func shiftEditConstant(plus: Int32, minus: Int32, by delta: Double) {
        if isBasic(plus) {
            shiftRowValue(basicRow[Int(plus)], by: -delta)
        } else if isBasic(minus) {
            shiftRowValue(basicRow[Int(minus)], by: delta)
        } else {
            for index in 0..<columnLength(plus) {
                shiftRowValue(columnRow(plus, index), by: columnCoefficient(plus, index) * delta)
            }
        }
        dualOptimize()
        optimize()
    }

    /// Copies the current value of each symbol into `values` (same indices). (`mutating` only so that the
    /// solver calls it on its tableau in place instead of on a copy.)
    mutating func readValues(of symbols: ContiguousArray<Int32>, into values: inout ContiguousArray<Double>) {
        for index in 0..<symbols.count {
            let value = currentValue(symbols[index])
            values[index] = value == 0 ? 0 : value  // never publish -0.0
        }
    }
}
