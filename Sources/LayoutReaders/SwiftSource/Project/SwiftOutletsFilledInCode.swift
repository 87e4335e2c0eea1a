import LayoutModel

/// Outlets the owner's code fills: `attachmentSlot.addSubview(linkView)` into a view a nib draws empty as a place for
/// content made at run time, or makes size itself to the text it is given (`note.isScrollEnabled = false`). In the nib that view is sized by content it does not show, so it is open on both axes
/// there, as an outlet the code constrains (siskin-im @d77818f9: a storyboard cell's `customView` filled with a link
/// or attachment view pinned to its edges; stepik-ios: a `container` filled with a block's view).
extension SwiftProjectIndex {
    /// By owning class (last name component): the outlet properties its code adds subviews to, each open on both axes.
    func outletsFilledInCode() -> [String: [String: Set<Axis>]] {
        var result: [String: [String: Set<Axis>]] = [:]
        for name in typeOrder {
            guard let info = types[name] else { continue }
            let outlets = Set(lineage(of: name).flatMap(\.properties).filter { $0.attributes.contains("IBOutlet") }.map(\.name))
            guard !outlets.isEmpty else { continue }
            for declaration in info.declarations {
                guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { continue }
                let tokens = declaration.file.tokens
                for index in body where index >= 2 && Self.subviewAddingCalls.contains(tokens[index].text) && tokens[index - 1].isSymbol(".") {
                    // `slot?.addSubview(…)`, `slot!.addSubview(…)`: the name before the unwrapping mark.
                    let unwraps = tokens[index - 2].isSymbol("?") || tokens[index - 2].isSymbol("!")
                    guard !unwraps || index >= 3 else { continue }
                    let receiver = tokens[index - (unwraps ? 3 : 2)].text
                    if outlets.contains(receiver) {
                        result[ProjectFacts.classKey(name), default: [:]][receiver] = [.horizontal, .vertical]
                    }
                }
                for index in body where index >= 2 && index + 2 < tokens.count && tokens[index].text == "isScrollEnabled"
                    && tokens[index - 1].isSymbol(".") && tokens[index + 1].isSymbol("=") && tokens[index + 2].text == "false" {
                    // `messageInput.isScrollEnabled = false`: a text view the nib draws scrolling sizes itself to the
                    // text the app puts in it (kindnesswall/iOSApp, MessagesViewController: Xcode and the nib alone
                    // call its stack's height ambiguous), so its height is open there.
                    let receiver = tokens[index - 2].text
                    if outlets.contains(receiver) {
                        result[ProjectFacts.classKey(name), default: [:]][receiver, default: []].insert(.vertical)
                    }
                }
            }
        }
        return result
    }
}
