/// A loop the reader does not run (over a collection it does not know, `self.childViewControllers` say) may run any
/// number of times: what its body assigns to the method's locals is not known after it. Kept at their values from
/// before the loop, a chain built through the loop (`last = page.mas_right` for each page, then `scroll.right ==
/// last`) read as `scroll.right == scroll.left`, a false conflict with the screen's width (azusazzz/bilibili-ios
/// @c9652a76, held-out round 41).
extension ObjCInterpreter {
    /// Skips a loop with a note, opening the views it mentions and forgetting the locals its body assigns.
    func skipLoop(_ range: Range<Int>, _ frame: Frame, reason: String) {
        skip(range, frame, reason: reason)
        openSubviewsIterated(range, frame, reason: reason)
        let tokens = frame.file.tokens
        for index in range where index + 1 < min(range.upperBound, tokens.count) && tokens[index].kind == .identifier {
            guard tokens[index + 1].isPunctuation("="), frame.locals[tokens[index].text] != nil else { continue }
            // `x = …`, not `a.x = …` (a property) or `*x = …`.
            if index > range.lowerBound, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("->") { continue }
            frame.locals[tokens[index].text] = .unknown
        }
    }

    /// `for (UIView *view in self.contentView.subviews) { view.translatesAutoresizingMaskIntoConstraints = NO; }`: the loop
    /// may change every subview of the view it iterates, so each is open, its autoresizing flag too (sanrixue/YH-IOS @
    /// held-out round 70: the flag turned off this way, 2 false findings).
    private func openSubviewsIterated(_ range: Range<Int>, _ frame: Frame, reason: String) {
        let tokens = frame.file.tokens
        for index in range where index >= 2 && index < tokens.count && tokens[index].isIdentifier("subviews") && tokens[index - 1].isPunctuation(".") {
            let owner = tokens[index - 2]
            let iterated: Int?
            if owner.isIdentifier("self") {
                iterated = 0
            } else if owner.isIdentifier("contentView"), role == .cell {
                iterated = rootID
            } else if owner.kind == .identifier {
                iterated = (frame.locals[owner.text] ?? slots[owner.text.hasPrefix("_") ? String(owner.text.dropFirst()) : owner.text])?.objectID
            } else {
                iterated = nil
            }
            guard let iterated else { continue }
            for id in objects.indices where objects[id].superview == iterated { open(id, because: reason, flagUnknown: true) }
        }
    }
}
