import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The element tree of an Interface Builder file, and where the XML broke if it did.
struct IBParsedDocument {
    /// The document element, or a synthetic empty one when nothing could be read.
    var root: IBElement?
    /// Line, column and message of the first XML error; what was read before it is in `root`.
    var syntaxError: (line: Int, column: Int, message: String)?
}

/// Reads XML into an `IBElement` tree with FoundationXML's `XMLParser`, keeping each element's position.
enum IBDocumentParser {
    /// Elements nested deeper than this end the read with an error: the tree is released recursively, and 100,000
    /// levels (a 700 KB file) overflowed the stack. Interface Builder's files nest a few dozen levels.
    static let maximumNesting = 2_000

    static func parse(_ text: String) -> IBParsedDocument {
        let parser = XMLParser(data: Data(blankingEmptyProcessingInstructions(Array(text.utf8))))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(text: text)
        parser.delegate = builder
        let succeeded = parser.parse()
        var error = builder.syntaxError
        if !succeeded, error == nil {
            error = (max(parser.lineNumber, 1), max(parser.columnNumber, 1), describe(parser.parserError))
        }
        if error != nil, let conflict = MergeConflictMarkers.openingLines(in: text).first {
            error = (conflict, 1, MergeConflictMarkers.message)
        }
        return IBParsedDocument(root: builder.finish(), syntaxError: error)
    }

    /// `<?name?>`, a processing instruction with no data, becomes as many spaces: FoundationXML hands its NULL
    /// data to `strlen` and crashes (found by scripts/fuzz.sh with `<?xml?>`). Processing instructions carry
    /// nothing Interface Builder files use; blanking keeps every line and column where it was.
    static func blankingEmptyProcessingInstructions(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var index = 0
        let question = UInt8(ascii: "?"), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        while index + 1 < result.count {
            guard result[index] == less, result[index + 1] == question else { index += 1; continue }
            var end = index + 2
            while end < result.count, result[end] != question, result[end] != greater,
                  result[end] != 32, result[end] != 9, result[end] != 10, result[end] != 13 { end += 1 }
            if end + 1 < result.count, result[end] == question, result[end + 1] == greater {
                for position in index...(end + 1) { result[position] = 32 }
                index = end + 2
            } else {
                index += 2
            }
        }
        return result
    }

    static func describe(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "malformed XML" }
        let reason = error.localizedFailureReason ?? ""
        let code = words(forCode: error.code) ?? XMLParser.ErrorCode(rawValue: error.code).map(name(of:)) ?? "error \(error.code)"
        return reason.isEmpty || reason.contains("(null)") ? "malformed XML (\(code))" : "malformed XML: \(reason)"
    }

    /// The codes FoundationXML passes on from libxml2 (its `xmlParserErrors`) in words, with the number kept
    /// for searching; the reports said only "error 1", "error 9", "error 26".
    static func words(forCode code: Int) -> String? {
        let text: String
        switch code {
        case 1: text = "the XML parser stopped on an internal limit (libxml2 does this for documents over 10,000,000 bytes)"
        case 2: text = "the XML parser ran out of memory"
        case 4: text = "the document is empty"
        case 5: text = "content after the document element, or the document ends too early"
        case 6, 7, 8: text = "a character reference (&#…;) names no valid character"
        case 9: text = "a character XML does not allow (a control character such as U+0001)"
        case 23: text = "an entity reference is missing its ';'"
        case 22: text = "an entity reference without a name ('&' must be written &amp;)"
        case 26: text = "an undeclared entity reference (only &amp; &lt; &gt; &quot; &apos; and &#…; exist in Interface Builder files)"
        case 29: text = "a reference to an external entity (Interface Builder files declare none; layoutlint never loads one)"
        case 31, 32, 6000...6004: text = "an encoding the XML parser cannot read (Interface Builder files are UTF-8)"
        case 38: text = "a '<' inside an attribute value"
        case 39: text = "an attribute value without quotes"
        case 40: text = "an attribute value whose closing quote is missing"
        case 41: text = "an attribute without a value"
        case 42: text = "the same attribute twice in one tag"
        case 45: text = "a comment that is not closed with '-->'"
        case 63: text = "a CDATA section that is not closed with ']]>'"
        case 68: text = "a name is missing where XML needs one (after '<', or an attribute's)"
        case 73: text = "a tag that is not closed with '>'"
        case 74: text = "an end tag that is not closed"
        case 76: text = "an end tag that does not match its start tag"
        case 77: text = "an element that is never closed (the document ends inside it)"
        case 85: text = "start and end tags that are not balanced"
        case 89: text = "an entity whose definition refers to itself (an entity loop)"
        default: return nil
        }
        return "\(text); XML parser error \(code)"
    }

    private static func name(of code: XMLParser.ErrorCode) -> String {
        switch code {
        case .prematureDocumentEndError: return "the document ends too early"
        case .tagNameMismatchError: return "an end tag does not match its start tag"
        case .ltRequiredError, .gtRequiredError: return "a tag is not closed"
        case .attributeNotStartedError, .attributeNotFinishedError,
             .attributeRedefinedError, .attributeHasNoValueError, .literalNotStartedError, .literalNotFinishedError:
            return "a broken attribute"
        case .emptyDocumentError: return "the document is empty"
        case .documentStartError: return "no document element"
        case .entityRefLoopError, .entityReferenceWithoutNameError, .entityReferenceMissingSemiError,
             .undeclaredEntityError, .parsedEntityRefNoNameError, .parsedEntityRefMissingSemiError:
            return "a broken entity reference"
        case .extraContentError: return "content after the document element"
        default: return "XMLParser error \(code.rawValue)"
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private var stack: [IBElement] = [IBElement(name: "#document")]
        private var locator: StartTagLocator
        var syntaxError: (line: Int, column: Int, message: String)?

        init(text: String) {
            locator = StartTagLocator(text: text)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            guard syntaxError == nil else { return }
            let position = locator.next(named: qualifiedName ?? elementName)
                ?? (max(parser.lineNumber, 1), max(parser.columnNumber, 1))
            guard stack.count <= IBDocumentParser.maximumNesting else {
                syntaxError = (position.line, position.column,
                               "elements nested more than \(IBDocumentParser.maximumNesting) deep")
                return
            }
            stack.append(IBElement(name: elementName, attributes: attributes, line: position.line, column: position.column))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard syntaxError == nil else { return }
            closeInnermost()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard syntaxError == nil else { return }
            syntaxError = (max(parser.lineNumber, 1), max(parser.columnNumber, 1), IBDocumentParser.describe(parseError))
            // No `abortParsing()`: on Linux, FoundationXML goes on feeding chunks to the stopped libxml2 context,
            // which crashed on a NULL input (found by scripts/fuzz.sh). Events after the error are ignored instead.
        }

        /// Closes elements left open by an error so what was read before it survives.
        func finish() -> IBElement? {
            while stack.count > 1 { closeInnermost() }
            return stack.first?.children.first
        }

        private func closeInnermost() {
            guard stack.count > 1, let element = stack.popLast() else { return }
            stack[stack.count - 1].children.append(element)
        }
    }
}
