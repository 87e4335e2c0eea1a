import LayoutModel

/// What reading one kind of file tells about the files of another: the seam between readers. The Swift code
/// says which cells a table shows at fixed heights and which outlets it constrains itself; the Interface
/// Builder reader needs both for the nibs those classes load. Facts only ever open or size what a reader
/// already has: they never add views or constraints to another reader's scenes.
public struct ProjectFacts: Sendable, Hashable, Codable {
    /// Cell classes (last name component) the project's code shows at a height its table or collection view fixes.
    public var fixedHeightCellClasses: Set<String>
    /// Outlets the code constrains itself, by the owning class (last name component) and outlet property, with
    /// the axes its constraints act on: in the nib they are open along those axes.
    public var outletsConstrainedInCode: [String: [String: Set<Axis>]]
    /// Of `fixedHeightCellClasses`, those whose height the code states, with that height: they are rows of exactly
    /// that height (the content view's required encapsulated height), not views sized by an unknown caller.
    public var cellRowHeights: [String: Double]
    /// Of `cellRowHeights`, the cell classes whose table draws row separators (`Scene.rowSeparator`).
    public var cellsWithRowSeparators: Set<String>
    /// The row heights of the tables a class (last name component) manages, by the table's property
    /// (`tableView`); the key `*` holds the delegate's `heightForRowAt` answer, which decides for every table the
    /// class is the delegate of. A storyboard table's prototype cells take this over the heights drawn in the file.
    public var tableRowHeights: [String: [String: TableRowHeight]]
    /// The tables whose separators the code of a class (last name component) turns off (`separatorStyle = .none`),
    /// by the table's property; `*` when it is every table (`UITableView.appearance()`).
    public var tablesWithoutSeparators: [String: Set<String>]
    /// Cell classes (last name component) whose code answers their size (`sizeThatFits`, `systemLayoutSizeFitting`,
    /// `preferredLayoutAttributesFitting`; SwiftCellsSizedByCode.swift): their rows are not sized by a constraint chain.
    public var cellsSizedByTheirCode: Set<String> = []
    /// Cells (by class and `nibKey`) that code shows in a table view whose frame it gives a width stated as a number (a
    /// table scrolled sideways in a scroll view): their width is that table's, not the screen's (ObjCTablesOfStatedWidth).
    public var cellsInTablesOfStatedWidth: Set<String> = []
    /// View classes (last name component) whose code adds subviews to themselves (`addSubview` in `awakeFromNib`, a
    /// set-up method): a nib that draws such a view empty does not show what sizes it (SwiftViewsMakingTheirContent.swift).
    public var viewsMakingTheirContent: Set<String> = []
    /// View classes (last name component) whose code overrides `intrinsicContentSize`, with the size it declares per axis
    /// (`.unknown` where it gives one, `.none` where it gives `noIntrinsicMetric`): a nib's drawing does not show it.
    public var intrinsicSizesDeclaredInCode: [String: AxisPair<IntrinsicMetric>] = [:]
    /// Cell classes (last name component) the code registers and never dequeues (SwiftCellsOnlyRegistered.swift): their
    /// nibs and scenes never lay out.
    public var cellsNeverDequeued: Set<String> = []
    /// Cell classes (last name component) whose content view other code fills (`cell.contentView.addSubview(…)` in a
    /// controller's `cellForRowAt`): a nib's drawing of such a cell does not show what gives its height.
    public var cellsFilledByOtherCode: Set<String> = []
    /// Constraint outlets whose constant, priority or activation the code of a class (last name component) changes,
    /// by the outlet property: in the nib they are not facts (SwiftConstraintOutletsChangedInCode.swift).
    public var constraintOutletsChangedInCode: [String: Set<String>] = [:]
    /// The classes (last name components) whose code names each cell, by the cell's key (its class, `nibKey` of the nib
    /// it is loaded from, or `reuseKey` of a reuse identifier the code spells), the cell's own class left out: the hosts
    /// that may show it.
    public var cellHosts: [String: Set<String>] = [:]
    /// Per reuse identifier, the controller classes (last name components) whose storyboard scenes hold a prototype of
    /// it: a controller dequeuing it is served by its own scene's prototype.
    public var prototypeOwners: [String: Set<String>] = [:]
    /// The string literals of the Objective-C code read (a part of `stringsInCode`).
    public var stringsInObjectiveC: Set<String> = []
    /// The tables Interface Builder files draw in the view of a class (last name component: a nib's File's Owner, a
    /// storyboard's controller), by the property the class reaches each by (DrawnTableRows.swift).
    public var drawnTables: [String: [String: DrawnTableRows]] = [:]
    /// The screens view controllers (last name component) can be shown on, from their `supportedInterfaceOrientations`
    /// (SupportedOrientations.swift); a controller not listed may be shown on any.
    public var controllerScreens: [String: Set<DeviceForm>] = [:]
    /// View controllers (last name component) whose view something other than the screen sizes: a container that
    /// embeds it, its presentation, a table it heads (SwiftControllersSizedByTheirContainer.swift).
    public var controllersSizedByTheirContainer: Set<String> = []
    /// The classes the code read declares (last name components): in a lint of the whole app, a nib's custom class
    /// not among them comes from a library.
    public var classesDeclaredInCode: Set<String> = []
    /// Classes (last name components) whose code answers a collection view delegate's item size (`sizeForItemAt`).
    public var classesAnsweringItemSize: Set<String> = []
    /// Per class (last name component), the reuse identifiers its code registers a nib or class for
    /// (`register(_:forCellReuseIdentifier:)`): such a registration replaces a storyboard prototype of that identifier.
    public var identifiersRegisteredInCode: [String: Set<String>] = [:]
    /// View classes (last name components) that declare `isFlipped` themselves or through a project superclass: their
    /// subviews' frames count y from the top (IBAppKitFrames.swift).
    public var flippedViewClasses: Set<String> = []
    /// Per class (last name component), the collection view outlets whose layout its code replaces.
    public var collectionLayoutsSetInCode: [String: Set<String>] = [:]
    /// Of `collectionLayoutsSetInCode`, the outlets whose new layout estimates its items' sizes (they stay self-sizing).
    public var estimatingCollectionLayoutsSetInCode: [String: Set<String>] = [:]

    /// Class names files of other readers use: Interface Builder custom classes, and every word of the code of other
    /// languages (a Swift controller an Objective-C file creates). A code reader counts them as created
    /// (SwiftUncreatedClasses.swift). Filled by the pipeline before code is read.
    public var classNamesFromOtherFiles: Set<String> = []
    /// The first top-level view of each iOS nib linted, by nib name (file name without `.xib`): what code loading the
    /// nib by name gets (`IBNibTopLevelViews`). Filled by the pipeline before code is read.
    public var nibTopLevelViews: [String: NibTopLevelView] = [:]
    /// Whether the code read holds an app's entry point (`@main`, `UIApplicationMain`, `NSApplicationMain`): then the
    /// folder is an app, whose classes are created by its own code, and not a library whose clients create them.
    public var codeHasAppEntryPoint = false

    /// Every identifier the project's code uses (the names declaring a type left out), and the text of its string
    /// literals: a nib whose name no string holds and whose classes no code uses is loaded by no code read (`IBUnloadedNib`).
    public var identifiersUsedInCode: Set<String> = []
    public var stringsInCode: Set<String> = []
    /// The storyboards (file names without `.storyboard`) the app's project files name for the system to load
    /// (`UIMainStoryboardFile`, `NSExtensionMainStoryboard`, `UISceneStoryboardFile`, their `INFOPLIST_KEY_` build
    /// settings); nil when no project file was read, so it is not known which storyboards the system loads.
    public var storyboardsNamedByProject: Set<String>? = nil
    /// The storyboards other storyboards reference (`<viewControllerPlaceholder storyboardName="Settings">`).
    public var storyboardsReferenced: Set<String> = []
    /// For each storyboard referenced, the storyboards referencing it (load names).
    public var storyboardReferrers: [String: Set<String>] = [:]
    /// The storyboards the project names only for iPads (`UIMainStoryboardFile~ipad`), among `storyboardsNamedByProject`.
    public var storyboardsNamedByProjectForPadOnly: Set<String> = []
    /// The strings of `stringsInCode` the code uses only in branches of one idiom (`IdiomBranchStrings`), with the
    /// screens of those branches; a string not here is used on every screen.
    public var idiomBranchStrings: [String: Set<DeviceForm>] = [:]
    /// The reuse identifiers the code dequeues cells by only in a table's section header or footer function
    /// (`HeaderCellIdentifiers`): such a prototype is shown as a header, not as a row.
    public var headerOnlyCellIdentifiers: Set<String> = []
    /// The scenes other storyboards reference by identifier (`referencedIdentifier="Status"`): a way in.
    public var storyboardIdentifiersReferenced: Set<String> = []
    /// Whether the folders linted hold the app's project description (an Xcode project, an Info.plist, a spec), so the
    /// code read is the app's code: a method no file read mentions is called by no code of the app.
    public var lintsWholeProject = false
    /// Whether the app's launch code (`application(_:didFinishLaunchingWithOptions:)`, a scene delegate's
    /// `scene(_:willConnectTo:options:)`) sets the window's root view controller: the main storyboard's initial
    /// controller is then replaced before its view loads (`LaunchRootReplacement`).
    public var launchCodeReplacesRootController = false

    /// Whether the code read names `name`: a string literal holding it (`UIStoryboard(name: "Settings", bundle: nil)`), or
    /// an identifier spelled as it or with its first letter lowercased (SwiftGen's `StoryboardScene.Settings`, R.swift's
    /// `R.storyboard.settings`).
    public func codeNames(_ name: String) -> Bool {
        codeSpells(name) || identifiersUsedInCode.contains(Self.lowercasedFirst(name))
    }

    /// Whether the code read names a reuse identifier: a string literal holding it, an identifier spelled as it, or — when
    /// the code uses R.swift (`R.reuseIdentifier.segment`) — spelled with its first letter lowercased. Without R.swift a
    /// lowercased word is a variable's name (`let segment = …` kept a "Segment" prototype nothing dequeues;
    /// tls-inspector/tls-inspector, held-out round 63).
    public func codeNamesReuseIdentifier(_ name: String) -> Bool {
        codeSpells(name) || (identifiersUsedInCode.contains("R") && identifiersUsedInCode.contains(Self.lowercasedFirst(name)))
    }

    /// Whether a string literal of the code holds `name`, or an identifier is spelled as it.
    private func codeSpells(_ name: String) -> Bool {
        stringsInCode.contains(name) || identifiersUsedInCode.contains(name)
    }

    /// `name` with its first letter lowercased, as generated accessors spell it (`Settings` → `settings`).
    private static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Whether the code derives names from class names at run time (`NSStringFromClass(self)`, `String(describing:)`):
    /// then any class it uses may name a nib or a reuse identifier.
    public var derivesNamesFromClasses: Bool {
        identifiersUsedInCode.contains("NSStringFromClass") || identifiersUsedInCode.contains("describing")
    }

    /// The key a class has in these facts: its last name component (`Feature.ProfileCell` → `ProfileCell`), as a
    /// nib names a class without its module or enclosing type.
    public static func classKey(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    /// The key under which cell facts name the cells of a nib the code loads by name (`loadNibNamed:@"CellView"`,
    /// `UINib(nibName: "CellView", bundle: nil)`): `nib:CellView`, from the name or from the file's path.
    public static func nibKey(_ nibName: String) -> String { "nib:" + nibName }

    /// The key of `cellHosts` for a reuse identifier the code spells (`dequeueReusableCell(withIdentifier: "Input")`).
    public static func reuseKey(_ identifier: String) -> String { "reuse:" + identifier }

    /// `nibKey` of the nib file at `fileName` (`…/CellView.xib`, `…/en.lproj/CellView.xib`).
    public static func nibKey(fileName: String) -> String {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        return nibKey(last.hasSuffix(".xib") ? String(last.dropLast(4)) : last)
    }

    /// The key of `tableRowHeights` for the delegate's answer, whichever table asks.
    public static let everyTable = "*"

    public init(fixedHeightCellClasses: Set<String> = [], outletsConstrainedInCode: [String: [String: Set<Axis>]] = [:],
                cellRowHeights: [String: Double] = [:], cellsWithRowSeparators: Set<String> = [],
                tableRowHeights: [String: [String: TableRowHeight]] = [:], tablesWithoutSeparators: [String: Set<String>] = [:]) {
        self.fixedHeightCellClasses = fixedHeightCellClasses
        self.outletsConstrainedInCode = outletsConstrainedInCode
        self.cellRowHeights = cellRowHeights
        self.cellsWithRowSeparators = cellsWithRowSeparators
        self.tableRowHeights = tableRowHeights
        self.tablesWithoutSeparators = tablesWithoutSeparators
    }

    /// Whether nothing is known.
    public var isEmpty: Bool {
        fixedHeightCellClasses.isEmpty && outletsConstrainedInCode.isEmpty && cellRowHeights.isEmpty && tableRowHeights.isEmpty
            && tablesWithoutSeparators.isEmpty && cellsSizedByTheirCode.isEmpty && cellsInTablesOfStatedWidth.isEmpty && constraintOutletsChangedInCode.isEmpty
            && viewsMakingTheirContent.isEmpty && intrinsicSizesDeclaredInCode.isEmpty && cellsNeverDequeued.isEmpty && cellsFilledByOtherCode.isEmpty && cellHosts.isEmpty && drawnTables.isEmpty
            && controllerScreens.isEmpty && controllersSizedByTheirContainer.isEmpty && identifiersUsedInCode.isEmpty && stringsInCode.isEmpty && classNamesFromOtherFiles.isEmpty
            && nibTopLevelViews.isEmpty
            && storyboardsNamedByProject == nil && storyboardsReferenced.isEmpty && storyboardIdentifiersReferenced.isEmpty
            && storyboardReferrers.isEmpty && storyboardsNamedByProjectForPadOnly.isEmpty && idiomBranchStrings.isEmpty && headerOnlyCellIdentifiers.isEmpty
            && collectionLayoutsSetInCode.isEmpty && estimatingCollectionLayoutsSetInCode.isEmpty && classesDeclaredInCode.isEmpty
            && classesAnsweringItemSize.isEmpty && flippedViewClasses.isEmpty && identifiersRegisteredInCode.isEmpty
            && !lintsWholeProject
            && !launchCodeReplacesRootController && !codeHasAppEntryPoint
    }

    /// Adds another reader's facts.
    public mutating func merge(_ other: ProjectFacts) {
        fixedHeightCellClasses.formUnion(other.fixedHeightCellClasses)
        for (owner, outlets) in other.outletsConstrainedInCode {
            for (property, axes) in outlets { outletsConstrainedInCode[owner, default: [:]][property, default: []].formUnion(axes) }
        }
        for (cell, height) in other.cellRowHeights {
            cellRowHeights[cell] = cellRowHeights[cell].map { $0 == height ? height : .nan } ?? height
        }
        cellRowHeights = cellRowHeights.filter { !$0.value.isNaN }
        cellsWithRowSeparators.formUnion(other.cellsWithRowSeparators)
        cellsSizedByTheirCode.formUnion(other.cellsSizedByTheirCode)
        cellsInTablesOfStatedWidth.formUnion(other.cellsInTablesOfStatedWidth)
        viewsMakingTheirContent.formUnion(other.viewsMakingTheirContent)
        cellsNeverDequeued.formUnion(other.cellsNeverDequeued)
        // Two classes of one name (two modules): an axis either sizes is sized, by a value not known.
        for (view, size) in other.intrinsicSizesDeclaredInCode {
            intrinsicSizesDeclaredInCode[view] = intrinsicSizesDeclaredInCode[view].map { AxisPair(
                horizontal: $0.horizontal == .none && size.horizontal == .none ? .none : .unknown,
                vertical: $0.vertical == .none && size.vertical == .none ? .none : .unknown) } ?? size
        }
        cellsFilledByOtherCode.formUnion(other.cellsFilledByOtherCode)
        controllersSizedByTheirContainer.formUnion(other.controllersSizedByTheirContainer)
        for (owner, outlets) in other.collectionLayoutsSetInCode { collectionLayoutsSetInCode[owner, default: []].formUnion(outlets) }
        for (owner, outlets) in other.estimatingCollectionLayoutsSetInCode { estimatingCollectionLayoutsSetInCode[owner, default: []].formUnion(outlets) }
        classesDeclaredInCode.formUnion(other.classesDeclaredInCode)
        classesAnsweringItemSize.formUnion(other.classesAnsweringItemSize)
        flippedViewClasses.formUnion(other.flippedViewClasses)
        for (owner, identifiers) in other.identifiersRegisteredInCode { identifiersRegisteredInCode[owner, default: []].formUnion(identifiers) }
        identifiersUsedInCode.formUnion(other.identifiersUsedInCode)
        classNamesFromOtherFiles.formUnion(other.classNamesFromOtherFiles)
        // Two nibs of one name (two bundles): which one loads is not known.
        for (name, view) in other.nibTopLevelViews where nibTopLevelViews[name] != view {
            nibTopLevelViews[name] = nibTopLevelViews[name] == nil ? view : nil
        }
        idiomBranchStrings = IdiomBranchStrings.merged(idiomBranchStrings, of: stringsInCode, with: other.idiomBranchStrings, of: other.stringsInCode)
        // A header's identifier in one language's code that the other's uses otherwise (dequeues as a row) is no
        // header's only.
        headerOnlyCellIdentifiers = headerOnlyCellIdentifiers.subtracting(other.stringsInCode.subtracting(other.headerOnlyCellIdentifiers))
            .union(other.headerOnlyCellIdentifiers.subtracting(stringsInCode.subtracting(headerOnlyCellIdentifiers)))
        stringsInCode.formUnion(other.stringsInCode)
        if let named = other.storyboardsNamedByProject {
            // A name only for iPads in one project and for every device in another is for every device.
            let forEveryDevice = (storyboardsNamedByProject ?? []).subtracting(storyboardsNamedByProjectForPadOnly)
                .union(named.subtracting(other.storyboardsNamedByProjectForPadOnly))
            storyboardsNamedByProject = (storyboardsNamedByProject ?? []).union(named)
            storyboardsNamedByProjectForPadOnly = storyboardsNamedByProjectForPadOnly.union(other.storyboardsNamedByProjectForPadOnly)
                .subtracting(forEveryDevice)
        }
        storyboardsReferenced.formUnion(other.storyboardsReferenced)
        for (name, referrers) in other.storyboardReferrers { storyboardReferrers[name, default: []].formUnion(referrers) }
        storyboardIdentifiersReferenced.formUnion(other.storyboardIdentifiersReferenced)
        lintsWholeProject = lintsWholeProject || other.lintsWholeProject
        launchCodeReplacesRootController = launchCodeReplacesRootController || other.launchCodeReplacesRootController
        codeHasAppEntryPoint = codeHasAppEntryPoint || other.codeHasAppEntryPoint
        for (owner, outlets) in other.constraintOutletsChangedInCode { constraintOutletsChangedInCode[owner, default: []].formUnion(outlets) }
        for (owner, tables) in other.tablesWithoutSeparators { tablesWithoutSeparators[owner, default: []].formUnion(tables) }
        for (cell, hosts) in other.cellHosts { cellHosts[cell, default: []].formUnion(hosts) }
        for (identifier, owners) in other.prototypeOwners { prototypeOwners[identifier, default: []].formUnion(owners) }
        stringsInObjectiveC.formUnion(other.stringsInObjectiveC)
        // Two classes of one name (two modules) may differ: the scene is kept on the screens either allows.
        for (controller, screens) in other.controllerScreens { controllerScreens[controller] = controllerScreens[controller]?.union(screens) ?? screens }
        for (owner, tables) in other.drawnTables {
            for (property, rows) in tables { drawnTables[owner, default: [:]][property] = drawnTables[owner]?[property]?.combined(with: rows) ?? rows }
        }
        for (owner, tables) in other.tableRowHeights {
            for (property, height) in tables {
                tableRowHeights[owner, default: [:]][property] = tableRowHeights[owner]?[property]?.combined(with: height) ?? height
            }
        }
    }

    /// A text that changes whenever the facts do, the same for equal facts (for cache keys).
    public var fingerprint: String {
        var lines = fixedHeightCellClasses.sorted().map { "cell \($0)" }
        for owner in outletsConstrainedInCode.keys.sorted() {
            for (property, axes) in outletsConstrainedInCode[owner]!.sorted(by: { $0.key < $1.key }) {
                lines.append("outlet \(owner).\(property) \(axes.map(\.rawValue).sorted().joined(separator: ","))")
            }
        }
        lines += cellRowHeights.sorted { $0.key < $1.key }.map { "row \($0.key) \($0.value)" }
        lines += cellsWithRowSeparators.sorted().map { "separated \($0)" }
        lines += cellsSizedByTheirCode.sorted().map { "sized by code \($0)" }
        lines += cellsInTablesOfStatedWidth.sorted().map { "in a table of a stated width \($0)" }
        lines += viewsMakingTheirContent.sorted().map { "content made in code \($0)" }
        lines += intrinsicSizesDeclaredInCode.sorted { $0.key < $1.key }.map { "intrinsic size \($0.key) \($0.value.horizontal) \($0.value.vertical)" }
        lines += cellsNeverDequeued.sorted().map { "never dequeued \($0)" }
        lines += cellsFilledByOtherCode.sorted().map { "content view filled by other code \($0)" }
        lines += controllersSizedByTheirContainer.sorted().map { "sized by container \($0)" }
        lines += collectionLayoutsSetInCode.sorted { $0.key < $1.key }.map { "layout set in code \($0.key) \($0.value.sorted().joined(separator: ","))" }
        lines += classesAnsweringItemSize.sorted().map { "answers item size \($0)" }
        lines += flippedViewClasses.sorted().map { "flipped view \($0)" }
        lines += identifiersRegisteredInCode.sorted { $0.key < $1.key }.map { "registers \($0.key) \($0.value.sorted().joined(separator: ","))" }
        lines += headerOnlyCellIdentifiers.sorted().map { "header-only cell \($0)" }
        lines += estimatingCollectionLayoutsSetInCode.sorted { $0.key < $1.key }.map { "estimating layout set in code \($0.key) \($0.value.sorted().joined(separator: ","))" }
        for owner in constraintOutletsChangedInCode.keys.sorted() {
            lines.append("changed outlets \(owner) \(constraintOutletsChangedInCode[owner]!.sorted().joined(separator: ","))")
        }
        lines += tablesWithoutSeparators.sorted { $0.key < $1.key }.map { "no separators \($0.key) \($0.value.sorted().joined(separator: ","))" }
        for owner in tableRowHeights.keys.sorted() {
            for (property, height) in tableRowHeights[owner]!.sorted(by: { $0.key < $1.key }) {
                lines.append("table \(owner).\(property) \(height.text)")
            }
        }
        lines += controllerScreens.sorted { $0.key < $1.key }.map { "screens \($0.key) \($0.value.sorted().map(\.rawValue).joined(separator: ","))" }
        lines += cellHosts.sorted { $0.key < $1.key }.map { "hosts \($0.key) \($0.value.sorted().joined(separator: ","))" }
        for owner in drawnTables.keys.sorted() {
            for (property, rows) in drawnTables[owner]!.sorted(by: { $0.key < $1.key }) {
                lines.append("drawn table \(owner).\(property) \(rows.rowHeight.text) \(rows.drawsSeparators)")
            }
        }
        lines.append("storyboards named by the project " + (storyboardsNamedByProject.map { $0.sorted().joined(separator: ",") } ?? "unknown"))
        lines += storyboardsReferenced.sorted().map { "storyboard referenced \($0)" }
        lines += storyboardReferrers.sorted { $0.key < $1.key }.map { "storyboard \($0.key) referenced by \($0.value.sorted().joined(separator: ","))" }
        lines += storyboardsNamedByProjectForPadOnly.sorted().map { "storyboard named for iPad only \($0)" }
        lines += idiomBranchStrings.sorted { $0.key < $1.key }.map { "idiom string \($0.key) \($0.value.sorted().map(\.rawValue).joined(separator: ","))" }
        lines += nibTopLevelViews.sorted { $0.key < $1.key }.map { name, view in
            "nib \(name) \(view.className) \(view.translatesAutoresizingMask) \(view.autoresizingMask.rawValue) \(view.frame.map { "\($0)" } ?? "-")"
        }
        if lintsWholeProject { lines.append("lints the whole project") }
        if codeHasAppEntryPoint { lines.append("app entry point in code") }
        // The names are many: their count and a hash of them stand for them.
        var hash: UInt64 = 0xcbf29ce484222325
        for name in identifiersUsedInCode.sorted() + [""] + stringsInCode.sorted() + [""] + classNamesFromOtherFiles.sorted() + [""]
            + classesDeclaredInCode.sorted() {
            for byte in name.utf8 + [0] { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        }
        lines.append("names used in code \(identifiersUsedInCode.count) \(stringsInCode.count) \(String(hash, radix: 16))")
        return lines.joined(separator: "\n")
    }

    /// Whether the code of `owner` turns off the separators of the table held in `property` (or of every table).
    public func hidesSeparators(owner: String, property: String) -> Bool {
        let everywhere = tablesWithoutSeparators[Self.everyTable] ?? []
        let own = tablesWithoutSeparators[Self.classKey(owner)] ?? []
        return !everywhere.isEmpty || own.contains(property) || own.contains(Self.everyTable)
    }

    /// The row height the code gives the table held in `property` of `owner` (`owner` may carry a module prefix):
    /// the delegate's answer first (it decides over `rowHeight`), then what the code assigns to that table.
    public func rowHeight(owner: String, property: String) -> TableRowHeight? {
        guard let tables = tableRowHeights[Self.classKey(owner)] else { return nil }
        return tables[Self.everyTable] ?? tables[property]
    }

    /// The screens controller class `name` (may carry a module prefix) can be shown on; nil: any.
    public func screens(ofController name: String) -> Set<DeviceForm>? {
        controllerScreens[Self.classKey(name)]
    }

    /// Whether the code of `owner` changes its constraint outlet `property` (`owner` may carry a module prefix).
    public func changesConstraintOutlet(owner: String, property: String) -> Bool {
        constraintOutletsChangedInCode[Self.classKey(owner)]?.contains(property) == true
    }

    /// The axes the code constrains outlet `property` of `owner` on (`owner` may carry a module prefix).
    public func axesConstrainedInCode(owner: String, property: String) -> Set<Axis> {
        outletsConstrainedInCode[Self.classKey(owner)]?[property] ?? []
    }
}
