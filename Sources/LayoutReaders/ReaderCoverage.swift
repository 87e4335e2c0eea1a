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
    /// Layout-library calls (`mas_makeConstraints:`, `autoPinEdge…`) found and understood, by library.
    public var libraries: [String: LibraryCoverage] = [:]

    /// How many of one layout library's calls were found and how many were read into constraints.
    public struct LibraryCoverage: Sendable, Equatable {
        public var found = 0
        public var understood = 0

        public init(found: Int = 0, understood: Int = 0) {
            self.found = found
            self.understood = understood
        }
    }

    public init() {}

    /// What a reader's coverage line names: its language and what it counts as types.
    public struct Subject: Sendable, Equatable {
        /// `Swift`, `Objective-C`.
        public var language: String
        /// `types`, `classes`.
        public var units: String
        /// Whether `--stats` says so when no file of the language was read.
        public var isReportedWhenAbsent: Bool

        public init(language: String, units: String, isReportedWhenAbsent: Bool = false) {
            self.language = language
            self.units = units
            self.isReportedWhenAbsent = isReportedWhenAbsent
        }
    }

    /// The coverage of two runs of the reader (the modules of one lint) added up.
    public func adding(_ other: ReaderCoverage) -> ReaderCoverage {
        var sum = self
        sum.filesRead += other.filesRead
        sum.typesRead += other.typesRead
        sum.scenes += other.scenes
        sum.constraints += other.constraints
        sum.constraintExpressionsFound += other.constraintExpressionsFound
        sum.constraintExpressionsUnderstood += other.constraintExpressionsUnderstood
        sum.unsupported.merge(other.unsupported, uniquingKeysWith: +)
        sum.libraries.merge(other.libraries) { LibraryCoverage(found: $0.found + $1.found, understood: $0.understood + $1.understood) }
        return sum
    }

    /// The most frequent reasons, most common first.
    public func topUnsupported(_ count: Int) -> [(reason: String, count: Int)] {
        unsupported.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(count).map { ($0.key, $0.value) }
    }

    /// Fills the expression counts from what a reader's collector saw: every constraint-making expression found,
    /// those understood, and the reason recorded for others ("not reached from any scene" when none was).
    mutating func count<Key: Hashable>(found: Set<Key>, understood: Set<Key>, failures: [Key: String], libraries: [Key: String] = [:]) {
        for (key, library) in libraries where found.contains(key) {
            self.libraries[library, default: LibraryCoverage()].found += 1
            if understood.contains(key) { self.libraries[library, default: LibraryCoverage()].understood += 1 }
        }
        constraintExpressionsFound = found.count
        constraintExpressionsUnderstood = found.intersection(understood).count
        var reasons: [String: Int] = [:]
        for key in found where !understood.contains(key) {
            reasons[failures[key] ?? "not reached from any scene", default: 0] += 1
        }
        unsupported = reasons
    }
}
