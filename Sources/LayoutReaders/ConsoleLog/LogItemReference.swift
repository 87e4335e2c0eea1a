/// An item as one description mentions it: `UILabel:0x7f8b1c50a8d0'Title'`, a bare accessibility
/// identifier bound in `names:`, or the superview bar `|` of a visual format.
struct LogItemReference: Hashable {
    var className: String?
    var address: String?
    var label: String?
    /// An accessibility identifier (or a truncated class name) the runtime printed instead of class and address.
    var name: String?
    /// For `|` that the `names:` clause did not bind: the key of the item whose superview it is.
    var unnamedSuperviewOf: String?
    /// For the content area a scroll view's `contentWidth` / `contentHeight` measure: the scroll view (an array of one,
    /// because a struct cannot hold a value of its own type).
    var contentGuideOwner: [LogItemReference] = []

    /// The content layout guide of the scroll view `owner`: what `UIScrollView.contentWidth{id: 12}` is the width of.
    static func contentLayoutGuide(of owner: LogItemReference) -> LogItemReference {
        var guide = LogItemReference(className: "UILayoutGuide", label: LogItemClassifier.scrollContentGuideLabel)
        guide.contentGuideOwner = [owner]
        return guide
    }

    /// What identifies the item across descriptions in one message.
    var key: String {
        if let owner = contentGuideOwner.first { return "contentLayoutGuide:" + owner.key }
        if let address { return address }
        if let name { return "name:" + name }
        if let unnamedSuperviewOf { return "superview:" + unnamedSuperviewOf }
        return "class:" + (className ?? "?")
    }
}

/// Reads item references at a cursor.
enum LogItemReferenceParser {
    /// Where an item reference is and what may follow it, which decides where a quoted label ends.
    enum Context {
        /// `Item.attr` in an equation.
        case equation
        /// `[Item]` or `[Item(44)]` in a visual format.
        case visualFormat
        /// `'|':Item` in a `names:` clause.
        case binding
    }

    /// Reads `Class:0xADDR['label']`; with `bindings`, also names bound in the `names:` clause.
    static func read(_ cursor: inout LogByteCursor, context: Context, bindings: [String: LogItemReference]) -> LogItemReference? {
        let start = cursor.position
        if let bound = readBoundName(&cursor, context: context, bindings: bindings) { return bound }
        if let reference = readClassAndAddress(&cursor, context: context) { return reference }
        cursor.position = start
        return readBareName(&cursor, context: context)
    }

    /// A name from the `names:` clause (`homeLarge`, `AddressToolbar.lockIcon`, `UIContinuousPathIntroduct...`).
    private static func readBoundName(_ cursor: inout LogByteCursor, context: Context, bindings: [String: LogItemReference]) -> LogItemReference? {
        let names = bindings.keys.filter { $0 != "|" }.sorted { $0.count > $1.count }
        for name in names where cursor.sees(name) {
            var probe = cursor
            probe.position += name.utf8.count
            if isValidEnd(probe, context: context) {
                cursor = probe
                return bindings[name]
            }
        }
        return nil
    }

    private static func readClassAndAddress(_ cursor: inout LogByteCursor, context: Context) -> LogItemReference? {
        let start = cursor.position
        if cursor.peek == LogBytes.less {
            // `<UIView:0x7f8a412e8eb0>.top`: older layout libraries print each item in its own brackets.
            cursor.position += 1
            guard let className = readClassName(&cursor), cursor.consume(byte: LogBytes.colon) else {
                cursor.position = start
                return nil
            }
            cursor.skipSpaces()
            guard let address = cursor.readAddress() else {
                cursor.position = start
                return nil
            }
            // A description such as `<UIView: 0x…; frame = …>` may follow the address before the bracket closes.
            while let byte = cursor.peek, byte != LogBytes.greater, cursor.position - start < 400 { cursor.position += 1 }
            guard cursor.consume(byte: LogBytes.greater), isValidEnd(cursor, context: context) else {
                cursor.position = start
                return nil
            }
            return LogItemReference(className: className, address: address)
        }
        guard let className = readClassName(&cursor), cursor.consume(byte: LogBytes.colon) else {
            cursor.position = start
            return nil
        }
        guard let address = cursor.readAddress() else {
            // Masonry: `UIButton:closeButton.right`, the view's `mas_key` in place of its address.
            let keyStart = cursor.position
            if let key = ConstraintDescriptionParser.readKey(&cursor), isValidEnd(cursor, context: context) {
                return LogItemReference(className: className, name: key)
            }
            cursor.position = keyStart
            cursor.position = start
            return nil
        }
        var reference = LogItemReference(className: className, address: address)
        if cursor.peek == LogBytes.quote {
            var probe = cursor
            if let label = readLabel(&probe, context: context) {
                reference.label = label
                cursor = probe
            }
        }
        return reference
    }

    /// A class name, allowing generic brackets (`MyApp.Box<Swift.Int>`).
    static func readClassName(_ cursor: inout LogByteCursor) -> String? {
        let start = cursor.position
        var depth = 0
        while let byte = cursor.peek {
            if LogBytes.isClassNameByte(byte) {
                cursor.position += 1
            } else if byte == LogBytes.less, cursor.position > start {
                depth += 1
                cursor.position += 1
            } else if byte == LogBytes.greater, depth > 0 {
                depth -= 1
                cursor.position += 1
            } else if depth > 0, byte == LogBytes.comma || byte == LogBytes.space {
                cursor.position += 1
            } else {
                break
            }
            if cursor.position - start > 512 { break }
        }
        guard depth == 0, cursor.position > start else {
            cursor.position = start
            return nil
        }
        return LogBytes.string(cursor.bytes[start..<cursor.position])
    }

    /// A quoted label; it ends at the first quote followed by what the context expects, so labels
    /// with apostrophes (`'Don't'`) survive.
    private static func readLabel(_ cursor: inout LogByteCursor, context: Context) -> String? {
        guard cursor.consume(byte: LogBytes.quote) else { return nil }
        let textStart = cursor.position
        var index = textStart
        while index < cursor.end {
            if cursor.bytes[index] == LogBytes.quote {
                var probe = cursor
                probe.position = index + 1
                if isValidEnd(probe, context: context) {
                    cursor.position = index + 1
                    return LogBytes.unescapeRuntimeText(LogBytes.string(cursor.bytes[textStart..<index]))
                }
            }
            index += 1
        }
        return nil
    }

    /// A name with no address and no binding (`[message_gray]`, `myView.top`).
    private static func readBareName(_ cursor: inout LogByteCursor, context: Context) -> LogItemReference? {
        let start = cursor.position
        var index = start
        var lastAccepted: Int?
        while index < cursor.end, LogBytes.isClassNameByte(cursor.bytes[index]) {
            index += 1
            var probe = cursor
            probe.position = index
            if isValidEnd(probe, context: context) { lastAccepted = index }
        }
        // In an equation the attribute follows the last dot, so the name is the longest prefix that leaves one.
        guard let stop = context == .equation ? lastAccepted : (index > start ? index : nil), stop > start else { return nil }
        var probe = cursor
        probe.position = stop
        guard isValidEnd(probe, context: context) else { return nil }
        cursor.position = stop
        return LogItemReference(name: LogBytes.string(cursor.bytes[start..<stop]))
    }

    /// Whether what follows the cursor can follow an item reference in this context.
    static func isValidEnd(_ cursor: LogByteCursor, context: Context) -> Bool {
        switch context {
        case .equation:
            var probe = cursor
            guard probe.consume(byte: LogBytes.dot), let word = probe.readWord(),
                  LogRuntimeAttribute.attribute(named: word) != nil || LogRuntimeAttribute.contentSizeAttribute(named: word) != nil else {
                return false
            }
            LogRuntimeAttribute.skipEngineVariableID(&probe)
            guard let next = probe.peek else { return true }
            return LogBytes.isSpace(next) || next == LogBytes.star || next == LogBytes.greater || next == LogBytes.doubleQuote
        case .visualFormat:
            return cursor.peek == LogBytes.closeBracket || cursor.peek == LogBytes.openParen
        case .binding:
            guard let next = cursor.peek else { return true }
            return LogBytes.isSpace(next) || next == LogBytes.closeParen || next == LogBytes.comma
        }
    }
}
