import LayoutModel

/// Parses one constraint line in either notation:
/// the Auto Layout Guide's recipes (`Name Label.Leading = Superview.LeadingMargin + Standard (Priority 249)`)
/// or the compact form (`title.top == content.topMargin + 8 @750 "title-top"`).
struct LayoutTextConstraintParser {
    /// Numeric constants declared with `const NAME = value` in the scene so far.
    let constants: [String: Double]

    /// The system spacing the recipes call `Standard`.
    static let standardSpacing = 8.0

    func parse(_ cursor: inout TokenCursor, location: SourceLocation) throws(LayoutTextError) -> LayoutTextConstraintDraft {
        let (first, firstAttribute) = try itemAttribute(&cursor, what: "an item and attribute such as 'title.top'")
        let relation = try self.relation(&cursor)
        var draft = LayoutTextConstraintDraft(first: first, firstAttribute: firstAttribute, relation: relation, location: location)
        try rightHandSide(&cursor, into: &draft)
        try suffixes(&cursor, into: &draft)
        return draft
    }

    // MARK: - Pieces

    private func relation(_ cursor: inout TokenCursor) throws(LayoutTextError) -> Relation {
        guard let token = cursor.current else { throw cursor.error(expected: "'==', '>=' or '<='") }
        switch token.kind {
        case .symbol("=="), .symbol("="): cursor.advance(); return .equal
        case .symbol(">="): cursor.advance(); return .greaterThanOrEqual
        case .symbol("<="): cursor.advance(); return .lessThanOrEqual
        default: throw cursor.error(expected: "'==', '>=' or '<='")
        }
    }

    /// `name.attribute`, `owner.guide.attribute`, `"quoted name".attribute`, `Name With Spaces.Attribute`.
    func itemAttribute(_ cursor: inout TokenCursor, what: String) throws(LayoutTextError) -> (LayoutTextItemReference, Attribute) {
        guard let start = cursor.current else { throw cursor.error(expected: what) }
        var segments: [String] = []
        var quoted = false
        if let text = start.string {
            quoted = true
            segments.append(text)
            cursor.advance()
        } else {
            guard start.word != nil else { throw cursor.error(expected: what) }
            segments.append(spacedName(&cursor))
        }
        guard cursor.take(symbol: ".") else {
            throw cursor.error(expected: "'.' and an attribute after '\(segments.joined(separator: "."))'")
        }
        while true {
            guard let token = cursor.current, let word = token.word else {
                throw cursor.error(expected: "an attribute (top, bottom, leading, trailing, width, height, centerX, …)")
            }
            if cursor.peek(1)?.isSymbol(".") == true, !quoted || segments.count >= 1 {
                segments.append(word)
                cursor.advance()
                cursor.advance()
                continue
            }
            guard let attribute = Attribute(name: word) else {
                throw LayoutTextError(column: token.column, message: "unknown attribute '\(word)': expected one of "
                    + "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, "
                    + "lastBaseline, or a margin form such as leadingMargin")
            }
            cursor.advance()
            return (reference(segments: segments, quoted: quoted, column: start.column), attribute)
        }
    }

    /// Words (and numbers after the first word) separated by spaces: `Name Text Field`, `Button 1`.
    private func spacedName(_ cursor: inout TokenCursor) -> String {
        var parts: [String] = []
        while let token = cursor.current {
            if let word = token.word {
                parts.append(word)
            } else if let number = token.number, !parts.isEmpty, token.followsSpace {
                parts.append(token.display)
                _ = number
            } else {
                break
            }
            cursor.advance()
            if cursor.current?.isSymbol(".") == true { break }
            if let next = cursor.current, !(next.followsSpace) { break }
            if let next = cursor.current, next.word == nil && next.number == nil { break }
            if let next = cursor.current, next.word.map(isMultiplyWord) == true { break }
        }
        return parts.joined(separator: " ")
    }

    private func isMultiplyWord(_ word: String) -> Bool { word == "x" || word == "X" }

    private func reference(segments: [String], quoted: Bool, column: Int) -> LayoutTextItemReference {
        if segments.count >= 2, let guide = LayoutTextItemReference.guideKind(forSegment: segments[segments.count - 1]) {
            let owner = segments.dropLast().joined(separator: ".")
            return LayoutTextItemReference(name: owner, guide: guide, quoted: quoted, column: column)
        }
        return LayoutTextItemReference(name: segments.joined(separator: "."), guide: nil, quoted: quoted, column: column)
    }

    private func isMultiply(_ token: LayoutTextToken?) -> Bool {
        guard let token else { return false }
        return token.isSymbol("*") || token.word.map(isMultiplyWord) == true
    }

    /// Whether the tokens from the cursor on name an item (a run of names followed by `.attribute`).
    private func startsItemReference(_ cursor: TokenCursor) -> Bool {
        var probe = cursor
        guard let first = probe.current, first.word != nil || first.string != nil else { return false }
        do {
            _ = try itemAttribute(&probe, what: "item")
            return true
        } catch {
            return false
        }
    }

    private func rightHandSide(_ cursor: inout TokenCursor, into draft: inout LayoutTextConstraintDraft) throws(LayoutTextError) {
        var sign = 1.0
        if cursor.take(symbol: "-") { sign = -1 } else { _ = cursor.take(symbol: "+") }
        if let number = cursor.current?.number, isMultiply(cursor.peek(1)) {
            cursor.advance()
            cursor.advance()
            let (item, attribute) = try itemAttribute(&cursor, what: "an item and attribute after the multiplier")
            draft.second = item
            draft.secondAttribute = attribute
            draft.multiplier = sign * number
        } else if startsItemReference(cursor) {
            let (item, attribute) = try itemAttribute(&cursor, what: "an item and attribute")
            draft.second = item
            draft.secondAttribute = attribute
            draft.multiplier = sign
            if isMultiply(cursor.current) {
                cursor.advance()
                guard let number = cursor.current?.number else { throw cursor.error(expected: "a multiplier") }
                cursor.advance()
                draft.multiplier *= number
            }
        } else {
            try addConstant(&cursor, sign: sign, into: &draft)
        }
        while let token = cursor.current, token.isSymbol("+") || token.isSymbol("-") {
            cursor.advance()
            try addConstant(&cursor, sign: token.isSymbol("-") ? -1 : 1, into: &draft)
        }
        if draft.second == nil && draft.firstAttribute.kind != .dimension && draft.symbolicConstant == nil {
            // `a.top == 20` has no meaning in Auto Layout: positions need a second item.
            throw LayoutTextError(column: draft.first.column,
                                  message: "'\(draft.firstAttribute.rawValue)' is a position and needs a second item; only width and height can equal a constant")
        }
    }

    private func addConstant(_ cursor: inout TokenCursor, sign: Double, into draft: inout LayoutTextConstraintDraft) throws(LayoutTextError) {
        guard let token = cursor.current else { throw cursor.error(expected: "a number, 'Standard' or an item") }
        if let number = token.number {
            cursor.advance()
            draft.constant += sign * number
            return
        }
        if let text = token.string {
            // A quoted constant is a symbol the model keeps as text (what `convert --to layout` writes for a
            // constant the source reader could not resolve, such as `2 * systemSpacing`).
            cursor.advance()
            let symbol = sign < 0 ? "-\(text)" : text
            draft.symbolicConstant = draft.symbolicConstant.map { "\($0) + \(symbol)" } ?? symbol
            return
        }
        if token.word != nil, startsItemReference(cursor) {
            throw LayoutTextError(column: token.column, message: "a constraint relates at most two items; expected a constant here")
        }
        if let word = token.word {
            var name = word
            cursor.advance()
            while cursor.current?.isSymbol(".") == true, let next = cursor.peek(1)?.word {
                name += "." + next
                cursor.advance()
                cursor.advance()
            }
            if name.lowercased() == "standard" || name == "NSSpace" {
                draft.constant += sign * Self.standardSpacing
            } else if let value = constants[name] {
                draft.constant += sign * value
            } else {
                let symbol = sign < 0 ? "-\(name)" : name
                draft.symbolicConstant = draft.symbolicConstant.map { "\($0) + \(symbol)" } ?? symbol
            }
            return
        }
        throw cursor.error(expected: "a number, 'Standard' or an item")
    }

    private func suffixes(_ cursor: inout TokenCursor, into draft: inout LayoutTextConstraintDraft) throws(LayoutTextError) {
        while let token = cursor.current {
            if token.isSymbol("@") {
                cursor.advance()
                draft.priority = try priority(&cursor)
            } else if token.isSymbol("("), cursor.peek(1)?.isWord("priority") == true {
                cursor.advance()
                cursor.advance()
                _ = cursor.take(symbol: ":")
                draft.priority = try priority(&cursor)
                guard cursor.take(symbol: ")") else { throw cursor.error(expected: "')'") }
            } else if let identifier = token.string {
                cursor.advance()
                draft.identifier = identifier
            } else if token.isWord("inactive") {
                cursor.advance()
                draft.isActive = false
            } else if token.isWord("origin"), cursor.peek(1)?.isSymbol("=") == true {
                cursor.advance()
                cursor.advance()
                guard let word = cursor.current?.word, let origin = ConstraintOrigin(rawValue: word) else {
                    throw cursor.error(expected: "an origin (" + ConstraintOrigin.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                cursor.advance()
                draft.origin = origin
            } else {
                throw cursor.error(expected: "'@priority', '\"identifier\"', 'inactive' or the end of the line")
            }
        }
    }

    /// `750`, `required`, `defaultHigh - 1`, `high + 1`.
    func priority(_ cursor: inout TokenCursor) throws(LayoutTextError) -> Priority {
        guard let token = cursor.current else { throw cursor.error(expected: "a priority (1…1000 or a name such as defaultHigh)") }
        var value: Double
        if let number = token.number {
            value = number
        } else if let word = token.word, let named = Priority(named: word) {
            value = named.value
        } else {
            throw cursor.error(expected: "a priority (1…1000 or a name such as defaultHigh)")
        }
        cursor.advance()
        if let sign = cursor.current, sign.isSymbol("+") || sign.isSymbol("-"), let amount = cursor.peek(1)?.number {
            cursor.advance()
            cursor.advance()
            value += sign.isSymbol("-") ? -amount : amount
        }
        guard value >= 1, value <= 1000 else {
            throw LayoutTextError(column: token.column, message: "priority \(formatNumber(value)) is out of range: expected 1…1000")
        }
        return Priority(value)
    }
}
