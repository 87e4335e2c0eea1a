/// Incremental Cassowary-style solver. A class (reference semantics); one instance per problem; no global state.
///
/// Priorities are lexicographic levels (see `PriorityLevel`); the one tolerance is `Tolerance.epsilon`.
/// Adding and removing constraints works on the sparse tableau in place (see `Tableau`); suggested values
/// of edit variables are re-solved with the dual simplex; a required constraint that cannot hold is
/// rejected with an irreducible conflict and leaves the solver untouched.
public final class Solver {
    var tableau = Tableau()
    var variableNames: [String] = []
    var variableSymbols = ContiguousArray<Int32>()
    /// Values as of the last `updateVariables()`.
    var publishedValues = ContiguousArray<Double>()
    var records = RecordTable()
    /// For each symbol, the key of the constraint that owns it (`Int.min` for user variables).
    var symbolOwner = ContiguousArray<Int>()
    var duplicates = ShapeTable()
    /// Once rows are shared: inequalities that own a row, bucketed by `oppositeShapeKey` (see `OppositeInequalities`).
    var oppositeHosts = ShapeTable()
    /// True once a suggested value moved an edit variable (see `OppositeInequalities`).
    var sharesOppositeRows = false
    var edits: [Int: EditInfo] = [:]
    var nextConstraintKey = 0
    var nextEditKey = -1
    var userConstraintCount = 0
    /// Bumped by every change; lets `updateVariables()` skip work when nothing changed.
    var revision = 0
    var publishedRevision = -1
    /// `ambiguityFlags()` of the state at `revision` (see `cachedAmbiguityFlags()`).
    var ambiguityCache: (revision: Int, flags: [Bool])?
    /// How much a rejection explains: oracle solvers used while shrinking a conflict set only hand back
    /// their raw certificate; the auxiliary solvers of the ambiguity analysis explain nothing.
    var explanation = ConflictExplanation.irreducible
    /// Work left for shrinking conflicts to irreducible sets, in members checked; once spent, a rejection hands back
    /// the solver's certificate (a conflicting set, possibly not minimal). Hundreds of conflicts, or conflicts of
    /// hundreds of members, cost quadratic work to shrink; a caller bounds it with this (see docs/limits.md).
    public var explanationBudget = Int.max
    /// Rejections explained by their certificate only because `explanationBudget` was spent (a work counter).
    public internal(set) var unshrunkExplanations = 0

    /// An empty solver.
    public init() {}

    /// A new variable (value 0 until constrained); `name` is only for diagnostics.
    public func makeVariable(named name: String) -> Variable {
        let variable = Variable(id: variableNames.count)
        variableNames.append(name)
        variableSymbols.append(makeSymbol(.external, owner: Int.min))
        publishedValues.append(0)
        return variable
    }

    /// The name given to `variable` (empty for a variable of another solver).
    public func name(of variable: Variable) -> String {
        isKnown(variable) ? variableNames[variable.id] : ""
    }

    /// Number of variables made by this solver.
    public var variableCount: Int { variableNames.count }

    /// Number of constraints added and not removed (edit variables not included).
    public var constraintCount: Int { userConstraintCount }

    /// Room the tableau's rows take, in entries: the fill elimination has made so far. Along a chain of n
    /// required equalities it grows as n² (each row keeps the markers of the equalities it was solved through),
    /// and every later add and re-solve walks it, so a caller can bound its work by this.
    public var tableauEntries: Int { tableau.rows.positionsInUse }

    /// Adds a constraint; a required one that cannot hold is refused and leaves the solver unchanged.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
        let record = try validatedRecord(constraint)
        let shape: Int? = record.terms.isEmpty
            ? nil : duplicateShapeKey(relation: record.relation, priority: record.priority, terms: record.terms)
        let existingBucket = shape.flatMap { duplicates[$0] }
        if let bucket = existingBucket {
            switch bucket {
            case .one(let key):
                if records[key].map(record.isDuplicate(of:)) == true { throw .duplicate(existing: ConstraintID(rawValue: key)) }
            case .many(let keys):
                for key in keys where records[key].map(record.isDuplicate(of:)) == true {
                    throw .duplicate(existing: ConstraintID(rawValue: key))
                }
            }
        }
        let key = nextConstraintKey
        let inserted = try place(record, key: key)
        nextConstraintKey += 1
        records[key] = inserted
        if let shape { duplicates[shape] = existingBucket.map { $0.adding(key) } ?? .one(key) }
        userConstraintCount += 1
        revision += 1
        return ConstraintID(rawValue: key)
    }

    /// Removes a constraint added earlier.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0, let record = records[id.rawValue] else { throw .unknownConstraint(id) }
        unplace(record, key: id.rawValue)
        records[id.rawValue] = nil
        if !record.terms.isEmpty {
            let shape = duplicateShapeKey(relation: record.relation, priority: record.priority, terms: record.terms)
            duplicates[shape] = duplicates[shape]?.removing(id.rawValue)
        }
        userConstraintCount -= 1
        revision += 1
    }

    /// True when `id` names a constraint currently in the solver.
    public func contains(_ id: ConstraintID) -> Bool {
        id.rawValue >= 0 && records[id.rawValue] != nil
    }

    /// Edit variables: a non-required priority (< 1000).
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard PriorityLevel.isValidEditPriority(priority) else { throw .invalidPriority(priority) }
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let current = currentValue(variableSymbols[variable.id])
        let record = ConstraintRecord(terms: [(variable.id, 1)], constant: -current, relation: .equal,
                                      priority: priority, marker: noIndex, other: noIndex, errors: .none)
        let key = nextEditKey
        let inserted = try insert(record, key: key)
        nextEditKey -= 1
        records[key] = inserted
        edits[variable.id] = EditInfo(constraintKey: key, plus: inserted.marker, minus: inserted.other, suggested: current)
        revision += 1
    }

    /// Stops editing `variable` (its edit constraint is removed).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        if let record = records[edit.constraintKey] { removeFromTableau(record) }
        records[edit.constraintKey] = nil
        edits[variable.id] = nil
        revision += 1
    }

    /// True when `variable` currently is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Asks for `value` on edit variable `variable`; re-solved at once with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue }
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.suggested
        edit.suggested = value
        edits[variable.id] = edit
        records[edit.constraintKey]?.constant = -value
        guard delta != 0 else { return }
        shareOppositeRows()
        // variable − suggested = plus − minus: a larger suggestion is a smaller plus.
        tableau.shiftEditConstant(plus: edit.plus, minus: edit.minus, by: delta)
        revision += 1
    }

    /// Brings every variable's value up to date (like kiwi's updateVariables). Cheap when nothing changed.
    public func updateVariables() {
        guard publishedRevision != revision else { return }
        tableau.readValues(of: variableSymbols, into: &publishedValues)
        publishedRevision = revision
    }

    /// Current value of a symbol, read from the tableau's stored arrays: a non-mutating tableau method called
    /// on the solver's stored tableau would copy the whole tableau.
    func currentValue(_ symbol: Int32) -> Double {
        let row = tableau.basicRow[Int(symbol)]
        return row >= 0 ? tableau.rowValue[Int(row)] : tableau.parkedValue[Int(symbol)]
    }

    /// The value after the last `updateVariables()` (0 for a variable never constrained).
    public func value(of variable: Variable) -> Double {
        isKnown(variable) ? publishedValues[variable.id] : 0
    }

    /// How far an added constraint is from holding at the current solution (0 when it holds; always 0 for required).
    public func violation(of id: ConstraintID) -> Double {
        guard id.rawValue >= 0, let record = records[id.rawValue], !record.isRequired else { return 0 }
        var value = record.constant
        for term in record.terms {
            value += term.coefficient * currentValue(variableSymbols[term.variable])
        }
        let violation: Double
        switch record.relation {
        case .equal: violation = abs(value)
        case .greaterThanOrEqual: violation = max(0, -value)
        case .lessThanOrEqual: violation = max(0, value)
        }
        return violation <= Tolerance.epsilon ? 0 : violation
    }

    // MARK: internals shared by the other files

    func isKnown(_ variable: Variable) -> Bool { variable.id >= 0 && variable.id < variableNames.count }

    func makeSymbol(_ kind: SymbolKind, owner: Int) -> Int32 {
        let symbol = tableau.makeSymbol(kind)
        symbolOwner.append(owner)
        return symbol
    }

    /// Checks a constraint's numbers and merges its terms.
    func validatedRecord(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintRecord {
        let priority = constraint.priority
        guard !priority.isNaN else { throw .invalidPriority(priority) }
        guard PriorityLevel.isValidConstraintPriority(priority) else { throw .invalidPriority(priority) }
        let expression = constraint.expression
        guard expression.constant.isFinite else { throw .nonFiniteValue }
        var terms: [(variable: Int, coefficient: Double)] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            guard isKnown(term.variable) else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else { throw .nonFiniteValue }
            terms.append((term.variable.id, term.coefficient))
        }
        if terms.count > 1 { terms.sort { $0.variable < $1.variable } }
        // Merge repeated variables in place, then drop zero coefficients.
        var kept = 0
        for index in terms.indices {
            if kept > 0, terms[kept - 1].variable == terms[index].variable {
                terms[kept - 1].coefficient += terms[index].coefficient
            } else {
                terms[kept] = terms[index]
                kept += 1
            }
        }
        terms.removeSubrange(kept...)
        guard terms.allSatisfy({ $0.coefficient.isFinite }) else { throw .nonFiniteValue }
        terms.removeAll { $0.coefficient == 0 }
        return ConstraintRecord(terms: terms, constant: expression.constant, relation: constraint.relation,
                                priority: min(priority, PriorityLevel.required), marker: noIndex, other: noIndex,
                                errors: .none)
    }
}
