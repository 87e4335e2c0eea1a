import LayoutEngine
import LayoutModel

/// The scene as a design tool lays it out on its canvas when it saves the file: on the device the root
/// view was drawn for, the root at its stored size, content sizes as the tool measured them.
struct DesignCanvas {
    let scene: Scene
    let device: Device
    private let engine: LayoutEngine

    /// Nil when the scene has no root with a stored frame, so no canvas to compare with.
    init?(scene original: Scene, engine: LayoutEngine) {
        guard let root = original.root, let rootFrame = original.item(root)?.frame,
              rootFrame.width > 0, rootFrame.height > 0 else { return nil }
        let rootSize = Size(width: rootFrame.width, height: rootFrame.height)
        var scene = original
        let device = DesignCanvas.device(for: original, rootSize: rootSize)
        switch original.kind {
        case .cell(nil):
            // The canvas shows a self-sizing cell at the height it was saved with (its content view's, so no
            // separator comes off it).
            scene.kind = .cell(rowHeight: rootSize.height)
            scene.rowSeparator = nil
        case .selfSizing:
            scene.kind = .standalone
            scene.size = rootSize
        case .standalone where DesignCanvas.isScreenSize(rootSize):
            // A top-level view drawn at a device's size is shown with the device's safe area, like a screen.
            scene.kind = .viewController
            scene.size = nil
        case .standalone where original.size == nil:
            scene.size = rootSize
        default:
            break
        }
        for index in scene.items.indices where !scene.items[index].isLayoutGuide {
            scene.items[index] = DesignCanvas.measured(scene.items[index])
            if scene.items[index].id == root, case .cell = original.kind, scene.items[index].layoutMargins == nil,
               scene.items[index].className?.contains("TableViewCell") ?? false {
                // A table cell's content view takes its side margins from the table, which follows the device.
                let side = device.systemMargin
                scene.items[index].layoutMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
            }
        }
        self.scene = scene
        self.device = device
        self.engine = engine
    }

    /// Whether a size is an Interface Builder device's screen, in either orientation.
    private static func isScreenSize(_ size: Size) -> Bool {
        let turned = Size(width: size.height, height: size.width)
        return DeviceCatalog.interfaceBuilderDevices.contains { $0.device.size == size || $0.device.size == turned }
    }

    /// The device with the root's stored size: a view controller's root is stored at the document's device size.
    private static func device(for scene: Scene, rootSize: Size) -> Device {
        if scene.kind == .viewController || scene.kind == .standalone, let name = scene.device, let named = DeviceCatalog.device(named: name),
           named.size == rootSize {
            return named
        }
        return DeviceCatalog.designDevice(size: scene.size ?? rootSize)
    }

    /// A content size the engine does not know (a label's text) is the one the tool measured: the stored size.
    private static func measured(_ item: Item) -> Item {
        guard let frame = item.frame else { return item }
        var copy = item
        var size = item.effectiveIntrinsicSize
        var changed = false
        for axis in Axis.allCases where size[axis] == .unknown {
            size[axis] = .known(axis == .horizontal ? frame.width : frame.height)
            changed = true
        }
        if changed { copy.intrinsicSize = size }
        return copy
    }

    /// The layout on the canvas, with the safe area's top and bottom insets changed by the given amounts
    /// (navigation, tab and tool bars the tool simulated but did not store).
    func solve(extraTop: Double = 0, extraBottom: Double = 0) -> LayoutSolution? {
        var target = device
        target.safeAreaInsets.top += extraTop
        target.safeAreaInsets.bottom += extraBottom
        return engine.solve(scene, devices: [target]).first
    }
}
