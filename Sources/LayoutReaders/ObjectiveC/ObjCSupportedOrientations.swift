import LayoutModel

extension ObjCProjectIndex {
    /// The screens each Objective-C view controller can be shown on, from the nearest `supportedInterfaceOrientations`
    /// up its lineage (SupportedOrientations.swift; mogujie/TeamTalk's portrait-only base controller, held-out round 30).
    func controllerScreens(_ files: [ObjCFileSyntax]) -> [String: Set<DeviceForm>] {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String: Set<DeviceForm>] = [:]
        for name in implementationOrder where role(of: name) == .viewController {
            guard let found = method("supportedInterfaceOrientations", in: name), let file = byPath[found.path] else { continue }
            if let screens = SupportedOrientations.screens(ofBody: found.method, in: file) { result[name] = screens }
        }
        return result
    }
}
