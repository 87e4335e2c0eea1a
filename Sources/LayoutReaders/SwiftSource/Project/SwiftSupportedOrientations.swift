import LayoutModel

extension SwiftProjectIndex {
    /// The screens each view controller type (last name component) can be shown on, from the nearest
    /// `supportedInterfaceOrientations` override up its project lineage (SupportedOrientations.swift).
    func controllerScreens() -> [String: Set<DeviceForm>] {
        var result: [String: Set<DeviceForm>] = [:]
        for name in typeOrder where role(of: name) == .viewController {
            guard let screens = supportedScreens(of: name) else { continue }
            let key = ProjectFacts.classKey(name)
            result[key] = result[key]?.union(screens) ?? screens
        }
        return result
    }

    /// The screens of one controller type, from the first type in its lineage that overrides the property.
    func supportedScreens(of name: String) -> Set<DeviceForm>? {
        for info in lineage(of: name) {
            let getter = info.properties.first { $0.name == "supportedInterfaceOrientations" }?.getter
                ?? info.functions.first { $0.name == "supportedInterfaceOrientations" }
            guard let getter else { continue }
            return SupportedOrientations.screens(ofBody: getter)
        }
        return nil
    }
}
