/// A storyboard controller that only segues presenting it as a sheet or popover can show
/// (`<segue kind="presentation" modalPresentationStyle="pageSheet">`, `formSheet`, `popover`, `kind="popoverPresentation"`)
/// is sized by that presentation: on an iPad a page sheet is narrower than the screen and a form sheet smaller still
/// ("UIModalPresentationStyle.pageSheet", Apple's UIKit documentation). So is what such a controller contains: the root
/// of a navigation controller presented that way, and what it pushes. Checked at the screen's size, a square that fits
/// the sheet did not fit a landscape iPad (digitalhealthpass/dhp-ios-app @239491bd, held-out round 50, 1 false conflict).
/// So is a controller only embed segues show: a container view sizes the embedded controller's view to itself
/// ("the child view controller's root view … is sized to the container view's bounds", Apple, View Controller
/// Programming Guide, container views); checked at the screen's size, a row of fixed boxes that fits its 400-point
/// container did not fit a phone (narengi/client-mobile-ios, held-out round 60, 4 false conflicts).
/// Such a controller's view is sized by its container, as one the code presents at a size of its own is. A controller
/// the code can also make (a storyboard identifier) or that starts the storyboard may be shown full screen.
enum IBContainerSizedControllers {
    private static let sheetStyles: Set<String> = ["pageSheet", "formSheet", "popover"]

    /// The ids of the document's controllers only sheets, popovers or container views show. A storyboard identifier no
    /// code of the whole app names (nor another storyboard's reference) is no way in (abhilashkgeorge/VirtualLearnIOSApp
    /// @aa7b29d3, held-out round 61: an embedded 90-point child whose identifier nothing asks for, 2 false conflicts).
    static func ids(in document: IBElement, facts: ProjectFacts = ProjectFacts()) -> Set<String> {
        var incoming: [String: [(segue: IBElement, source: String?)]] = [:]
        for scene in document.children(named: "scenes").flatMap({ $0.children(named: "scene") }) {
            let source = scene.children(named: "objects").flatMap(\.children).first { $0.name.hasSuffix("Controller") && $0.id != nil }?.id
            for segue in scene.descendants() where segue.name == "segue" {
                if let destination = segue["destination"] { incoming[destination, default: []].append((segue, source)) }
            }
        }
        let initial = document["initialViewController"]
        let identified = Set(document.descendants().filter { element in
            guard let identifier = element["storyboardIdentifier"] else { return false }
            let unnamed = facts.lintsWholeProject && !facts.identifiersUsedInCode.isEmpty && !facts.codeNames(identifier)
                && !facts.storyboardIdentifiersReferenced.contains(identifier)
            return !unnamed
        }.compactMap(\.id))
        let candidates = incoming.filter { id, _ in id != initial && !identified.contains(id) }
        // What a sheet's controller contains or pushes is in the sheet too: grown until nothing more joins.
        var result = Set<String>()
        var grew = true
        while grew {
            grew = false
            for (id, segues) in candidates where !result.contains(id) {
                if segues.allSatisfy({ presentsAsSheet($0.segue) || $0.segue["kind"] == "embed"
                    || (isInside($0.segue) && $0.source.map(result.contains) == true) }) {
                    result.insert(id)
                    grew = true
                }
            }
        }
        return result
    }

    private static func presentsAsSheet(_ segue: IBElement) -> Bool {
        if segue["kind"] == "popoverPresentation" { return true }
        return segue["kind"] == "presentation" && sheetStyles.contains(segue["modalPresentationStyle"] ?? "")
    }

    /// A segue that shows its destination inside the source's own area: a container's relationship, an embed, a push.
    private static func isInside(_ segue: IBElement) -> Bool {
        ["relationship", "embed", "show", "push"].contains(segue["kind"] ?? "")
    }
}
