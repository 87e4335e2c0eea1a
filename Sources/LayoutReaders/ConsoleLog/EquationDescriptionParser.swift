import LayoutModel

/// Parses `Item.attr == 0.5*Item.attr + 20`, `Item.attr >= 300`, `Item.attr == Item.attr*2 - 16`,
/// `Item.attr <= Item.attr NSSpace(8)`, each optionally followed by `@750`.
enum EquationDescriptionParser {
    typealias Failure = ConstraintDescriptionParser.BodyFailure

    static func parse(_ cursor: inout LogByteCursor, bindings: [String: LogItemReference]) -> Result<ParsedConstraintDescription, Failure> {
        guard let first = readSide(&cursor, bindings: bindings) else {
            return .failure(Failure(reason: "no first item"))
        }
        cursor.skipSpaces()
        guard let relation = cursor.readRelation() else { return .failure(Failure(reason: "no relation")) }
        cursor.skipSpaces()
        var description = ParsedConstraintDescription(constraintClass: "", first: first, relation: relation)
        if cursor.isAtEnd {
            // iOS 6 and 7 print an autoresizing position of zero with no constant at all: `UILabel:0x….midX ==`.
            return .success(description)
        }

        // A leading multiplier `0.5*` or a bare constant `== 20`, `== - 16` (older runtimes space the sign).
        let beforeNumber = cursor.position
        if let number = readSignedNumber(&cursor) {
            var probe = cursor
            probe.skipSpaces()
            if probe.consume(byte: LogBytes.star) {
                probe.skipSpaces()
                description.multiplier = number
                cursor = probe
            } else {
                description.constant = number
                readPriority(&cursor, into: &description)
                return .success(description)
            }
        } else {
            cursor.position = beforeNumber
        }
        guard let second = readSide(&cursor, bindings: bindings) else { return .failure(Failure(reason: "no second item")) }
        description.second = second
        var probe = cursor
        probe.skipSpaces()
        if probe.consume(byte: LogBytes.star) {
            probe.skipSpaces()
            guard let number = probe.readNumber() else { return .failure(Failure(reason: "no multiplier after '*'")) }
            description.multiplier = number
            cursor = probe
        }
        cursor.skipSpaces()
        if let sign = cursor.peek, sign == LogBytes.plus || sign == LogBytes.dash,
           let next = cursor.peek(at: 1), LogBytes.isSpace(next) || LogBytes.isDigit(next) || LogBytes.isLetter(next) {
            cursor.position += 1
            cursor.skipSpaces()
            if let spacing = readSystemSpacing(&cursor) {
                description.constant = sign == LogBytes.dash ? -spacing : spacing
            } else if let number = cursor.readNumber() {
                description.constant = sign == LogBytes.dash ? -number : number
            } else {
                return .failure(Failure(reason: "no constant after sign"))
            }
        } else if let spacing = readSystemSpacing(&cursor) {
            description.constant = spacing
        }
        readPriority(&cursor, into: &description)
        return .success(description)
    }

    /// A number whose sign may stand apart from its digits: `-16`, `- 16`, `+ 8`.
    static func readSignedNumber(_ cursor: inout LogByteCursor) -> Double? {
        if let sign = cursor.peek, sign == LogBytes.dash || sign == LogBytes.plus, cursor.peek(at: 1) == LogBytes.space {
            var probe = cursor
            probe.position += 1
            probe.skipSpaces()
            guard let next = probe.peek, LogBytes.isDigit(next), let magnitude = probe.readNumber() else { return nil }
            cursor = probe
            return sign == LogBytes.dash ? -magnitude : magnitude
        }
        return cursor.readNumber()
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: system spacing, printed with its resolved value.
    static func readSystemSpacing(_ cursor: inout LogByteCursor) -> Double? {
        let start = cursor.position
        for name in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where cursor.consume(name) {
            cursor.skipSpaces()
            if let value = cursor.readNumber() {
                cursor.skipSpaces()
                if cursor.consume(byte: LogBytes.closeParen) { return value }
            }
            cursor.position = start
            return nil
        }
        return nil
    }

    /// `@750`, or Masonry's `^high`, `^low`, `^medium`, `^fitting size`, `^500`.
    private static func readPriority(_ cursor: inout LogByteCursor, into description: inout ParsedConstraintDescription) {
        var probe = cursor
        probe.skipSpaces()
        if probe.consume(byte: LogBytes.at), let value = probe.readNumber() {
            description.priority = Priority(value)
            cursor = probe
            return
        }
        guard probe.consume(byte: UInt8(ascii: "^")) else { return }
        if let value = probe.readNumber() {
            description.priority = Priority(value)
            cursor = probe
            return
        }
        let nameStart = probe.position
        while let byte = probe.peek, LogBytes.isLetter(byte) || byte == LogBytes.space { probe.position += 1 }
        let name = LogBytes.string(probe.bytes[nameStart..<probe.position]).trimmingLogSpaces
        guard let priority = masonryPriorities[name] else { return }
        description.priority = priority
        cursor = probe
    }

    static let masonryPriorities: [String: Priority] = [
        "required": .required, "high": .defaultHigh, "medium": Priority(500), "low": .defaultLow,
        "fitting size": .fittingSizeLevel, "drag can resize window": .dragThatCanResizeScene,
        "window size stay put": .sceneSizeStayPut, "drag cannot resize window": .dragThatCannotResizeScene,
    ]

    private static func readSide(_ cursor: inout LogByteCursor, bindings: [String: LogItemReference]) -> ParsedConstraintDescription.Side? {
        guard let item = LogItemReferenceParser.read(&cursor, context: .equation, bindings: bindings),
              cursor.consume(byte: LogBytes.dot),
              let word = cursor.readWord() else { return nil }
        let side: ParsedConstraintDescription.Side
        if let size = LogRuntimeAttribute.contentSizeAttribute(named: word) {
            side = ParsedConstraintDescription.Side(item: .contentLayoutGuide(of: item), attribute: size)
        } else if let attribute = LogRuntimeAttribute.attribute(named: word) {
            side = ParsedConstraintDescription.Side(item: item, attribute: attribute)
        } else {
            return nil
        }
        LogRuntimeAttribute.skipEngineVariableID(&cursor)
        return side
    }
}
