/// Primal and dual simplex over the lexicographic objective, plus the artificial-variable phase.
///
/// Anti-cycling: pivots normally take the steepest improving symbol among those whose cost changed
/// since the last optimum (strongest level first; kiwi_enaml: 74 pivots instead of 103 with the most
/// recently changed one); after a run of degenerate (zero-step) pivots the primal switches to Bland's
/// rule (lowest symbol id enters, lowest basic id leaves on ties), which cannot cycle. Every loop also has
/// a hard iteration cap, so a numerically hopeless tableau ends the call instead of spinning.
extension Tableau {
    /// Degenerate pivots in a row before switching to Bland's rule.
    static let degeneratePivotsBeforeBland = 50

    var iterationLimit: Int { 50 * (rowCapacity + symbolCount) + 10_000 }

    /// Direction in which moving non-basic `symbol` lowers the objective, or nil when it should stay.
    @inline(__always)
    func improvingDirection(_ symbol: Int32) -> Double? {
        let s = Int(symbol)
        guard s < kind.count, basicRow[s] < 0 else { return nil }
        switch kind[s] {
        case .dummy:
            return nil
        case .external:
            let sign = objective.reducedCostSign(symbol)
            return sign == 0 ? nil : Double(-sign)
        case .slack, .error:
            return objective.reducedCostSign(symbol) < 0 ? 1 : nil
        }
    }

    /// The restricted row that first hits zero when `entering` moves in `direction`, and the step.
    /// Ties go to the shortest row (least fill when pivoting), or to the lowest basic id under Bland's rule.
    func leavingRow(for entering: Int32, direction: Double, bland: Bool = false) -> (row: Int32, step: Double)? {
        let s = Int(entering)
        var bestRow = noIndex
        var bestStep = Double.infinity
        var bestBasic = Int32.max
        var bestLength = Int.max
        for index in 0..<columns.count(of: s) {
            let row = Int(columns.index(s, index))
            let basic = rowBasic[row]
            guard kind[Int(basic)].isRestricted else { continue }
            let rate = rows.number(row, Int(columns.link(s, index))) * direction
            guard rate < -Tolerance.epsilon else { continue }
            let step = max(0, rowValue[row]) / -rate
            let length = rows.count(of: row)
            let better: Bool
            if step < bestStep - Tolerance.epsilon {
                better = true
            } else if step <= bestStep + Tolerance.epsilon {
                better = bland ? basic < bestBasic : length < bestLength
            } else {
                better = false
            }
            if better {
                bestStep = step
                bestRow = Int32(row)
                bestBasic = basic
                bestLength = length
            }
        }
        return bestRow >= 0 ? (bestRow, bestStep) : nil
    }

    /// Lowest-id symbol that improves the objective (Bland's rule), scanning every level.
    func blandEnteringSymbol() -> (Int32, Double)? {
        for symbol in 0..<Int32(symbolCount) {
            if let direction = improvingDirection(symbol) { return (symbol, direction) }
        }
        return nil
    }

    /// True when moving `a` in `aDirection` lowers the objective faster than `b` does (strongest level first).
    func steeper(_ a: Int32, _ aDirection: Double, than b: Int32, _ bDirection: Double) -> Bool {
        for level in objective.levels {
            let x = level.cost(a) * aDirection
            let y = level.cost(b) * bDirection
            if abs(x - y) > Tolerance.epsilon { return x < y }
        }
        return false
    }

    /// Primal simplex: restores optimality of the objective from a feasible tableau.
    mutating func optimize() {
        var iterations = 0
        var degenerateRun = 0
        let limit = iterationLimit
        while true {
            let entering: Int32
            let direction: Double
            let bland = degenerateRun >= Tableau.degeneratePivotsBeforeBland
            if bland {
                guard let choice = blandEnteringSymbol() else { dirtySymbols.removeAll(); return }
                (entering, direction) = choice
            } else {
                // Steepest candidate among the dirty ones; those that do not improve are dropped.
                var best = -1
                var bestDirection = 0.0
                var index = dirtySymbols.count - 1
                while index >= 0 {
                    let candidate = dirtySymbols[index]
                    if let candidateDirection = improvingDirection(candidate) {
                        if best < 0 || steeper(candidate, candidateDirection, than: dirtySymbols[best], bestDirection) {
                            (best, bestDirection) = (index, candidateDirection)
                        }
                        index -= 1
                    } else {
                        dirtySymbols.swapAt(index, dirtySymbols.count - 1)
                        dirtySymbols.removeLast()
                        if best == dirtySymbols.count { best = index }
                        index -= 1
                    }
                }
                guard best >= 0 else { return }
                let candidate = dirtySymbols[best]
                dirtySymbols.swapAt(best, dirtySymbols.count - 1)
                dirtySymbols.removeLast()
                (entering, direction) = (candidate, bestDirection)
            }
            iterations += 1
            if iterations > limit { dirtySymbols.removeAll(); return }
            guard let (row, step) = leavingRow(for: entering, direction: direction, bland: bland) else {
                // Nothing limits the move, yet every level is a sum of non-negative errors: the
                // "improvement" is round-off. Drop the cost so the symbol is not chosen again.
                removeFromObjective(entering)
                continue
            }
            degenerateRun = step <= Tolerance.epsilon ? degenerateRun + 1 : 0
            move(entering, by: direction * step)
            pivot(row: row, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility after row values changed (suggested values), keeping optimality.
    /// Only the queued infeasible rows are visited.
    mutating func dualOptimize() {
        var iterations = 0
        let limit = iterationLimit
        while let row = infeasibleRows.popLast() {
            let r = Int(row)
            let basic = rowBasic[r]
            guard basic >= 0, kind[Int(basic)].isRestricted, rowValue[r] < -Tolerance.epsilon else { continue }
            iterations += 1
            if iterations > limit { infeasibleRows.removeAll(); return }
            var entering = noIndex
            var enteringCoefficient = 0.0
            var enteringScale = 0.0
            for index in 0..<rows.count(of: r) {
                let symbol = rows.index(r, index)
                let coefficient = rows.number(r, index)
                let scale: Double
                switch kind[Int(symbol)] {
                case .dummy: continue
                case .external:
                    guard abs(coefficient) > Tolerance.epsilon else { continue }
                    scale = abs(coefficient)
                case .slack, .error:
                    guard coefficient > Tolerance.epsilon else { continue }
                    scale = coefficient
                }
                if entering < 0 {
                    (entering, enteringCoefficient, enteringScale) = (symbol, coefficient, scale)
                    continue
                }
                let order = objective.compareRatios(symbol, scale, entering, enteringScale)
                if order < 0 || (order == 0 && prefersOnTie(symbol, over: entering)) {
                    (entering, enteringCoefficient, enteringScale) = (symbol, coefficient, scale)
                }
            }
            // No symbol can raise this row: only possible through round-off; leave it rather than loop.
            guard entering >= 0 else { continue }
            move(entering, by: -rowValue[r] / enteringCoefficient)
            pivot(row: row, entering: entering)
        }
    }

    /// Tie-break of the dual ratio test: a restricted symbol before a user variable (user variables
    /// parked outside the basis keep rows sparse; entering one at a zero ratio only passes the
    /// infeasibility along its chain, one pivot per view), then the lower id.
    @inline(__always)
    func prefersOnTie(_ candidate: Int32, over current: Int32) -> Bool {
        let candidateIsExternal = kind[Int(candidate)] == .external
        let currentIsExternal = kind[Int(current)] == .external
        if candidateIsExternal != currentIsExternal { return currentIsExternal }
        return candidate < current
    }

    /// Phase one for one artificial row: minimises the artificial symbol over the current tableau.
    /// Returns false when it stays positive (the constraint it stands for cannot hold).
    mutating func minimizeArtificial(_ artificial: Int32) -> Bool {
        var iterations = 0
        var degenerateRun = 0
        let limit = iterationLimit
        while true {
            let row = basicRow[Int(artificial)]
            if row < 0 { return true }
            let r = Int(row)
            if rowValue[r] <= Tolerance.epsilon { return true }
            iterations += 1
            if iterations > limit { return rowValue[r] <= Tolerance.epsilon }
            let useBland = degenerateRun >= Tableau.degeneratePivotsBeforeBland
            var entering = noIndex
            var direction = 0.0
            var bestRate = 0.0
            for index in 0..<rows.count(of: r) {
                let symbol = rows.index(r, index)
                let coefficient = rows.number(r, index)
                let candidateDirection: Double
                switch kind[Int(symbol)] {
                case .dummy: continue
                case .external:
                    guard abs(coefficient) > Tolerance.epsilon else { continue }
                    candidateDirection = coefficient > 0 ? -1 : 1
                case .slack, .error:
                    guard coefficient < -Tolerance.epsilon else { continue }
                    candidateDirection = 1
                }
                let rate = abs(coefficient)
                let better = useBland ? (entering < 0 || symbol < entering) : rate > bestRate
                if better { (entering, direction, bestRate) = (symbol, candidateDirection, rate) }
            }
            guard entering >= 0 else { return false }
            guard let (leaving, step) = leavingRow(for: entering, direction: direction, bland: useBland) else { return false }
            degenerateRun = step <= Tolerance.epsilon ? degenerateRun + 1 : 0
            move(entering, by: direction * step)
            if leaving == row, rowValue[r] <= Tolerance.epsilon, kind[Int(entering)] == .external {
                // The artificial reached zero: any symbol of its row can take its place without changing a
                // value, so take the one whose elimination fills the fewest rows. Pivoting `entering` in would
                // substitute it into every row of its column; along a chain of equalities that made each row
                // longer with every add. Only when `entering` is a user variable, which may stay out of the
                // basis at the value it was moved to; a slack or error symbol out of the basis is at zero.
                let entries = rowEntries(row)
                let subject = chooseSubject(symbols: entries.symbols, coefficients: entries.coefficients)
                pivot(row: leaving, entering: subject >= 0 ? subject : entering)
                return true
            }
            pivot(row: leaving, entering: entering)
        }
    }
}
