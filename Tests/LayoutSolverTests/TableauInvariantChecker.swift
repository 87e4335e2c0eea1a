@testable import LayoutSolver

/// Test-only audit of a solver's tableau: the pooled row and column lists must mirror each other, the basis
/// bookkeeping must agree, and the rows must still state the constraints that are in the solver. Returns
/// problems as text (empty when consistent) so property tests can print the seed and step next to them.
struct TableauInvariantChecker {
    /// Relative tolerance for the numeric checks (values, perturbed rows, objective).
    var tolerance = 1e-6
    /// Restricted basics may sit this far below zero after a successful operation.
    var feasibilityTolerance = 1e-7
    /// Problems reported at most per check (the first ones are what matters).
    var limit = 12

    /// Every structural and numeric invariant; `perturbationSeed` picks the random moves of non-basic symbols.
    func problems(in solver: Solver, perturbationSeed: UInt64 = 1) -> [String] {
        var found: [String] = []
        func report(_ text: @autoclosure () -> String) { if found.count < limit { found.append(text()) } }
        let tableau = solver.tableau
        structuralProblems(tableau, report)
        guard found.isEmpty else { return found }
        valueProblems(solver, report)
        var random = SplitMix64(seed: perturbationSeed)
        for _ in 0..<2 {
            let deltas = (0..<tableau.symbolCount).map { _ in Double(random.int(in: -1000...1000)) / 100 }
            perturbationProblems(solver, deltas: deltas, report)
        }
        return found
    }

    // MARK: rows, columns, basis

    private func structuralProblems(_ tableau: Tableau, _ report: (@autoclosure () -> String) -> Void) {
        let symbolCount = tableau.symbolCount
        let rowCapacity = tableau.rowCapacity
        if tableau.basicRow.count != symbolCount || tableau.parkedValue.count != symbolCount
            || tableau.columns.listCount != symbolCount || tableau.scratchSlot.count != symbolCount {
            report("symbol arrays disagree: kind \(symbolCount), basicRow \(tableau.basicRow.count), parked \(tableau.parkedValue.count), columns \(tableau.columns.listCount), scratch \(tableau.scratchSlot.count)")
            return
        }
        if tableau.rowValue.count != rowCapacity || tableau.rows.listCount != rowCapacity {
            report("row arrays disagree: rowBasic \(rowCapacity), rowValue \(tableau.rowValue.count), rows \(tableau.rows.listCount)")
            return
        }
        if tableau.journaling { report("journal left on") }
        if tableau.freshSymbolsFrom != .max { report("freshSymbolsFrom left at \(tableau.freshSymbolsFrom)") }
        for (symbol, mark) in tableau.scratchSlot.enumerated() where mark != -1 {
            report("scratch mark of symbol \(symbol) left at \(mark)")
        }
        // Free rows: exactly the rows without a basic, each listed once, empty.
        var isFree = [Bool](repeating: false, count: rowCapacity)
        for row in tableau.freeRows {
            let r = Int(row)
            guard r >= 0, r < rowCapacity else { report("free row \(row) out of range"); continue }
            if isFree[r] { report("row \(r) listed twice as free") }
            isFree[r] = true
            if tableau.rowBasic[r] != noIndex { report("free row \(r) has basic \(tableau.rowBasic[r])") }
            if tableau.rows.count(of: r) != 0 { report("free row \(r) holds \(tableau.rows.count(of: r)) entries") }
        }
        // basicRow and rowBasic are inverse maps.
        for r in 0..<rowCapacity where !isFree[r] {
            let basic = Int(tableau.rowBasic[r])
            guard basic >= 0, basic < symbolCount else { report("row \(r) not free but basic \(basic)"); continue }
            if tableau.basicRow[basic] != Int32(r) { report("row \(r) has basic \(basic) whose basicRow is \(tableau.basicRow[basic])") }
        }
        for symbol in 0..<symbolCount {
            let row = Int(tableau.basicRow[symbol])
            guard row != Int(noIndex) else { continue }
            if row < 0 || row >= rowCapacity || tableau.rowBasic[row] != Int32(symbol) {
                report("symbol \(symbol) says basic in row \(row), which disagrees")
            }
            if tableau.columns.count(of: symbol) != 0 {
                report("basic symbol \(symbol) has \(tableau.columns.count(of: symbol)) column entries")
            }
        }
        // Row entries: in range, non-basic, once per row, linked to a column entry pointing back.
        var linkedEntries = 0
        var seenInRow = [Int](repeating: -1, count: symbolCount)
        for r in 0..<rowCapacity where !isFree[r] {
            for slot in 0..<tableau.rows.count(of: r) {
                let symbol = Int(tableau.rows.index(r, slot))
                let link = Int(tableau.rows.link(r, slot))
                guard symbol >= 0, symbol < symbolCount else { report("row \(r) slot \(slot): symbol \(symbol) out of range"); continue }
                if seenInRow[symbol] == r { report("symbol \(symbol) twice in row \(r)") }
                seenInRow[symbol] = r
                if tableau.basicRow[symbol] >= 0 { report("basic symbol \(symbol) appears in row \(r) slot \(slot)") }
                if symbol == Int(tableau.rowBasic[r]) { report("row \(r) holds its own basic") }
                let coefficient = tableau.rows.number(r, slot)
                if !coefficient.isFinite || coefficient == 0 { report("row \(r) slot \(slot): coefficient \(coefficient)") }
                if link < 0 {
                    if link != -1 { report("row \(r) slot \(slot): link \(link)") }
                    if tableau.kind[symbol] != .dummy { report("row \(r) slot \(slot): unlinked \(tableau.kind[symbol]) symbol \(symbol)") }
                    if tableau.indexesDummyColumns { report("row \(r) slot \(slot): unlinked dummy \(symbol) while dummy columns are kept") }
                    continue
                }
                if tableau.kind[symbol] == .dummy && !tableau.indexesDummyColumns {
                    report("row \(r) slot \(slot): dummy \(symbol) linked (\(link)) while dummy columns are not kept")
                }
                linkedEntries += 1
                guard link < tableau.columns.count(of: symbol) else {
                    report("row \(r) slot \(slot): link \(link) past column \(symbol) (\(tableau.columns.count(of: symbol)))")
                    continue
                }
                if Int(tableau.columns.index(symbol, link)) != r || Int(tableau.columns.link(symbol, link)) != slot {
                    report("row \(r) slot \(slot) (symbol \(symbol)) → column slot \(link) points to row \(tableau.columns.index(symbol, link)) slot \(tableau.columns.link(symbol, link))")
                }
            }
        }
        // Column entries: each points to a live row entry of its own symbol (so with the count, a bijection).
        var columnEntries = 0
        for symbol in 0..<symbolCount {
            columnEntries += tableau.columns.count(of: symbol)
            for slot in 0..<tableau.columns.count(of: symbol) {
                let row = Int(tableau.columns.index(symbol, slot))
                let rowSlot = Int(tableau.columns.link(symbol, slot))
                guard row >= 0, row < rowCapacity, !isFree[row], rowSlot >= 0, rowSlot < tableau.rows.count(of: row) else {
                    report("column \(symbol) slot \(slot) points to row \(row) slot \(rowSlot), not a live entry")
                    continue
                }
                if Int(tableau.rows.index(row, rowSlot)) != symbol || Int(tableau.rows.link(row, rowSlot)) != slot {
                    report("column \(symbol) slot \(slot) → row \(row) slot \(rowSlot) holds symbol \(tableau.rows.index(row, rowSlot)) link \(tableau.rows.link(row, rowSlot))")
                }
            }
        }
        if columnEntries != linkedEntries { report("\(columnEntries) column entries for \(linkedEntries) linked row entries") }
        // A basic symbol costs nothing at any level: it was substituted by its row.
        for (level, costs) in tableau.objective.levels.enumerated() {
            for symbol in 0..<min(symbolCount, costs.costs.count) where costs.costs[symbol] != 0 {
                if tableau.basicRow[symbol] >= 0 { report("basic symbol \(symbol) costs \(costs.costs[symbol]) at level \(level)") }
                if !costs.costs[symbol].isFinite { report("symbol \(symbol) cost \(costs.costs[symbol]) at level \(level)") }
            }
        }
    }

    // MARK: values

    private func valueProblems(_ solver: Solver, _ report: (@autoclosure () -> String) -> Void) {
        let tableau = solver.tableau
        for symbol in 0..<tableau.symbolCount {
            let value = tableau.currentValue(Int32(symbol))
            if !value.isFinite { report("symbol \(symbol) value \(value)") }
            let kind = tableau.kind[symbol]
            if tableau.basicRow[symbol] < 0 {
                if kind != .external && tableau.parkedValue[symbol] != 0 {
                    report("non-basic \(kind) symbol \(symbol) parked at \(tableau.parkedValue[symbol])")
                }
            } else if kind.isRestricted && value < -feasibilityTolerance {
                report("restricted basic \(symbol) (\(kind)) at \(value)")
            } else if kind == .dummy && abs(value) > feasibilityTolerance {
                report("basic dummy \(symbol) at \(value)")
            }
        }
        // Every live constraint holds at the current values in its marker form.
        for (key, record) in liveRecords(solver) {
            if let residual = relationResidual(record, solver: solver, value: { tableau.currentValue($0) }) {
                if abs(residual.value) > tolerance * residual.scale {
                    report("constraint \(key) off by \(residual.value) at the current values (scale \(residual.scale))")
                }
            }
        }
    }

    // MARK: rows against constraints

    /// Moves every non-basic symbol by `deltas` and recomputes each basic from its row: the live constraints must
    /// still hold (the tableau is equivalent to them for any values of its parameters), and each level of the
    /// objective must change by its errors' change (the objective is the weighted sum of errors).
    private func perturbationProblems(_ solver: Solver, deltas: [Double], _ report: (@autoclosure () -> String) -> Void) {
        let tableau = solver.tableau
        var shift = [Double](repeating: 0, count: tableau.symbolCount)
        var shiftScale = [Double](repeating: 1, count: tableau.symbolCount)
        for symbol in 0..<tableau.symbolCount where tableau.basicRow[symbol] < 0 { shift[symbol] = deltas[symbol] }
        for r in 0..<tableau.rowCapacity where tableau.rowBasic[r] >= 0 {
            var sum = 0.0, scale = 1.0
            for slot in 0..<tableau.rows.count(of: r) {
                let term = tableau.rows.number(r, slot) * deltas[Int(tableau.rows.index(r, slot))]
                sum += term
                scale += abs(term)
            }
            shift[Int(tableau.rowBasic[r])] = sum
            shiftScale[Int(tableau.rowBasic[r])] = scale
        }
        for (key, record) in liveRecords(solver) {
            guard let residual = relationResidual(record, solver: solver, value: { tableau.currentValue($0) + shift[Int($0)] },
                                                  extraScale: { shiftScale[Int($0)] }) else { continue }
            if abs(residual.value) > tolerance * residual.scale {
                report("constraint \(key) off by \(residual.value) once non-basic symbols move (scale \(residual.scale)): a row no longer states it")
            }
        }
        // Objective: Σ cost·δ over non-basic symbols = Σ weight·Δerror over the constraints of that level.
        for (level, costs) in tableau.objective.levels.enumerated() {
            var fromCosts = 0.0, scale = 1.0
            for symbol in 0..<min(tableau.symbolCount, costs.costs.count) where tableau.basicRow[symbol] < 0 {
                fromCosts += costs.costs[symbol] * shift[symbol]
                scale += abs(costs.costs[symbol] * shift[symbol])
            }
            var fromErrors = 0.0
            for (_, record) in allRecords(solver) where record.priority == costs.priority {
                for error in record.errors.symbols {
                    fromErrors += record.errorWeight * shift[Int(error)]
                    scale += abs(record.errorWeight) * shiftScale[Int(error)] * 10
                }
            }
            if abs(fromCosts - fromErrors) > tolerance * scale {
                report("objective level \(level) (priority \(costs.priority)) changes by \(fromCosts), its errors by \(fromErrors)")
            }
        }
    }

    /// Records that own symbols of their own (riders only add a cost to their host's slack).
    private func liveRecords(_ solver: Solver) -> [(Int, ConstraintRecord)] {
        allRecords(solver).filter { $0.1.host == nil && $0.1.marker >= 0 }
    }

    private func allRecords(_ solver: Solver) -> [(Int, ConstraintRecord)] {
        var result: [(Int, ConstraintRecord)] = solver.records.userKeys.map { ($0, solver.records[$0]!) }
        for edit in solver.edits.values.sorted(by: { $0.constraintKey > $1.constraintKey }) {
            if let record = solver.records[edit.constraintKey] { result.append((edit.constraintKey, record)) }
        }
        return result
    }

    /// How far `record`'s marker form misses at the given symbol values:
    /// `sign·(expression) − slack + error` (inequality), `expression + dummy` (required equality),
    /// `expression − plus + minus` (optional equality), with a scale for the tolerance.
    private func relationResidual(_ record: ConstraintRecord, solver: Solver, value: (Int32) -> Double,
                                  extraScale: (Int32) -> Double = { _ in 1 }) -> (value: Double, scale: Double)? {
        guard record.marker >= 0 else { return nil }
        let sign: Double = record.relation == .lessThanOrEqual ? -1 : 1
        var total = sign * record.constant
        var scale = 1 + abs(record.constant)
        for term in record.terms {
            let symbol = solver.variableSymbols[term.variable]
            let contribution = sign * term.coefficient * value(symbol)
            total += contribution
            scale += abs(contribution) + abs(term.coefficient) * extraScale(symbol)
        }
        func add(_ symbol: Int32, _ coefficient: Double) {
            total += coefficient * value(symbol)
            scale += abs(value(symbol)) + extraScale(symbol)
        }
        if record.relation == .equal {
            if record.isRequired {
                add(record.marker, 1)
            } else {
                add(record.marker, -1)
                add(record.other, 1)
            }
        } else {
            add(record.marker, -1)
            if !record.isRequired, record.other >= 0 { add(record.other, 1) }
        }
        return (total, scale)
    }
}

/// Everything a rejected add must leave exactly as it was, copied out of a tableau.
struct TableauSnapshot: Equatable {
    var kind: [SymbolKind]
    var basicRow: [Int32]
    var parkedValueBits: [UInt64]
    var rowBasic: [Int32]
    var rowValueBits: [UInt64]
    var rowIndices: [[Int32]]
    var rowLinks: [[Int32]]
    var rowNumberBits: [[UInt64]]
    var columnIndices: [[Int32]]
    var columnLinks: [[Int32]]
    var freeRows: [Int32]
    var indexesDummyColumns: Bool
    var levelPriorities: [Double]
    /// Costs per level over the existing symbols (a level's storage may keep trailing zeros).
    var levelCostBits: [[UInt64]]
    var dirtySymbols: [Int32]
    var infeasibleRows: [Int32]
    var symbolOwner: [Int]
    var variableSymbols: [Int32]

    init(_ solver: Solver) {
        let tableau = solver.tableau
        kind = Array(tableau.kind)
        basicRow = Array(tableau.basicRow)
        parkedValueBits = tableau.parkedValue.map(\.bitPattern)
        rowBasic = Array(tableau.rowBasic)
        rowValueBits = tableau.rowValue.map(\.bitPattern)
        let rows = (0..<tableau.rowCapacity).map { tableau.rows.contents(of: $0) }
        rowIndices = rows.map { Array($0.indices) }
        rowLinks = rows.map { Array($0.links) }
        rowNumberBits = rows.map { $0.numbers.map(\.bitPattern) }
        let columns = (0..<tableau.symbolCount).map { tableau.columns.contents(of: $0) }
        columnIndices = columns.map { Array($0.indices) }
        columnLinks = columns.map { Array($0.links) }
        freeRows = Array(tableau.freeRows)
        indexesDummyColumns = tableau.indexesDummyColumns
        levelPriorities = tableau.objective.levels.map(\.priority)
        levelCostBits = tableau.objective.levels.map { level in
            (0..<tableau.symbolCount).map { level.cost(Int32($0)).bitPattern }
        }
        dirtySymbols = Array(tableau.dirtySymbols)
        infeasibleRows = Array(tableau.infeasibleRows)
        symbolOwner = Array(solver.symbolOwner)
        variableSymbols = Array(solver.variableSymbols)
    }

    /// Names of the parts that differ (empty when equal).
    func differences(from other: TableauSnapshot) -> [String] {
        var parts: [String] = []
        if kind != other.kind { parts.append("symbol kinds (\(kind.count) vs \(other.kind.count))") }
        if basicRow != other.basicRow { parts.append("basicRow") }
        if parkedValueBits != other.parkedValueBits { parts.append("parkedValue") }
        if rowBasic != other.rowBasic { parts.append("rowBasic (\(rowBasic.count) vs \(other.rowBasic.count))") }
        if rowValueBits != other.rowValueBits { parts.append("rowValue") }
        if rowIndices != other.rowIndices { parts.append("row symbols") }
        if rowLinks != other.rowLinks { parts.append("row links") }
        if rowNumberBits != other.rowNumberBits { parts.append("row coefficients") }
        if columnIndices != other.columnIndices { parts.append("column rows") }
        if columnLinks != other.columnLinks { parts.append("column links") }
        if freeRows != other.freeRows { parts.append("freeRows") }
        if indexesDummyColumns != other.indexesDummyColumns { parts.append("indexesDummyColumns") }
        if levelPriorities != other.levelPriorities { parts.append("objective levels") }
        if levelCostBits != other.levelCostBits { parts.append("objective costs") }
        if dirtySymbols != other.dirtySymbols { parts.append("dirtySymbols") }
        if infeasibleRows != other.infeasibleRows { parts.append("infeasibleRows") }
        if symbolOwner != other.symbolOwner { parts.append("symbolOwner") }
        if variableSymbols != other.variableSymbols { parts.append("variableSymbols") }
        return parts
    }
}
