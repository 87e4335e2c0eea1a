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
    /// Along which axes the project's code constrains each object (by id) that is one of its outlets.
    var constrainedInCode: [String: Set<Axis>]
    /// Collection views whose layout their owner's code replaces with one of fixed item sizes (or not known), by object id.
    var collectionsWithLayoutInCode: Set<String> = []
    /// Constraints (by id) connected to an outlet whose constant, priority or activation the owner's code changes.
    var constraintsChangedInCode: Set<String> = []
    /// View classes whose code adds their content (`ProjectFacts.viewsMakingTheirContent`).
    var viewsMakingTheirContent: Set<String> = []
    /// View classes whose code declares their intrinsic size (`ProjectFacts.intrinsicSizesDeclaredInCode`).
    var intrinsicSizesDeclaredInCode: [String: AxisPair<IntrinsicMetric>] = [:]
    /// In a lint of the whole app with its code read, the classes that code declares; nil otherwise.
    var classesDeclaredInWholeApp: Set<String>?
    /// The project's view classes that count y from the top (`ProjectFacts.flippedViewClasses`).
    var flippedViewClasses: Set<String> = []
    /// The screen of a tvOS document (`targetRuntime="AppleTV"`): every controller fills a 1920 × 1080 television,
    /// not a phone. Nil for other documents.
    var tvScreen: Size?

    /// UIKit's and AppKit's outlets that connect an object to a helper of its (a data source, a delegate, the next key
    /// view): they name no view.
    static let relationshipOutlets: Set<String> = [
        "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "nextKeyView", "initialFirstResponder",
    ]

    init(document: IBElement, file: String, facts: ProjectFacts = ProjectFacts()) {
        self.file = file
        var images: [String: Size] = [:]
        for resources in document.children(named: "resources") {
            // A system symbol's listed size is not the size it is drawn at (IBViewCatalog): left out, so unknown.
            for image in resources.children(named: "image") where image["catalog"] != "system" {
                if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
                    images[name] = Size(width: width, height: height)
                }
            }
        }
        imageSizes = images
        var outlets: [String: String] = [:]
        for element in document.descendants() where element.name == "outlet" {
            // A table's `dataSource` or a field's `delegate` names the role of the object it points at for that other
            // object, not the view: a controller's root named "dataSource" (SeekingMini/MoneyPlus, round 63) said nothing.
            if let property = element["property"], Self.relationshipOutlets.contains(property) { continue }
            if let destination = element["destination"], let property = element["property"], outlets[destination] == nil {
                outlets[destination] = property
            }
        }
        outletNames = outlets
        // The document's class outlets, walked once for the three facts about them (none when the code says nothing).
        let usesOutlets = !facts.outletsConstrainedInCode.isEmpty || !facts.collectionLayoutsSetInCode.isEmpty
            || !facts.constraintOutletsChangedInCode.isEmpty
        let classOutlets = usesOutlets ? Self.classOutlets(document) : []
        constrainedInCode = Self.objectsConstrainedInCode(classOutlets, facts: facts)
        collectionsWithLayoutInCode = Self.collectionsWithFixedLayoutSetInCode(classOutlets, facts: facts)
        constraintsChangedInCode = Self.constraintsChangedInCode(classOutlets, facts: facts)
        viewsMakingTheirContent = facts.viewsMakingTheirContent
        intrinsicSizesDeclaredInCode = facts.intrinsicSizesDeclaredInCode
        flippedViewClasses = facts.flippedViewClasses
        if facts.lintsWholeProject && facts.storyboardsNamedByProject != nil { classesDeclaredInWholeApp = facts.classesDeclaredInCode }
        let version = Double(document["version"] ?? "") ?? 3
        writesTranslatesFlag = version >= 3
        // Xcode writes `useAutolayout="YES"` whenever the document uses Auto Layout and leaves the attribute out
        // otherwise: 288 documents of 2,861 in 70 apps lack it, and none of them holds a constraint.
        usesAutolayout = document["useAutolayout"] == "YES"
        isStoryboard = Self.isStoryboard(document, file: file)
        isAppKit = (document["targetRuntime"] ?? "").hasPrefix("MacOSX") || (document["type"] ?? "").contains(".Cocoa.")
        tvScreen = (document["targetRuntime"] ?? "").hasPrefix("AppleTV") ? Size(width: 1920, height: 1080) : nil
    }

    /// Whether the document is a storyboard (by its type, or its file's name).
    static func isStoryboard(_ document: IBElement, file: String) -> Bool {
        (document["type"] ?? "").contains("Storyboard") || file.hasSuffix(".storyboard")
    }

    /// Each outlet of a class in the document (`<connections>` of a File's Owner, controller, cell or view with a
    /// custom class): the owner's class, the outlet property and its destination object id.
    typealias ClassOutlet = (ownerClass: String, property: String, destination: String)

    private static func classOutlets(_ document: IBElement) -> [ClassOutlet] {
        var result: [ClassOutlet] = []
        for owner in document.descendants() {
            guard let ownerClass = owner["customClass"] else { continue }
            for connections in owner.children(named: "connections") {
                // An outlet collection connects each of its members the same way (`<outletCollection property="…">`).
                for outlet in connections.children(named: "outlet") + connections.children(named: "outletCollection") {
                    guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                    result.append((ownerClass, property, destination))
                }
            }
        }
        return result
    }

    /// The outlets the code of their class constrains, by destination object id, with the axes.
    private static func objectsConstrainedInCode(_ classOutlets: [ClassOutlet], facts: ProjectFacts) -> [String: Set<Axis>] {
        guard !facts.outletsConstrainedInCode.isEmpty else { return [:] }
        var result: [String: Set<Axis>] = [:]
        for outlet in classOutlets {
            let axes = facts.axesConstrainedInCode(owner: outlet.ownerClass, property: outlet.property)
            if !axes.isEmpty { result[outlet.destination, default: []].formUnion(axes) }
        }
        return result
    }

    /// The collection views connected to outlets whose owner's code replaces their layout with one that does not estimate
    /// its items' sizes (`ProjectFacts.collectionLayoutsSetInCode` less `estimatingCollectionLayoutsSetInCode`).
    private static func collectionsWithFixedLayoutSetInCode(_ classOutlets: [ClassOutlet], facts: ProjectFacts) -> Set<String> {
        guard !facts.collectionLayoutsSetInCode.isEmpty else { return [] }
        return Set(classOutlets.filter { outlet in
            let owner = ProjectFacts.classKey(outlet.ownerClass)
            return facts.collectionLayoutsSetInCode[owner]?.contains(outlet.property) == true
                && facts.estimatingCollectionLayoutsSetInCode[owner]?.contains(outlet.property) != true
        }.map(\.destination))
    }

    /// The constraints connected to outlets whose owner's code changes them (`ProjectFacts.constraintOutletsChangedInCode`).
    private static func constraintsChangedInCode(_ classOutlets: [ClassOutlet], facts: ProjectFacts) -> Set<String> {
        guard !facts.constraintOutletsChangedInCode.isEmpty else { return [] }
        return Set(classOutlets.filter { facts.changesConstraintOutlet(owner: $0.ownerClass, property: $0.property) }.map(\.destination))
    }

    func location(of element: IBElement) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column, objectID: element.id)
    }
}
