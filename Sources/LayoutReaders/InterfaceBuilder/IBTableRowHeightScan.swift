/// The row heights Interface Builder documents draw for the tables of each class that owns one: a storyboard
/// scene's controller (`<tableViewController customClass="InboxViewController">`, `<viewController …>`) or a xib's
/// File's Owner. A cell class the code registers from its own nib (or by class) on such a table is shown at that
/// table's `rowHeight` unless the code says otherwise: UIKit decodes the table with the height drawn for it (`-1`
/// is `UITableView.automaticDimension`, "Automatic" in Xcode's size inspector), and the nib's own cell height only
/// sizes its canvas. Read by a plain scan of the start tags, before any document is parsed, because the xib of a
/// cell is read on its own and needs the heights of tables in other documents.
enum IBTableRowHeightScan {
    /// Row heights by owning class (`ProjectFacts.classKey`); several tables of one class combine (`TableRowHeight
    /// .combined`). A table without a `rowHeight` attribute has a height the scan does not know.
    static func rowHeights(in text: String) -> [String: TableRowHeight] {
        var heights: [String: TableRowHeight] = [:]
        var filesOwner: String?
        var sceneOwner: String?
        var scanner = StartTagScanner(text: text)
        while let tag = scanner.next() {
            switch tag.name {
            case "scene":
                sceneOwner = nil
            case "placeholder" where tag.attribute("placeholderIdentifier") == "IBFilesOwner":
                filesOwner = tag.attribute("customClass").map(ProjectFacts.classKey)
            case "viewController", "tableViewController":
                if sceneOwner == nil { sceneOwner = tag.attribute("customClass").map(ProjectFacts.classKey) }
            case "tableView":
                guard let owner = sceneOwner ?? filesOwner else { continue }
                let height = tag.attribute("rowHeight").flatMap(Double.init).map { $0 < 0 ? TableRowHeight.automatic : .fixed($0) } ?? .unknown
                heights[owner] = heights[owner]?.combined(with: height) ?? height
            default:
                continue
            }
        }
        return heights
    }
}

/// The start tags of an XML text in order, with their attributes, without building a document.
struct StartTagScanner {
    struct Tag {
        let name: Substring
        let text: Substring

        /// The value of attribute `name` (`rowHeight="44"` → `44`), entities left as written.
        func attribute(_ name: String) -> String? {
            var searchStart = text.startIndex
            while let range = text.range(of: name + "=\"", range: searchStart..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
                if before.isWhitespace {
                    guard let end = text[range.upperBound...].firstIndex(of: "\"") else { return nil }
                    return String(text[range.upperBound..<end])
                }
                searchStart = range.upperBound
            }
            return nil
        }
    }

    private let text: Substring
    private var position: Substring.Index

    init(text: String) {
        self.text = text[...]
        position = self.text.startIndex
    }

    /// The next start tag (not a closing tag, comment, declaration or processing instruction).
    mutating func next() -> Tag? {
        while let open = text[position...].firstIndex(of: "<") {
            let nameStart = text.index(after: open)
            guard nameStart < text.endIndex else { return nil }
            if text[nameStart...].hasPrefix("!--") {
                guard let close = text[nameStart...].range(of: "-->") else { return nil }
                position = close.upperBound
                continue
            }
            guard let close = text[nameStart...].firstIndex(of: ">") else { return nil }
            position = text.index(after: close)
            let first = text[nameStart]
            guard first.isLetter else { continue }
            let body = text[nameStart..<close]
            let nameEnd = body.firstIndex { $0.isWhitespace || $0 == "/" } ?? body.endIndex
            return Tag(name: body[..<nameEnd], text: body[nameEnd...])
        }
        return nil
    }
}
