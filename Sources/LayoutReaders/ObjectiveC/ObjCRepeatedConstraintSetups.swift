import LayoutModel

/// The Objective-C reader's part of `constraints_added_repeatedly` (the runtime facts: RepeatedLayoutCalls.swift), as
/// the Swift reader's (SwiftRepeatedConstraintSetups.swift): a method UIKit runs many times (`layoutSubviews`,
/// `updateConstraints`, `prepareForReuse`…), or a cell's method or setter the data source uses on
/// each dequeued cell (`[cell configureWithItem:item]`, `cell.item = item` after `dequeueReusableCellWithIdentifier:`),
/// that makes constraints between views the object keeps (itself, its properties and instance variables, its content
/// view) — Masonry's `mas_makeConstraints:`, anchors' `constraintEqualToAnchor:` activated, `addConstraint(s):` of
/// `constraintWithItem:` or a visual format, PureLayout's `auto…` — while nothing in it, or in the methods it sends to
/// `self`, removes or replaces a constraint, and nothing before tests what the object keeps (`if (!self.didSetup)`,
/// `if (_heightConstraint == nil)`).
struct ObjCRepeatedConstraintSetups {
    let project: ObjCProjectIndex
    let files: [ObjCFileSyntax]
    /// The same files by path, for the methods found by selector.
    let filesByPath: [String: ObjCFileSyntax]
    /// Classes nothing creates (the reader leaves them out): their methods never run.
    let leftOut: Set<String>

    init(project: ObjCProjectIndex, files: [ObjCFileSyntax], leftOut: Set<String> = []) {
        self.project = project
        self.files = files
        self.filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.leftOut = leftOut
    }

    /// Selectors UIKit or AppKit sends many times, with the `RepeatedLayoutCalls.hooks` name of each.
    static let hookSelectors: [String: String] = [
        "layoutSubviews": "layoutSubviews", "viewWillLayoutSubviews": "viewWillLayoutSubviews",
        "viewDidLayoutSubviews": "viewDidLayoutSubviews", "layout": "layout", "viewWillLayout": "viewWillLayout",
        "viewDidLayout": "viewDidLayout", "updateConstraints": "updateConstraints", "updateViewConstraints": "updateViewConstraints",
        "prepareForReuse": "prepareForReuse", "drawRect:": "draw",
        "viewWillDraw": "viewWillDraw",
    ]

    /// Names whose presence means the code may switch a constraint off or replace it (a priority or Masonry's
    /// `mas_updateConstraints:` changes what exists without removing what piles up).
    static let undoingWords: Set<String> = [
        "deactivateConstraints", "removeConstraint", "removeConstraints", "mas_remakeConstraints", "uninstall",
        "removeFromSuperview", "removeArrangedSubview", "autoRemove", "autoRemoveConstraints", "autoRemoveConstraint",
    ]
    /// Selector pieces that make constraints from anchors.
    static let anchorConstraintMakers: Set<String> = [
        "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor", "constraintLessThanOrEqualToAnchor",
        "constraintEqualToConstant", "constraintGreaterThanOrEqualToConstant", "constraintLessThanOrEqualToConstant",
        "constraintEqualToSystemSpacingAfterAnchor", "constraintEqualToSystemSpacingBelowAnchor",
    ]
    /// PureLayout's methods that make and install constraints on their receiver.
    static let pureLayoutMakers: Set<String> = [
        "autoPinEdge", "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewEdgesWithInsets", "autoPinEdgeToSuperviewEdge",
        "autoPinEdgesToSuperviewMargins", "autoPinEdgeToSuperviewMargin", "autoSetDimension", "autoSetDimensionsToSize",
        "autoCenterInSuperview", "autoAlignAxis", "autoAlignAxisToSuperviewAxis", "autoMatchDimension", "autoConstrainAttribute",
        "autoPinToTopLayoutGuideOfViewController", "autoPinToBottomLayoutGuideOfViewController",
    ]
    /// Selector pieces that show new rows in a list's cells.
    static let reloadSelectors: Set<String> = [
        "reloadData", "reloadRowsAtIndexPaths", "reloadSections", "reloadItemsAtIndexPaths", "insertRowsAtIndexPaths",
        "insertItemsAtIndexPaths", "performBatchUpdates", "applySnapshot",
    ]
    /// Names whose mention in a test makes it a test of what the object has already done.
    static let stateWords: Set<String> = ["subviews", "constraints", "superview", "arrangedSubviews"]

    /// The findings for the project's views, cells and controllers, one per repeated method.
    func findings() -> [Diagnostic] {
        let dequeued = dequeuedCellMessages()
        var findings: [Diagnostic] = []
        for file in files {
            for implementation in file.implementations {
                let name = implementation.name
                guard !leftOut.contains(name), let role = project.role(of: name), [.view, .cell, .viewController, .stackView].contains(role) else { continue }
                let lineage = Set(project.lineage(of: name).map(\.name))
                let perReuse = role == .cell && !prepareForReuseUndoes(name)
                for method in implementation.methods where !method.isClassMethod {
                    let when: RepeatedLayoutCalls.When
                    if let hookName = Self.hookSelectors[method.selector],
                       let hook = RepeatedLayoutCalls.hook(hookName, parameters: method.parameters.count, isController: role == .viewController),
                       !hook.appKitOnly || isAppKit(name) {
                        when = hook.when
                    } else if perReuse, let first = method.selector.split(separator: ":").first.map(String.init),
                              case let key = Self.messageKey(method.selector), let classes = dequeued[key],
                              !classes.isDisjoint(with: lineage) || (classes.contains("") && cellClassesImplementing(key) == 1) {
                        when = first.hasPrefix("set") && method.parameters.count == 1 ? RepeatedLayoutCalls.perReuseAssignment : RepeatedLayoutCalls.perReuse
                    } else {
                        continue
                    }
                    guard !mayUndo(method, in: file, className: name, depth: 0) else { continue }
                    var walk = Walk(project: project, className: name, filesByPath: filesByPath)
                    walk.walk(method, in: file, calledFrom: nil, depth: 0)
                    let spelled = "-" + method.selector
                    if let finding = RepeatedLayoutCalls.finding(method: spelled, when: when, makings: walk.makings) { findings.append(finding) }
                }
            }
        }
        return findings
    }

    /// How many of the project's cell classes implement a method whose selector starts with `piece`: a message sent to a
    /// cell of unnamed class counts only for the one class that has it (held-out round 90: a registered cell whose only
    /// dequeue is commented out shares its configuring selector with the cells the data source does dequeue).
    private func cellClassesImplementing(_ key: String) -> Int {
        project.implementationOrder.filter { name in
            project.role(of: name) == .cell && project.classes[name]?.implementations.contains { implementation in
                implementation.methods.contains { !$0.isClassMethod && Self.messageKey($0.selector) == key }
            } == true
        }.count
    }

    /// A selector's first piece, with its colon when it takes arguments: `setupUI` and `setupUI:` are two methods
    /// (Brances/ZMBCY-iOS @4d010e785a7d, held-out round 96: a data source's `setupUI:` taken for the initializer's
    /// `setupUI`).
    static func messageKey(_ selector: String) -> String {
        let first = selector.split(separator: ":").first.map(String.init) ?? selector
        return selector.contains(":") ? first + ":" : first
    }

    private func isAppKit(_ name: String) -> Bool {
        project.lineage(of: name).last?.superclass?.hasPrefix("NS") ?? false
    }

    /// Whether the cell's `prepareForReuse` (its own or a project superclass's) removes or replaces constraints.
    private func prepareForReuseUndoes(_ className: String) -> Bool {
        guard let (method, _, path) = project.method("prepareForReuse", in: className), let file = filesByPath[path] else {
            return false
        }
        return mayUndo(method, in: file, className: className, depth: 0)
    }

    /// Whether `method`, or a method it sends to `self` (up to three deep), may switch off or replace a constraint.
    func mayUndo(_ method: ObjCMethod, in file: ObjCFileSyntax, className: String, depth: Int) -> Bool {
        let tokens = file.tokens
        let body = method.body.clamped(to: 0..<tokens.count)
        for index in body where tokens[index].kind == .identifier {
            let text = tokens[index].text
            let sentToSuper = index > 0 && tokens[index - 1].isIdentifier("super")
            if Self.undoingWords.contains(text), !sentToSuper, !deactivatesOnlyNewConstraints(at: index, in: file, until: body.upperBound) { return true }
            if text == "active" || text == "setActive", index + 2 < body.upperBound,
               tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation(":"), !tokens[index + 2].isIdentifier("YES") {
                return true
            }
            guard depth < 3, index > 0, tokens[index - 1].isIdentifier("self"), index >= 2, tokens[index - 2].isPunctuation("[") else { continue }
            // A request for the update or layout pass runs the class's own pass methods (SwiftConstraintUndoScan.passRequests).
            let selectors = SwiftConstraintUndoScan.passRequests[text] ?? [Self.selector(startingAt: index, in: file)]
            for selector in selectors {
                guard let (callee, _, path) = project.method(selector, in: className), callee.selector != method.selector,
                      let calleeFile = filesByPath[path] else { continue }
                if mayUndo(callee, in: calleeFile, className: className, depth: depth + 1) { return true }
            }
        }
        return false
    }

    /// Whether `[NSLayoutConstraint deactivateConstraints:@[…]]` at `index` lists only constraints made there from anchors:
    /// new objects, never active, so it removes nothing.
    private func deactivatesOnlyNewConstraints(at index: Int, in file: ObjCFileSyntax, until end: Int) -> Bool {
        let tokens = file.tokens
        guard tokens[index].text == "deactivateConstraints", index + 2 < end, tokens[index + 1].isPunctuation(":"),
              tokens[index + 2].kind == .atKeyword, tokens[index + 2].text == "@[" else { return false }
        let close = min(end, file.matches[index + 2])
        var position = index + 3, elements = 0
        while position < close {
            var elementEnd = position
            while elementEnd < close, !tokens[elementEnd].isPunctuation(",") {
                elementEnd = ObjCFileSyntax.isOpening(tokens[elementEnd]) ? file.matches[elementEnd] + 1 : elementEnd + 1
            }
            elementEnd = min(elementEnd, close)
            if elementEnd > position {
                guard (position..<elementEnd).contains(where: { Self.anchorConstraintMakers.contains(tokens[$0].text) }) else { return false }
                elements += 1
            }
            position = elementEnd + 1
        }
        return elements > 0
    }

    /// The selector of the message whose first piece is at `index` (`configureWithItem:animated:`).
    static func selector(startingAt index: Int, in file: ObjCFileSyntax) -> String {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") else { return tokens[index].text }
        var pieces = tokens[index].text + ":"
        var position = index + 2
        while position < tokens.count, !tokens[position].isPunctuation("]") {
            let token = tokens[position]
            if token.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].isPunctuation(":"), position > index + 2 {
                pieces += token.text + ":"
                position += 2
                continue
            }
            position = ObjCFileSyntax.isOpening(token) ? file.matches[position] + 1 : position + 1
        }
        return pieces
    }

    /// The blocks of `if (!cell) { … }`, `if (cell == nil) { … }` or `if (nil == cell) { … }` on a dequeued variable: the
    /// cell was just made there (the old dequeue without a registered class), so a message sent inside runs once per
    /// cell, not on reuse (LeeIosStorage/iosApp @d8ec1468e482, held-out round 97: `cell.cellType = …` set only in that
    /// branch, read as set on every dequeued cell).
    private static func creationBranches(of variables: Set<String>, in body: Range<Int>, of file: ObjCFileSyntax) -> [(variable: String, body: Range<Int>)] {
        let tokens = file.tokens
        var branches: [(variable: String, body: Range<Int>)] = []
        for index in body where tokens[index].isIdentifier("if") && index + 1 < body.upperBound && tokens[index + 1].isPunctuation("(") {
            let close = file.matches[index + 1]
            guard close > index + 1, close + 1 < body.upperBound, tokens[close + 1].isPunctuation("{") else { continue }
            let end = file.matches[close + 1]
            guard end > close + 1 else { continue }
            let test = tokens[(index + 2)..<close].map(\.text)
            let variable: String?
            switch test.count {
            case 2 where test[0] == "!": variable = test[1]
            case 3 where test[1] == "==" && (test[2] == "nil" || test[2] == "NULL"): variable = test[0]
            case 3 where test[1] == "==" && (test[0] == "nil" || test[0] == "NULL"): variable = test[2]
            default: variable = nil
            }
            if let variable, variables.contains(variable) { branches.append((variable, (close + 1)..<end)) }
        }
        return branches
    }

    /// Per message a data source sends to a cell it dequeued (`messageKey`: `configureWithItem:`, `setItem:` for
    /// `cell.item = …`), the cell classes named where it does ("" where none is).
    private func dequeuedCellMessages() -> [String: Set<String>] {
        var messages: [String: Set<String>] = [:]
        for file in files {
            let tokens = file.tokens
            // As in Swift (SwiftDequeuedCellCalls.reloadWords): a file that never reloads its list says no cell is
            // configured twice.
            guard tokens.contains(where: { $0.kind == .identifier && Self.reloadSelectors.contains($0.text) }) else { continue }
            for implementation in file.implementations {
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<tokens.count)
                    var cells: [String: String] = [:]
                    for index in body where tokens[index].kind == .identifier && tokens[index].text.hasPrefix("dequeueReusable") {
                        var position = index - 1
                        while position > body.lowerBound, !tokens[position].isPunctuation("="), !tokens[position].isPunctuation(";"),
                              !tokens[position].isPunctuation("{") { position -= 1 }
                        guard tokens[position].isPunctuation("="), position - 1 > body.lowerBound, tokens[position - 1].kind == .identifier else { continue }
                        let named = (position - 3...position - 1).lazy.map { tokens[$0].text }.first { project.role(of: $0) == .cell && project.classes[$0] != nil }
                        cells[tokens[position - 1].text] = named ?? ""
                    }
                    guard !cells.isEmpty else { continue }
                    let creationBranches = Self.creationBranches(of: Set(cells.keys), in: body, of: file)
                    for index in body.dropLast(2) where tokens[index].kind == .identifier {
                        guard let cellClass = cells[tokens[index].text],
                              !creationBranches.contains(where: { $0.variable == tokens[index].text && $0.body.contains(index) }) else { continue }
                        if index > 0, tokens[index - 1].isPunctuation("["), tokens[index + 1].kind == .identifier {
                            let takesArguments = tokens[index + 2].isPunctuation(":")
                            messages[tokens[index + 1].text + (takesArguments ? ":" : ""), default: []].insert(cellClass)
                        } else if tokens[index + 1].isPunctuation("."), index + 3 < body.upperBound, tokens[index + 2].kind == .identifier,
                                  tokens[index + 3].isPunctuation("=") {
                            let property = tokens[index + 2].text
                            messages["set" + property.prefix(1).uppercased() + property.dropFirst() + ":", default: []].insert(cellClass)
                        }
                    }
                }
            }
        }
        return messages
    }
}
