import LayoutReaders
import LayoutReporters

/// The project facts each file read on its own (a storyboard, a xib) is read with: the code facts of the module whose
/// project folder holds it (CodeModules), so one exercise's row heights and cells are not another's (a nib cell of one
/// student's project took a 70-point row from a same-named class of another's; held-out round 75's course repositories,
/// found side by side in session 33). A file under no project folder, and every file when the folder holds fewer than
/// two projects, takes every module's facts, as before modules.
struct ModuleFacts {
    /// Facts with their cache fingerprint.
    struct Entry {
        let facts: ProjectFacts
        let key: String

        init(_ facts: ProjectFacts) {
            self.facts = facts
            var hash = StableHash()
            hash.combine(facts.fingerprint)
            key = hash.hex
        }
    }

    private let everyModule: Entry
    private let byModule: [String: Entry]
    /// The facts of a project folder whose module has no code (only when the folders are several modules).
    private let withoutCode: Entry?
    private let modules: CodeModules

    /// `base`: what the project files say; `code`: each module's facts from the code read together, in reading order;
    /// `stated`: what files read on their own state for the others.
    init(base: ProjectFacts, code: [(module: String, facts: ProjectFacts)], stated: [ProjectFacts], modules: CodeModules) {
        func combined(_ code: [ProjectFacts]) -> Entry {
            var facts = base
            for found in code { facts.merge(found) }
            for found in stated { facts.merge(found) }
            return Entry(facts)
        }
        everyModule = combined(code.map(\.facts))
        // One module (the common case): every file takes every fact, nothing else is merged or fingerprinted.
        withoutCode = modules.isSplit ? combined([]) : nil
        var byModule: [String: Entry] = [:]
        for module in Set(code.map(\.module)) where !module.isEmpty {
            byModule[module] = combined(code.filter { $0.module == module }.map(\.facts))
        }
        self.byModule = byModule
        self.modules = modules
    }

    /// The facts the file at `path` is read with.
    func entry(forFileAt path: String) -> Entry {
        let module = modules.module(of: path)
        guard !module.isEmpty else { return everyModule }
        return byModule[module] ?? withoutCode ?? everyModule
    }
}
