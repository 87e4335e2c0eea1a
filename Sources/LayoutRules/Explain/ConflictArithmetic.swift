import LayoutModel
import LayoutSolver

/// The one line that shows why an irreducible conflict cannot hold: the other members add up to a value
/// for the competing member's quantity that differs from what it demands (`top 8 + height 100 + bottom 8 = 116 ≠ 44`).
///
/// The sum is the Farkas certificate of the conflict: multipliers λ with Σ λᵢ·aᵢ = 0 over the members'
/// variable coefficients; with λ = 1 on the competing member, the others' multipliers say how many times
/// each constant enters the sum.
struct ConflictArithmetic {
    struct Row {
        var coefficients: [Int: Double]
        /// The right-hand side: `coefficients · x  relation  constant`.
        var constant: Double
        var relation: RelationOperator
        var label: String
        var name: String
        /// Keep the term in the sum even when its value is 0 (a size fixed at 0).
        var showsZero: Bool
    }

    let rows: [Row]

    init(rows: [Row]) {
        self.rows = rows
    }

    static func row(_ linear: LinearConstraint, label: String, name: String, showsZero: Bool) -> Row {
        var coefficients: [Int: Double] = [:]
        for term in linear.expression.terms {
            coefficients[term.variable.id, default: 0] += term.coefficient
        }
        coefficients = coefficients.filter { abs($0.value) > 1e-12 }
        return Row(coefficients: coefficients, constant: -linear.expression.constant, relation: linear.relation,
                   label: label, name: name, showsZero: showsZero)
    }

    /// Multipliers μⱼ (j ≠ competitor) with a_competitor = Σ μⱼ aⱼ, nil when there are none.
    func multipliers(competitor: Int) -> [Double]? {
        let others = rows.indices.filter { $0 != competitor }
        let variables = Array(Set(rows.flatMap { $0.coefficients.keys })).sorted()
        // Solve Σ μⱼ aⱼ[v] = a_m[v] for every variable v (Gauss–Jordan with partial pivoting).
        var matrix = variables.map { v in others.map { rows[$0].coefficients[v] ?? 0 } + [rows[competitor].coefficients[v] ?? 0] }
        let columns = others.count
        var pivotRowOfColumn: [Int: Int] = [:]
        var row = 0
        for column in 0..<columns where row < matrix.count {
            guard let pivot = (row..<matrix.count).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { continue }
            matrix.swapAt(row, pivot)
            let scale = matrix[row][column]
            matrix[row] = matrix[row].map { $0 / scale }
            for other in matrix.indices where other != row {
                let factor = matrix[other][column]
                if factor != 0 { matrix[other] = zip(matrix[other], matrix[row]).map { $0 - factor * $1 } }
            }
            pivotRowOfColumn[column] = row
            row += 1
        }
        var solution = [Double](repeating: 0, count: columns)
        for (column, pivotRow) in pivotRowOfColumn { solution[column] = matrix[pivotRow][columns] }
        // The system must be consistent: every variable cancels.
        for v in variables.indices {
            let combined = others.enumerated().reduce(0.0) { $0 + $1.element.coefficientFor(variables[v], rows) * solution[$1.offset] }
            if abs(combined - (rows[competitor].coefficients[variables[v]] ?? 0)) > 1e-6 { return nil }
        }
        var result = [Double](repeating: 0, count: rows.count)
        for (position, index) in others.enumerated() { result[index] = solution[position] }
        return result
    }

    /// How readable the line is with `competitor` on the right: fewer scaled terms, then fewer inflated ones (a term
    /// taken 2 or 1.25 times: `½ height 736` reads as the centre it is where `2 × midY 486.9` makes the reader undo it,
    /// `0.8 × height 896` as the share left where `1.25 × height 200` reads as nothing), then fewer subtracted ones.
    func cost(competitor: Int) -> (scaled: Int, inflated: Int, subtracted: Int)? {
        guard let mu = multipliers(competitor: competitor) else { return nil }
        var scaled = 0, inflated = 0, negative = 0
        for index in rows.indices where index != competitor && abs(mu[index]) > 1e-9 {
            // A scaled 0 (`½ top 0`) is dropped from the line, so it costs nothing.
            if abs(abs(mu[index]) - 1) > 1e-9, abs(rows[index].constant) > 1e-9 || rows[index].showsZero { scaled += 1 }
            if abs(mu[index]) > 1 + 1e-9, abs(rows[index].constant) > 1e-9, !Self.isWholeMultiple(abs(mu[index])) { inflated += 1 }
            if mu[index] * rows[index].constant < -1e-9 { negative += 1 }
        }
        return (scaled, inflated, negative)
    }

    /// The line, or nil when the members do not form a certificate (they should, for an irreducible conflict).
    func line(competitor: Int) -> String? {
        guard let mu = multipliers(competitor: competitor) else { return nil }
        var implied: RelationOperator = .equal
        var terms: [(text: String, value: Double)] = []
        var zeroTerms: [(text: String, value: Double)] = []
        var sum = 0.0
        for index in rows.indices where index != competitor && abs(mu[index]) > 1e-9 {
            let row = rows[index]
            let value = mu[index] * row.constant
            sum += value
            var bound = ""
            if row.relation != .equal {
                let atLeast = (row.relation == .greaterThanOrEqual) == (mu[index] > 0)
                implied = atLeast ? .greaterThanOrEqual : .lessThanOrEqual
                // The bound is the quantity's own (`spacing ≥ 16`), also when the sign in front subtracts it: the
                // term adds at least `value`, so a subtracted quantity is at least |value| itself.
                bound = atLeast == (value >= -1e-9) ? "≥ " : "≤ "
            }
            let scale = abs(mu[index])
            var text: String
            if abs(scale - 1) > 1e-9 && abs(row.constant) > 1e-9 {
                // A centre counts half a size (`½ height 200`), an aspect ratio a multiple (`0.8 × height 896`).
                let factor = abs(scale - 0.5) < 1e-9 ? "½" : formatNumber((scale * 1e6).rounded() / 1e6) + " ×"
                text = "\(factor) \(row.label) \(bound)\(Self.number(abs(row.constant)))"
            } else {
                text = "\(row.label) \(bound)\(Self.number(abs(value)))"
            }
            if abs(value) < 1e-9 && !row.showsZero && row.relation == .equal {
                zeroTerms.append((text, value))
                continue
            }
            terms.append((text, value))
        }
        // Two constraints on the same distance (`top 0` against `top −2`): the one left is the sum.
        if terms.isEmpty, let only = zeroTerms.first { terms = [only] }
        // One negative distance or size on its own (`width == - 16`) is that value, not a subtraction of it:
        // `width −16 < 0`, not `−width 16 = −16 < 0`.
        if terms.count == 1, let lone = loneNegativeTerm(multipliers: mu, competitor: competitor), terms[0].value < -1e-9 {
            let competing = rows[competitor]
            return "\(lone) \(comparison(implied, competing.relation)) \(Self.signed(competing.constant)) (\(competing.name))"
        }
        var expression = ""
        for (position, term) in terms.enumerated() {
            let negative = term.value < -1e-9
            if position == 0 {
                expression = (negative ? "−" : "") + term.text
            } else {
                expression += (negative ? " − " : " + ") + term.text
            }
        }
        if expression.isEmpty { expression = "0" }
        let competing = rows[competitor]
        let demanded = competing.constant
        let symbol = comparison(implied, competing.relation)
        let isScaled = terms.contains { $0.text.hasPrefix("½") || $0.text.contains(" × ") }
        let total = terms.count == 1 && terms[0].value >= 0 && !isScaled ? "" : " = \(Self.signed(sum))"
        return "\(expression)\(total) \(symbol) \(Self.signed(demanded)) (\(competing.name))"
    }

    /// How the sum compares with what the competing member demands.
    private func comparison(_ implied: RelationOperator, _ demanded: RelationOperator) -> String {
        switch (implied, demanded) {
        case (.greaterThanOrEqual, _): return ">"
        case (.lessThanOrEqual, _): return "<"
        case (.equal, .equal): return "≠"
        case (.equal, .greaterThanOrEqual): return "<"
        case (.equal, .lessThanOrEqual): return ">"
        }
    }

    /// `width −16` when the only term is an unscaled equality whose value is negative; nil otherwise.
    private func loneNegativeTerm(multipliers mu: [Double], competitor: Int) -> String? {
        let used = rows.indices.filter { $0 != competitor && abs(mu[$0]) > 1e-9 && abs(mu[$0] * rows[$0].constant) > 1e-9 }
        guard used.count == 1, let index = used.first, rows[index].relation == .equal, abs(abs(mu[index]) - 1) < 1e-9 else { return nil }
        return "\(rows[index].label) \(Self.signed(mu[index] * rows[index].constant))"
    }

    /// 3, 4, … times a size (`3 × height 133` for a 1:3 ratio) reads as plainly as its fraction would.
    static func isWholeMultiple(_ factor: Double) -> Bool {
        factor >= 3 - 1e-9 && abs(factor - factor.rounded()) < 1e-9
    }

    static func number(_ value: Double) -> String {
        formatNumber((value * 1000).rounded() / 1000)
    }

    static func signed(_ value: Double) -> String {
        value < -1e-9 ? "−" + number(-value) : number(value)
    }
}

private extension Int {
    func coefficientFor(_ variable: Int, _ rows: [ConflictArithmetic.Row]) -> Double {
        rows[self].coefficients[variable] ?? 0
    }
}
