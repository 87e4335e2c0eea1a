/// The rows a table drawn in Interface Builder gives the cells it shows: its `rowHeight` (-1 is "Automatic"; a file
/// that states none leaves it unknown here) and whether it draws separator lines.
///
/// A nib cell is registered in code (`register(UINib(nibName:…))`, `registerNib:forCellReuseIdentifier:`) on a table
/// its owner's own nib or storyboard draws; with no `rowHeight` or `heightForRowAt` in that owner's code, UIKit gives
/// every row the table's drawn `rowHeight` and holds the content view at it with the required
/// `UIView-Encapsulated-Layout-Height` (sprinkler/rainmachine-ios-app @f8706616: two cells of 44-point tables read as
/// self-sizing, held-out round 28).
public struct DrawnTableRows: Hashable, Codable, Sendable {
    /// The table's row height as the file states it.
    public var rowHeight: TableRowHeight
    /// Whether the table draws a separator line under each row (its `separatorStyle` is not none).
    public var drawsSeparators: Bool

    public init(rowHeight: TableRowHeight, drawsSeparators: Bool) {
        self.rowHeight = rowHeight
        self.drawsSeparators = drawsSeparators
    }

    /// One answer for two drawings of the same table (a localized copy of the nib): equal heights stay.
    func combined(with other: DrawnTableRows) -> DrawnTableRows {
        DrawnTableRows(rowHeight: rowHeight.combined(with: other.rowHeight), drawsSeparators: drawsSeparators || other.drawsSeparators)
    }
}

extension ProjectFacts {
    /// Words of code that shows cells (registers, dequeues, loads or makes them for a table or collection): a type that
    /// only names a cell (a view model using its nested type) is not one of its hosts (ONLYOFFICE/documents-app-ios,
    /// a settings cell named by its row model, held-out round 30 BK).
    static let cellShowingWords: Set<String> = [
        "tableView", "UITableView", "collectionView", "UICollectionView", "register", "registerNib", "registerClass",
        "dequeueReusableCell", "dequeueReusableCellWithIdentifier", "UINib", "loadNibNamed", "nibWithNibName",
        "cellForRowAt", "cellForRowAtIndexPath", "cellForItemAt",
    ]

    /// Of `cellShowingWords`, those that only load a nib: code using no other hands what it loads elsewhere.
    static let nibLoadingWords: Set<String> = ["UINib", "loadNibNamed", "nibWithNibName"]

    /// The rows a nib cell known by `keys` (its class, its nib's `nibKey`) gets from the tables its hosts' Interface
    /// Builder files draw. Nil when that is not what decides: nothing names the cell, a host's code states row heights
    /// itself (its answer is read elsewhere), or no host draws a table (they make their tables in code, or only mention
    /// the cell). Tables of different heights give `.unknown`, and so does a table drawn at a fixed height beside hosts
    /// that draw none: one may be a data source dequeuing the cell for that table (rubygarage/shopapp-ios @e3686d9d,
    /// held-out round 35: providers dequeue for 60-point tables their controllers draw), or a host showing it in a
    /// table made in code.
    public func drawnRows(ofCellKnownBy keys: [String]) -> DrawnTableRows? {
        let hosts = keys.reduce(into: Set<String>()) { $0.formUnion(cellHosts[$1] ?? []) }
        guard !hosts.isEmpty else { return nil }
        var rows: DrawnTableRows?
        var hostsDrawingNoTable = false
        for host in hosts.sorted() {
            let stated = tableRowHeights[host] ?? [:]
            guard stated[ProjectFacts.everyTable] == nil else { return nil }
            guard let tables = drawnTables[host], !tables.isEmpty else {
                if !stated.isEmpty { return nil }
                hostsDrawingNoTable = true
                continue
            }
            for (property, table) in tables {
                // What the code says of another property (`confirmation.delegate = …` on a controller it presents)
                // is not this table's height (handstand-ios-client, held-out round 64).
                guard stated[property] == nil else { return nil }
                var shown = table
                if hidesSeparators(owner: host, property: property) { shown.drawsSeparators = false }
                rows = rows.map { $0.combined(with: shown) } ?? shown
            }
        }
        guard var drawn = rows else { return nil }
        if hostsDrawingNoTable {
            guard drawn.rowHeight != .automatic else { return nil }
            drawn.rowHeight = .unknown
        }
        return drawn
    }
}
