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
///
/// Dummy markers (of required equalities) are most of the entries of a filled tableau, yet they never move
/// and only become basic when a required equality is removed. So their columns are not indexed until then
/// (their row entries carry the link -1): `ensureDummyColumns()` builds the index once, by one pass over the
/// rows, the first time a dummy's column is needed, and from then on it is kept like any other.
struct Tableau {
    // MARK: symbols
    var kind = ContiguousArray<SymbolKind>()
    /// Row whose basic symbol this is, or `noIndex` when the symbol is non-basic.
    var basicRow = ContiguousArray<Int32>()
    /// Current value of a non-basic symbol (always 0 unless external).
    var parkedValue = ContiguousArray<Double>()
    /// Column index: for each symbol, the rows holding it (`index`) and the entry's slot in each row (`link`).
    let columns = EntryLists(keepsNumbers: false)
    /// False until a dummy's column is first needed: till then dummy entries are in rows only (link -1).
    private(set) var indexesDummyColumns = false

    // MARK: rows
    var rowBasic = ContiguousArray<Int32>()
    var rowValue = ContiguousArray<Double>()
    /// For each row, its symbols (`index`), each entry's slot in the symbol's column (`link`) and coefficients (`number`).
    let rows = EntryLists(keepsNumbers: true)
    var freeRows = ContiguousArray<Int32>()

    // MARK: objective and work lists
    var objective = Objective()
    /// Symbols whose reduced cost changed since the last primal optimisation (may repeat).
    var dirtySymbols = ContiguousArray<Int32>()
    /// Rows whose restricted basic may have gone negative (may repeat).
    var infeasibleRows = ContiguousArray<Int32>()

    /// Scratch for the row of a constraint being added (kept for its capacity).
    var entrySymbolsScratch = ContiguousArray<Int32>()
    var entryCoefficientsScratch = ContiguousArray<Double>()
    /// Scratch map symbol → slot, -1 when unused; only valid inside one row operation.
    var scratchSlot = ContiguousArray<Int32>()
    /// Scratch for eliminations: the rows being rewritten and their factors, per-row marks.
    var eliminationTargets = ContiguousArray<Int32>()
    var eliminationFactors = ContiguousArray<Double>()
    var cancelledRows = ContiguousArray<Int32>()
    /// Symbols numbered from here on were made by the add in progress (`Int32.max` outside one).
    var freshSymbolsFrom = Int32.max
    /// Slots of a row's cancelled entries, waiting for new entries (`addScaledRow`).
    var holeSlots = ContiguousArray<Int32>()
    var rowMark = ContiguousArray<UInt32>()
    var rowSeen = ContiguousArray<UInt32>()
    var rowFactor = ContiguousArray<Double>()
    var markGeneration: UInt32 = 0
    var seenGeneration: UInt32 = 0

    // MARK: undo journal (only while `journaling`)
    var journal = Journal()
    /// Whether changes are being journaled (checked on every mutation).
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
        _ = columns.appendList()
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

    // MARK: entry access

    @inline(__always)
    func rowLength(_ row: Int32) -> Int { rows.count(of: Int(row)) }

    @inline(__always)
    func columnLength(_ symbol: Int32) -> Int { columns.count(of: Int(symbol)) }

    /// Symbol of entry `slot` of `row`.
    @inline(__always)
    func rowSymbol(_ row: Int32, _ slot: Int) -> Int32 { rows.index(Int(row), slot) }

    /// Coefficient of entry `slot` of `row`.
    @inline(__always)
    func rowCoefficient(_ row: Int32, _ slot: Int) -> Double { rows.number(Int(row), slot) }

    /// Row of entry `slot` of `symbol`'s column.
    @inline(__always)
    func columnRow(_ symbol: Int32, _ slot: Int) -> Int32 { columns.index(Int(symbol), slot) }

    /// Coefficient of entry `slot` of `symbol`'s column (looked up in its row).
    @inline(__always)
    func columnCoefficient(_ symbol: Int32, _ slot: Int) -> Double {
        let s = Int(symbol)
        return rows.number(Int(columns.index(s, slot)), Int(columns.link(s, slot)))
    }

    /// A copy of a row's symbols and coefficients, for callers that change the tableau while reading it.
    func rowEntries(_ row: Int32) -> (symbols: ContiguousArray<Int32>, coefficients: ContiguousArray<Double>) {
        let copy = rows.contents(of: Int(row))
        return (copy.indices, copy.numbers)
    }

    /// A copy of the rows holding `symbol`.
    func columnEntries(_ symbol: Int32) -> ContiguousArray<Int32> {
        columns.contents(of: Int(symbol)).indices
    }

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
            _ = rows.appendList()
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
        while rows.count(of: r) > 0 { removeEntry(row: row, at: rows.count(of: r) - 1) }
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
        if !indexesDummyColumns && kind[Int(symbol)] == .dummy {
            rows.append(to: Int(row), index: symbol, link: -1, number: coefficient)
            return
        }
        let link = addColumnEntry(symbol, row: row, slot: rows.count(of: Int(row)))
        rows.append(to: Int(row), index: symbol, link: link, number: coefficient)
    }

    /// Adds the column entry of `symbol` for its entry at `slot` of `row`; returns the column entry's slot
    /// (the row entry's link).
    @inline(__always)
    mutating func addColumnEntry(_ symbol: Int32, row: Int32, slot: Int) -> Int32 {
        touchColumn(symbol)
        let slotInColumn = Int32(columns.count(of: Int(symbol)))
        columns.append(to: Int(symbol), index: row, link: Int32(slot), number: 0)
        return slotInColumn
    }

    /// Removes entry `slot` of `row` (swap-remove in the row and in the symbol's column).
    @inline(__always)
    mutating func removeEntry(row: Int32, at slot: Int) {
        let r = Int(row)
        let symbol = rows.index(r, slot)
        let columnSlot = Int(rows.link(r, slot))
        touchRow(row)
        if columnSlot >= 0 { removeColumnEntry(symbol, at: columnSlot) }
        let lastInRow = rows.count(of: r) - 1
        if slot != lastInRow {
            let movedSymbol = rows.index(r, lastInRow)
            let movedColumnSlot = rows.link(r, lastInRow)
            rows.set(r, slot, index: movedSymbol, link: movedColumnSlot, number: rows.number(r, lastInRow))
            if movedColumnSlot >= 0 {
                touchColumn(movedSymbol)
                columns.setLink(Int(movedSymbol), Int(movedColumnSlot), Int32(slot))
            }
        }
        rows.removeLast(from: r)
    }

    /// Builds the column index of every dummy symbol (one pass over the rows); afterwards it is kept up to date.
    /// Not journaled entry by entry: a rollback that crosses the switch drops the index again
    /// (`dropDummyColumns()`); no current path builds it under a journal.
    mutating func ensureDummyColumns() {
        guard !indexesDummyColumns else { return }
        indexesDummyColumns = true
        for r in 0..<rowCapacity where rowBasic[r] >= 0 {
            for slot in 0..<rows.count(of: r) where rows.link(r, slot) < 0 {
                let symbol = Int(rows.index(r, slot))
                let slotInColumn = Int32(columns.count(of: symbol))
                columns.append(to: symbol, index: Int32(r), link: Int32(slot), number: 0)
                rows.setLink(r, slot, slotInColumn)
            }
        }
    }

    /// Forgets the dummy-column index (every dummy entry back to link -1), as before `ensureDummyColumns()`.
    mutating func dropDummyColumns() {
        indexesDummyColumns = false
        for r in 0..<rowCapacity where rowBasic[r] >= 0 {
            for slot in 0..<rows.count(of: r) where kind[Int(rows.index(r, slot))] == .dummy { rows.setLink(r, slot, -1) }
        }
        for symbol in 0..<symbolCount where kind[symbol] == .dummy { columns.removeAll(from: symbol) }
    }

    /// Slot of `symbol` in `row`, or nil. Walks the shorter of the row and the column.
    func slot(of symbol: Int32, in row: Int32) -> Int? {
        let r = Int(row), s = Int(symbol)
        let rowCount = rows.count(of: r), columnCount = columns.count(of: s)
        if rowCount <= columnCount || (!indexesDummyColumns && kind[s] == .dummy) {
            for index in 0..<rowCount where rows.index(r, index) == symbol { return index }
        } else {
            for index in 0..<columnCount where columns.index(s, index) == row { return Int(columns.link(s, index)) }
        }
        return nil
    }

    func coefficient(of symbol: Int32, in row: Int32) -> Double {
        guard let index = slot(of: symbol, in: row) else { return 0 }
        return rows.number(Int(row), index)
    }

    /// Marks each symbol of `source` in `scratchSlot` with its slot there, for `addScaledRow`.
    mutating func markRow(_ source: Int32) {
        for offset in 0..<rows.count(of: Int(source)) { scratchSlot[Int(rows.index(Int(source), offset))] = Int32(offset) }
    }

    /// Undoes `markRow`.
    mutating func unmarkRow(_ source: Int32) {
        for offset in 0..<rows.count(of: Int(source)) { scratchSlot[Int(rows.index(Int(source), offset))] = -1 }
    }

    /// `target += factor · source` over the entries of `source`, which `markRow` marked (and which stays
    /// marked, so one marking serves every target of an elimination). Entries that cancel to within epsilon
    /// are dropped, and their slots take the source's new entries first. Does not change any value. Cost: one
    /// scan of the target and one of the source.
    mutating func addScaledRow(into target: Int32, from source: Int32, factor: Double) {
        let t = Int(target), sourceList = Int(source)
        touchRow(target)
        let sourceCount = rows.count(of: sourceList)
        let targetCount = rows.count(of: t)
        var matched = 0
        // Marks and hole slots live in local arrays walked through buffer pointers: one uniqueness check per
        // call. A mark m >= 0 found in the target becomes -m - 2 until the source pass restores it.
        var marks = ContiguousArray<Int32>()
        swap(&marks, &scratchSlot)
        var holes = ContiguousArray<Int32>()
        swap(&holes, &holeSlots)
        if holes.count < targetCount { holes.append(contentsOf: repeatElement(0, count: targetCount - holes.count)) }
        var holeCount = 0
        marks.withUnsafeMutableBufferPointer { marks in
            holes.withUnsafeMutableBufferPointer { holes in
                let targetStart = rows.start[t], sourceStart = rows.start[sourceList]
                let indices = rows.indices, links = rows.links, numbers = rows.numbers
                for offset in 0..<targetCount {
                    let symbol = Int(indices[targetStart + offset])
                    let mark = marks[symbol]
                    guard mark >= 0 else { continue }
                    marks[symbol] = -mark - 2
                    matched += 1
                    let updated = numbers[targetStart + offset] + factor * numbers[sourceStart + Int(mark)]
                    numbers[targetStart + offset] = updated
                    if Tolerance.isZero(updated) {
                        // A cancelled entry leaves a hole for a new entry to fill.
                        let columnSlot = links[targetStart + offset]
                        if columnSlot >= 0 { removeColumnEntry(Int32(symbol), at: Int(columnSlot)) }
                        holes[holeCount] = Int32(offset)
                        holeCount += 1
                    }
                }
            }
        }
        let added = sourceCount - matched
        if added > holeCount {
            rows.reserve(t, targetCount + added - holeCount)
        }
        // Reserving may have moved blocks: both rows are read again from here on. With the room reserved,
        // entries are written straight into the pool.
        let sourceIndices = rows.indices + rows.start[sourceList], sourceNumbers = rows.numbers + rows.start[sourceList]
        let sourceLinks = rows.links + rows.start[sourceList]
        let indices = rows.indices + rows.start[t], links = rows.links + rows.start[t], numbers = rows.numbers + rows.start[t]
        var count = targetCount
        marks.withUnsafeMutableBufferPointer { marks in
            holes.withUnsafeMutableBufferPointer { holes in
                for offset in 0..<sourceCount {
                    let symbol = sourceIndices[offset]
                    let mark = marks[Int(symbol)]
                    guard mark >= 0 else {
                        marks[Int(symbol)] = -mark - 2
                        continue
                    }
                    let delta = factor * sourceNumbers[offset]
                    guard !Tolerance.isZero(delta) else { continue }
                    let slot: Int
                    if holeCount > 0 {
                        holeCount -= 1
                        slot = Int(holes[holeCount])
                    } else {
                        slot = count
                        count += 1
                    }
                    // Only dummies go without a column entry (while their columns are not kept), in the
                    // source as in the target.
                    indices[slot] = symbol
                    links[slot] = sourceLinks[offset] >= 0 ? addColumnEntry(symbol, row: target, slot: slot) : -1
                    numbers[slot] = delta
                }
                // Holes left are the lowest slots, in increasing order: each takes the row's last entry,
                // highest hole first. (Holes are left only when nothing was appended.)
                while holeCount > 0 {
                    holeCount -= 1
                    let hole = Int(holes[holeCount])
                    count -= 1
                    guard hole != count else { continue }
                    let movedSymbol = indices[count], movedLink = links[count]
                    (indices[hole], links[hole], numbers[hole]) = (movedSymbol, movedLink, numbers[count])
                    if movedLink >= 0 {
                        touchColumn(movedSymbol)
                        columns.setLink(Int(movedSymbol), Int(movedLink), Int32(hole))
                    }
                }
            }
        }
        rows.setCount(t, count)
        swap(&marks, &scratchSlot)
        swap(&holes, &holeSlots)
    }

    /// Gives the entries of `row` in `slots`, written without a column entry (link -1), their column entries;
    /// dummies stay unindexed while dummy columns are not kept.
    @inline(__always)
    mutating func indexColumns(of row: Int32, slots: Range<Int>) {
        let r = Int(row)
        let skipsDummies = !indexesDummyColumns
        for slot in slots {
            let symbol = rows.index(r, slot)
            if skipsDummies && kind[Int(symbol)] == .dummy { continue }
            rows.setLink(r, slot, addColumnEntry(symbol, row: row, slot: slot))
        }
    }

    /// Swap-removes entry `slot` of `symbol`'s column, repointing the row entry of the column entry moved.
    @inline(__always)
    mutating func removeColumnEntry(_ symbol: Int32, at slot: Int) {
        let s = Int(symbol)
        touchColumn(symbol)
        let last = columns.count(of: s) - 1
        if slot != last {
            let movedRow = columns.index(s, last)
            let movedRowSlot = columns.link(s, last)
            columns.set(s, slot, index: movedRow, link: movedRowSlot, number: 0)
            touchRow(movedRow)
            rows.setLink(Int(movedRow), Int(movedRowSlot), Int32(slot))
        }
        columns.removeLast(from: s)
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
        while columns.count(of: s) > 0 {
            let last = columns.count(of: s) - 1
            let target = columns.index(s, last)
            let slotInTarget = Int(columns.link(s, last))
            eliminationTargets.append(target)
            eliminationFactors.append(rows.number(Int(target), slotInTarget))
            removeEntry(row: target, at: slotInTarget)
        }
        let r = Int(row)
        let sourceCount = rows.count(of: r)
        if !eliminationTargets.isEmpty, sourceIsInNoOtherRow(row) {
            for index in 0..<eliminationTargets.count {
                appendScaledRow(into: eliminationTargets[index], from: row, factor: eliminationFactors[index])
            }
        } else if !eliminationTargets.isEmpty {
            var scanCost = 0
            for target in eliminationTargets { scanCost += rows.count(of: Int(target)) + sourceCount }
            var columnCost = 0
            var sourceHasUnindexedColumn = false
            for index in 0..<sourceCount {
                columnCost += columns.count(of: Int(rows.index(r, index))) + eliminationTargets.count
                if rows.link(r, index) < 0 && rows.index(r, index) < freshSymbolsFrom { sourceHasUnindexedColumn = true }
            }
            // Merging column-wise needs the column of every source symbol (a dummy made by the add in progress
            // is in no other row yet, so its empty column is known).
            if scanCost <= columnCost || sourceHasUnindexedColumn {
                markRow(row)
                for index in 0..<eliminationTargets.count {
                    addScaledRow(into: eliminationTargets[index], from: row, factor: eliminationFactors[index])
                }
                unmarkRow(row)
            } else {
                eliminateByColumns(using: row)
            }
        }
        substituteInObjective(symbol, row: row)
    }

    /// Whether no symbol of `row` appears in any other row: each is in its column alone, or is a dummy made
    /// by the add in progress. Merging such a row into another only appends.
    private func sourceIsInNoOtherRow(_ row: Int32) -> Bool {
        let r = Int(row)
        for slot in 0..<rows.count(of: r) {
            if rows.link(r, slot) >= 0 {
                if columns.count(of: Int(rows.index(r, slot))) != 1 { return false }
            } else if rows.index(r, slot) < freshSymbolsFrom {
                return false
            }
        }
        return true
    }

    /// `target += factor · source` for a source none of whose symbols is in `target`: its entries are appended.
    private mutating func appendScaledRow(into target: Int32, from source: Int32, factor: Double) {
        let t = Int(target), sourceList = Int(source)
        touchRow(target)
        let sourceCount = rows.count(of: sourceList)
        let first = rows.count(of: t)
        rows.reserve(t, first + sourceCount)
        let sourceStart = rows.start[sourceList], targetStart = rows.start[t] + first
        let indices = rows.indices, links = rows.links, numbers = rows.numbers
        var count = 0
        for offset in 0..<sourceCount {
            let delta = factor * numbers[sourceStart + offset]
            guard !Tolerance.isZero(delta) else { continue }
            let symbol = indices[sourceStart + offset]
            let link = links[sourceStart + offset] >= 0 ? addColumnEntry(symbol, row: target, slot: first + count) : -1
            indices[targetStart + count] = symbol
            links[targetStart + count] = link
            numbers[targetStart + count] = delta
            count += 1
        }
        rows.setCount(t, first + count)
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
        // The source row is only read (by slot, which stays valid when blocks move).
        let source = Int(row)
        for sourceIndex in 0..<rows.count(of: source) {
            let symbol = rows.index(source, sourceIndex)
            let coefficient = rows.number(source, sourceIndex)
            seenGeneration &+= 1
            if seenGeneration == 0 {
                for index in rowSeen.indices { rowSeen[index] = 0 }
                seenGeneration = 1
            }
            let seenStamp = seenGeneration
            cancelledRows.removeAll(keepingCapacity: true)
            let k = Int(symbol)
            let columnCount = columns.count(of: k)
            for index in 0..<columnCount {
                let target = Int(columns.index(k, index))
                guard rowMark[target] == targetStamp else { continue }
                rowSeen[target] = seenStamp
                let slot = Int(columns.link(k, index))
                let updated = rows.number(target, slot) + rowFactor[target] * coefficient
                rows.setNumber(target, slot, updated)
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
        if kind[Int(entering)] == .dummy { ensureDummyColumns() }
        let r = Int(row)
        guard let enteringSlot = slot(of: entering, in: row) else { return }
        let pivotCoefficient = rows.number(r, enteringSlot)
        let leaving = rowBasic[r]
        let leavingValue = rowValue[r]
        removeEntry(row: row, at: enteringSlot)
        let scale = -1 / pivotCoefficient
        touchRow(row)
        for index in 0..<rows.count(of: r) { rows.setNumber(r, index, rows.number(r, index) * scale) }
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
        for index in 0..<columns.count(of: s) {
            let row = columns.index(s, index)
            let r = Int(row)
            touchRow(row)
            rowValue[r] += rows.number(r, Int(columns.link(s, index))) * delta
            if rowValue[r] < -Tolerance.epsilon && kind[Int(rowBasic[r])].isRestricted {
                infeasibleRows.append(row)
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
        if kind[Int(symbol)] == .dummy { ensureDummyColumns() }
        let s = Int(symbol)
        while columns.count(of: s) > 0 {
            let last = columns.count(of: s) - 1
            removeEntry(row: columns.index(s, last), at: Int(columns.link(s, last)))
        }
        removeFromObjective(symbol)
    }
}
