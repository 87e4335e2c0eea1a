// Deterministic randomness for the oracle property tests: every system is derived from a printed
// seed, so a failure reproduces with `OracleSystemGenerator(seed:)` alone, on any platform.

import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and stable across platforms and Swift versions,
/// unlike `SystemRandomNumberGenerator`.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`; own implementation so results do not depend on the standard library's
    /// (unspecified) algorithm for `Int.random(in:using:)`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// A random element, or nil for an empty array (like `randomElement`, but stable across toolchains).
    mutating func element<T>(of items: [T]) -> T? {
        items.isEmpty ? nil : pick(items)
    }
}

/// Shapes of random constraint systems, Auto Layout flavoured: bounds (`x >= c`), two-item relations
/// (`x_i == m·x_j + c`) and occasionally a three-term combination, all with small integers.
struct OracleSystemGenerator {
    var random: SplitMix64

    /// Optional priorities: Auto Layout's usual ones, neighbours one apart (251 must beat any number of
    /// 250s under lexicographic semantics) and a non-integer one (UILayoutPriority is a Float).
    static let optionalPriorities: [Double] = [250, 251, 500, 749.5, 750, 999]
    static let editPriorities: [Double] = [250, 500, 750, 999]

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func relation() -> OracleRowRelation {
        let roll = random.int(in: 0...9)
        return roll < 4 ? .equal : (roll < 7 ? .greaterOrEqual : .lessOrEqual)
    }

    /// Non-zero coefficients of a random expression (the constant is chosen by the caller).
    mutating func coefficients(variableCount: Int) -> [Double] {
        var coefficients = [Double](repeating: 0, count: variableCount)
        let first = random.int(in: 0...(variableCount - 1))
        let shape = random.int(in: 0...9)
        if shape < 3 || variableCount == 1 {
            coefficients[first] = random.pick([1, 1, 1, -1, 2])
        } else if shape < 9 || variableCount == 2 {
            var second = random.int(in: 0...(variableCount - 2))
            if second >= first { second += 1 }
            coefficients[first] = 1
            coefficients[second] = random.pick([-1, -1, -1, -2, 1])
        } else {
            var chosen: [Int] = [first]
            while chosen.count < 3 {
                let candidate = random.int(in: 0...(variableCount - 1))
                if !chosen.contains(candidate) { chosen.append(candidate) }
            }
            for index in chosen {
                coefficients[index] = Double(random.pick([-3, -2, -1, 1, 2, 3]))
            }
        }
        return coefficients
    }

    /// A constraint that holds at `anchor` (equalities exactly, inequalities with some room).
    mutating func constraint(holdingAt anchor: [Double], priority: Double) -> OracleConstraint {
        let coefficients = coefficients(variableCount: anchor.count)
        let relation = relation()
        let valueAtAnchor = zip(coefficients, anchor).reduce(0) { $0 + $1.0 * $1.1 }
        let room = Double(random.int(in: 0...4))
        let constant: Double
        switch relation {
        case .equal: constant = -valueAtAnchor
        case .greaterOrEqual: constant = -valueAtAnchor + room
        case .lessOrEqual: constant = -valueAtAnchor - room
        }
        return OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    /// A constraint with a random constant (may well contradict others).
    mutating func constraint(variableCount: Int, priority: Double) -> OracleConstraint {
        OracleConstraint(coefficients: coefficients(variableCount: variableCount),
                         constant: Double(random.int(in: -10...10)),
                         relation: relation(), priority: priority)
    }

    mutating func anchor(variableCount: Int) -> [Double] {
        (0..<variableCount).map { _ in Double(random.int(in: -10...10)) }
    }

    /// Required constraints that all hold at a hidden point (so the system is feasible), plus
    /// optional constraints with random constants at `priorities`.
    mutating func feasibleSystem(variableCount: Int, requiredCount: Int, optionalCount: Int,
                                 priorities: [Double] = optionalPriorities) -> OracleSystem {
        let anchor = anchor(variableCount: variableCount)
        var constraints: [OracleConstraint] = []
        for _ in 0..<requiredCount {
            constraints.append(constraint(holdingAt: anchor, priority: OracleConstraint.requiredPriority))
        }
        for _ in 0..<optionalCount {
            constraints.append(constraint(variableCount: variableCount, priority: random.pick(priorities)))
        }
        shuffle(&constraints)
        return OracleSystem(variableCount: variableCount, constraints: constraints)
    }

    /// Required constraints, about a third of which ignore the hidden point, so conflicts are common.
    mutating func conflictProneSystem(variableCount: Int, requiredCount: Int) -> OracleSystem {
        let anchor = anchor(variableCount: variableCount)
        var constraints: [OracleConstraint] = []
        for _ in 0..<requiredCount {
            if random.chance(0.35) {
                constraints.append(constraint(variableCount: variableCount, priority: OracleConstraint.requiredPriority))
            } else {
                constraints.append(constraint(holdingAt: anchor, priority: OracleConstraint.requiredPriority))
            }
        }
        return OracleSystem(variableCount: variableCount, constraints: constraints)
    }

    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, random.int(in: 0...index))
        }
    }
}

/// How many random cases a property test runs: `base`, times `$LAYOUTLINT_ORACLE_SCALE` when set
/// (e.g. 20 for a deeper hunt than CI can afford). Scaling only adds cases; the first `base` stay the same.
func oracleCaseCount(_ base: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["LAYOUTLINT_ORACLE_SCALE"], let scale = Int(text), scale > 0 else {
        return base
    }
    return base * scale
}

/// Seeds for the case numbers of one property test, spread out so neighbouring cases are unrelated.
func oracleSeed(test: UInt64, case caseNumber: Int) -> UInt64 {
    var mixer = SplitMix64(seed: test &* 1_000_003 &+ UInt64(caseNumber))
    return mixer.next()
}
