// A deliberately naive linear-program solver used only as a test oracle.
//
// It shares no code or ideas with LayoutSolver beyond "simplex": dense tableau, two phases with
// artificial variables, Bland's rule (smallest index enters, smallest basic index leaves on ties)
// so it can never cycle. It is slow and only meant for the tiny systems the oracle tests generate.

/// Relation of one row of an `OracleLinearProgram`: `coefficients · x  RELATION  rhs`.
enum OracleRowRelation: Equatable {
    case lessOrEqual, equal, greaterOrEqual
}

/// `minimize objective · x` subject to rows, where each column is either free or `>= 0`.
struct OracleLinearProgram {
    struct Row {
        var coefficients: [Double]
        var relation: OracleRowRelation
        var rhs: Double
    }

    enum Outcome: Equatable {
        case infeasible
        case unbounded
        case optimal(value: Double, point: [Double])
    }

    /// Pivot and optimality tolerance; the oracle's data are small integers, so this is far below any real quantity.
    static let pivotTolerance = 1e-9
    /// Phase 1 residual above which the rows are declared infeasible. Infeasible integer systems of
    /// the generated sizes leave a residual of at least 1/|determinant|, i.e. far above this.
    static let feasibilityTolerance = 1e-7

    var columnCount: Int
    /// `true` for a column that may take any sign; `false` for a column constrained to `>= 0`.
    var isFreeColumn: [Bool]
    var rows: [Row] = []

    init(columnCount: Int, isFreeColumn: [Bool]) {
        precondition(isFreeColumn.count == columnCount)
        self.columnCount = columnCount
        self.isFreeColumn = isFreeColumn
    }

    mutating func addRow(_ coefficients: [Double], _ relation: OracleRowRelation, _ rhs: Double) {
        precondition(coefficients.count == columnCount)
        rows.append(Row(coefficients: coefficients, relation: relation, rhs: rhs))
    }

    func isFeasible() -> Bool {
        minimize([Double](repeating: 0, count: columnCount)) != .infeasible
    }

    func minimize(_ objective: [Double]) -> Outcome {
        precondition(objective.count == columnCount)
        var tableau = StandardFormTableau(program: self)
        guard tableau.runPhaseOne() else { return .infeasible }
        let standardObjective = tableau.standardCosts(for: objective)
        guard tableau.optimize(costs: standardObjective) else { return .unbounded }
        let standardPoint = tableau.basicSolution()
        var point = [Double](repeating: 0, count: columnCount)
        for column in 0..<columnCount {
            let (positive, negative) = tableau.standardColumns[column]
            point[column] = standardPoint[positive] - (negative.map { standardPoint[$0] } ?? 0)
        }
        let value = zip(objective, point).reduce(0) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, point: point)
    }

    func maximize(_ objective: [Double]) -> Outcome {
        switch minimize(objective.map { -$0 }) {
        case .optimal(let value, let point): return .optimal(value: -value, point: point)
        case let other: return other
        }
    }
}

/// The tableau in canonical form: every row has exactly one basic column with coefficient 1.
private struct StandardFormTableau {
    /// For each original column: the standard (>= 0) column for its positive part and, if free, its negative part.
    var standardColumns: [(Int, Int?)] = []
    var width = 0
    var isArtificial: [Bool] = []
    var rows: [[Double]] = []
    var rhs: [Double] = []
    var basis: [Int] = []

    init(program: OracleLinearProgram) {
        for column in 0..<program.columnCount {
            let positive = width
            width += 1
            if program.isFreeColumn[column] {
                standardColumns.append((positive, width))
                width += 1
            } else {
                standardColumns.append((positive, nil))
            }
        }
        let structuralWidth = width
        // Slack / surplus / artificial columns get appended per row; collect them first.
        var pendingRows: [([Double], Double, OracleRowRelation)] = []
        for row in program.rows {
            var dense = [Double](repeating: 0, count: structuralWidth)
            for (column, coefficient) in row.coefficients.enumerated() where coefficient != 0 {
                let (positive, negative) = standardColumns[column]
                dense[positive] += coefficient
                if let negative { dense[negative] -= coefficient }
            }
            var relation = row.relation
            var right = row.rhs
            if right < 0 {
                dense = dense.map { -$0 }
                right = -right
                relation = relation.flipped
            }
            pendingRows.append((dense, right, relation))
        }
        var extraColumns = 0
        for (_, _, relation) in pendingRows {
            extraColumns += relation == .greaterOrEqual ? 2 : 1
        }
        width = structuralWidth + extraColumns
        isArtificial = [Bool](repeating: false, count: width)
        var nextExtra = structuralWidth
        for (dense, right, relation) in pendingRows {
            var full = dense + [Double](repeating: 0, count: extraColumns)
            switch relation {
            case .lessOrEqual:
                full[nextExtra] = 1
                basis.append(nextExtra)
                nextExtra += 1
            case .greaterOrEqual:
                full[nextExtra] = -1
                full[nextExtra + 1] = 1
                isArtificial[nextExtra + 1] = true
                basis.append(nextExtra + 1)
                nextExtra += 2
            case .equal:
                full[nextExtra] = 1
                isArtificial[nextExtra] = true
                basis.append(nextExtra)
                nextExtra += 1
            }
            rows.append(full)
            rhs.append(right)
        }
    }

    func standardCosts(for objective: [Double]) -> [Double] {
        var costs = [Double](repeating: 0, count: width)
        for (column, cost) in objective.enumerated() {
            let (positive, negative) = standardColumns[column]
            costs[positive] += cost
            if let negative { costs[negative] -= cost }
        }
        return costs
    }

    /// Minimizes the sum of artificial columns; on success removes every artificial column from the
    /// basis (dropping rows that turn out to be redundant) and returns true.
    mutating func runPhaseOne() -> Bool {
        let costs = isArtificial.map { $0 ? 1.0 : 0.0 }
        _ = optimize(costs: costs, allowArtificialToEnter: true)
        var residual = 0.0
        for (row, column) in basis.enumerated() where isArtificial[column] { residual += rhs[row] }
        guard residual <= OracleLinearProgram.feasibilityTolerance else { return false }
        var row = 0
        while row < rows.count {
            guard isArtificial[basis[row]] else { row += 1; continue }
            let replacement = (0..<width).first {
                !isArtificial[$0] && abs(rows[row][$0]) > OracleLinearProgram.pivotTolerance
            }
            if let replacement {
                pivot(row: row, column: replacement)
                row += 1
            } else {
                rows.remove(at: row)
                rhs.remove(at: row)
                basis.remove(at: row)
            }
        }
        return true
    }

    /// Bland's-rule primal simplex from the current feasible basis. Returns false when unbounded.
    mutating func optimize(costs: [Double], allowArtificialToEnter: Bool = false) -> Bool {
        let tolerance = OracleLinearProgram.pivotTolerance
        while true {
            var reduced = costs
            for (row, basic) in basis.enumerated() where costs[basic] != 0 {
                let weight = costs[basic]
                for column in 0..<width where rows[row][column] != 0 {
                    reduced[column] -= weight * rows[row][column]
                }
            }
            guard let entering = (0..<width).first(where: {
                reduced[$0] < -tolerance && (allowArtificialToEnter || !isArtificial[$0])
            }) else { return true }
            var leaving: Int?
            var bestRatio = Double.infinity
            for row in 0..<rows.count where rows[row][entering] > tolerance {
                let ratio = rhs[row] / rows[row][entering]
                if ratio < bestRatio - tolerance
                    || (abs(ratio - bestRatio) <= tolerance && basis[row] < basis[leaving!]) {
                    bestRatio = min(ratio, bestRatio)
                    leaving = row
                }
            }
            guard let leaving else { return false }
            pivot(row: leaving, column: entering)
        }
    }

    mutating func pivot(row pivotRow: Int, column: Int) {
        let pivotValue = rows[pivotRow][column]
        for index in 0..<width { rows[pivotRow][index] /= pivotValue }
        rhs[pivotRow] /= pivotValue
        rows[pivotRow][column] = 1
        let pivotCoefficients = rows[pivotRow]
        for row in 0..<rows.count where row != pivotRow {
            let factor = rows[row][column]
            if factor == 0 { continue }
            for index in 0..<width where pivotCoefficients[index] != 0 {
                rows[row][index] -= factor * pivotCoefficients[index]
            }
            rows[row][column] = 0
            rhs[row] -= factor * rhs[pivotRow]
            if abs(rhs[row]) < 1e-12 { rhs[row] = 0 }
        }
        basis[pivotRow] = column
    }

    func basicSolution() -> [Double] {
        var values = [Double](repeating: 0, count: width)
        for (row, column) in basis.enumerated() { values[column] = rhs[row] }
        return values
    }
}

private extension OracleRowRelation {
    var flipped: OracleRowRelation {
        switch self {
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        case .equal: return .equal
        }
    }
}
