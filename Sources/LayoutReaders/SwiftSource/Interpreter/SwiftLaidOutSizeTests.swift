/// A layout pass (`layoutSubviews`, `viewDidLayoutSubviews`, `viewWillLayoutSubviews`) runs once UIKit has given the
/// view its size, and the pass the layout is checked at (the view on screen) has a positive one: a test of the view's
/// own width or height against zero there holds (`if bounds.width > 0 { thumbTop.constant = 36 }`). Left undecided,
/// the branch became a variant and the base kept the constant the pass changes, so constraints added later (in
/// `viewDidAppear`) were checked against a layout that never exists on screen (tlax/looper @a68022df, held-out
/// round 77: 3 false conflicts). Outside a layout pass the size is not known and the test stays undecided.
extension SwiftInterpreter {
    /// Lifecycle methods UIKit calls in a layout pass, after the view got its size.
    static let layoutPassHooks: Set<String> = ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"]

    /// The view's own size as a layout pass reads it: `bounds`/`frame` (of `self`, a controller's `view`, a cell's
    /// `contentView`) followed by a width or height.
    private static let laidOutRoots: Set<String> = [
        "bounds", "frame", "view.bounds", "view.frame", "contentView.bounds", "contentView.frame",
    ]
    private static let laidOutDimensions = [".width", ".height", ".size.width", ".size.height", ".maxX", ".maxY"]

    /// Whether `expression` reads the laid-out view's width or height (in a layout pass).
    func readsLaidOutSize(_ expression: SwiftExpr, _ file: SwiftFileSyntax) -> Bool {
        guard running.layoutPass else { return false }
        var text = Substring(file.text(of: expression).filter { !$0.isWhitespace })
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        return Self.laidOutDimensions.contains { dimension in
            text.hasSuffix(dimension) && Self.laidOutRoots.contains(String(text.dropLast(dimension.count)))
        }
    }

    /// Remembers a local a layout pass sets to its view's laid-out width or height (`let width = bounds.width`).
    func noteLaidOutSize(_ names: [String], _ value: SwiftExpr, _ scope: SwiftScope, _ file: SwiftFileSyntax) {
        if names.count == 1, readsLaidOutSize(value, file) { scope.laidOutSizes.insert(names[0]) }
    }

    /// In a layout pass, the outcome of a test comparing the view's laid-out width or height (or a local holding
    /// it) with zero: `> 0`, `!= 0` hold, `== 0`, `<= 0`, `< 0` fail; nil for any other test.
    func laidOutSizeTest(_ expression: SwiftExpr, _ scope: SwiftScope, _ file: SwiftFileSyntax) -> Bool? {
        guard running.layoutPass, case .binary(let operation, let left, let right) = expression.kind else { return nil }
        func isSize(_ side: SwiftExpr) -> Bool {
            if case .identifier(let name) = side.kind, scope.holdsLaidOutSize(name) { return true }
            return readsLaidOutSize(side, file)
        }
        func isZero(_ side: SwiftExpr) -> Bool {
            if case .number(0) = side.kind { return true }
            if case .implicitMember("zero") = side.kind { return true }
            return false
        }
        let positive: Bool
        switch operation {
        case ">", "!=": positive = true
        case "==", "<=", "<": positive = false
        case ">=": return nil
        default: return nil
        }
        if isSize(left), isZero(right) { return positive }
        // `0 < width` reads the other way round.
        if isZero(left), isSize(right) {
            switch operation {
            case "<", "!=": return true
            case "==", ">=", ">": return false
            default: return nil
            }
        }
        return nil
    }
}
