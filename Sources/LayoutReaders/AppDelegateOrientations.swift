import LayoutModel

/// The screens an app allows when its app delegate answers `application(_:supportedInterfaceOrientationsFor:)`
/// (Objective-C `application:supportedInterfaceOrientationsForWindow:`): UIKit takes that answer over the
/// Info.plist's orientations for every window ("the app delegate's implementation … overrides the values in
/// Info.plist", UIApplicationDelegate documentation), so `return .portrait` keeps every screen off landscape.
/// The body is read by the readers' own parsers and judged as SupportedOrientations judges a controller's override;
/// any other word in it (a stored lock a screen changes, a call) leaves the answer unknown: nil.
public enum AppDelegateOrientations {
    /// Whether a file may hold the app delegate's answer (its name names a delegate), so only those are read early.
    public static func mayHoldAnswer(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.contains("Delegate") && (name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm"))
    }

    /// The screens the answer in the file at `path` (Swift or Objective-C, by its extension) allows; nil when the
    /// file has none or its words do not say.
    public static func screens(inSource text: String, path: String) -> Set<DeviceForm>? {
        path.hasSuffix(".swift") ? swiftScreens(text, path: path) : objectiveCScreens(text, path: path)
    }

    private static func swiftScreens(_ text: String, path: String) -> Set<DeviceForm>? {
        let syntax = SwiftFileSyntax.parse(path: path, text: text)
        let answer = (syntax.types.flatMap(\.functions) + syntax.functions).first { function in
            function.name == "application" && function.parameters.contains { $0.label == "supportedInterfaceOrientationsFor" }
        }
        return answer.flatMap(SupportedOrientations.screens(ofBody:))
    }

    private static func objectiveCScreens(_ text: String, path: String) -> Set<DeviceForm>? {
        let syntax = ObjCFileSyntax(path: path, text: text)
        for implementation in syntax.implementations {
            if let answer = implementation.methods.first(where: { $0.selector == "application:supportedInterfaceOrientationsForWindow:" }) {
                return SupportedOrientations.screens(ofBody: answer, in: syntax)
            }
        }
        return nil
    }
}
