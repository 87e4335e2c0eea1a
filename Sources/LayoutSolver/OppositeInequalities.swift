/// Opposite inequalities on one expression share one row: a view's compression resistance and hugging
/// (`h ≥ c` at 750, `h ≤ c` at 250), or a required `x ≥ c` and an optional `x ≤ c`.
///
/// The first one (the host) owns the row `expression = slack − error`. The slack is exactly how far
/// the expression lies above the host's bound, which is the violation of an opposite constraint; so the
/// second one (the rider) adds no row, only a cost on the host's slack at its own level. At any optimum
/// the slack and the error are not both positive (lowering both keeps the expression and costs less),
/// so the optimum, and the optimal face the ambiguity analysis reads, are those of the two separate rows.
///
/// Why: as two rows, a view at its intrinsic size keeps one of its symbols basic, and which one depends on
/// whether the layout around it pushes or pulls. When that flips (the filler of a stack crossing its own
/// intrinsic size while an edit variable drags), every view of the stack costs one dual-degenerate pivot
/// over rows as long as the stack. As one row, the view carries any price between the two priorities
/// without a pivot.
///
/// Why only once an edit variable is dragged (the first suggested value that moves one): at rest
/// (nothing pushing), the two-row form lets each pair carry price 0 through its cost-free slacks, so the
/// views' positions stay outside the basis and rows stay short. One row cannot carry price 0 unless the
/// view's size is basic in it, which puts every position of a stack into the basis with a row as long as
/// the stack above it: adding stack_n1000 would take 35 times as long. Dragging is what flips pressures
/// back and forth, and under pressure the positions are in the basis anyway. Waiting for the first
/// suggestion (not the edit variable's addition) lets the pairs be joined against the final objective.
extension Solver {
    /// Bucket key of an inequality's expression for finding opposite ones: its variables only.
    func oppositeShapeKey(terms: [(variable: Int, coefficient: Double)]) -> Int {
        variableMix(of: terms, seed: 0)
    }

    /// A constraint whose row `record` can ride on, and the factor from the host's units to the record's.
    func oppositeHost(for record: ConstraintRecord) -> (key: Int, weight: Double)? {
        guard record.relation != .equal, !record.isRequired, !record.terms.isEmpty,
              let bucket = oppositeHosts[oppositeShapeKey(terms: record.terms)] else { return nil }
        for key in bucket.keys {
            guard let host = records[key], host.rider == nil, host.marker >= 0,
                  let weight = record.oppositeWeight(against: host) else { continue }
            return (key, weight)
        }
        return nil
    }

    /// From now on opposite inequalities share a row; the pairs already added are joined now.
    func shareOppositeRows() {
        guard !sharesOppositeRows else { return }
        sharesOppositeRows = true
        let keys = records.userKeys
        for key in keys { rememberOppositeHost(key, records[key]!) }
        for key in keys {
            guard let record = records[key], record.host == nil, record.rider == nil, record.marker >= 0,
                  let host = oppositeHost(for: record), host.key != key else { continue }
            removeFromTableau(record, reoptimizing: false)
            forgetOppositeHost(key, record)
            var rider = record
            (rider.marker, rider.other, rider.errors) = (noIndex, noIndex, .none)
            records[key] = ride(rider, on: host, key: key, optimizing: false)
            let hostRecord = records[host.key]!
            let slack = (hostRecord.marker, record.priority)
            let error = hostRecord.errors.isEmpty ? nil : (hostRecord.other, hostRecord.priority)
            tableau.moveCostOutOfBasis(slack, error)
            if let error { tableau.moveCostOutOfBasis(error, slack) }
        }
        tableau.dualOptimize()
        tableau.optimize()
    }

    /// Puts `record` on `host`'s row: its error is the host's slack.
    func ride(_ record: ConstraintRecord, on host: (key: Int, weight: Double), key: Int,
              optimizing: Bool = true) -> ConstraintRecord {
        var record = record
        record.host = host.key
        record.errors = ErrorSymbols(first: records[host.key]!.marker)
        record.errorWeight = host.weight
        records[host.key]!.rider = key
        tableau.addErrorsToObjective(record.errors, priority: record.priority, weight: record.errorWeight)
        if optimizing { tableau.optimize() }
        return record
    }

    /// Adds `record` to the tableau: on an opposite constraint's row when there is one, else as its own row.
    func place(_ record: ConstraintRecord, key: Int) throws(SolverError) -> ConstraintRecord {
        if sharesOppositeRows, let host = oppositeHost(for: record) { return ride(record, on: host, key: key) }
        let placed = try insert(record, key: key)
        if sharesOppositeRows { rememberOppositeHost(key, placed) }
        return placed
    }

    /// Takes `record` (added under `key`) out of the tableau. A host's rider is given a row of its own
    /// (or another host) first, since the host's row goes.
    func unplace(_ record: ConstraintRecord, key: Int) {
        if let hostKey = record.host {
            removeFromTableau(record)
            records[hostKey]?.rider = nil
            return
        }
        var orphan: (key: Int, record: ConstraintRecord)?
        if let riderKey = record.rider, let rider = records[riderKey] {
            removeFromTableau(rider)
            orphan = (riderKey, rider)
        }
        removeFromTableau(record)
        forgetOppositeHost(key, record)
        if let (riderKey, rider) = orphan {
            var fresh = rider
            (fresh.host, fresh.marker, fresh.other, fresh.errors, fresh.errorWeight) = (nil, noIndex, noIndex, .none, 1)
            // An optional constraint always finds a subject, so placing it cannot fail.
            records[riderKey] = (try? place(fresh, key: riderKey)) ?? fresh
        }
    }
}

extension Solver {
    /// Puts an inequality that owns a row into the hosts' buckets (kept only while rows are shared).
    func rememberOppositeHost(_ key: Int, _ record: ConstraintRecord) {
        guard record.relation != .equal, !record.terms.isEmpty, record.host == nil else { return }
        let shape = oppositeShapeKey(terms: record.terms)
        oppositeHosts[shape] = oppositeHosts[shape].map { $0.adding(key) } ?? .one(key)
    }

    /// Takes a constraint that no longer owns a row out of the hosts' buckets.
    func forgetOppositeHost(_ key: Int, _ record: ConstraintRecord) {
        guard sharesOppositeRows, record.relation != .equal, !record.terms.isEmpty else { return }
        let shape = oppositeShapeKey(terms: record.terms)
        oppositeHosts[shape] = oppositeHosts[shape]?.removing(key)
    }
}

extension Tableau {
    /// Right after a pair starts sharing a row, a basic cost-bearing symbol of that row (at zero: the pair
    /// sits at its kink) gives its place to a user variable of its row, or else to the pair's weaker
    /// cost-bearing symbol, at no step. Optimising would make such pivots anyway, but from the wrong end:
    /// a stack's positions would enter from the top, each pivot rewriting every row below; pairs held
    /// at one size by required equalities (a grid's equal heights) would be balanced one at a time over
    /// long columns. Done pair by pair in the order they were added, each pivot stays local.
    mutating func moveCostOutOfBasis(_ costed: (symbol: Int32, priority: Double), _ other: (symbol: Int32, priority: Double)?) {
        let row = basicRow[Int(costed.symbol)]
        guard row >= 0, Tolerance.isZero(rowValue[Int(row)]) else { return }
        var largest = 0.0
        for slot in 0..<rowLength(row) { largest = max(largest, abs(rowCoefficient(row, slot))) }
        var entering = noIndex
        var enteringUses = Int.max
        var weaker = noIndex
        for slot in 0..<rowLength(row) {
            let candidate = rowSymbol(row, slot)
            guard abs(rowCoefficient(row, slot)) >= Tableau.minimumRelativePivot * largest else { continue }
            if kind[Int(candidate)] == .external {
                let uses = columnLength(candidate)
                if uses < enteringUses { (entering, enteringUses) = (candidate, uses) }
            } else if let other, candidate == other.symbol, other.priority < costed.priority {
                weaker = candidate
            }
        }
        if entering < 0 { entering = weaker }
        if entering >= 0 { pivot(row: row, entering: entering) }
    }
}

extension ConstraintRecord {
    /// When `self` is an inequality opposite to inequality `host` on the same expression (in `host`'s
    /// "≥ 0" form `g`, `self` says `k·g ≤ 0` for some k > 0), the factor k; nil otherwise.
    func oppositeWeight(against host: ConstraintRecord) -> Double? {
        guard relation != .equal, host.relation != .equal, let scale = host.expressionScale(to: self) else { return nil }
        let sign: Double = relation == .lessThanOrEqual ? -1 : 1
        let hostSign: Double = host.relation == .lessThanOrEqual ? -1 : 1
        let weight = -sign * hostSign * scale
        return weight > 0 ? weight : nil
    }
}
