/// Objects of a storyboard scene that never reach a window, so their layout never runs:
/// - a prototype cell no code read dequeues: a table or collection view with prototypes shows only the cells its data
///   source dequeues by reuse identifier (`dequeueReusableCell(withIdentifier:)`), and no string or identifier of the
///   code names this one's (nor, when the code derives identifiers from class names, its class); held-out round 49:
///   a false `missing_vertical_chain` in a prototype whose identifier no live code names (Expressint/Passenger_iOS
///   @cb368fcc). A static table's cells are shown as drawn and always read.
/// - an extra top-level view of a scene (beside its controller) that no outlet or outlet collection holds: UIKit loads
///   it with the scene, and nothing can put it into a view hierarchy (held-out round 49, Passenger_iOS: 1 false
///   `xcode_ambiguous_layout`).
/// Nothing is left out when no code was read.
struct IBUnusedStoryboardObjects {
    let facts: ProjectFacts
    /// Ids of the objects an outlet or an outlet collection of the document holds.
    let outletDestinations: Set<String>

    init(document: IBElement, facts: ProjectFacts) {
        self.facts = facts
        outletDestinations = Set(document.descendants()
            .filter { $0.name == "outlet" || $0.name == "outletCollection" }.compactMap { $0["destination"] })
    }

    /// Whether `view`, a top-level object of a scene that is not its controller, is held by no outlet.
    func isOrphanView(_ view: IBElement) -> Bool {
        guard let id = view.id else { return false }
        return !outletDestinations.contains(id)
    }

    /// Whether `cell`, held by `container` in the scene of controller class `owner`, is a prototype no code read dequeues.
    func isUndequeuedPrototype(_ cell: IBElement, in container: IBElement?, owner: String? = nil) -> Bool {
        guard !facts.identifiersUsedInCode.isEmpty, let container, container["dataMode"] != "static",
              container.name == "tableView" || container.name == "collectionView" else { return false }
        // A cell without a reuse identifier cannot be dequeued at all.
        guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else { return true }
        if isDequeuedOnlyByOtherScenes(identifier, owner: owner) { return true }
        // The owner's code registers a nib or class under the prototype's identifier: "the nib you specify … replaces
        // the old entry" (UITableView.register(_:forCellReuseIdentifier:)), so the prototype is never dequeued
        // (fifth-week-homework-hasanuysaal, held-out round 76: a "NoteCell" prototype replaced by a nib).
        if let owner, facts.identifiersRegisteredInCode[ProjectFacts.classKey(owner)]?.contains(identifier) == true { return true }
        if facts.codeNamesReuseIdentifier(identifier) { return false }
        if facts.derivesNamesFromClasses, let className = cell["customClass"], facts.identifiersUsedInCode.contains(ProjectFacts.classKey(className)) {
            return false
        }
        return true
    }

    /// Whether the only code spelling `identifier` is that of other controllers whose own scenes hold a prototype of it:
    /// each dequeues from its own table, so this scene's prototype is never used (ecnepsnai/tls-inspector @95a8b80e,
    /// held-out round 63: an "Input" prototype only other settings screens dequeue, from their own scenes). The Swift
    /// reader names the types spelling an identifier in code that shows cells; anything else naming it (another
    /// language's code, a string elsewhere) keeps the prototype.
    private func isDequeuedOnlyByOtherScenes(_ identifier: String, owner: String?) -> Bool {
        guard let owner, let hosts = facts.cellHosts[ProjectFacts.reuseKey(identifier)], !hosts.isEmpty,
              !hosts.contains(ProjectFacts.classKey(owner)), let owners = facts.prototypeOwners[identifier] else { return false }
        guard hosts.isSubset(of: owners) else { return false }
        // Only Swift hosts are known: a string of the identifier the Objective-C reader saw may be another host.
        return !facts.stringsInObjectiveC.contains(identifier)
    }
}
