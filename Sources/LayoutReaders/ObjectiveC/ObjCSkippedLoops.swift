/// A loop the reader does not run (over a collection it does not know, `self.childViewControllers` say) may run any
/// number of times: what its body assigns to the method's locals is not known after it. Kept at their values from
/// before the loop, a chain built through the loop (`last = page.mas_right` for each page, then `scroll.right ==
/// last`) read as `scroll.right == scroll.left`, a false conflict with the screen's width (azusazzz/bilibili-ios
/// @c9652a76, held-out round 41).
extension ObjCInterpreter {
    /// Skips a loop with a note, opening the views it mentions and forgetting the locals its body assigns.
    func skipLoop(_ range: Range<Int>, _ frame: Frame, reason: String) {
        skip(range, frame, reason: reason)
        let tokens = frame.file.tokens
        for index in range where index + 1 < min(range.upperBound, tokens.count) && tokens[index].kind == .identifier {
            guard tokens[index + 1].isPunctuation("="), frame.locals[tokens[index].text] != nil else { continue }
            // `x = …`, not `a.x = …` (a property) or `*x = …`.
            if index > range.lowerBound, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation("->") { continue }
            frame.locals[tokens[index].text] = .unknown
        }
    }
}
