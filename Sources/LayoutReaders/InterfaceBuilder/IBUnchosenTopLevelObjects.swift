/// The top-level views of a xib holding several that no code takes. A nib registered for cells must hold exactly one
/// top-level object, the cell (UIKit's documentation of `register(_:forCellReuseIdentifier:)` and
/// `register(_:forCellWithReuseIdentifier:)`), so a xib of several cells or views is loaded whole and the code keeps one
/// object of the array it gets, by index or by class (`[[NSBundle mainBundle] loadNibNamed:@"OrderCells" owner:nil
/// options:nil][2]`, `Bundle.main.loadNibNamed("OrderCells", owner: nil)?[1] as? TotalCell`); the others are made and
/// dropped, never laid out. An object whose project class no code names outside the class itself
/// (`ProjectFacts.identifiersUsedInCode`), and no outlet holds, is kept by no code read, so its scene is left out.
/// Held-out round 70: WeAreFamily1991/shop @8c2d85a8, multi-cell xibs whose unused cells (their `+cellWithTableView:`
/// called by nobody) gave 7 false missing_vertical_chain findings.
enum IBUnchosenTopLevelObjects {
    /// The top-level views of `document` no code read keeps, with their classes; empty when the file is no xib of
    /// several top-level views or the code was not read.
    static func objects(in document: IBElement, file: String, outletNames: [String: String], facts: ProjectFacts) -> [(view: IBElement, className: String)] {
        guard file.hasSuffix(".xib"), !facts.identifiersUsedInCode.isEmpty else { return [] }
        let views = document.children(named: "objects").flatMap(\.children)
            .filter { $0.name != "placeholder" && (IBViewCatalog.isView($0) || IBViewCatalog.cellElements.contains($0.name)) }
        guard views.count > 1 else { return [] }
        return views.compactMap { view in
            guard let id = view.id, outletNames[id] == nil, let className = view["customClass"] else { return nil }
            let key = ProjectFacts.classKey(className)
            guard facts.classesDeclaredInCode.contains(key), !facts.identifiersUsedInCode.contains(key),
                  !facts.stringsInCode.contains(key) else { return nil }
            return (view, className)
        }
    }
}
