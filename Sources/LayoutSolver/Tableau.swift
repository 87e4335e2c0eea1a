/// The simplex tableau in "value form", stored as a sparse matrix with a column index.
///
/// Every row reads `basic = value + Σ coefficient · (symbol − current(symbol))` over non-basic symbols:
/// the row keeps the basic symbol's current value instead of a constant, and non-basic symbols sit at
/// a current value of their own (0 for slack, error and dummy symbols; any value for user variables).
/// Moving a non-basic symbol updates the values of the rows in its column; pivoting changes no value.
/// Letting user variables rest outside the basis at a value is what keeps chains (y₁ = y₀ + h₀ + 8, …)
/// from filling every row: the tableau stays as sparse as the constraints themselves.
///
/// Each row entry remembers its slot in the symbol's column and vice versa, so inserting or deleting an
/// entry is O(1) and a pivot only visits the rows that hold the entering symbol.
struct Tableau {
    // MARK: symbols
    var kind = ContiguousArray<SymbolKind>()
    /// Row whose basic symbol this is, or `noIndex` when the symbol is non-basic.
    var basicRow = ContiguousArray<Int32>()
    /// Current value of a non-basic symbol (always 0 unless external).
    var parkedValue = ContiguousArray<Double>()
    /// Rows holding the symbol (column index), with the entry's slot inside each row.
    var columnRows = ContiguousArray<ContiguousArray<Int32>>()
    var columnSlots = ContiguousArray<ContiguousArray<Int32>>()

    // MARK: rows
    var rowBasic = ContiguousArray<Int32>()
    var rowValue = ContiguousArray<Double>()
    var rowSymbols = ContiguousArray<ContiguousArray<Int32>>()
    var rowCoefficients = ContiguousArray<ContiguousArray<Double>>()
    /// Slot of each row entry inside its symbol's column.
    var rowColumnSlots = ContiguousArray<ContiguousArray<Int32>>()
    var freeRows = ContiguousArray<Int32>()

    // MARK: objective and work lists
    var objective = Objective()
    /// Symbols whose reduced cost changed since the last primal optimisation (may repeat).
    var dirtySymbols = ContiguousArray<Int32>()
    /// Rows whose restricted basic may have gone negative (may repeat).
    var infeasibleRows = ContiguousArray<Int32>()

    /// Scratch map symbol → slot, -1 when unused; only valid inside one row operation.
    var scratchSlot = ContiguousArray<Int32>()
    /// Scratch for eliminations: the rows being rewritten and their factors, per-row marks.
    var eliminationTargets = ContiguousArray<Int32>()
    var eliminationFactors = ContiguousArray<Double>()
    var cancelledRows = ContiguousArray<Int32>()
    var rowMark = ContiguousArray<UInt32>()
    var rowSeen = ContiguousArray<UInt32>()
    var rowFactor = ContiguousArray<Double>()
    var markGeneration: UInt32 = 0
    var seenGeneration: UInt32 = 0

    // MARK: undo journal (only while `journal != nil`)
    var journal: Journal?
    /// Fast flag mirroring `journal != nil`, checked on every mutation.
    var journaling = false
    var rowStamp = ContiguousArray<UInt32>()
    var columnStamp = ContiguousArray<UInt32>()
    var symbolStamp = ContiguousArray<UInt32>()
    var journalGeneration: UInt32 = 0

    var symbolCount: Int { kind.count }
    var rowCapacity: Int { rowBasic.count }

    // MARK: symbol management

    mutating func makeSymbol(_ symbolKind: SymbolKind) -> Int32 {
        let symbol = Int32(kind.count)
        kind.append(symbolKind)
        basicRow.append(noIndex)
        parkedValue.append(0)
        columnRows.append([])
        columnSlots.append([])
        scratchSlot.append(-1)
        columnStamp.append(0)
        symbolStamp.append(0)
        return symbol
    }

    /// Current value of any symbol.
    @inline(__always)
    func currentValue(_ symbol: Int32) -> Double {
        let row = basicRow[Int(symbol)]
        return row >= 0 ? rowValue[Int(row)] : parkedValue[Int(symbol)]
    }

    @inline(__always)
    func isBasic(_ symbol: Int32) -> Bool { basicRow[Int(symbol)] >= 0 }

    // MARK: row management

    mutating func allocateRow(basic: Int32, value: Double) -> Int32 {
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
            touchRow(row)
            rowBasic[Int(row)] = basic
            rowValue[Int(row)] = value
        } else {
            row = Int32(rowBasic.count)
            rowBasic.append(basic)
            rowValue.append(value)
            rowSymbols.append([])
            rowCoefficients.append([])
            rowColumnSlots.append([])
            rowStamp.append(0)
        }
        touchSymbol(basic)
        basicRow[Int(basic)] = row
        return row
    }

    /// Deletes every entry of `row` and returns the row to the free list; its basic becomes non-basic.
    mutating func releaseRow(_ row: Int32) {
        touchRow(row)
        let r = Int(row)
        while !rowSymbols[r].isEmpty { removeEntry(row: row, at: rowSymbols[r].count - 1) }
        let basic = rowBasic[r]
        if basic >= 0 {
            touchSymbol(basic)
            basicRow[Int(basic)] = noIndex
            parkedValue[Int(basic)] = kind[Int(basic)] == .external ? rowValue[r] : 0
        }
        rowBasic[r] = noIndex
        rowValue[r] = 0
        freeRows.append(row)
    }

    @inline(__always)
    mutating func appendEntry(row: Int32, symbol: Int32, coefficient: Double) {
        touchRow(row)
        touchColumn(symbol)
        let r = Int(row), s = Int(symbol)
        let slotInRow = Int32(rowSymbols[r].count)
        let slotInColumn = Int32(columnRows[s].count)
        rowSymbols[r].append(symbol)
        rowCoefficients[r].append(coefficient)
        rowColumnSlots[r].append(slotInColumn)
        columnRows[s].append(row)
        columnSlots[s].append(slotInRow)
    }

    /// Removes entry `slot` of `row` (swap-remove in the row and in the symbol's column).
    @inline(__always)
    mutating func removeEntry(row: Int32, at slot: Int) {
        let r = Int(row)
        let symbol = rowSymbols[r][slot]
        let s = Int(symbol)
        let columnSlot = Int(rowColumnSlots[r][slot])
        touchRow(row)
        touchColumn(symbol)
        let lastInColumn = columnRows[s].count - 1
        if columnSlot != lastInColumn {
            let movedRow = columnRows[s][lastInColumn]
            let movedRowSlot = columnSlots[s][lastInColumn]
            columnRows[s][columnSlot] = movedRow
            columnSlots[s][columnSlot] = movedRowSlot
            touchRow(movedRow)
            rowColumnSlots[Int(movedRow)][Int(movedRowSlot)] = Int32(columnSlot)
        }
        columnRows[s].removeLast()
        columnSlots[s].removeLast()
        let lastInRow = rowSymbols[r].count - 1
        if slot != lastInRow {
            let movedSymbol = rowSymbols[r][lastInRow]
            let movedColumnSlot = rowColumnSlots[r][lastInRow]
            rowSymbols[r][slot] = movedSymbol
            rowCoefficients[r][slot] = rowCoefficients[r][lastInRow]
            rowColumnSlots[r][slot] = movedColumnSlot
            touchColumn(movedSymbol)
            columnSlots[Int(movedSymbol)][Int(movedColumnSlot)] = Int32(slot)
        }
        rowSymbols[r].removeLast()
        rowCoefficients[r].removeLast()
        rowColumnSlots[r].removeLast()
    }

    /// Slot of `symbol` in `row`, or nil. Walks the shorter of the row and the column.
    func slot(of symbol: Int32, in row: Int32) -> Int? {
        let r = Int(row), s = Int(symbol)
        if rowSymbols[r].count <= columnRows[s].count {
            for index in 0..<rowSymbols[r].count where rowSymbols[r][index] == symbol { return index }
        } else {
            for index in 0..<columnRows[s].count where columnRows[s][index] == row { return Int(columnSlots[s][index]) }
        }
        return nil
    }

    func coefficient(of symbol: Int32, in row: Int32) -> Double {
        guard let index = slot(of: symbol, in: row) else { return 0 }
        return rowCoefficients[Int(row)][index]
    }

    /// `target += factor · source` over the entries of `source` (the source's basic is not involved).
    /// Entries that cancel to within epsilon are dropped. Does not change any value.
    /// Cost: O(|source|) writes plus one read-only scan of the target.
    mutating func addScaledRow(into target: Int32, from source: Int32, factor: Double) {
        let t = Int(target)
        let sourceSymbols = rowSymbols[Int(source)]
        let sourceCoefficients = rowCoefficients[Int(source)]
        touchRow(target)
        for index in 0..<sourceSymbols.count { scratchSlot[Int(sourceSymbols[index])] = Int32(index) }
        var cancelled = false
        let targetCount = rowSymbols[t].count
        for index in 0..<targetCount {
            let symbol = Int(rowSymbols[t][index])
            let mark = scratchSlot[symbol]
            guard mark >= 0 else { continue }
            scratchSlot[symbol] = -2
            let updated = rowCoefficients[t][index] + factor * sourceCoefficients[Int(mark)]
            rowCoefficients[t][index] = updated
            if Tolerance.isZero(updated) { cancelled = true }
        }
        for index in 0..<sourceSymbols.count {
            let symbol = sourceSymbols[index]
            if scratchSlot[Int(symbol)] >= 0 {
                let delta = factor * sourceCoefficients[index]
                if !Tolerance.isZero(delta) { appendEntry(row: target, symbol: symbol, coefficient: delta) }
            }
            scratchSlot[Int(symbol)] = -1
        }
        if cancelled {
            var index = targetCount - 1
            while index >= 0 {
                if Tolerance.isZero(rowCoefficients[t][index]) { removeEntry(row: target, at: index) }
                index -= 1
            }
        }
    }

    /// Replaces `symbol` everywhere (other rows and the objective) by the right-hand side of `row`,
    /// whose basic `symbol` has just become. Values do not change.
    ///
    /// Two ways to merge the row into the rows that hold `symbol`: scan each target row once, or walk
    /// the column of each source symbol once. The cheaper one is picked, so a long target row (say a
    /// filled-in error row) does not make every small pivot expensive.
    mutating func eliminate(_ symbol: Int32, using row: Int32) {
        let s = Int(symbol)
        eliminationTargets.removeAll(keepingCapacity: true)
        eliminationFactors.removeAll(keepingCapacity: true)
        while let target = columnRows[s].last {
            let slotInTarget = Int(columnSlots[s][columnRows[s].count - 1])
            eliminationTargets.append(target)
            eliminationFactors.append(rowCoefficients[Int(target)][slotInTarget])
            removeEntry(row: target, at: slotInTarget)
        }
        if !eliminationTargets.isEmpty {
            let sourceSymbols = rowSymbols[Int(row)]
            var scanCost = 0
            for target in eliminationTargets { scanCost += rowSymbols[Int(target)].count + sourceSymbols.count }
            var columnCost = 0
            for symbol in sourceSymbols { columnCost += columnRows[Int(symbol)].count + eliminationTargets.count }
            if scanCost <= columnCost {
                for index in 0..<eliminationTargets.count {
                    addScaledRow(into: eliminationTargets[index], from: row, factor: eliminationFactors[index])
                }
            } else {
                eliminateByColumns(using: row)
            }
        }
        substituteInObjective(symbol, rowSymbols: rowSymbols[Int(row)], rowCoefficients: rowCoefficients[Int(row)])
    }

    /// Column-wise merge of `row` into `eliminationTargets` (scaled by `eliminationFactors`).
    private mutating func eliminateByColumns(using row: Int32) {
        while rowMark.count < rowCapacity {
            rowMark.append(0)
            rowSeen.append(0)
            rowFactor.append(0)
        }
        markGeneration &+= 1
        if markGeneration == 0 {
            for index in rowMark.indices { rowMark[index] = 0; rowSeen[index] = 0 }
            markGeneration = 1
        }
        let targetStamp = markGeneration
        for index in 0..<eliminationTargets.count {
            let target = Int(eliminationTargets[index])
            touchRow(eliminationTargets[index])
            rowMark[target] = targetStamp
            rowFactor[target] = eliminationFactors[index]
        }
        let sourceSymbols = rowSymbols[Int(row)]
        let sourceCoefficients = rowCoefficients[Int(row)]
        for sourceIndex in 0..<sourceSymbols.count {
            let symbol = sourceSymbols[sourceIndex]
            let coefficient = sourceCoefficients[sourceIndex]
            seenGeneration &+= 1
            if seenGeneration == 0 {
                for index in rowSeen.indices { rowSeen[index] = 0 }
                seenGeneration = 1
            }
            let seenStamp = seenGeneration
            cancelledRows.removeAll(keepingCapacity: true)
            let k = Int(symbol)
            let columnCount = columnRows[k].count
            for index in 0..<columnCount {
                let target = Int(columnRows[k][index])
                guard rowMark[target] == targetStamp else { continue }
                rowSeen[target] = seenStamp
                let slot = Int(columnSlots[k][index])
                let updated = rowCoefficients[target][slot] + rowFactor[target] * coefficient
                rowCoefficients[target][slot] = updated
                if Tolerance.isZero(updated) { cancelledRows.append(Int32(target)) }
            }
            for index in 0..<eliminationTargets.count {
                let target = eliminationTargets[index]
                guard rowSeen[Int(target)] != seenStamp else { continue }
                let delta = rowFactor[Int(target)] * coefficient
                if !Tolerance.isZero(delta) { appendEntry(row: target, symbol: symbol, coefficient: delta) }
            }
            for target in cancelledRows {
                if let slot = slot(of: symbol, in: target) { removeEntry(row: target, at: slot) }
            }
        }
    }

    /// Makes `entering` (non-basic, in `row`) the basic symbol of `row`; the old basic leaves at its
    /// current value (restricted symbols leave at exactly 0). No value changes.
    mutating func pivot(row: Int32, entering: Int32) {
        let r = Int(row)
        guard let enteringSlot = slot(of: entering, in: row) else { return }
        let pivotCoefficient = rowCoefficients[r][enteringSlot]
        let leaving = rowBasic[r]
        let leavingValue = rowValue[r]
        removeEntry(row: row, at: enteringSlot)
        let scale = -1 / pivotCoefficient
        touchRow(row)
        for index in 0..<rowCoefficients[r].count { rowCoefficients[r][index] *= scale }
        touchSymbol(leaving)
        touchSymbol(entering)
        basicRow[Int(leaving)] = noIndex
        parkedValue[Int(leaving)] = kind[Int(leaving)] == .external ? leavingValue : 0
        rowBasic[r] = entering
        rowValue[r] = parkedValue[Int(entering)]
        basicRow[Int(entering)] = row
        parkedValue[Int(entering)] = 0
        appendEntry(row: row, symbol: leaving, coefficient: 1 / pivotCoefficient)
        eliminate(entering, using: row)
    }

    /// Moves non-basic `symbol` by `delta`, updating the value of every row that holds it.
    mutating func move(_ symbol: Int32, by delta: Double) {
        guard delta != 0 else { return }
        let s = Int(symbol)
        touchSymbol(symbol)
        parkedValue[s] += delta
        let rows = columnRows[s]
        let slots = columnSlots[s]
        for index in 0..<rows.count {
            let row = Int(rows[index])
            touchRow(rows[index])
            rowValue[row] += rowCoefficients[row][Int(slots[index])] * delta
            if rowValue[row] < -Tolerance.epsilon && kind[Int(rowBasic[row])].isRestricted {
                infeasibleRows.append(rows[index])
            }
        }
    }

    /// Adds `delta` to the value of one row (a constant changed), queueing it if it became infeasible.
    mutating func shiftRowValue(_ row: Int32, by delta: Double) {
        touchRow(row)
        rowValue[Int(row)] += delta
        if rowValue[Int(row)] < -Tolerance.epsilon && kind[Int(rowBasic[Int(row)])].isRestricted {
            infeasibleRows.append(row)
        }
    }

    /// Removes every occurrence of non-basic `symbol` from the rows (it is being fixed at 0 for good).
    mutating func purgeNonBasic(_ symbol: Int32) {
        let s = Int(symbol)
        while let row = columnRows[s].last {
            removeEntry(row: row, at: Int(columnSlots[s][columnRows[s].count - 1]))
        }
        removeFromObjective(symbol)
    }
}
