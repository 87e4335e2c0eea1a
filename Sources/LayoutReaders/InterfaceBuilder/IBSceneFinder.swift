import LayoutModel

/// Decides which elements of a document become scenes: view controllers, top-level views, cells.
struct IBSceneFinder {
    let context: IBDocumentContext
    /// What the project's code says about cells and tables: the cell classes it shows at fixed heights, the
    /// row heights its controllers give their tables.
    var facts = ProjectFacts()
    /// The storyboard's controllers shown only as sheets, popovers or in container views (`IBContainerSizedControllers`).
    var sizedByContainer: Set<String> = []
    /// Top-level objects of a several-view xib no code keeps (`IBUnchosenTopLevelObjects`): no scene.
    var unchosen: Set<String> = []

    func sources(in document: IBElement) -> [IBSceneSource] {
        var result: [IBSceneSource] = []
        let topLevel: [IBElement]
        if context.isStoryboard {
            let uncreatable = Self.controllersNothingCreates(in: document, wholeApp: facts.lintsWholeProject).union(controllersNoCodeInstantiates(in: document))
            topLevel = document.children(named: "scenes").flatMap { $0.children(named: "scene") }
                .map { $0.children(named: "objects").flatMap(\.children) }
                .filter { objects in !objects.contains { uncreatable.contains($0.id ?? "") } }.flatMap { $0 }
        } else {
            topLevel = document.children(named: "objects").flatMap(\.children)
        }
        let owner = topLevel.first(where: \.isFilesOwnerPlaceholder)
        // Only a storyboard's scenes hold objects nothing shows; a xib's are all loaded with it.
        let unused = context.isStoryboard ? IBUnusedStoryboardObjects(document: document, facts: facts) : nil
        for element in topLevel where element.name != "placeholder" && !unchosen.contains(element.id ?? "") {
            if IBViewCatalog.cellElements.contains(element.name) {
                result.append(cellSource(element, container: nil))
                findCells(in: element, container: nil, owner: owner?["customClass"], unused: unused, into: &result)
            } else if let rootView = element.children.first(where: { $0.key == "view" && IBViewCatalog.isView($0) }) {
                let first = result.count
                result.append(controllerSource(element, rootView: rootView))
                findCells(in: rootView, container: Self.isCellContainer(rootView) ? rootView : nil, owner: element["customClass"], unused: unused, into: &result)
                for index in first..<result.count { result[index].screens = screens(of: element["customClass"]) }
                // A controller sized by what shows it (a sheet, a container, a library's popup) gives its tables that
                // width, not the screen's: its rows' width is open (narengi/client-mobile-ios, held-out round 60: a
                // picker's 300-point rows in a form sheet read as screen-wide).
                if !context.isAppKit, isSizedByItsContainer(element["customClass"]) || sizedByContainer.contains(element.id ?? "") {
                    for index in (first + 1)..<result.count where result[index].rootWidthOpenReason == nil {
                        result[index].rootWidthOpenReason = "in a controller sized by what shows it, not the screen"
                    }
                }
            } else if let window = Self.window(of: element),
                      let contentView = window.children.first(where: { $0.key == "contentView" && IBViewCatalog.isView($0) }) {
                result.append(windowSource(window, contentView: contentView))
                findCells(in: contentView, container: Self.isCellContainer(contentView) ? contentView : nil, owner: nil, unused: unused, into: &result)
            } else if IBViewCatalog.isView(element) {
                if unused?.isOrphanView(element) == true { continue }
                result.append(topLevelViewSource(element, owner: owner))
                findCells(in: element, container: Self.isCellContainer(element) ? element : nil, owner: owner?["customClass"], unused: unused, into: &result)
            }
        }
        // A xib's scenes are shown by its File's Owner.
        for index in result.indices where result[index].screens == nil { result[index].screens = screens(of: owner?["customClass"]) }
        return result
    }

    /// The screens controller class `name` supports, when its code says (a portrait-only controller).
    private func screens(of name: String?) -> Set<DeviceForm>? {
        name.flatMap(facts.screens(ofController:))
    }

    /// A macOS window, on its own in a xib or as a storyboard window controller's.
    private static func window(of element: IBElement) -> IBElement? {
        if element.name == "window" || element.name == "panel" { return element }
        return element.children.first { ($0.name == "window" || $0.name == "panel") && $0.key == "window" }
    }

    /// A window's content view: sized by the window, which AppKit lets the content's constraints resize.
    private func windowSource(_ window: IBElement, contentView: IBElement) -> IBSceneSource {
        let name = window["userLabel"] ?? window["customClass"] ?? window.id.flatMap { context.outletNames[$0] }
            ?? window["title"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(window.name)#\(window.id ?? "?")"
        return IBSceneSource(
            name: name, kind: .standalone, root: contentView, rootFallbackName: "contentView",
            location: context.location(of: window))
    }

    private static func isCellContainer(_ element: IBElement) -> Bool {
        element.name == "tableView" || element.name == "collectionView"
    }

    /// Prototype, static and collection cells anywhere below `element`, each with the table or collection holding it
    /// and the class (`owner`, the controller or File's Owner) whose code manages that table; `enclosingCell`, the
    /// class of the cell a nested table sits in (its code may be that table's delegate).
    private func findCells(in element: IBElement, container: IBElement?, owner: String?, unused: IBUnusedStoryboardObjects?,
                           enclosingCell: String? = nil, into result: inout [IBSceneSource]) {
        for child in element.children {
            let isCell = IBViewCatalog.cellElements.contains(child.name)
            if isCell {
                if unused?.isUndequeuedPrototype(child, in: container, owner: owner) == true { continue }
                result.append(cellSource(child, container: container, owner: owner, enclosingCell: enclosingCell))
            }
            findCells(in: child, container: Self.isCellContainer(child) ? child : container, owner: owner, unused: unused,
                      enclosingCell: isCell ? child["customClass"] ?? enclosingCell : enclosingCell, into: &result)
        }
    }

    private func controllerSource(_ controller: IBElement, rootView: IBElement) -> IBSceneSource {
        let name = controller["userLabel"] ?? controller["customClass"] ?? controller["storyboardIdentifier"]
            ?? "\(controller.name)#\(controller.id ?? "?")"
        let guides = controller.children(named: "layoutGuides").flatMap { $0.children(named: "viewControllerLayoutGuide") }
        let freeform = controller.children.first { $0.name == "size" && $0.key == "freeformSize" }
        var size = context.tvScreen
        if let freeform, let width = freeform.number("width"), let height = freeform.number("height") {
            size = Size(width: width, height: height)
        }
        // A macOS view controller's view is sized by the window or view that shows it, and AppKit lets its
        // content's constraints size that window: its drawn size is only the weakest preference. So is the view of a
        // controller the code embeds, presents at a size of its own or puts into a table's header
        // (`ProjectFacts.controllersSizedByTheirContainer`).
        let screenless = context.isAppKit || isSizedByItsContainer(controller["customClass"]) || sizedByContainer.contains(controller.id ?? "")
        return IBSceneSource(
            name: name, kind: screenless ? .standalone : .viewController, root: rootView, rootFallbackName: "view",
            controllerGuides: guides, size: screenless ? nil : size, location: context.location(of: controller))
    }

    /// Whether a File's Owner class is named as a view, not a controller (`CredentialInputField`, `ProfileHeaderView`):
    /// a view that loads its own nib into a `view` outlet it declares (UIView has none of its own) and sizes the nib's
    /// content to its bounds is placed by its users, not shown on a screen (ti-broish/mobile-ios @5d5d9f8b, held-out
    /// round 54: an input field's 64-point content read at a full screen's height).
    static func namesAView(_ className: String?) -> Bool {
        guard let className else { return false }
        let name = className.split(separator: ".").last.map(String.init) ?? className
        guard !name.contains("Controller"), !name.hasSuffix("VC") else { return false }
        return ["View", "Field", "Cell", "Button", "Control", "Bar", "Label", "Switch", "Slider", "Picker"].contains { name.hasSuffix($0) }
    }

    private func topLevelViewSource(_ view: IBElement, owner: IBElement?) -> IBSceneSource {
        if let id = view.id, context.outletNames[id] == "view", let owner {
            let screenless = context.isAppKit || isSizedByItsContainer(owner["customClass"]) || Self.namesAView(owner["customClass"])
            return IBSceneSource(
                name: owner["customClass"] ?? "view", kind: screenless ? .standalone : .viewController, root: view,
                rootFallbackName: "view", size: screenless ? nil : context.tvScreen, location: context.location(of: view))
        }
        let className = view["customClass"] ?? IBViewCatalog.className(forElement: view.name, appKit: context.isAppKit)
        let name = view["userLabel"] ?? view["customClass"] ?? view.id.flatMap { context.outletNames[$0] }
            ?? "\(className)#\(view.id ?? "?")"
        // A top-level view is sized by the code that loads it (placed by constraints, given a frame, or sized by
        // itself: an input accessory view that `allowsSelfSizing`); on macOS a window, a stack or a tab its
        // constraints can size. Its drawn size is only the weakest preference, as for any view on its own: a
        // conflict with the canvas would rest on it (dashwallet-ios @a461373b a 876-point canvas, ish @00f1c0e5 an
        // accessory bar; held-out rounds 9 and 11).
        return IBSceneSource(
            name: name, kind: .standalone, root: view, rootFallbackName: "view", size: nil, location: context.location(of: view))
    }

    private func cellSource(_ cell: IBElement, container: IBElement?, owner: String? = nil, enclosingCell: String? = nil) -> IBSceneSource {
        let contentView = cell.children.first { $0.key == "contentView" && IBViewCatalog.isView($0) }
        let className = cell["customClass"] ?? IBViewCatalog.className(forElement: cell.name, appKit: context.isAppKit)
        // An empty attribute (`reuseIdentifier=""`) names nothing: the next one does.
        let name = [cell["reuseIdentifier"], cell["userLabel"], cell["customClass"]].compactMap { $0 }.first { !$0.isEmpty }
            ?? "\(className)#\(cell.id ?? "?")"
        var source = IBSceneSource(
            name: name, kind: cellKind(cell, container: container, owner: owner, enclosingCell: enclosingCell), root: contentView ?? cell,
            rootFallbackName: contentView == nil ? "cell" : "contentView", location: context.location(of: cell))
        openWidth(of: &source, cell: cell, container: container, owner: owner)
        let codeHeight = codeRowHeight(of: cell, in: container, owner: owner, enclosingCell: enclosingCell)
        if cell.name == "tableViewCell", let identifier = cell["reuseIdentifier"], facts.headerOnlyCellIdentifiers.contains(identifier) {
            // The code returns it only from a header or footer function: the table gives it a header's height.
            source.rootHeightOpenReason = "shown only as a section header or footer, at its table's header height"
        } else if codeHeight == .unknown
            || (codeHeight == nil && container.map { Self.prototypeRowHeight(cell, in: $0) } == .unknown)
            || (cell.name == "tableViewCell" && isShownAtFixedHeight(cell, container: container) && statedRowHeight(of: cell) == nil) {
            // As wide as its table, as high as code not followed makes it: the fitting height stands in, open.
            source.rootHeightOpenReason = "row height computed by the table's code"
        } else if drawnRows(of: cell, container: container)?.rowHeight == .unknown {
            source.rootHeightOpenReason = "row height of the tables showing it not known"
        } else if isShownByCodeNotRead(cell, container: container) {
            source.rootHeightOpenReason = "no code read shows it"
        } else if context.isStoryboard, container == nil, cell.name == "tableViewCell" {
            // A cell left at a scene's top level, in no table: nothing in the file gives it rows (airbitz-ios, held-out
            // round 31 BP).
            source.rootHeightOpenReason = "in no table"
        } else if let key = classKey(of: cell), facts.cellsFilledByOtherCode.contains(key) {
            // Other code adds views to its content view (a controller's `cellForRowAt`): what gives it its height
            // is not all drawn here (WSDOT/wsdot-ios-app @3b893679, route views pinned to the content view's bottom).
            source.rootHeightOpenReason = "content view filled by other code"
        }
        if cell.name == "tableViewCell", case .cell(let height?) = source.kind, height > 0, drawsSeparators(container, owner: owner, cell: cell) {
            // A plain or grouped table draws a separator line under each row unless its style is none (the
            // default is a single line); Interface Builder's canvas already shows the content view that much shorter.
            source.rowSeparator = true
        }
        if let style = cell["style"], style != "IBUITableViewCellStyleCustom" {
            source.systemLaidOutIDs = Set(["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] })
            // A row of a standard style sizes itself from its built-in labels, which UIKit lays out ("if you use the
            // standard cell styles, self-sizing works automatically", WWDC 2014 session 226): its height is not
            // asked of the content view's constraints.
            if case .cell(rowHeight: nil) = source.kind { source.kind = .standalone }
        }
        if contentView != nil {
            // Older files keep the cell's constraints on the cell itself; the content view stands in for it.
            source.outerConstraintOwners = [cell]
            source.rootAliases = cell.id.map { [$0] } ?? []
        }
        if cell.name == "collectionReusableView" {
            source.kind = .standalone
            source.size = frameSize(of: cell)
        }
        return source
    }

    /// The size a cell is given from outside, where the file does not state it: a collection item's (its layout's, its
    /// delegate's, a flow layout's estimate), or a table row's width when code frames the table at a width of its own.
    private func openWidth(of source: inout IBSceneSource, cell: IBElement, container: IBElement?, owner: String?) {
        if cell.name == "collectionViewCell", isShownAtFixedHeight(cell, container: container), !sizesItselfInCode(cell) {
            // A xib item its collection view shows at a size of the layout's (an item size, the delegate's
            // `sizeForItemAt`) that no code read states: the drawn size is not that size, so nothing may rest on it
            // (lazyvar/GymRats-iOS @6f40aeab: drawn 61 high, shown 60 × 60; held-out round 56).
            source.rootWidthOpenReason = "item size given by its collection view's layout, not read"
            source.rootHeightOpenReason = "item size given by its collection view's layout, not read"
        } else if source.kind == .standalone, !isLaidOutFromOutside(cell, container: container) {
            source.size = frameSize(of: cell)
        }
        if cell.name == "collectionViewCell", container?.name == "collectionView", context.isStoryboard,
           let owner, facts.classesAnsweringItemSize.contains(ProjectFacts.classKey(owner)) {
            // The controller showing the collection answers each item's size (`collectionView(_:layout:sizeForItemAt:)`):
            // not the prototype's drawn frame (WhiteHouse/wh-app-ios @7d3bec31, ResearchKit/AsthmaHealth @8c59917a,
            // held-out round 62: 50 × 50 prototypes of large square items, 5 false conflicts).
            source.rootWidthOpenReason = "item size answered by the collection view's delegate"
            source.rootHeightOpenReason = "item size answered by the collection view's delegate"
        } else if cell.name == "collectionViewCell", let collection = container?.id, context.collectionsWithLayoutInCode.contains(collection) {
            // Its owner's code replaces the drawn layout: the item size that runs is the code's.
            source.rootWidthOpenReason = "item size given by a layout the code sets"
            source.rootHeightOpenReason = "item size given by a layout the code sets"
        } else if cell.name == "collectionViewCell", case .cell(rowHeight: nil) = source.kind, container?.name == "collectionView" {
            // A flow layout that estimates sizes fits its items to their content, across as well: drawn as wide as its
            // collection view, the item is read as a list row for its height, but its width is whatever its content or
            // the app makes it (llmf-qi/FoodTracker-demo @6c425e51: 10 + 355 + 10 points wide, held-out round 56).
            source.rootWidthOpenReason = "self-sizing item of a flow layout: its width is its content's or the app's"
        }
        if cell.name == "tableViewCell", container == nil, factKeys(of: cell).contains(where: facts.cellsInTablesOfStatedWidth.contains) {
            // A nib's cell its code shows in a table framed at a width of its own (ObjCTablesOfStatedWidth): not the screen's.
            source.rootWidthOpenReason = "shown in a table whose frame its code gives a width of its own"
        }
    }

    /// A table cell is self-sizing when its row height (its own, else the table's) is automatic (-1).
    /// A xib cell's own `rowHeight` is only its design height (UITableView ignores it when registering
    /// the nib), and the table is elsewhere: xib cells are read as self-sizing, the iOS 11+ default, unless the
    /// project's code shows their class at a fixed height (then, like a view placed by a caller, they are
    /// sized from outside).
    private func cellKind(_ cell: IBElement, container: IBElement?, owner: String?, enclosingCell: String?) -> SceneKind {
        func rowHeight(_ value: Double?) -> SceneKind {
            guard let value, value >= 0 else { return .cell(rowHeight: nil) }
            return .cell(rowHeight: value)
        }
        if sizesItselfInCode(cell) {
            // Its rows take the size its class's code answers (ProjectFacts.cellsSizedByTheirCode), not a chain.
            return .standalone
        }
        if !context.usesAutolayout {
            // A document without Auto Layout lays its views out by frame and autoresizing mask: its cells' heights are
            // whatever the code answers for the row, never a chain of constraints (TermiT/Flycut @9bd2303e).
            return .standalone
        }
        if isShownAtFixedHeight(cell, container: container) {
            // A table row of a height the code does not state is as wide as its table, open in height (see
            // `cellSource`); a collection item is sized from outside.
            return statedRowHeight(of: cell).map { .cell(rowHeight: $0) } ?? (cell.name == "tableViewCell" ? .cell(rowHeight: nil) : .standalone)
        }
        if let drawn = drawnRows(of: cell, container: container) {
            switch drawn.rowHeight {
            case .fixed(let height): return .cell(rowHeight: height)
            case .unknown: return .cell(rowHeight: nil)
            case .automatic: break
            }
        }
        if cell.name == "tableViewCell" {
            guard let table = container, table.name == "tableView" else { return .cell(rowHeight: nil) }
            // The code's row height decides over the heights drawn in the file, which only size the canvas
            // ("changing this row height only changes the height of the cell in Interface Builder", useyourloaf.com,
            // "Self Sizing Table View Cells In Interface Builder"). A height the code computes is open.
            switch codeRowHeight(of: cell, in: table, owner: owner, enclosingCell: enclosingCell) {
            case .automatic, .unknown: return .cell(rowHeight: nil)
            case .fixed(let height): return .cell(rowHeight: height)
            case nil: break
            }
            switch Self.prototypeRowHeight(cell, in: table) {
            case .automatic, .unknown: return .cell(rowHeight: nil)
            case .fixed(let height): return .cell(rowHeight: height)
            }
        }
        // A collection view cell is an item of its layout, as wide as the layout makes it, not a table's row as
        // wide as the screen.
        guard let collection = container, collection.name == "collectionView" else { return .standalone }
        let layout = collection.children.first { $0.name == "collectionViewFlowLayout" }
        let estimated = layout?.children.first { $0.name == "size" && $0.key == "estimatedItemSize" }
        let estimates = layout?.flag("automaticEstimatedItemSize") == true
            || (estimated?.number("width") ?? 0) > 0 || (estimated?.number("height") ?? 0) > 0
        guard estimates else { return .standalone }
        if fitsTowardsItsDrawnSize(cell, container: collection) { return .standalone }
        // A cell drawn (nearly) as wide as its collection view is a list row: the app keeps it that wide (a list
        // or a width set in code) and only its height comes from the content, as for a table's row.
        if let cellWidth = frameSize(of: cell)?.width, let collectionWidth = frameSize(of: collection)?.width,
           collectionWidth > 0, cellWidth >= Self.listRowWidthShare * collectionWidth {
            return .cell(rowHeight: nil)
        }
        // Otherwise a flow layout that estimates sizes asks each item for its fitting size in both directions.
        return .selfSizing(axes: [.horizontal, .vertical])
    }

    /// The height the file gives a prototype cell's rows when no code decides it. A table whose row height is automatic
    /// (-1, "Automatic" in Xcode) sizes every prototype from its content: the cell's own custom height only sizes the
    /// canvas ("changing this row height only changes the height of the cell in Interface Builder - it doesn't change the
    /// row height at runtime", useyourloaf.com, Self Sizing Table View Cells In Interface Builder). In a table of a fixed
    /// row height, a prototype drawn at another custom height has a height not established (open); otherwise the rows are
    /// the table's (44 when the file states none), or the cell's where only it states one.
    static func prototypeRowHeight(_ cell: IBElement, in table: IBElement) -> TableRowHeight {
        let own = cell.number("rowHeight")
        // A static table's cells are its rows as drawn: each row is as high as its cell says (ivpn/ios-app @df9951dc).
        if table["dataMode"] == "static", let own, own >= 0 { return .fixed(own) }
        guard let tableHeight = table.number("rowHeight") else {
            guard let own else { return .fixed(44) }
            return own < 0 ? .automatic : .fixed(own)
        }
        if tableHeight < 0 { return .automatic }
        guard let own else { return .fixed(tableHeight) }
        if own < 0 { return .automatic }
        return own == tableHeight ? .fixed(tableHeight) : .unknown
    }

    /// How much of its collection view's width a cell must be drawn across to be read as a list row.
    private static let listRowWidthShare = 0.8

    /// A collection view cell of a xib: the layout that shows it (an item size, the delegate's, or the cell's own
    /// fitting size) is elsewhere, so its drawn size is only the weakest preference, as for a view placed by a caller.
    private func isLaidOutFromOutside(_ cell: IBElement, container: IBElement?) -> Bool {
        if sizesItselfInCode(cell) || fitsTowardsItsDrawnSize(cell, container: container) { return true }
        return cell.name == "collectionViewCell" && container == nil && !isShownAtFixedHeight(cell, container: container)
    }

    /// Whether the cell's class answers its own size in code (`sizeThatFits` and the like): its drawn size is then
    /// only the weakest preference.
    private func sizesItselfInCode(_ cell: IBElement) -> Bool {
        classKey(of: cell).map(facts.cellsSizedByTheirCode.contains) ?? false
    }

    private func isShownAtFixedHeight(_ cell: IBElement, container: IBElement?) -> Bool {
        guard container == nil else { return false }
        return factKeys(of: cell).contains(where: facts.fixedHeightCellClasses.contains)
    }

    /// The rows a xib table cell gets from the tables the classes registering it draw in their own nibs or storyboards,
    /// when their code states no row height (DrawnTableRows.swift).
    private func drawnRows(of cell: IBElement, container: IBElement?) -> DrawnTableRows? {
        guard isXibRowOfUnstatedHeight(cell, container: container) else { return nil }
        return facts.drawnRows(ofCellKnownBy: factKeys(of: cell))
    }

    /// Whether a xib table cell's class and nib are named by none of the code read, though that code names other cells:
    /// whatever shows it (a table whose row height it fixes, or none at all) was not read, so its rows' height is
    /// not known (sprinkler/rainmachine-ios-app @f8706616, EditCell.xib, held-out round 28). With no code read at all
    /// (a pre-commit run on one nib) the cell keeps UIKit's default, self-sizing.
    private func isShownByCodeNotRead(_ cell: IBElement, container: IBElement?) -> Bool {
        guard isXibRowOfUnstatedHeight(cell, container: container), !facts.cellHosts.isEmpty else { return false }
        return factKeys(of: cell).allSatisfy { facts.cellHosts[$0] == nil }
    }

    /// A table cell of a xib (in no table of its file) whose rows' height the project's code does not state.
    private func isXibRowOfUnstatedHeight(_ cell: IBElement, container: IBElement?) -> Bool {
        cell.name == "tableViewCell" && container == nil && !context.isStoryboard && !isShownAtFixedHeight(cell, container: container)
    }

    /// The keys the project's facts may know a xib cell by: its custom class, and the nib it is loaded from
    /// (`ProjectFacts.nibKey`: a plain `UITableViewCell` loaded with `loadNibNamed:@"CellView"` has no class to name).
    private func factKeys(of cell: IBElement) -> [String] {
        var keys = classKey(of: cell).map { [$0] } ?? []
        if !context.isStoryboard { keys.append(ProjectFacts.nibKey(fileName: context.file)) }
        return keys
    }

    /// The cell's custom class as the project's facts name it (`ProjectFacts.classKey`).
    private func classKey(of cell: IBElement) -> String? {
        cell["customClass"].map(ProjectFacts.classKey)
    }

    /// Whether the table showing `cell` draws separators: its own style unless its owner's code turns them off; for a
    /// xib cell, what the code that shows its class says.
    private func drawsSeparators(_ table: IBElement?, owner: String?, cell: IBElement) -> Bool {
        guard let table else {
            if let drawn = drawnRows(of: cell, container: nil) { return drawn.drawsSeparators }
            return factKeys(of: cell).contains(where: facts.cellsWithRowSeparators.contains)
        }
        guard table.name == "tableView", table["separatorStyle"] != "none" else { return false }
        guard let owner else { return facts.tablesWithoutSeparators[ProjectFacts.everyTable] == nil }
        return !tableProperties(table).contains { facts.hidesSeparators(owner: owner, property: $0) }
    }

    /// The properties the code reaches `table` by: the outlet it is connected to, and a controller's own table (its
    /// root view) is also its `tableView` — a plain controller whose root view is a table reaches it by its outlet
    /// (HeraldStudio/herald-ios-v1 @ held-out round 69: `cardsTableView.rowHeight = UITableViewAutomaticDimension` on
    /// the root table was missed, 3 false conflicts at the drawn row height).
    private func tableProperties(_ table: IBElement) -> [String] {
        let outlet = table.id.flatMap { context.outletNames[$0] }
        return (outlet.map { [$0] } ?? []) + (table.key == "view" ? ["tableView"] : outlet == nil ? [""] : [])
    }

    /// The height the project's code states for the rows of a xib cell's class.
    private func statedRowHeight(of cell: IBElement) -> Double? {
        factKeys(of: cell).lazy.compactMap { self.facts.cellRowHeights[$0] }.first
    }

    /// What the code of `owner` (the controller or File's Owner) makes the height of `cell`'s rows in `table`. A
    /// prototype drawn at a custom height of its own other than the one the code states is left open: which of the
    /// two UIKit applies is not established.
    private func codeRowHeight(of cell: IBElement, in table: IBElement?, owner: String?, enclosingCell: String? = nil) -> TableRowHeight? {
        guard let table, table.name == "tableView" else { return nil }
        // A table of a project class that is its own delegate (`class NotesTableView: UITableView` answering
        // `heightForRowAt`) sizes its rows itself, whoever owns it (FSNotes @c69d4f17); so does a table inside a cell
        // whose class answers for its tables (`tableView.delegate = self` in `awakeFromNib`; AgrinobleAGN/Agrinoble-
        // Mobile-App-iOS, held-out round 75: a table in a collection cell answering 80 points, read as self-sizing).
        let ownAnswer = [table["customClass"], enclosingCell].lazy.compactMap { $0 }
            .compactMap { self.facts.tableRowHeights[ProjectFacts.classKey($0)]?[ProjectFacts.everyTable] }.first
        let delegateAnswer = ownAnswer ?? owner.flatMap { facts.tableRowHeights[ProjectFacts.classKey($0)]?[ProjectFacts.everyTable] }
        // A static cell of a custom height keeps it when the code only sets the table's `rowHeight`: the
        // controller's static data source answers that cell's stored height for its row, and only a delegate of
        // the app's own answers over it (owntracks/ios @285f915a, a static 88-point cell in a table made automatic).
        if delegateAnswer == nil, table["dataMode"] == "static", let own = cell.number("rowHeight"), own >= 0 { return .fixed(own) }
        let codeAnswer = owner.flatMap { owner in tableProperties(table).lazy.compactMap { self.facts.rowHeight(owner: owner, property: $0) }.first }
        guard let height = ownAnswer ?? codeAnswer ?? otherDequeuersAnswer(for: cell, owner: owner) else { return nil }
        if case .fixed(let stated) = height, let own = cell.number("rowHeight"), own >= 0, own != stated { return .unknown }
        return height
    }

    /// What the other classes showing a prototype (naming its reuse identifier or class) answer for their tables'
    /// rows, when the owner's code says nothing: an object another class hands the table as data source and delegate
    /// (`vc.tableView.delegate = detailViewDelegate` in an interactor) serves the prototype and answers its height
    /// (ljdongz/fastcampus-ios-study, held-out round 75: per-row heights of a delegate object read as self-sizing rows,
    /// 3 false missing chains). Answers that differ leave it unknown.
    private func otherDequeuersAnswer(for cell: IBElement, owner: String?) -> TableRowHeight? {
        // Code naming the prototype's identifier, or its class, where it shows cells.
        let keys = [cell["reuseIdentifier"].map(ProjectFacts.reuseKey), classKey(of: cell)].compactMap { $0 }
        let hosts = keys.reduce(into: Set<String>()) { $0.formUnion(facts.cellHosts[$1] ?? []) }
        let others = hosts.subtracting(owner.map { [ProjectFacts.classKey($0)] } ?? [])
        let answers = others.compactMap { facts.tableRowHeights[$0]?[ProjectFacts.everyTable] }
        guard let first = answers.first else { return nil }
        return answers.dropFirst().reduce(first) { $0.combined(with: $1) }
    }

    /// "Estimate Size: Automatic" (Xcode's default since 11) fits each item towards the size the layout gives it, at
    /// the fitting-size priority (`preferredLayoutAttributesFitting(_:)` calls `systemLayoutSizeFitting(_:)` with the
    /// attributes' size): where the content does not decide a size, the item keeps the layout's, and where it does,
    /// the content's wins. A cell drawn at the layout's item size is designed at the size it gets: its drawn size is
    /// that weak preference, not a size its content must give (getbittr/bittr-ios-app @7bb61331, held-out round 36).
    private func fitsTowardsItsDrawnSize(_ cell: IBElement, container: IBElement?) -> Bool {
        guard cell.name == "collectionViewCell", let collection = container, collection.name == "collectionView",
              let layout = collection.children.first(where: { $0.name == "collectionViewFlowLayout" }),
              layout.flag("automaticEstimatedItemSize"),
              !layout.children.contains(where: { $0.name == "size" && $0.key == "estimatedItemSize" }),
              let drawn = frameSize(of: cell) else { return false }
        return drawn == Self.itemSize(of: layout)
    }

    /// A flow layout's item size: 50 × 50 where the file states none (`UICollectionViewFlowLayout.itemSize`).
    private static func itemSize(of layout: IBElement) -> Size {
        let stated = layout.children.first { $0.name == "size" && $0.key == "itemSize" }
        return Size(width: stated?.number("width") ?? 50, height: stated?.number("height") ?? 50)
    }

    /// Whether the code embeds the controller class, presents it at a size of its own or puts its view somewhere itself.
    private func isSizedByItsContainer(_ customClass: String?) -> Bool {
        customClass.map { facts.controllersSizedByTheirContainer.contains(ProjectFacts.classKey($0)) } ?? false
    }

    private func frameSize(of element: IBElement) -> Size? {
        guard let rect = element.child(named: "rect", key: "frame"),
              let width = rect.number("width"), let height = rect.number("height") else { return nil }
        return Size(width: width, height: height)
    }
}
