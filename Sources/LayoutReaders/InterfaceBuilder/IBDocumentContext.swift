import LayoutModel

/// Facts about the whole document that every scene in it needs.
struct IBDocumentContext {
    var file: String
    /// Image sizes from `<resources>`, by image name.
    var imageSizes: [String: Size]
    /// The outlet property each object is connected to, by object id, for readable item names.
    var outletNames: [String: String]
    /// Whether IB writes `translatesAutoresizingMaskIntoConstraints="NO"` explicitly (document version 3.0 and later).
    var writesTranslatesFlag: Bool
    /// The document's `useAutolayout`.
    var usesAutolayout: Bool
    var isStoryboard: Bool
    /// Whether the document is for macOS (AppKit): frames count y from the superview's bottom there.
    var isAppKit: Bool
    /// The screen of a tvOS document (`targetRuntime="AppleTV"`): every controller fills a 1920 × 1080 television,
    /// not a phone. Nil for other documents.
    var tvScreen: Size?

    init(document: IBElement, file: String) {
        self.file = file
        var images: [String: Size] = [:]
        for resources in document.children(named: "resources") {
            for image in resources.children(named: "image") {
                if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
                    images[name] = Size(width: width, height: height)
                }
            }
        }
        imageSizes = images
        var outlets: [String: String] = [:]
        for element in document.descendants() where element.name == "outlet" {
            if let destination = element["destination"], let property = element["property"], outlets[destination] == nil {
                outlets[destination] = property
            }
        }
        outletNames = outlets
        let version = Double(document["version"] ?? "") ?? 3
        writesTranslatesFlag = version >= 3
        usesAutolayout = document["useAutolayout"] != "NO"
        isStoryboard = (document["type"] ?? "").contains("Storyboard") || file.hasSuffix(".storyboard")
        isAppKit = (document["targetRuntime"] ?? "").hasPrefix("MacOSX") || (document["type"] ?? "").contains(".Cocoa.")
        tvScreen = (document["targetRuntime"] ?? "").hasPrefix("AppleTV") ? Size(width: 1920, height: 1080) : nil
    }

    func location(of element: IBElement) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column, objectID: element.id)
    }
}
