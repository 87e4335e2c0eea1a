import LayoutModel

/// One scene to build: which element is its container and what surrounds it.
struct IBSceneSource {
    var name: String
    var kind: SceneKind
    /// The container view element: a view controller's root view, a cell's content view, a top-level view.
    var root: IBElement
    /// The item name the root gets when it has no label or outlet (`view`, `contentView`).
    var rootFallbackName: String
    /// Elements outside the root whose `<constraints>` and guides belong to the scene (a cell's own).
    var outerConstraintOwners: [IBElement] = []
    /// Object ids that stand for the root (a cell's id stands for its content view).
    var rootAliases: [String] = []
    /// `<viewControllerLayoutGuide>` elements of the view controller.
    var controllerGuides: [IBElement] = []
    var size: Size?
    /// A table row whose table draws separators (`Scene.rowSeparator`).
    var rowSeparator: Bool?
    /// Why the root's height is open (a row height the code computes), if it is.
    var rootHeightOpenReason: String?
    /// Why the root's width is open (a collection item sized by a layout the reader does not know).
    var rootWidthOpenReason: String?
    var location: SourceLocation
    /// Views a built-in cell style lays out itself (a Basic or Subtitle cell's `textLabel`, `detailTextLabel`,
    /// `imageView`): frames set by the cell, never by constraints, so they are not items of the scene.
    var systemLaidOutIDs: Set<String> = []
    /// The screens the controller showing the scene supports, when its code says (`ProjectFacts.controllerScreens`).
    var screens: Set<DeviceForm>?
}
