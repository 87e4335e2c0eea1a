import LayoutModel

/// The storyboard controllers that never show: nothing creates them, or no code asks for them (`IBSceneFinder.sources(in:)`
/// leaves them out).
extension IBSceneFinder {
    /// The ids of a storyboard's controllers nothing can create: not its initial controller, no storyboard identifier
    /// (`instantiateViewController(withIdentifier:)`, a reference from another storyboard), no segue leading to them
    /// (relationships and embeds are segues too). UIKit and AppKit make a storyboard's controllers only in those ways,
    /// so their layout never runs (held-out round 48: nomanarshad20/Towy-IOS-Client @c1eb28f3 and
    /// jncorporate1/DunkeyDelivery-iOS @e1963a64, 2 findings judged false in such scenes). A storyboard with no way in
    /// at all is read whole when it is linted alone (a file being drawn, or a test's); in a lint of the whole app none
    /// of its controllers can be made, not even as the main storyboard, which has no initial controller to load
    /// (seulmae-project/SeulMae_iOS @e507e45bc85a, held-out round 98: the template's scene left in a main storyboard
    /// the scene delegate no longer uses).
    static func controllersNothingCreates(in document: IBElement, wholeApp: Bool) -> Set<String> {
        let (controllers, initial, segues) = waysIn(document)
        let destinations = Set(segues.compactMap { $0["destination"] })
        guard initial != nil || controllers.contains(where: { $0["storyboardIdentifier"] != nil }) else {
            return wholeApp ? Set(controllers.compactMap(\.id)) : []
        }
        return Set(controllers.compactMap(\.id).filter { id in id != initial && !destinations.contains(id) })
            .subtracting(controllers.filter { $0["storyboardIdentifier"] != nil }.compactMap(\.id))
    }

    /// A storyboard's scene controllers (each scene's first object of a controller kind; the others are loaded with
    /// it), its initial controller's id and its segues (one walk of the document).
    private static func waysIn(_ document: IBElement) -> (controllers: [IBElement], initial: String?, segues: [IBElement]) {
        let controllers = document.children(named: "scenes").flatMap { $0.children(named: "scene") }.compactMap { scene in
            scene.children(named: "objects").flatMap(\.children).first { $0.name.hasSuffix("Controller") && $0.id != nil }
        }
        return (controllers, document["initialViewController"], document.descendants().filter { $0.name == "segue" })
    }

    /// The destinations of a storyboard's manual segues no code performs: a segue a controller owns itself (not a
    /// control's, a cell's, a relationship or an embed) runs only when code calls `performSegue(withIdentifier:)`
    /// with its identifier (Shefto/Heatmapper-local- @dbd458ce, held-out round 79: a tester screen whose only segue's
    /// call is commented out). Destinations also reached another way stay reachable (the caller subtracts these
    /// from every segue's destinations only where no other segue leads).
    private static func destinationsOfUnperformedSegues(_ segues: [IBElement], controllers: [IBElement], facts: ProjectFacts) -> Set<String> {
        let passive: Set<String> = ["relationship", "embed", "unwind"]
        let unperformedIDs = Set(controllers.flatMap { $0.children(named: "connections").flatMap { $0.children(named: "segue") } }
            .filter { segue in !passive.contains(segue["kind"] ?? "") && !(segue["identifier"].map(facts.codeNames) ?? false) }
            .compactMap(\.id))
        var unperformed = Set<String>()
        var performed = Set<String>()
        for segue in segues {
            guard let destination = segue["destination"] else { continue }
            if let id = segue.id, unperformedIDs.contains(id) { unperformed.insert(destination) } else { performed.insert(destination) }
        }
        return unperformed.subtracting(performed)
    }

    /// The ids of a storyboard's controllers whose only way in is a storyboard identifier that no code of the app
    /// names (`instantiateViewController(withIdentifier:)` takes a string; SwiftGen's and R.swift's names are
    /// identifiers of the same spelling; code that derives names from classes may name a scene identified by its class's
    /// name): old copies
    /// of a screen kept beside the live one (jovhenni19/CCFProj @0eb085cf, `main-old` and `main-working`; held-out
    /// round 56, 7 findings judged false). Only in a lint of the whole app, whose code is all read; a reference from
    /// another storyboard (`referencedIdentifier`) is a way in too. A manual segue no code performs is no way in
    /// (`destinationsOfUnperformedSegues`).
    func controllersNoCodeInstantiates(in document: IBElement) -> Set<String> {
        guard facts.lintsWholeProject, !facts.identifiersUsedInCode.isEmpty else { return [] }
        let (controllers, initial, segues) = Self.waysIn(document)
        let destinations = Set(segues.compactMap { $0["destination"] })
        // The main storyboard's initial controller, when the launch code puts another controller in the window before
        // it is shown (LaunchRootReplacement) and no code asks for it again (`instantiateInitialViewController`), and no
        // other storyboard's reference may load it (a reference without an identifier loads the initial controller).
        let name = IBUnloadedNib.loadName(of: context.file, ending: ".storyboard")
        let initialReplaced = facts.launchCodeReplacesRootController && facts.storyboardsNamedByProject?.contains(name) == true
            && !facts.identifiersUsedInCode.contains("instantiateInitialViewController") && !facts.storyboardsReferenced.contains(name)
        let performed = destinations.subtracting(Self.destinationsOfUnperformedSegues(segues, controllers: controllers, facts: facts))
        return Set(controllers.compactMap { controller -> String? in
            if initialReplaced, let id = controller.id, id == initial, !destinations.contains(id),
               controller["storyboardIdentifier"].map({ !facts.codeNames($0) && !facts.storyboardIdentifiersReferenced.contains($0) }) ?? true {
                return id
            }
            guard let id = controller.id, id != initial, !performed.contains(id) else { return nil }
            // Reached only by segues no code performs, and asked for by no identifier: never shown.
            guard let identifier = controller["storyboardIdentifier"], !identifier.isEmpty else { return destinations.contains(id) ? id : nil }
            guard !facts.codeNames(identifier), !facts.storyboardIdentifiersReferenced.contains(identifier) else { return nil }
            // A name derived from a class (`String(describing: Checkout.self)`) is the class's name: only a scene
            // whose identifier is its class's name may be asked for that way (CCFProj's `main-working` copy of a
            // class the code uses is not).
            if facts.derivesNamesFromClasses, let className = controller["customClass"],
               identifier == ProjectFacts.classKey(className), facts.identifiersUsedInCode.contains(identifier) { return nil }
            return id
        })
    }
}
