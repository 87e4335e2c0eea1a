import LayoutModel

extension ObjCRepeatedConstraintSetups {
    /// Steps through a repeated method's statements in order (ObjCRepeatedConstraintSetups.swift), collecting those
    /// that make constraints between views the object keeps, following messages to `self`; it stops at a `return`
    /// that may come first and skips branches whose test reads what the object keeps.
    struct Walk {
        let project: ObjCProjectIndex
        let className: String
        let filesByPath: [String: ObjCFileSyntax]
        private(set) var makings: [RepeatedLayoutCalls.Making] = []
        private var visited = Set<String>()
        /// Parameters and locals declared so far (`UIView *dot = …`): no views the object keeps.
        private var locals = Set<String>()

        /// The properties and instance variables the object's own methods (not its initializers) assign: a test of one
        /// may record what an earlier run did; one only set by the initializer or by other objects is the run's data.
        let assignedAfterInit: Set<String>

        init(project: ObjCProjectIndex, className: String, filesByPath: [String: ObjCFileSyntax], assignedAfterInit: Set<String>? = nil) {
            self.project = project
            self.className = className
            self.filesByPath = filesByPath
            self.assignedAfterInit = assignedAfterInit ?? Self.assignedAfterInit(of: className, project: project, filesByPath: filesByPath)
        }

        /// `self.flag = …`, `_flag = …`, `flag = …` in the methods of the class and its project superclasses, `init…`
        /// left out; names without a leading underscore.
        static func assignedAfterInit(of className: String, project: ObjCProjectIndex, filesByPath: [String: ObjCFileSyntax]) -> Set<String> {
            var names = Set<String>()
            for info in project.lineage(of: className) {
                for implementation in info.implementations {
                    guard let file = filesByPath[implementation.path] else { continue }
                    let tokens = file.tokens
                    for method in implementation.methods where !method.selector.hasPrefix("init") {
                        let body = method.body.clamped(to: 0..<tokens.count)
                        for index in body where index + 1 < body.upperBound && tokens[index].kind == .identifier && tokens[index + 1].isPunctuation("=") {
                            let onSelf = index < 2 || !tokens[index - 1].isPunctuation(".") || tokens[index - 2].isIdentifier("self")
                            if onSelf { names.insert(tokens[index].text.hasPrefix("_") ? String(tokens[index].text.dropFirst()) : tokens[index].text) }
                        }
                    }
                }
            }
            return names
        }

        /// Walks `method`'s body; `calledFrom` is where the repeated method sent the message reaching it.
        mutating func walk(_ method: ObjCMethod, in file: ObjCFileSyntax, calledFrom: SourceLocation?, depth: Int) {
            visited.insert(method.selector)
            locals.formUnion(method.parameters)
            let body = method.body.clamped(to: 0..<file.tokens.count)
            walk(body, in: file, calledFrom: calledFrom, depth: depth)
        }

        /// Walks the statements in `range`; false when it met a `return` (what follows may not run).
        @discardableResult
        private mutating func walk(_ range: Range<Int>, in file: ObjCFileSyntax, calledFrom: SourceLocation?, depth: Int) -> Bool {
            let tokens = file.tokens
            var index = range.lowerBound
            while index < range.upperBound {
                let token = tokens[index]
                if token.isIdentifier("else") { index += 1; continue }
                let end = max(index + 1, file.statementEnd(index, range.upperBound))
                defer { index = end }
                if token.isIdentifier("return") { return false }
                if token.isPunctuation("{") {
                    if !walk(index + 1..<max(index + 1, end - 1), in: file, calledFrom: calledFrom, depth: depth) { return false }
                    continue
                }
                if token.isIdentifier("if") || token.isIdentifier("for") || token.isIdentifier("while") || token.isIdentifier("switch") {
                    guard index + 1 < end, tokens[index + 1].isPunctuation("(") else { continue }
                    let close = file.matches[index + 1]
                    let readsState = token.isIdentifier("if") && readsKeptState(index + 2..<close, in: file)
                    if readsState {
                        if (close..<end).contains(where: { tokens[$0].isIdentifier("return") }) { return false }
                        continue
                    }
                    if token.isIdentifier("for") { noteLocals(index + 2..<close, in: file) }
                    walk(close + 1..<end, in: file, calledFrom: calledFrom, depth: depth)
                    continue
                }
                noteLocals(index..<end, in: file)
                note(index..<end, in: file, calledFrom: calledFrom, depth: depth)
            }
            return true
        }

        /// Notes `Type *name = …` and `for (Type *name in …)` declarations.
        private mutating func noteLocals(_ range: Range<Int>, in file: ObjCFileSyntax) {
            let tokens = file.tokens
            guard range.count >= 3 else { return }
            for index in range.dropFirst() where tokens[index].kind == .identifier && tokens[index - 1].isPunctuation("*") {
                if index + 1 < range.upperBound, tokens[index + 1].isPunctuation("=") || tokens[index + 1].isIdentifier("in") {
                    locals.insert(tokens[index].text)
                }
            }
        }

        /// Notes the constraints one statement makes, or walks the method of `self` it sends.
        private mutating func note(_ range: Range<Int>, in file: ObjCFileSyntax, calledFrom: SourceLocation?, depth: Int) {
            let tokens = file.tokens
            let place = SourceLocation(file: file.path, line: tokens[range.lowerBound].line, column: tokens[range.lowerBound].column)
            if let made = making(in: range, of: file) {
                makings.append(RepeatedLayoutCalls.Making(text: made, location: place, calledFrom: calledFrom))
                return
            }
            // Messages to `self` anywhere in the statement, also in its blocks (a completion handler of a request made
            // on each appearance: yuleicoco/SeGoApp2.0 @adf300c2).
            guard depth < 3 else { return }
            for index in range.dropLast(2) where tokens[index].isPunctuation("[") && tokens[index + 1].isIdentifier("self")
                && tokens[index + 2].kind == .identifier {
                let selector = ObjCRepeatedConstraintSetups.selector(startingAt: index + 2, in: file)
                guard ObjCRepeatedConstraintSetups.hookSelectors[selector] == nil, !visited.contains(selector),
                      let (method, _, path) = project.method(selector, in: className), let calleeFile = filesByPath[path] else {
                    continue
                }
                let call = SourceLocation(file: file.path, line: tokens[index].line, column: tokens[index].column)
                var inner = Walk(project: project, className: className, filesByPath: filesByPath, assignedAfterInit: assignedAfterInit)
                inner.visited = visited
                inner.walk(method, in: calleeFile, calledFrom: calledFrom ?? call, depth: depth + 1)
                makings += inner.makings
                visited = inner.visited
            }
        }

        /// What the statement is, when it makes constraints between kept views (`[self.titleLabel mas_makeConstraints:…]`).
        private func making(in range: Range<Int>, of file: ObjCFileSyntax) -> String? {
            let tokens = file.tokens
            let activates = range.contains { index in
                tokens[index].isIdentifier("activateConstraints") || tokens[index].isIdentifier("setActive")
                    || (tokens[index].isIdentifier("active") && index + 2 < range.upperBound && tokens[index + 1].isPunctuation("=")
                        && tokens[index + 2].isIdentifier("YES"))
                    || tokens[index].isIdentifier("addConstraint") || tokens[index].isIdentifier("addConstraints")
            }
            for index in range where tokens[index].kind == .identifier {
                let text = tokens[index].text
                if text == "mas_makeConstraints" || ObjCRepeatedConstraintSetups.pureLayoutMakers.contains(text), tokens[index - 1].kind == .identifier || tokens[index - 1].isPunctuation("]") {
                    guard let receiver = receiver(endingBefore: index, in: file, from: range.lowerBound) else { return nil }
                    return isKept(receiver) ? "[\(receiver.joined(separator: ".")) \(text)…]" : nil
                }
                if activates, ObjCRepeatedConstraintSetups.anchorConstraintMakers.contains(text), index >= 3,
                   tokens[index - 1].kind == .identifier, tokens[index - 1].text.hasSuffix("Anchor"), tokens[index - 2].isPunctuation(".") {
                    guard let owner = receiver(endingBefore: index - 2, in: file, from: range.lowerBound) else { return nil }
                    return isKept(owner) ? "[\(owner.joined(separator: ".")).\(tokens[index - 1].text) \(text):…]" : nil
                }
                if activates, text == "constraintWithItem", index + 2 < range.upperBound, tokens[index + 1].isPunctuation(":") {
                    let item = itemPath(from: index + 2, in: file, until: range.upperBound)
                    return isKept(item) ? "[NSLayoutConstraint constraintWithItem:\(item.joined(separator: ".")) …]" : nil
                }
                if activates, text == "NSDictionaryOfVariableBindings", index + 1 < range.upperBound, tokens[index + 1].isPunctuation("(") {
                    let names = (index + 2..<file.matches[index + 1]).filter { tokens[$0].kind == .identifier }.map { [tokens[$0].text] }
                    return !names.isEmpty && names.allSatisfy(isKept) ? "[NSLayoutConstraint constraintsWithVisualFormat:…]" : nil
                }
            }
            return nil
        }

        /// The names of a receiver written just before `index` (`self.titleLabel`, `_iconView`, `self.contentView`).
        private func receiver(endingBefore index: Int, in file: ObjCFileSyntax, from start: Int) -> [String]? {
            let tokens = file.tokens
            var names: [String] = []
            var position = index - 1
            while position >= start, tokens[position].kind == .identifier {
                names.insert(tokens[position].text, at: 0)
                guard position - 1 >= start, tokens[position - 1].isPunctuation(".") else { break }
                position -= 2
            }
            return names.isEmpty ? nil : names
        }

        /// The names of the item argument starting at `index` (`self.badge`, `_badge`).
        private func itemPath(from index: Int, in file: ObjCFileSyntax, until end: Int) -> [String] {
            let tokens = file.tokens
            var names: [String] = []
            var position = index
            while position < end, tokens[position].kind == .identifier {
                names.append(tokens[position].text)
                guard position + 2 < end, tokens[position + 1].isPunctuation("."), tokens[position + 2].kind == .identifier else { break }
                position += 2
            }
            return names
        }

        /// Whether a receiver is a view the object keeps: `self`, its property or instance variable, its content view,
        /// or a member of one of those; not a local or a parameter.
        private func isKept(_ names: [String]) -> Bool {
            guard let first = names.first else { return false }
            if first == "self" {
                guard names.count > 1 else { return true }
                return project.property(names[1], in: className) != nil || ["contentView", "view", "layoutMarginsGuide", "safeAreaLayoutGuide"].contains(names[1])
            }
            if locals.contains(first) { return false }
            return project.property(first, in: className) != nil
        }

        /// Whether a test reads what the object keeps: `self`, its instance variables, its subviews or constraints.
        private func readsKeptState(_ range: Range<Int>, in file: ObjCFileSyntax) -> Bool {
            range.contains { index in
                let token = file.tokens[index]
                guard token.kind == .identifier else { return false }
                if ObjCRepeatedConstraintSetups.stateWords.contains(token.text) { return true }
                let onSelf = index < 2 || !file.tokens[index - 1].isPunctuation(".") || file.tokens[index - 2].isIdentifier("self")
                let name = token.text.hasPrefix("_") ? String(token.text.dropFirst()) : token.text
                return onSelf && !locals.contains(token.text) && project.property(token.text, in: className) != nil && assignedAfterInit.contains(name)
            }
        }
    }
}
