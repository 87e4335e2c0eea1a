import LayoutModel
import LayoutSolver

/// The numbers a device supplies, held as edit variables so one solver serves every device:
/// the root's size, the safe-area insets, the root's horizontal system margin and the height of a pixel-thin line.
struct DeviceParameters {
    enum Name: String, CaseIterable {
        case rootWidth, rootHeight, safeTop, safeLeft, safeBottom, safeRight, systemMargin, hairline

        /// Position in `allCases`.
        var position: Int {
            switch self {
            case .rootWidth: return 0
            case .rootHeight: return 1
            case .safeTop: return 2
            case .safeLeft: return 3
            case .safeBottom: return 4
            case .safeRight: return 5
            case .systemMargin: return 6
            case .hairline: return 7
            }
        }
    }

    /// Edit priorities: above every priority a developer can give an optional constraint (999), below
    /// required, so a required constraint that contradicts the device shows up as a moved parameter.
    /// Each parameter has its own level so that when required constraints fight the device, which
    /// parameter gives way is decided rather than left as a tie (which would read as ambiguity).
    static func editPriority(_ name: Name) -> Double {
        switch name {
        case .rootWidth, .rootHeight: return 999.97
        case .safeTop, .safeLeft, .safeBottom, .safeRight: return 999.94
        case .systemMargin: return 999.91
        case .hairline: return 999.88
        }
    }

    /// One variable per name, in `Name.allCases` order (looked up for every constraint and every device).
    private let variables: [Variable]

    init(solver: Solver) {
        variables = Name.allCases.map { solver.makeVariable(named: "device.\($0.rawValue)") }
    }

    subscript(name: Name) -> Variable { variables[name.position] }

    /// The value each parameter should take on a device.
    static func values(for device: Device) -> [Name: Double] {
        [.rootWidth: device.size.width, .rootHeight: device.size.height,
         .safeTop: device.safeAreaInsets.top, .safeLeft: device.safeAreaInsets.left,
         .safeBottom: device.safeAreaInsets.bottom, .safeRight: device.safeAreaInsets.right,
         .systemMargin: device.systemMargin, .hairline: 1 / max(device.scale, 1)]
    }
}
