/// How Auto Layout priorities compare inside the solver.
///
/// Mapping: priorities are **lexicographic**, not weighted. Each distinct optional priority value
/// (anything in (0, 1000)) is its own objective level; 1000 and above is required (a hard constraint,
/// never part of the objective). Within one level every constraint weighs 1, so the level's cost is the
/// sum of its constraints' errors. Levels are compared strongest first: an optimum first minimises the
/// error of the strongest level, then, among those optima, the next level, and so on. In weight terms this
/// is `weight(p) = M^p` with M → ∞: a constraint at priority p + 1 beats any number of constraints at p,
/// which is stronger than UIKit's "p + 1 beats a single p" (251 over 250 hugging, 750 compression over
/// 749, a required `>=` over a priority-249 `==`). Non-integer priorities are separate levels too
/// (250.5 sits between 250 and 251). The kit's weighted mapping `10^((p-1)/111)` gives the same optimum
/// on its `unique: true` workloads.
///
/// Why lexicographic: weights spanning 1…1e9 are what make kiwi's objective lose precision near the
/// required tier ("objective is unbounded" after removals); per-level rows keep every coefficient O(1).
enum PriorityLevel {
    /// Priorities at or above this are required.
    static let required: Double = 1000

    /// True when `priority` is usable for a constraint: finite and > 0 (>= 1000 means required).
    static func isValidConstraintPriority(_ priority: Double) -> Bool {
        priority.isFinite && priority > 0
    }

    /// True when `priority` is usable for an edit variable: optional, in (0, 1000).
    static func isValidEditPriority(_ priority: Double) -> Bool {
        priority.isFinite && priority > 0 && priority < required
    }
}
