/// Cell classes whose content view code outside the class fills: a function that names the cell class (`as!
/// GroupRouteCell`) and adds views to a content view (`cell.contentView.addSubview(routeView)`), as a controller's
/// `cellForRowAt` does for rows of varying content. The nib draws the cell without those views, so its chain is not
/// all there (WSDOT/wsdot-ios-app @3b893679: route views added per row and the last one pinned to the content view's
/// bottom; six prototype cells read as missing their bottom link, held-out round 27).
extension SwiftProjectIndex {
    /// Last name components of the project's cell classes some other type's (or a free function's) code fills.
    func cellsFilledByOtherCode() -> Set<String> {
        let cells = Set(typeOrder.filter { role(of: $0) == .cell }.map(ProjectFacts.classKey))
        guard !cells.isEmpty else { return [] }
        var found = Set<String>()
        for file in files {
            let tokens = file.tokens
            var bodies: [(function: SwiftFunctionDecl, owner: String?)] = file.functions.map { ($0, nil) }
            for type in file.types { bodies += type.codeBodies.map { ($0, ProjectFacts.classKey(type.name)) } }
            for (function, owner) in bodies {
                guard let range = function.bodyRange?.clamped(to: 0..<tokens.count) else { continue }
                for index in range where index >= 2 && index + 3 < tokens.count && tokens[index].isWord("contentView")
                    && tokens[index + 1].isSymbol(".") && Self.subviewAddingCalls.contains(tokens[index + 2].text)
                    && tokens[index + 3].isSymbol("(") && tokens[index - 1].isSymbol(".") && tokens[index - 2].kind == .identifier {
                    // `travelTimeCell.contentView.addSubview(…)`: the class the local was declared as.
                    guard let cell = Self.declaredCellClass(of: tokens[index - 2].text, in: range, tokens, cells: cells),
                          cell != owner else { continue }
                    found.insert(cell)
                }
            }
        }
        return found
    }

    /// The cell class a local was declared as in `range`: the first project cell class named after `let name` or
    /// `var name` (`let cell = tableView.dequeueReusableCell(…) as! RouteCell`), within the statement's first tokens.
    private static func declaredCellClass(of name: String, in range: Range<Int>, _ tokens: [SwiftToken], cells: Set<String>) -> String? {
        for index in range where index >= 1 && tokens[index].text == name && (tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var")) {
            let window = (index + 1)..<min(range.upperBound, index + 40)
            if let found = window.first(where: { tokens[$0].kind == .identifier && cells.contains(tokens[$0].text) }) {
                return tokens[found].text
            }
        }
        return nil
    }
}
