/// What a piece of code answers for the height of a table's rows (or the size of a collection's items), whatever its
/// language: `automaticDimension`, number literals, or expressions the reader does not evaluate. The Swift reader
/// (SwiftTableSizing.swift) and the Objective-C reader (ObjCFixedHeightCells.swift) each add the answers they read.
struct RowHeightAnswers {
    /// Some answer is `automaticDimension` (or an estimated item size: the item sizes itself).
    var automatic = false
    /// Heights answered as number literals.
    var constants: Set<Double> = []
    /// Some answer is an expression the reader does not evaluate.
    var other = false

    var isEmpty: Bool { !automatic && constants.isEmpty && !other }

    /// The height every row gets: nil without an answer, unknown when answers differ or cannot be followed.
    var height: TableRowHeight? {
        if isEmpty { return nil }
        if automatic && constants.isEmpty && !other { return .automatic }
        if !automatic && !other && constants.count == 1, let height = constants.first { return .fixed(height) }
        return .unknown
    }

    /// These answers and `other`'s.
    func merging(_ other: RowHeightAnswers) -> RowHeightAnswers {
        var merged = self
        merged.formUnion(other)
        return merged
    }

    mutating func formUnion(_ other: RowHeightAnswers) {
        automatic = automatic || other.automatic
        constants.formUnion(other.constants)
        self.other = self.other || other.other
    }

    /// Adds one answer: automatic, a number literal, or (when neither and the answer is not empty) something else.
    mutating func add(automatic isAutomatic: Bool, literal: Double?, isEmpty answerIsEmpty: Bool) {
        if isAutomatic {
            automatic = true
        } else if let literal {
            constants.insert(literal)
        } else if !answerIsEmpty {
            other = true
        }
    }
}
