/// The lexicographic objective: one sparse cost row per distinct optional priority, strongest first.
///
/// A symbol's reduced cost is the vector of its coefficients across levels; it is compared
/// lexicographically (the strongest level with a coefficient beyond epsilon decides). See `PriorityLevel`.
struct Objective {
    struct Level {
        var priority: Double
        var coefficients: [Int32: Double] = [:]
    }

    /// Levels sorted by priority, strongest (highest) first.
    var levels: [Level] = []

    /// Index of the level for `priority`, if one exists.
    func levelIndex(of priority: Double) -> Int? {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority == priority { return middle }
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Index of the level for `priority`, creating it (in order) when missing.
    mutating func ensureLevel(_ priority: Double) -> Int {
        if let index = levelIndex(of: priority) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority), at: index)
        return index
    }

    /// -1 when increasing `symbol` lowers the objective, +1 when it raises it, 0 when no level cares.
    @inline(__always)
    func reducedCostSign(_ symbol: Int32) -> Int {
        for level in levels {
            if let value = level.coefficients[symbol] {
                if value < -Tolerance.epsilon { return -1 }
                if value > Tolerance.epsilon { return 1 }
            }
        }
        return 0
    }

    /// Compares `a.cost / aScale` with `b.cost / bScale` lexicographically (scales > 0).
    func compareRatios(_ a: Int32, _ aScale: Double, _ b: Int32, _ bScale: Double) -> Int {
        for level in levels {
            let x = (level.coefficients[a] ?? 0) / aScale
            let y = (level.coefficients[b] ?? 0) / bScale
            if abs(x - y) > Tolerance.epsilon { return x < y ? -1 : 1 }
        }
        return 0
    }
}

extension Tableau {
    /// Adds `delta` to `symbol`'s cost at `level`, dropping it when it cancels; journaled.
    @inline(__always)
    mutating func addToObjective(level: Int, symbol: Int32, delta: Double) {
        let old = objective.levels[level].coefficients[symbol]
        let new = (old ?? 0) + delta
        if journaling { journal?.objectiveChanges.append((level, symbol, old)) }
        if Tolerance.isZero(new) {
            if old != nil { objective.levels[level].coefficients[symbol] = nil }
        } else {
            objective.levels[level].coefficients[symbol] = new
        }
        dirtySymbols.append(symbol)
    }

    /// Adds `factor` × (the right-hand side of `row`) to the cost at `level`.
    mutating func addRowToObjective(level: Int, row: Int32, factor: Double) {
        let symbols = rowSymbols[Int(row)]
        let coefficients = rowCoefficients[Int(row)]
        for index in 0..<symbols.count {
            addToObjective(level: level, symbol: symbols[index], delta: factor * coefficients[index])
        }
    }

    /// Replaces `symbol` in every level by a row's right-hand side (it just became basic).
    mutating func substituteInObjective(_ symbol: Int32, rowSymbols symbols: ContiguousArray<Int32>,
                               rowCoefficients coefficients: ContiguousArray<Double>) {
        for level in objective.levels.indices {
            guard let factor = objective.levels[level].coefficients[symbol] else { continue }
            if journaling { journal?.objectiveChanges.append((level, symbol, factor)) }
            objective.levels[level].coefficients[symbol] = nil
            for index in 0..<symbols.count {
                addToObjective(level: level, symbol: symbols[index], delta: factor * coefficients[index])
            }
        }
    }

    /// Deletes `symbol` from every level (it is gone for good).
    mutating func removeFromObjective(_ symbol: Int32) {
        for level in objective.levels.indices {
            guard let old = objective.levels[level].coefficients[symbol] else { continue }
            if journaling { journal?.objectiveChanges.append((level, symbol, old)) }
            objective.levels[level].coefficients[symbol] = nil
        }
    }
}
