/// What the Swift code tells the other readers (`ProjectFacts`): the heights its tables give their cells, the hosts
/// that show each cell, the views that size themselves or make their own content, the outlets and constraint outlets
/// the code changes, the names it uses, the screens its controllers support. Outlets the interpreter finds constrained
/// while reading scenes are added by the reader as it goes.
extension SwiftProjectIndex {
    /// The facts the whole project's Swift code states, before any scene is read.
    func projectFacts() -> ProjectFacts {
        var facts = ProjectFacts(fixedHeightCellClasses: fixedHeightCellClassNames, cellRowHeights: cellRowHeights,
                                 cellsWithRowSeparators: cellsWithRowSeparators, tableRowHeights: tableRowHeights(),
                                 tablesWithoutSeparators: tablesWithoutSeparators())
        facts.cellsSizedByTheirCode = cellsSizedByTheirCode()
        facts.viewsMakingTheirContent = viewsMakingTheirContent()
        facts.intrinsicSizesDeclaredInCode = intrinsicSizesDeclaredInCode()
        facts.cellsNeverDequeued = cellsOnlyRegistered()
        facts.cellsFilledByOtherCode = cellsFilledByOtherCode()
        facts.cellHosts = cellHosts
        facts.cellsInTablesOfStatedWidth = cellsInTablesOfStatedWidth
        facts.controllerScreens = controllerScreens()
        facts.controllersSizedByTheirContainer = controllersSizedByTheirContainer()
        facts.merge(ProjectFacts(outletsConstrainedInCode: outletsFilledInCode()))
        facts.constraintOutletsChangedInCode = constraintOutletsChangedInCode()
        (facts.collectionLayoutsSetInCode, facts.estimatingCollectionLayoutsSetInCode) = collectionLayoutsSetInCode()
        facts.classesDeclaredInCode = Set(typeOrder.map(ProjectFacts.classKey))
        facts.classesAnsweringItemSize = Set(typeOrder.filter { name in
            lineage(of: name).contains { $0.functions.contains { $0.parameters.contains { SwiftTableDimension.itemSizeLabels.contains($0.label ?? "") } } }
        }.map(ProjectFacts.classKey))
        (facts.identifiersUsedInCode, facts.stringsInCode, facts.idiomBranchStrings, facts.headerOnlyCellIdentifiers) = namesUsedInCode()
        facts.launchCodeReplacesRootController = launchReplacesRootController()
        facts.identifiersRegisteredInCode = identifiersRegisteredInCode()
        facts.flippedViewClasses = Set(typeOrder.filter { name in
            lineage(of: name).contains { $0.properties.contains { $0.name == "isFlipped" && !$0.isStatic } }
        }.map(ProjectFacts.classKey))
        return facts
    }
}
