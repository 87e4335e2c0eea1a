import LayoutModel

/// Parses the one-constraint visual formats the runtime prints: `H:|-(15)-[A]`, `V:[A]-(>=8)-|`,
/// `H:[A]-(NSSpace(8))-[B]`, `V:[A(44@750)]`.
enum VisualFormatDescriptionParser {
    typealias Failure = ConstraintDescriptionParser.BodyFailure

    /// A gap or size predicate: `15`, `>=8`, `-1`, `NSSpace(8)`, `44@750`.
    private struct Predicate {
        var relation: Relation = .equal
        var constant: Double = 0
        var priority: Priority = .required
    }

    private enum Element {
        case superviewBar
        case view(LogItemReference, size: Predicate?)
    }

    static func parse(_ cursor: inout LogByteCursor, bindings: [String: LogItemReference], leftToRight: Bool) -> Result<ParsedConstraintDescription, Failure> {
        let axis: Axis = cursor.consume("H:") ? .horizontal : (cursor.consume("V:") ? .vertical : .horizontal)
        var elements: [Element] = []
        var gaps: [Predicate] = []
        while !cursor.isAtEnd {
            cursor.skipSpaces()
            // An NSContentSizeLayoutConstraint's priorities follow its format (`H:[UILabel(117)] Hug:250 …`).
            if cursor.isAtEnd || cursor.sees("Hug:") { break }
            if !elements.isEmpty {
                guard let gap = readGap(&cursor) else { return .failure(Failure(reason: "bad gap in visual format")) }
                gaps.append(gap)
                cursor.skipSpaces()
            }
            if cursor.consume(byte: LogBytes.bar) {
                elements.append(.superviewBar)
            } else if cursor.consume(byte: LogBytes.openBracket) {
                guard let item = LogItemReferenceParser.read(&cursor, context: .visualFormat, bindings: bindings) else {
                    return .failure(Failure(reason: "bad view in visual format"))
                }
                var size: Predicate?
                if cursor.consume(byte: LogBytes.openParen) {
                    guard let predicate = readPredicate(&cursor), cursor.consume(byte: LogBytes.closeParen) else {
                        return .failure(Failure(reason: "bad size in visual format"))
                    }
                    size = predicate
                }
                guard cursor.consume(byte: LogBytes.closeBracket) else { return .failure(Failure(reason: "no ']' in visual format")) }
                elements.append(.view(item, size: size))
            } else {
                return .failure(Failure(reason: "unexpected text in visual format"))
            }
            if elements.count > 2 { return .failure(Failure(reason: "visual format with more than one constraint")) }
        }
        let leadingEdge: Attribute, trailingEdge: Attribute, dimension: Attribute
        if axis == .horizontal {
            leadingEdge = leftToRight ? .left : .leading
            trailingEdge = leftToRight ? .right : .trailing
            dimension = .width
        } else {
            leadingEdge = .top
            trailingEdge = .bottom
            dimension = .height
        }
        let superview = bindings["|"]
        func bar(for item: LogItemReference) -> LogItemReference {
            superview ?? LogItemReference(unnamedSuperviewOf: item.key)
        }
        typealias Side = ParsedConstraintDescription.Side
        switch (elements.count, elements.first, elements.last) {
        case (1, .view(let item, let size?)?, _):
            var description = ParsedConstraintDescription(constraintClass: "", first: Side(item: item, attribute: dimension), relation: size.relation)
            description.constant = size.constant
            description.priority = size.priority
            return .success(description)
        case (2, .superviewBar?, .view(let item, let size)?) where size == nil:
            let container = bar(for: item)
            var description = ParsedConstraintDescription(
                constraintClass: "", first: Side(item: item, attribute: leadingEdge), relation: gaps[0].relation,
                second: Side(item: container, attribute: leadingEdge))
            description.constant = gaps[0].constant
            description.priority = gaps[0].priority
            description.superviewBarItem = container
            return .success(description)
        case (2, .view(let item, let size)?, .superviewBar?) where size == nil:
            let container = bar(for: item)
            var description = ParsedConstraintDescription(
                constraintClass: "", first: Side(item: container, attribute: trailingEdge), relation: gaps[0].relation,
                second: Side(item: item, attribute: trailingEdge))
            description.constant = gaps[0].constant
            description.priority = gaps[0].priority
            description.superviewBarItem = container
            return .success(description)
        case (2, .view(let before, let beforeSize)?, .view(let after, let afterSize)?) where beforeSize == nil && afterSize == nil:
            var description = ParsedConstraintDescription(
                constraintClass: "", first: Side(item: after, attribute: leadingEdge), relation: gaps[0].relation,
                second: Side(item: before, attribute: trailingEdge))
            description.constant = gaps[0].constant
            description.priority = gaps[0].priority
            return .success(description)
        default:
            return .failure(Failure(reason: "visual format shape not understood"))
        }
    }

    /// `-(8)-`, `-(>=NSSpace(8))-`, `-` (standard spacing) or nothing (adjacent).
    private static func readGap(_ cursor: inout LogByteCursor) -> Predicate? {
        guard cursor.consume(byte: LogBytes.dash) else {
            // `|[A]` or `[A][B]`: adjacent.
            return cursor.peek == LogBytes.openBracket || cursor.peek == LogBytes.bar ? Predicate() : nil
        }
        guard cursor.consume(byte: LogBytes.openParen) else {
            return Predicate(constant: 8)
        }
        guard let predicate = readPredicate(&cursor), cursor.consume(byte: LogBytes.closeParen), cursor.consume(byte: LogBytes.dash) else {
            return nil
        }
        return predicate
    }

    private static func readPredicate(_ cursor: inout LogByteCursor) -> Predicate? {
        var predicate = Predicate()
        cursor.skipSpaces()
        if let relation = cursor.readRelation() { predicate.relation = relation }
        cursor.skipSpaces()
        if let spacing = EquationDescriptionParser.readSystemSpacing(&cursor) {
            predicate.constant = spacing
        } else if let number = cursor.readNumber() {
            predicate.constant = number
        } else {
            return nil
        }
        cursor.skipSpaces()
        if cursor.consume(byte: LogBytes.at) {
            guard let value = cursor.readNumber() else { return nil }
            predicate.priority = Priority(value)
        }
        cursor.skipSpaces()
        return predicate
    }
}
