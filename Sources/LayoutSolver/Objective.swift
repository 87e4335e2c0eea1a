/// The lexicographic objective: one cost row per distinct optional priority, strongest first.
///
/// A symbol's reduced cost is the vector of its coefficients across levels; it is compared
/// lexicographically (the strongest level with a coefficient beyond epsilon decides). See `PriorityLevel`.
/// Costs are stored densely by symbol (there are few levels, and every pivot reads them).
struct Objective {
    struct Level {
        var priority: Double
        /// Cost of each symbol at this level; symbols past the end cost 0.
        var costs = ContiguousArray<Double>()

        @inline(__always)
        func cost(_ symbol: Int32) -> Double {
            let s = Int(symbol)
            return s < costs.count ? costs[s] : 0
        }
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

    /// Sets a cost, growing the level's storage when needed.
    @inline(__always)
    mutating func setCost(level: Int, symbol: Int32, _ value: Double) {
        let s = Int(symbol)
        if s >= levels[level].costs.count {
            guard value != 0 else { return }
            levels[level].costs.append(contentsOf: repeatElement(0, count: s + 1 - levels[level].costs.count))
        }
        levels[level].costs[s] = value
    }

    /// Forgets the costs of symbols numbered `count` and above (they are being discarded).
    mutating func truncateSymbols(to count: Int) {
        for level in levels.indices where levels[level].costs.count > count {
            levels[level].costs.removeSubrange(count...)
        }
    }

    /// -1 when increasing `symbol` lowers the objective, +1 when it raises it, 0 when no level cares.
    @inline(__always)
    func reducedCostSign(_ symbol: Int32) -> Int {
        for level in levels {
            let value = level.cost(symbol)
            if value < -Tolerance.epsilon { return -1 }
            if value > Tolerance.epsilon { return 1 }
        }
        return 0
    }

    /// Compares `a.cost / aScale` with `b.cost / bScale` lexicographically (scales > 0).
    func compareRatios(_ a: Int32, _ aScale: Double, _ b: Int32, _ bScale: Double) -> Int {
        for level in levels {
            let x = level.cost(a) / aScale
            let y = level.cost(b) / bScale
            if abs(x - y) > Tolerance.epsilon { return x < y ? -1 : 1 }
        }
        return 0
    }
}

extension Tableau {
    /// Adds `delta` to `symbol`'s cost at `level`, dropping it when it cancels; journaled.
    @inline(__always)
    mutating func addToObjective(level: Int, symbol: Int32, delta: Double) {
        let old = objective.levels[level].cost(symbol)
        let new = old + delta
        if journaling { journal.objectiveChanges.append((level, symbol, old)) }
        objective.setCost(level: level, symbol: symbol, Tolerance.isZero(new) ? 0 : new)
        dirtySymbols.append(symbol)
    }

    /// Adds `factor` × (the right-hand side of `row`) to the cost at `level`.
    mutating func addRowToObjective(level: Int, row: Int32, factor: Double) {
        let r = Int(row)
        for index in 0..<rows.count(of: r) {
            addToObjective(level: level, symbol: rows.index(r, index), delta: factor * rows.number(r, index))
        }
    }

    /// Replaces `symbol` in every level by the right-hand side of `row` (it just became basic there).
    mutating func substituteInObjective(_ symbol: Int32, row: Int32) {
        for level in objective.levels.indices {
            let factor = objective.levels[level].cost(symbol)
            guard factor != 0 else { continue }
            if journaling { journal.objectiveChanges.append((level, symbol, factor)) }
            objective.setCost(level: level, symbol: symbol, 0)
            addRowToObjective(level: level, row: row, factor: factor)
        }
    }

    /// Deletes `symbol` from every level (it is gone for good).
    mutating func removeFromObjective(_ symbol: Int32) {
        for level in objective.levels.indices {
            let old = objective.levels[level].cost(symbol)
            guard old != 0 else { continue }
            if journaling { journal.objectiveChanges.append((level, symbol, old)) }
            objective.setCost(level: level, symbol: symbol, 0)
        }
    }
}
