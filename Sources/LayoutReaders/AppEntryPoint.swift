/// Whether code declares the app's entry point (`@main`, `@UIApplicationMain`, a `UIApplicationMain(…)` call): only
/// then does what the code creates, with the classes the Info.plist names, cover every class an app can show.
enum AppEntryPoint {
    private static let markers = ["@main", "@UIApplicationMain", "@NSApplicationMain", "UIApplicationMain(", "NSApplicationMain("]

    /// The facts a code reader's files state: whether any of them declares the entry point.
    static func facts(statedIn files: [SourceFile]) -> ProjectFacts {
        var facts = ProjectFacts()
        facts.codeHasAppEntryPoint = files.contains { file in markers.contains { file.text.containsBytes(of: $0) } }
        return facts
    }
}
