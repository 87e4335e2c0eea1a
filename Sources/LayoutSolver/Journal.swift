/// Undo log that lets a failed required add restore the tableau bit for bit.
///
/// Only the artificial-variable phase of an add (the one path that can fail after touching the
/// tableau) runs under a journal. The first time a row, a column or a symbol's state is modified, its
/// whole previous state is saved; objective coefficients are saved change by change. Rolling back
/// restores those states, so the solver is identical (same basis, same entry order) to one that never
/// saw the rejected constraint.
struct Journal {
    struct SavedRow {
        var row: Int32
        var basic: Int32
        var value: Double
        var symbols: ContiguousArray<Int32>
        var coefficients: ContiguousArray<Double>
        var columnSlots: ContiguousArray<Int32>
    }

    struct SavedColumn {
        var symbol: Int32
        var rows: ContiguousArray<Int32>
        var slots: ContiguousArray<Int32>
    }

    struct SavedSymbol {
        var symbol: Int32
        var basicRow: Int32
        var parkedValue: Double
    }

    var rows: [SavedRow] = []
    var columns: [SavedColumn] = []
    var symbols: [SavedSymbol] = []
    var objectiveChanges: [(level: Int, symbol: Int32, old: Double)] = []
    var symbolCount: Int
    var rowCapacity: Int
    var freeRows: ContiguousArray<Int32>
    var dirtySymbols: ContiguousArray<Int32>
    var infeasibleRows: ContiguousArray<Int32>
    var levelCount: Int
    /// Whether dummy columns were indexed when the journal began (see `Tableau.ensureDummyColumns()`).
    var indexedDummyColumns: Bool
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
        journal = Journal(symbolCount: symbolCount, rowCapacity: rowCapacity, freeRows: freeRows,
                          dirtySymbols: dirtySymbols, infeasibleRows: infeasibleRows,
                          levelCount: objective.levels.count, indexedDummyColumns: indexesDummyColumns)
        journaling = true
    }

    mutating func commitJournal() {
        journal = nil
        journaling = false
    }

    @inline(__always)
    mutating func touchRow(_ row: Int32) {
        guard journaling else { return }
        let r = Int(row)
        guard r < (journal?.rowCapacity ?? 0), rowStamp[r] != journalGeneration else { return }
        rowStamp[r] = journalGeneration
        let saved = rows.contents(of: r)
        journal?.rows.append(Journal.SavedRow(row: row, basic: rowBasic[r], value: rowValue[r], symbols: saved.indices,
                                              coefficients: saved.numbers, columnSlots: saved.links))
    }

    @inline(__always)
    mutating func touchColumn(_ symbol: Int32) {
        guard journaling else { return }
        let s = Int(symbol)
        guard s < (journal?.symbolCount ?? 0), columnStamp[s] != journalGeneration else { return }
        columnStamp[s] = journalGeneration
        let saved = columns.contents(of: s)
        journal?.columns.append(Journal.SavedColumn(symbol: symbol, rows: saved.indices, slots: saved.links))
    }

    @inline(__always)
    mutating func touchSymbol(_ symbol: Int32) {
        guard journaling else { return }
        let s = Int(symbol)
        guard s < (journal?.symbolCount ?? 0), symbolStamp[s] != journalGeneration else { return }
        symbolStamp[s] = journalGeneration
        journal?.symbols.append(Journal.SavedSymbol(symbol: symbol, basicRow: basicRow[s], parkedValue: parkedValue[s]))
    }

    /// Puts everything back as it was at `beginJournal()` and stops journaling.
    mutating func rollbackJournal() {
        guard let saved = journal else { return }
        journal = nil
        journaling = false
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
            rows.setContents(of: r, indices: row.symbols, links: row.columnSlots, numbers: row.coefficients)
        }
        for column in saved.columns {
            columns.setContents(of: Int(column.symbol), indices: column.rows, links: column.slots, numbers: [])
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
