/// One layout to check: items, their hierarchy, their constraints and variants.
public struct Scene: Hashable, Codable, Sendable {
    public var name: String
    public var kind: SceneKind
    /// The container every other item lives in (a view controller's root view, a cell's content view).
    public var root: ItemID?
    /// Items in declaration order.
    public var items: [Item]
    /// Constraints in declaration order; variants refer to them by index.
    public var constraints: [Constraint]
    public var variants: [Variant]
    /// The device the scene is meant for (`iPhone SE`); nil = every device the configuration names.
    public var device: String?
    /// An explicit container size, overriding the device's.
    public var size: Size?
    /// For a cell of a fixed row height: whether its table draws a separator line below each row. UIKit makes the
    /// content view one pixel (1 / the screen's scale) shorter than the row for it (the `UIView-Encapsulated-Layout-
    /// Height` of a 44-point row reads 43.5 on a 2x screen). Nil: no separator (headers, collection cells, logs
    /// whose encapsulated height already excludes it).
    public var rowSeparator: Bool?
    /// The screens the base scene's code runs on, in `DeviceForm` order: a branch read into the base (the first of
    /// alternatives) whose test is of the orientation or idiom holds only there; nil = every screen.
    public var baseDeviceForms: [DeviceForm]?
    /// An Interface Builder document last saved by an Xcode older than 9 (tools version below 13000), whose SDK had no
    /// safe area: no sign that the app deploys to iOS 11 or later. Nil: not known or not such a document.
    public var savedBeforeSafeAreas: Bool?
    public var location: SourceLocation

    /// The item laid out as the container: `root`, or the first item when the scene names none (a scene of a
    /// coordinator or a view model); every view outside its hierarchy is placed by whoever shows it.
    public var layoutRoot: ItemID? { root ?? items.first?.id }

    public init(
        name: String,
        kind: SceneKind = .standalone,
        root: ItemID? = nil,
        items: [Item] = [],
        constraints: [Constraint] = [],
        variants: [Variant] = [],
        device: String? = nil,
        size: Size? = nil,
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.kind = kind
        self.root = root
        self.items = items
        self.constraints = constraints
        self.variants = variants
        self.device = device
        self.size = size
        self.location = location
    }

    /// Whether the base scene's code runs on a screen of `form`.
    public func baseRuns(on form: DeviceForm) -> Bool { baseDeviceForms?.contains(form) ?? true }

    /// Keeps the scene, its base and every variant that is not a size class's, off screens outside `forms` (a
    /// controller that supports portrait only).
    public mutating func restrictScreens(to forms: Set<DeviceForm>) {
        baseDeviceForms = Set(baseDeviceForms ?? DeviceForm.allCases).intersection(forms).sorted()
        for index in variants.indices where variants[index].horizontalSizeClass == nil && variants[index].verticalSizeClass == nil {
            variants[index].deviceForms = (variants[index].deviceForms ?? DeviceForm.every).intersection(forms)
        }
    }

    /// The item with this id.
    public func item(_ id: ItemID) -> Item? {
        items.first { $0.id == id }
    }

    /// Index of the item with this id.
    public func index(of id: ItemID) -> Int? {
        items.firstIndex { $0.id == id }
    }

    /// Direct subviews and guides owned by `id`, in declaration order.
    public func children(of id: ItemID) -> [Item] {
        items.filter { $0.superview == id }
    }

    /// The chain from `id` up to the top of its hierarchy, `id` first. Stops on cycles.
    public func ancestry(of id: ItemID) -> [ItemID] {
        Scene.chain(from: id) { item($0)?.superview }
    }

    /// The chain from `id` through `parent` until there is none, `id` first; stops on cycles. Shared by the
    /// scene and its index, which differ only in how they find an item.
    static func chain(from id: ItemID, parent: (ItemID) -> ItemID?) -> [ItemID] {
        var chain = [id]
        var seen: Set<ItemID> = [id]
        var current = id
        while let next = parent(current), !seen.contains(next) {
            chain.append(next)
            seen.insert(next)
            current = next
        }
        return chain
    }

    /// The nearest view both items are in (an item counts as its own ancestor); nil when they share none.
    public func commonAncestor(_ a: ItemID, _ b: ItemID) -> ItemID? {
        let upFromA = Set(ancestry(of: a))
        return ancestry(of: b).first { upFromA.contains($0) }
    }

    /// The constraints active in the base scene, with their indices.
    public var activeConstraints: [(index: Int, constraint: Constraint)] {
        constraints.enumerated().filter { $0.element.isActive }.map { ($0.offset, $0.element) }
    }

    /// The scene as it is in `variant`: its constraints activated or deactivated, its items hidden or shown,
    /// its stack views configured as the variant says.
    public func applying(_ variant: Variant) -> Scene {
        var result = self
        for index in variant.activatedConstraints where result.constraints.indices.contains(index) {
            result.constraints[index].isActive = true
        }
        for index in variant.deactivatedConstraints where result.constraints.indices.contains(index) {
            result.constraints[index].isActive = false
        }
        for position in result.items.indices {
            if variant.hiddenItems.contains(result.items[position].id) { result.items[position].isHidden = true }
            if variant.shownItems.contains(result.items[position].id) { result.items[position].isHidden = false }
            if let stack = result.items[position].stack,
               let override = variant.stackOverrides.first(where: { $0.item == result.items[position].id }) {
                result.items[position].stack = override.applied(to: stack)
            }
        }
        result.variants = []
        return result
    }
}
