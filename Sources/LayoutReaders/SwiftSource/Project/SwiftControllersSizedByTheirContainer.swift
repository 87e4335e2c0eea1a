/// View controllers whose view is not a screen: embedded by a container (`childControllers()`), sized by their
/// presentation (`presentationSizedControllers()`), or whose view the code puts somewhere itself — as a table's header
/// or footer (`tableView.tableHeaderView = summary.view`) or into another view (`card.addSubview(summary.view)`). The
/// place sizes the view (a table header: "the table view respects only the height of your view's frame rectangle").
/// Read as a screen, a controller whose 70-point nib view only ever heads a table conflicted with a 667-point height
/// (a storyboard-and-code app of held-out round 39). The Interface Builder reader takes these too, by last name component.
extension SwiftProjectIndex {
    /// Last name components of the controllers sized by what holds them.
    func controllersSizedByTheirContainer() -> Set<String> {
        if let known = containerSizedControllerKeys { return known }
        var names = childControllers().union(presentationSizedControllers())
        let controllers = typeOrder.filter { role(of: $0) == .viewController }
        let embedding = SwiftEmbeddingHelpers(self)

        let byShortName = Dictionary(grouping: controllers, by: ProjectFacts.classKey)
        for file in files {
            let tokens = file.tokens
            // `TableViewCell<ReactionBarViewController>`: a cell or container type made for a controller type (Mew's
            // wrappers) embeds it (cinderella-project/iMast @432eaff9, held-out round 40).
            for index in tokens.indices where index + 3 < tokens.count && tokens[index + 1].isSymbol("<") && tokens[index + 3].isSymbol(">") {
                let wrapper = tokens[index].text
                guard wrapper.hasSuffix("Cell") || wrapper.hasSuffix("Container") || wrapper.hasSuffix("ContainerView"),
                      let owners = byShortName[tokens[index + 2].text] else { continue }
                names.formUnion(owners)
            }
            for function in file.codeBodies {
                guard let body = function.bodyRange else { continue }
                // `let summary = SummaryViewController(…)`, `footerController = …instantiateViewController(…) as! Summary…`:
                // the name (a local or a property) holds a controller of the class.
                var locals: [String: [String]] = [:]
                for index in body where index + 2 < body.upperBound && tokens[index].kind == .identifier && tokens[index + 1].isSymbol("=") {
                    let line = tokens[index].line
                    let statement = (index + 2..<body.upperBound).prefix { tokens[$0].line == line }
                    // A name reused in several branches (`let dialog = PremiumDialog()` in one, `let dialog = …` in
                    // another) may hold any of them.
                    if let names = statement.lazy.compactMap({ byShortName[tokens[$0].text] }).first {
                        locals[tokens[index].text, default: []] += names
                    }
                }
                guard !locals.isEmpty else { continue }
                // `let sheet = SortViewController(); sheet.modalPresentationStyle = .custom; present(sheet, …)`.
                for (local, owners) in locals where Self.setsPresentationSize(in: body, of: file, receiver: local) { names.formUnion(owners) }
                for index in body where tokens[index].kind == .identifier {
                    guard let owners = locals[tokens[index].text] else { continue }
                    if Self.isHandedToALibraryContainer(at: index, in: tokens, range: body)
                        || Self.isGivenToAPageController(at: index, in: tokens, range: body)
                        || embedding.embeds(argumentAt: index, in: tokens, range: body) { names.formUnion(owners) }
                    guard index + 2 < body.upperBound, tokens[index + 1].isSymbol("."), tokens[index + 2].isWord("view") else { continue }
                    if Self.isPlacedByCode(viewAt: index, in: tokens, range: body) { names.formUnion(owners) }
                }
            }
        }
        let keys = Set(names.map(ProjectFacts.classKey))
        containerSizedControllerKeys = keys
        return keys
    }

    /// Whether the controller held by the name at `index` is handed to a container of a library (an initializer of a
    /// type that is not UIKit's or AppKit's: `PopupDialog(viewController: vc)`, `SheetViewController(controller: vc)`, or
    /// `set(contentViewController: vc)`):
    /// that container places and sizes its view (hellobanny/Signal-iOS @32ef3565, a 280 × 380 card in a popup,
    /// held-out round 40).
    static func isHandedToALibraryContainer(at index: Int, in tokens: [SwiftToken], range: Range<Int>) -> Bool {
        guard index >= 2, tokens[index - 1].isSymbol(":"), tokens[index - 2].kind == .identifier else { return false }
        let label = tokens[index - 2].text
        if label == "contentViewController" { return true }
        // FittedSheets' `SheetViewController(controller: popup, sizes: [.intrinsic])` sizes the popup to its content
        // (Krystal-iOS-Legacy RevokeTxStatusPopup.xib, held-out round 67).
        guard ["viewController", "rootViewController", "contentController", "controller"].contains(label) else { return false }
        guard let callee = callee(ofArgumentAt: index - 2, in: tokens, range: range) else { return false }
        return callee.first?.isUppercase == true && !SwiftUIKitVocabulary.isPlatformClass(callee)
    }

    /// Whether the controller held by the name at `index` is handed to a page view controller as a page
    /// (`pageController.setViewControllers([pages[0]], direction: .forward, animated: true)`): UIPageViewController
    /// sizes each page's view to its own bounds, whatever holds it (ein-des-ein-ios Pharmacy ProductPageViewController.xib,
    /// held-out round 67).
    /// A navigation controller's `setViewControllers(_:animated:)` shows full screens: only the page view controller's,
    /// with its `direction:`, counts.
    static func isGivenToAPageController(at index: Int, in tokens: [SwiftToken], range: Range<Int>) -> Bool {
        guard callee(ofArgumentAt: index, in: tokens, range: range) == "setViewControllers",
              let open = openingParenthesis(ofArgumentAt: index, in: tokens, range: range) else { return false }
        var depth = 0
        var cursor = open + 1
        while cursor + 1 < range.upperBound {
            let token = tokens[cursor]
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") {
                if depth == 0 { return false }
                depth -= 1
            }
            if depth == 0, token.isWord("direction"), tokens[cursor + 1].isSymbol(":") { return true }
            cursor += 1
        }
        return false
    }

    /// The name of the call whose argument list holds the token at `index`: the identifier before the nearest
    /// unclosed `(` to its left.
    static func callee(ofArgumentAt index: Int, in tokens: [SwiftToken], range: Range<Int>) -> String? {
        guard let open = openingParenthesis(ofArgumentAt: index, in: tokens, range: range), open > range.lowerBound,
              tokens[open - 1].kind == .identifier else { return nil }
        return tokens[open - 1].text
    }

    /// The nearest unclosed `(` to the left of `index`: where the argument list holding it opens.
    static func openingParenthesis(ofArgumentAt index: Int, in tokens: [SwiftToken], range: Range<Int>) -> Int? {
        var depth = 0
        var cursor = index - 1
        while cursor >= range.lowerBound {
            if tokens[cursor].isSymbol(")") { depth += 1 }
            if tokens[cursor].isSymbol("(") {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    /// Whether `name.view` at `index` is assigned to a table's header or footer, or handed to `addSubview` or a helper
    /// that places it.
    private static func isPlacedByCode(viewAt index: Int, in tokens: [SwiftToken], range: Range<Int>) -> Bool {
        // `… .tableHeaderView = summary.view`
        if index >= 2, tokens[index - 1].isSymbol("="), ["tableHeaderView", "tableFooterView"].contains(tokens[index - 2].text) { return true }
        // `container.addSubview(summary.view)`, `stack.addArrangedSubview(summary.view)`
        if index >= 2, tokens[index - 1].isSymbol("("), subviewAddingCalls.contains(tokens[index - 2].text) { return true }
        // `ViewTools.addSubviewWithEqual(container, view: summary.view, top: nil, …)`: the whole view handed to a helper
        // whose name says it adds, embeds or pins a view (s-aska/Justaway-for-iOS @83d29e78, held-out round 62: a
        // settings panel's nib view pinned on three sides above a menu, read as a 667-point screen).
        guard index + 3 < range.upperBound, tokens[index + 3].isSymbol(",") || tokens[index + 3].isSymbol(")"),
              let callee = callee(ofArgumentAt: index, in: tokens, range: range) else { return false }
        let name = callee.lowercased()
        return placingHelperWords.contains { name.contains($0) }
    }

    /// Words of a helper's name that say it puts the view it is handed into a hierarchy.
    private static let placingHelperWords = ["subview", "embed", "pin", "attach", "insert"]
}
