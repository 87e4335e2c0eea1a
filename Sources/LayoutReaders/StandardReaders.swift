/// The readers layoutlint ships, in the order their results are merged: the one place that names concrete readers,
/// so the command line and other clients reach every format through `LayoutReader` alone.
public enum StandardReaders {
    /// The readers of lint's inputs, in merge order: `.layout`, `.layout.json`, Swift, Interface Builder, Objective-C.
    public static var lint: [any LayoutReader] {
        [LayoutTextReader(), LayoutJSONReader(), SwiftSourceReader(), InterfaceBuilderReader(), ObjectiveCReader()]
    }

    /// The reader of the runtime's console logs, which `explain` reads.
    public static var consoleLog: ConsoleLogReader { ConsoleLogReader() }
}
