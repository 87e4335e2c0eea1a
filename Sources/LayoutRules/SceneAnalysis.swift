import LayoutEngine
import LayoutModel

/// One scene and what the engine says about it, solved once and shared by every rule.
public final class SceneAnalysis {
    public let scene: Scene
    public let engine: LayoutEngine
    private var cachedSolutions: [LayoutSolution]?

    public init(scene: Scene, engine: LayoutEngine = LayoutEngine()) {
        self.scene = scene
        self.engine = engine
    }

    /// Solutions for every variant on every device the scene is checked on.
    public var solutions: [LayoutSolution] {
        if let cachedSolutions { return cachedSolutions }
        let solved = engine.solve(scene)
        cachedSolutions = solved
        return solved
    }

    /// Where a constraint was written; for constraints the runtime adds, the item it concerns.
    public func location(of constraint: Constraint) -> SourceLocation {
        if !constraint.location.file.isEmpty { return constraint.location }
        return location(of: constraint.firstItem)
    }

    /// Where an item was declared, or the scene when the item was made up by a reader.
    public func location(of item: ItemID) -> SourceLocation {
        if let location = scene.item(item)?.location, !location.file.isEmpty { return location }
        return scene.location
    }

    /// A note pointing at a constraint, naming it by identifier and formula, and its origin when not the user's.
    public func note(for constraint: Constraint, prefix: String = "") -> DiagnosticNote {
        var text = prefix + constraint.displayName
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
