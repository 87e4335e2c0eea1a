import LayoutEngine
import LayoutModel

/// One scene and what the engine says about it, solved once and shared by every rule.
public final class SceneAnalysis {
    public let scene: Scene
    public let engine: LayoutEngine
    private var cachedSolutions: [LayoutSolution]?
    /// Whether each scene constraint can be lowered below required as a fix (see `FixSuggester`).
    private var loweringVerdicts: [Int: Bool] = [:]
    /// The scene's items by id, built once and shared by every rule (rules ask about items many times).
    public private(set) lazy var index = SceneIndex(scene)
    private var ancestries: [ItemID: [ItemID]] = [:]
    /// `scene.activeConstraints`, built once: most rules walk them, some once per item.
    public private(set) lazy var activeConstraints: [(index: Int, constraint: Constraint)] = scene.activeConstraints
    /// The active constraints without their indices.
    public private(set) lazy var activeConstraintList: [Constraint] = activeConstraints.map(\.constraint)
    /// The items outside the hierarchy of the scene's layout root (the engine sizes only that one).
    public private(set) lazy var detachedItems: Set<ItemID> = scene.layoutRoot.map { root in
        Set(scene.items.filter { !ancestry(of: $0.id).contains(root) }.map(\.id))
    } ?? []

    /// Whether rules treat every item as completely read (`--assume-complete`): open items count as complete.
    public let assumesComplete: Bool
    /// Whether any item is open: something the readers did not see may place or size it (never, with
    /// `assumesComplete`). Rules ask before concluding anything that depends on an open item.
    public private(set) lazy var hasOpenItems = scene.items.contains(where: \.isOpen)

    /// What the app's project says (its deployment target).
    public let environment: AppEnvironment

    public init(scene: Scene, engine: LayoutEngine = LayoutEngine(), assumesComplete: Bool = false, environment: AppEnvironment = AppEnvironment()) {
        // The scene as the runtime reads it (scroll views' content areas, cells' content views): rules and the engine
        // see the same constraints.
        var scene = RuntimeFacts.applied(to: scene)
        // Every suspicion: what the readers could not see is read as absent, by the engine and the rules alike.
        if assumesComplete { for index in scene.items.indices { scene.items[index].openness = nil } }
        self.scene = scene
        self.engine = engine
        self.assumesComplete = assumesComplete
        self.environment = environment
    }

    /// Solutions for every variant on every device the scene is checked on.
    public var solutions: [LayoutSolution] {
        if let cachedSolutions { return cachedSolutions }
        let solved = engine.solve(scene)
        cachedSolutions = solved
        return solved
    }

    /// Whether `item` is open along `axis`, or along either axis when `axis` is nil.
    public func isOpen(_ item: ItemID, _ axis: Axis? = nil) -> Bool {
        guard hasOpenItems, let found = index.item(item) else { return false }
        return axis.map(found.isOpen) ?? found.isOpen
    }

    /// The chain from `item` up to the top of its hierarchy, `item` first (as `Scene.ancestry(of:)`), remembered.
    public func ancestry(of item: ItemID) -> [ItemID] {
        if let known = ancestries[item] { return known }
        let chain = index.ancestry(of: item)
        ancestries[item] = chain
        return chain
    }

    /// The nearest view both items are in (as `Scene.commonAncestor`).
    public func commonAncestor(_ a: ItemID, _ b: ItemID) -> ItemID? {
        let upFromA = Set(ancestry(of: a))
        return ancestry(of: b).first { upFromA.contains($0) }
    }

    /// Fixes checked with the solver per scene: each check solves the scene again on every configuration, so
    /// a scene with hundreds of conflicts (500 independent ones: 24 s) is bounded by this. See docs/limits.md.
    public static let maximumFixVerifications = 16
    /// Each check costs about one solve of every constraint of the scene: a scene of more than
    /// `fixVerificationConstraintBudget / 16` constraints gets fewer checks (at least one).
    public static let fixVerificationConstraintBudget = 20_000
    /// Configurations (variant sets) a check solves again before the budget counts it as more than one: real scenes
    /// with conflicts have a handful; a scene with a branch in a loop can have hundreds, each check solving them all (a
    /// 9 KB fuzz input's scene of 1,000 constraints: 5 s in a release lint, three quarters of it in fix checks).
    public static let configurationsPerCheck = 16
    /// The checks this scene gets.
    public var fixVerificationLimit: Int {
        let configurations = Set(solutions.map(\.variants)).count
        let weight = max(1, configurations / Self.configurationsPerCheck)
        return max(1, min(Self.maximumFixVerifications, Self.fixVerificationConstraintBudget / max(1, scene.constraints.count * weight)))
    }
    /// Fix checks run, and those not run because the budget was spent (work counters, read by tests).
    public private(set) var fixVerificationsRun = 0
    public private(set) var fixVerificationsSkipped = 0

    /// The verdict on lowering scene constraint `index`, computed the first time it is asked for; false without
    /// computing it once `maximumFixVerifications` checks were run (counted in `fixVerificationsSkipped`).
    func verdict(forLowering index: Int, _ compute: () -> Bool) -> Bool {
        if let known = loweringVerdicts[index] { return known }
        guard fixVerificationsRun < fixVerificationLimit else {
            fixVerificationsSkipped += 1
            return false
        }
        fixVerificationsRun += 1
        let verdict = compute()
        loweringVerdicts[index] = verdict
        return verdict
    }

    /// Where a constraint was written; for constraints the runtime adds, the item it concerns.
    public func location(of constraint: Constraint) -> SourceLocation {
        if !constraint.location.file.isEmpty { return constraint.location }
        return location(of: constraint.firstItem)
    }

    /// Where an item was declared, or the scene when the item was made up by a reader.
    public func location(of item: ItemID) -> SourceLocation {
        if let location = index.item(item)?.location, !location.file.isEmpty { return location }
        return scene.location
    }

    /// How messages name an item: its name, and its Interface Builder object id when it has one and the
    /// name does not already show it, so Xcode and CI users can find the object (`title (object id a1-b2)`).
    public func name(of item: ItemID) -> String {
        guard let objectID = index.item(item)?.location.objectID, !objectID.isEmpty, !item.name.contains(objectID) else {
            return item.name
        }
        return "\(item.name) (object id \(objectID))"
    }

    /// How messages name a constraint: identifier and formula, and its object id when it has one.
    public func name(of constraint: Constraint) -> String {
        guard let objectID = constraint.location.objectID, !objectID.isEmpty else { return constraint.displayName }
        return "\(constraint.displayName) (object id \(objectID))"
    }

    /// The message with the object id of the place it points to, when that place has one the message lacks.
    public func mentioningObject(at location: SourceLocation, in message: String) -> String {
        guard let objectID = location.objectID, !objectID.isEmpty, !message.contains(objectID) else { return message }
        return "\(message) (object id \(objectID))"
    }

    /// A note pointing at a constraint, naming it by identifier and formula, and its origin when not the user's.
    public func note(for constraint: Constraint, prefix: String = "") -> DiagnosticNote {
        var text = prefix + name(of: constraint)
        if constraint.origin != .user { text += " (added by the runtime: \(constraint.origin.humanName))" }
        return DiagnosticNote(message: text, location: location(of: constraint))
    }
}

extension ConstraintOrigin {
    /// How messages name the origin.
    var humanName: String {
        switch self {
        case .user: return "developer"
        case .autoresizingMask: return "autoresizing mask"
        case .stackView: return "stack view"
        case .cellEncapsulatedSize: return "table or collection view cell size"
        case .interfaceBuilderPrototyping: return "Interface Builder prototyping"
        case .contentSize: return "intrinsic content size"
        case .system: return "system"
        }
    }
}
