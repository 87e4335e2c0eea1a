import LayoutModel

/// A scene while its file is being read: declarations collect here, names are resolved when it closes.
struct LayoutTextSceneDraft {
    /// A variant reference to a constraint: `#3` (1-based ordinal) or `"identifier"`.
    enum ConstraintReference {
        case ordinal(Int)
        case identifier(String)
    }

    struct VariantDraft {
        var variant: Variant
        var activations: [(ConstraintReference, column: Int, line: Int)] = []
        var deactivations: [(ConstraintReference, column: Int, line: Int)] = []
        var hidden: [(LayoutTextItemReference, line: Int)] = []
        var shown: [(LayoutTextItemReference, line: Int)] = []
        /// `stack NAME axis=… …` statements: the stack view as written and the properties it sets.
        var stacks: [(LayoutTextItemReference, override: StackOverride, line: Int)] = []
    }

    struct ItemDraft {
        var item: Item
        /// `in PARENT` as written, resolved when the scene closes.
        var parent: LayoutTextItemReference?
        /// `arranged=` as written, resolved when the scene closes.
        var arranged: [LayoutTextItemReference]?
        var isRoot = false
        /// `detached`: a view outside the root's hierarchy (not added to any superview yet).
        var isDetached = false
        /// Made up by the reader (recipe names, built-in guides), not declared by the file.
        var isImplicit = false
    }

    var scene: Scene
    var items: [ItemDraft] = []
    var constraints: [(draft: LayoutTextConstraintDraft, variant: String?)] = []
    var variants: [VariantDraft] = []
    var constants: [String: Double] = [:]
    var rootName: String?

    init(scene: Scene) {
        self.scene = scene
    }

    /// Whether the scene declares its items, which turns unknown names into errors instead of implicit views.
    var declaresItems: Bool { items.contains { !$0.isRoot && !$0.isImplicit } }

    func variantIndex(named name: String) -> Int? {
        variants.firstIndex { $0.variant.name == name }
    }
}
