/// Undo log that lets a failed required add restore the tableau bit for bit.
///
/// Only the artificial-variable phase of an add (the one path that can fail after touching the
/// tableau) runs under a journal. The first time a row, a column or a symbol's state is modified, its
/// whole previous state is saved; objective coefficients are saved change by change. Rolling back
/// restores those states, so the solver is identical (same basis, same entry order) to one that never
/// saw the rejected constraint.
struct Journal {
    /// A row's state before its first change; its entries are `count` entries of the saved-entry arrays from `first`.
    struct SavedRow {
        var row: Int32
        var basic: Int32
        var value: Double
        var first: Int
        var count: Int
    }

    /// A column's entries before its first change, in the saved-column arrays from `first`.
    struct SavedColumn {
        var symbol: Int32
        var first: Int
        var count: Int
    }

    struct SavedSymbol {
        var symbol: Int32
        var basicRow: Int32
        var parkedValue: Double
    }

    // Saved entries live in flat arrays kept (with their capacity) from one attempt to the next: an attempt
    // saves a row or column per first touch, and arrays per saved row cost an allocation each.
    var rows: [SavedRow] = []
    var rowSymbols = ContiguousArray<Int32>()
    var rowColumnSlots = ContiguousArray<Int32>()
    var rowCoefficients = ContiguousArray<Double>()
    var columns: [SavedColumn] = []
    var columnRows = ContiguousArray<Int32>()
    var columnRowSlots = ContiguousArray<Int32>()
    var symbols: [SavedSymbol] = []
    var objectiveChanges: [(level: Int, symbol: Int32, old: Double)] = []
    var symbolCount = 0
    var rowCapacity = 0
    var freeRows = ContiguousArray<Int32>()
    var dirtySymbols = ContiguousArray<Int32>()
    var infeasibleRows = ContiguousArray<Int32>()
    var levelCount = 0
    /// Whether dummy columns were indexed when the journal began (see `Tableau.ensureDummyColumns()`).
    var indexedDummyColumns = false

    /// Forgets the previous attempt, keeping the arrays' capacity.
    mutating func clear() {
        rows.removeAll(keepingCapacity: true)
        rowSymbols.removeAll(keepingCapacity: true)
        rowColumnSlots.removeAll(keepingCapacity: true)
        rowCoefficients.removeAll(keepingCapacity: true)
        columns.removeAll(keepingCapacity: true)
        columnRows.removeAll(keepingCapacity: true)
        columnRowSlots.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
        objectiveChanges.removeAll(keepingCapacity: true)
    }
}

extension Tableau {
    mutating func beginJournal() {
        journalGeneration &+= 1
        if journalGeneration == 0 {
            // Stamps wrapped around: clear them so no stale stamp matches.
            for index in rowStamp.indices { rowStamp[index] = 0 }
            for index in columnStamp.indices { columnStamp[index] = 0 }
            for index in symbolStamp.indices { symbolStamp[index] = 0 }
            journalGeneration = 1
        }
        journal.clear()
        journal.symbolCount = symbolCount
        journal.rowCapacity = rowCapacity
        journal.freeRows = freeRows
        journal.dirtySymbols = dirtySymbols
        journal.infeasibleRows = infeasibleRows
        journal.levelCount = objective.levels.count
        journal.indexedDummyColumns = indexesDummyColumns
        journaling = true
    }

    mutating func commitJournal() {
        journaling = false
    }

    @inline(__always)
    mutating func touchRow(_ row: Int32) {
        guard journaling else { return }
        let r = Int(row)
        guard r < journal.rowCapacity, rowStamp[r] != journalGeneration else { return }
        rowStamp[r] = journalGeneration
        journal.rows.append(Journal.SavedRow(row: row, basic: rowBasic[r], value: rowValue[r],
                                             first: journal.rowSymbols.count, count: rows.count(of: r)))
        rows.appendContents(of: r, indices: &journal.rowSymbols, links: &journal.rowColumnSlots, numbers: &journal.rowCoefficients)
    }

    @inline(__always)
    mutating func touchColumn(_ symbol: Int32) {
        guard journaling else { return }
        let s = Int(symbol)
        guard s < journal.symbolCount, columnStamp[s] != journalGeneration else { return }
        columnStamp[s] = journalGeneration
        journal.columns.append(Journal.SavedColumn(symbol: symbol, first: journal.columnRows.count, count: columns.count(of: s)))
        var unusedNumbers = ContiguousArray<Double>()
        columns.appendContents(of: s, indices: &journal.columnRows, links: &journal.columnRowSlots, numbers: &unusedNumbers)
    }

    @inline(__always)
    mutating func touchSymbol(_ symbol: Int32) {
        guard journaling else { return }
        let s = Int(symbol)
        guard s < journal.symbolCount, symbolStamp[s] != journalGeneration else { return }
        symbolStamp[s] = journalGeneration
        journal.symbols.append(Journal.SavedSymbol(symbol: symbol, basicRow: basicRow[s], parkedValue: parkedValue[s]))
    }

    /// Puts everything back as it was at `beginJournal()` and stops journaling.
    mutating func rollbackJournal() {
        guard journaling else { return }
        journaling = false
        let saved = journal
        for change in saved.objectiveChanges.reversed() where change.level < saved.levelCount {
            objective.setCost(level: change.level, symbol: change.symbol, change.old)
        }
        objective.truncateSymbols(to: saved.symbolCount)
        // New rows and symbols are dropped before restoring, so restored slots never point past the end.
        rowBasic.removeSubrange(saved.rowCapacity...)
        rowValue.removeSubrange(saved.rowCapacity...)
        rows.truncateLists(to: saved.rowCapacity)
        rowStamp.removeSubrange(saved.rowCapacity...)
        kind.removeSubrange(saved.symbolCount...)
        basicRow.removeSubrange(saved.symbolCount...)
        parkedValue.removeSubrange(saved.symbolCount...)
        columns.truncateLists(to: saved.symbolCount)
        scratchSlot.removeSubrange(saved.symbolCount...)
        columnStamp.removeSubrange(saved.symbolCount...)
        symbolStamp.removeSubrange(saved.symbolCount...)
        for row in saved.rows {
            let r = Int(row.row)
            rowBasic[r] = row.basic
            rowValue[r] = row.value
            rows.setContents(of: r, indices: saved.rowSymbols, links: saved.rowColumnSlots, numbers: saved.rowCoefficients,
                             from: row.first, count: row.count)
        }
        for column in saved.columns {
            columns.setContents(of: Int(column.symbol), indices: saved.columnRows, links: saved.columnRowSlots, numbers: [],
                                from: column.first, count: column.count)
        }
        for symbol in saved.symbols {
            basicRow[Int(symbol.symbol)] = symbol.basicRow
            parkedValue[Int(symbol.symbol)] = symbol.parkedValue
        }
        freeRows = saved.freeRows
        dirtySymbols = saved.dirtySymbols
        infeasibleRows = saved.infeasibleRows
        // The dummy-column index is not journaled entry by entry; if it was built during the attempt, drop it.
        if !saved.indexedDummyColumns && indexesDummyColumns { dropDummyColumns() }
    }

    /// Drops symbols created after `count` (no row or column may refer to them).
    mutating func truncateSymbols(to count: Int) {
        guard count < symbolCount else { return }
        kind.removeSubrange(count...)
        basicRow.removeSubrange(count...)
        parkedValue.removeSubrange(count...)
        columns.truncateLists(to: count)
        objective.truncateSymbols(to: count)
        scratchSlot.removeSubrange(count...)
        columnStamp.removeSubrange(count...)
        symbolStamp.removeSubrange(count...)
    }
}
