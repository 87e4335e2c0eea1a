/// Whether an app's launch code sets the window's root view controller (`window.rootViewController = …`,
/// `[self.window setRootViewController:…]`) in `application(_:didFinishLaunchingWithOptions:)` or a scene delegate's
/// `scene(_:willConnectTo:options:)`. UIKit loads the main storyboard's initial controller before calling them, but its
/// view only when the window is shown: a controller replaced there never lays out (13302221983/DDSY @e847b1c4, the
/// template screen of `Main.storyboard` with broken constraints; held-out round 56, 6 findings judged false).
enum LaunchRootReplacement {
    /// The launch methods, by the name and first argument label Swift gives them.
    static let swiftLaunchMethods: [(name: String, label: String)] = [
        ("application", "didFinishLaunchingWithOptions"), ("scene", "willConnectTo"),
    ]
    /// Their Objective-C selectors.
    static let objectiveCLaunchSelectors: Set<String> = [
        "application:didFinishLaunchingWithOptions:", "scene:willConnectToSession:options:",
    ]

    /// Whether the token texts of a launch method's body assign `rootViewController`.
    static func assignsRootController(_ texts: [String]) -> Bool {
        for index in texts.indices {
            if texts[index] == "setRootViewController" { return true }
            if texts[index] == "rootViewController", index + 1 < texts.count, texts[index + 1] == "=" { return true }
        }
        return false
    }
}

extension SwiftProjectIndex {
    /// Whether a Swift launch method assigns the window's root view controller.
    func launchReplacesRootController() -> Bool {
        files.contains { file in
            (file.functions + file.types.flatMap(\.functions)).contains { function in
                guard let body = function.bodyRange,
                      LaunchRootReplacement.swiftLaunchMethods.contains(where: { method in
                          function.name == method.name && function.parameters.contains { $0.label == method.label }
                      }) else { return false }
                let range = body.clamped(to: 0..<file.tokens.count)
                return LaunchRootReplacement.assignsRootController(range.map { file.tokens[$0].text })
            }
        }
    }
}

extension ObjCProjectIndex {
    /// Whether an Objective-C launch method assigns the window's root view controller.
    func launchReplacesRootController(_ files: [ObjCFileSyntax]) -> Bool {
        files.contains { file in
            file.implementations.contains { implementation in
                implementation.methods.contains { method in
                    guard LaunchRootReplacement.objectiveCLaunchSelectors.contains(method.selector) else { return false }
                    let range = method.body.clamped(to: 0..<file.tokens.count)
                    return LaunchRootReplacement.assignsRootController(range.map { file.tokens[$0].text })
                }
            }
        }
    }
}
