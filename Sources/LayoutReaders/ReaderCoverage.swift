/// How much of a language's layout code a reader understood, for `layoutlint lint --stats`.
public struct ReaderCoverage: Sendable, Equatable {
    public var filesRead = 0
    /// Types (Swift) or classes (Objective-C) the reader looked at.
    public var typesRead = 0
    public var scenes = 0
    public var constraints = 0
    /// Constraint-making expressions in the sources: `anchor.constraint(…)`, `NSLayoutConstraint(item:…)`,
    /// visual formats, layout-library calls (which count as not read).
    public var constraintExpressionsFound = 0
    /// Of those, the ones that became constraints with every item, constant and multiplier known.
    public var constraintExpressionsUnderstood = 0
    /// Why the others were not understood, with how many expressions each reason covers.
    public var unsupported: [String: Int] = [:]

    public init() {}

    /// The most frequent reasons, most common first.
    public func topUnsupported(_ count: Int) -> [(reason: String, count: Int)] {
        unsupported.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(count).map { ($0.key, $0.value) }
    }

    /// Fills the expression counts from what a reader's collector saw: every constraint-making expression found,
    /// those understood, and the reason recorded for others ("not reached from any scene" when none was).
    mutating func count<Key: Hashable>(found: Set<Key>, understood: Set<Key>, failures: [Key: String]) {
        constraintExpressionsFound = found.count
        constraintExpressionsUnderstood = found.intersection(understood).count
        var reasons: [String: Int] = [:]
        for key in found where !understood.contains(key) {
            reasons[failures[key] ?? "not reached from any scene", default: 0] += 1
        }
        unsupported = reasons
    }
}
