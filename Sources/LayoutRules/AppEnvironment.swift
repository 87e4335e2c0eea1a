/// Facts about the app the scenes belong to, read from its project rather than from a scene: what some rules'
/// findings depend on. nil = not known (the rule says what it assumes instead).
public struct AppEnvironment: Sendable, Equatable {
    /// The lowest iOS version the app deploys to, as major + minor / 100 (`10.3` is 10.03).
    public var iOSDeploymentTarget: Double?

    public init(iOSDeploymentTarget: Double? = nil) {
        self.iOSDeploymentTarget = iOSDeploymentTarget
    }
}
