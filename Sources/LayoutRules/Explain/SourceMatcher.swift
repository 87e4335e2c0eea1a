import Foundation
import LayoutEngine
import LayoutModel

/// How sure a match between a logged constraint and a line of source is.
public enum MatchConfidence: String, CaseIterable, Codable, Sendable, Comparable {
    /// By identifier or SnapKit's file#line: it is this line.
    case sure
    /// By a label's text or an accessibility identifier that names a property.
    case likely
    /// By class and attributes only.
    case possible

    private var rank: Int { self == .sure ? 0 : self == .likely ? 1 : 2 }
    public static func < (lhs: MatchConfidence, rhs: MatchConfidence) -> Bool { lhs.rank < rhs.rank }
}

/// Where in the project a logged constraint was probably made.
public struct SourceMatch: Hashable, Sendable {
    public var location: SourceLocation
    public var confidence: MatchConfidence
    /// What the match rests on: `identifier`, `SnapKit file#line`, `label text`, `class`…
    public var evidence: String

    public init(location: SourceLocation, confidence: MatchConfidence, evidence: String) {
        self.location = location
        self.confidence = confidence
        self.evidence = evidence
    }
}

/// What `SourceMatcher` matches logs against: a project's scenes that hold constraints, its file paths, and the
/// property names by the string literal assigned to their text, title or accessibility identifier. `SourceIndexText`
/// stores it, so a project's index is built once and loaded on later runs.
public struct SourceIndex: Sendable, Equatable {
    public var scenes: [Scene]
    public var paths: [String]
    public var propertiesByLiteral: [String: Set<String>]

    public init(scenes: [Scene], paths: [String], propertiesByLiteral: [String: Set<String>]) {
        self.scenes = scenes
        self.paths = paths
        self.propertiesByLiteral = propertiesByLiteral
    }

    /// The index of `scenes` as a reader read them from `files` (path → text), with the constraints the runtime
    /// reads from them (`RuntimeFacts`: a scroll view's content-area edges are logged against its content layout guide).
    public init(scenes: [Scene], files: [String: String]) {
        self.scenes = scenes.map(RuntimeFacts.applied(to:)).filter { !$0.constraints.isEmpty }
        paths = files.keys.sorted()
        var literals: [String: Set<String>] = [:]
        let pattern = #"([A-Za-z_][A-Za-z0-9_]*)\s*(?:\.\s*(?:text|title|placeholder|accessibilityIdentifier|accessibilityLabel)\s*=|\.\s*setTitle\s*\()\s*"((?:[^"\\]|\\.)*)""#
        if let expression = try? NSRegularExpression(pattern: pattern) {
            for text in files.values {
                let range = NSRange(text.startIndex..., in: text)
                for result in expression.matches(in: text, range: range) {
                    guard let name = Range(result.range(at: 1), in: text), let literal = Range(result.range(at: 2), in: text) else { continue }
                    literals[String(text[literal]), default: []].insert(String(text[name]))
                }
            }
        }
        propertiesByLiteral = literals
    }
}

/// Maps logged constraints back to the constraints a reader found in a project.
public struct SourceMatcher: Sendable {
    private struct Candidate {
        var scene: Scene
        var constraint: Constraint
        /// The constraint as logs print it (see `normalized(_:marginOwners:)`).
        var normalized: Constraint
    }

    /// The attributes and relation a logged constraint must share with a candidate, in one of its orientations.
    private struct Shape: Hashable {
        var firstAttribute: Attribute
        var secondAttribute: Attribute
        var relation: Relation

        init(_ constraint: Constraint) {
            firstAttribute = constraint.firstAttribute
            secondAttribute = constraint.secondAttribute
            relation = constraint.relation
        }
    }

    private let candidates: [Candidate]
    /// Positions in `candidates` by the shapes of their orientations, in order: only these can match a logged
    /// constraint of that shape, so a match looks at a handful of candidates instead of every constraint of the project.
    private let candidatesByShape: [Shape: [Int]]
    private let paths: [String]
    /// Property names by the string literal assigned to their text, title or accessibility identifier.
    private let propertiesByLiteral: [String: Set<String>]

    /// `scenes` as the Swift reader read them from `files` (path → text).
    public init(scenes: [Scene], files: [String: String]) {
        self.init(index: SourceIndex(scenes: scenes, files: files))
    }

    /// Matches against a project's index.
    public init(index: SourceIndex) {
        candidates = index.scenes.flatMap { scene in
            let marginOwners = Self.marginGuideOwners(in: scene)
            return scene.constraints.map { Candidate(scene: scene, constraint: $0, normalized: Self.normalized($0, marginOwners: marginOwners)) }
        }
        var byShape: [Shape: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            for shape in Set(Self.orientations(of: candidate.normalized).map(Shape.init)) { byShape[shape, default: []].append(position) }
        }
        candidatesByShape = byShape
        paths = index.paths
        propertiesByLiteral = index.propertiesByLiteral
    }

    /// The best match for a logged constraint, nil when nothing fits.
    public func match(_ logged: LoggedConstraint, in input: ExplainInput) -> SourceMatch? {
        let constraint = logged.constraint
        if let identifier = constraint.identifier, !identifier.isEmpty,
           let found = candidates.first(where: { $0.constraint.identifier == identifier }) {
            return SourceMatch(location: found.constraint.location, confidence: .sure, evidence: "identifier '\(identifier)'")
        }
        if let hint = logged.sourceHint, let match = matchHint(hint) { return match }
        var best: (match: SourceMatch, score: Int)?
        for position in candidatesByShape[Shape(constraint)] ?? [] {
            let candidate = candidates[position]
            guard let confidence = compare(constraint, input: input, with: candidate) else { continue }
            let score = confidence == .likely ? 1 : 2
            if best == nil || score < best!.score {
                best = (SourceMatch(location: candidate.constraint.location, confidence: confidence,
                                    evidence: confidence == .likely ? "label text or accessibility identifier, attributes and constant" : "class, attributes and constant"), score)
            }
        }
        return best?.match
    }

    /// SnapKit's `path/File.swift#88`: the constraint made on that line of the file with that name.
    private func matchHint(_ hint: String) -> SourceMatch? {
        guard let hash = hint.lastIndex(of: "#"), let line = Int(hint[hint.index(after: hash)...]) else { return nil }
        let name = String(hint[..<hash]).split(separator: "/").last.map(String.init) ?? ""
        guard let path = paths.first(where: { ($0.split(separator: "/").last.map(String.init) ?? $0) == name }) else { return nil }
        let onLine = candidates.first { $0.constraint.location.file == path && $0.constraint.location.line == line }
        return SourceMatch(location: onLine?.constraint.location ?? SourceLocation(file: path, line: line, column: 1),
                           confidence: .sure, evidence: "SnapKit \(name)#\(line)")
    }

    /// How surely `candidate` is the logged constraint: same attributes, relation, multiplier and constant
    /// (either way round), and items that map to each other.
    private func compare(_ logged: Constraint, input: ExplainInput, with candidate: Candidate) -> MatchConfidence? {
        func sameNumbers(_ a: Constraint, _ b: Constraint) -> Bool {
            abs(a.multiplier - b.multiplier) < 1e-9 && abs(a.constant - b.constant) < 1e-9 && a.relation == b.relation
        }
        var best: MatchConfidence?
        for option in Self.orientations(of: candidate.normalized) where sameNumbers(option, logged)
            && option.firstAttribute == logged.firstAttribute && option.secondAttribute == logged.secondAttribute
            && (option.secondItem == nil) == (logged.secondItem == nil) {
            // One distinctive item (named by its text) with the same attributes and constant is likely;
            // items matched by class alone only make it possible.
            var confidence = MatchConfidence.possible
            var itemsMatch = true
            for (loggedItem, sourceItem) in zip(logged.items, option.items) {
                guard let itemConfidence = itemMatch(loggedItem, input: input, sourceItem, in: candidate.scene) else {
                    itemsMatch = false
                    break
                }
                confidence = min(confidence, itemConfidence)
            }
            guard itemsMatch else { continue }
            best = best.map { min($0, confidence) } ?? confidence
        }
        return best
    }

    /// The constraint as written and, for a tie between two items with multiplier 1, read the other way round.
    private static func orientations(of source: Constraint) -> [Constraint] {
        var orientations: [Constraint] = [source]
        if let second = source.secondItem, source.multiplier == 1 {
            var flipped = source
            flipped.firstItem = second
            flipped.firstAttribute = source.secondAttribute
            flipped.secondItem = source.firstItem
            flipped.secondAttribute = source.firstAttribute
            flipped.relation = source.relation.mirrored
            flipped.constant = -source.constant
            orientations.append(flipped)
        }
        return orientations
    }

    /// The owner of each layout-margins guide of `scene`, by the guide (an id's first item decides, as `Scene.item(_:)`).
    private static func marginGuideOwners(in scene: Scene) -> [ItemID: ItemID] {
        var owners: [ItemID: ItemID] = [:]
        var seen: Set<ItemID> = []
        for item in scene.items where seen.insert(item.id).inserted {
            if item.guideKind == .layoutMargins, let owner = item.superview { owners[item.id] = owner }
        }
        return owners
    }

    /// A guide of the layout-margins kind stands for its owner's margin attributes, as logs print them.
    private static func normalized(_ constraint: Constraint, marginOwners: [ItemID: ItemID]) -> Constraint {
        var result = constraint
        func margin(_ item: ItemID, _ attribute: Attribute) -> (ItemID, Attribute) {
            guard let owner = marginOwners[item], let form = attribute.marginForm else { return (item, attribute) }
            return (owner, form)
        }
        (result.firstItem, result.firstAttribute) = margin(constraint.firstItem, constraint.firstAttribute)
        if let second = constraint.secondItem {
            let (item, attribute) = margin(second, constraint.secondAttribute)
            result.secondItem = item
            result.secondAttribute = attribute
        }
        return result
    }

    /// Whether a logged item can be a source item: by label text or accessibility identifier naming the
    /// property (likely), or by class (possible).
    private func itemMatch(_ logged: ItemID, input: ExplainInput, _ source: ItemID, in scene: Scene) -> MatchConfidence? {
        let facts = input.items.first { $0.id == logged }
        let property = source.name.split(separator: ".").last.map(String.init) ?? source.name
        for literal in [facts?.label, facts?.accessibilityIdentifier].compactMap({ $0 }) {
            if propertiesByLiteral[literal]?.contains(property) ?? false { return .likely }
        }
        if facts?.accessibilityIdentifier == property { return .likely }
        let loggedClass = Self.bareClassName(facts?.className ?? input.scene.item(logged)?.className)
        guard let loggedClass else { return nil }
        let sourceItem = scene.item(source)
        if source == scene.root {
            if loggedClass == Self.bareClassName(scene.name) { return .possible }
            if case .cell = scene.kind, loggedClass.hasSuffix("CellContentView") { return .possible }
        }
        if let sourceClass = Self.bareClassName(sourceItem?.className), sourceClass == loggedClass { return .possible }
        // A plain UIView in the log is the runtime class of whatever view the code made without a subclass,
        // and of the superview the log names by its generic class.
        if (loggedClass == "UIView" || loggedClass == "NSView"), sourceItem?.isLayoutGuide == false { return .possible }
        return nil
    }

    /// `Drift.Pill<Drift.Stop, Swift.Int>` → `Pill`; `NSKVONotifying_Drift.ToggleSwitch` → `ToggleSwitch`.
    static func bareClassName(_ name: String?) -> String? {
        guard var name else { return nil }
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        return name.split(separator: ".").last.map(String.init)
    }
}
