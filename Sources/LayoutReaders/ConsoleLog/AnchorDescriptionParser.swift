import LayoutModel

/// Parses an anchor as the runtime prints it: `<NSLayoutYAxisAnchor:0x6000 "UIView:0x7fc.top">`.
enum AnchorDescriptionParser {
    static func parse(_ bytes: [UInt8], at offset: Int) -> (side: ParsedConstraintDescription.Side, end: Int)? {
        var cursor = LogByteCursor(bytes, from: offset + 1, to: min(bytes.count, offset + 2048))
        guard let className = LogItemReferenceParser.readClassName(&cursor),
              className.contains("Anchor") || className.contains("Dimension"),
              cursor.consume(byte: LogBytes.colon), cursor.readAddress() != nil else { return nil }
        cursor.skipSpaces()
        // An exception reason quoted as a string literal escapes the quotes: `\"UILabel:0x….top\"`.
        guard consumeQuote(&cursor),
              let item = LogItemReferenceParser.read(&cursor, context: .equation, bindings: [:]),
              cursor.consume(byte: LogBytes.dot),
              let word = cursor.readWord(),
              let attribute = LogRuntimeAttribute.attribute(named: word),
              consumeQuote(&cursor) else { return nil }
        cursor.skipSpaces()
        guard cursor.consume(byte: LogBytes.greater) else { return nil }
        return (ParsedConstraintDescription.Side(item: item, attribute: attribute), cursor.position)
    }

    /// `"` or `\"`.
    private static func consumeQuote(_ cursor: inout LogByteCursor) -> Bool {
        if cursor.peek == LogBytes.backslash, cursor.peek(at: 1) == LogBytes.doubleQuote { cursor.position += 1 }
        return cursor.consume(byte: LogBytes.doubleQuote)
    }
}
