import LayoutModel

/// The Swift reader's part of `constraints_added_repeatedly` (the runtime facts: RepeatedLayoutCalls.swift): a method
/// UIKit runs many times on one object (`layoutSubviews()`, `viewDidLayoutSubviews()`, `updateConstraints()`,
/// `prepareForReuse()`, a control's value-changed action…), or a cell's method the data source calls on each dequeued cell
/// (`cell.configure(with: item)` after `dequeueReusableCell`), that makes constraints between views the object keeps
/// (its stored properties, itself, its content view) and removes none.
///
/// Only what the code shows is claimed: the method and the project methods it calls by name switch nothing off and
/// replace nothing (SwiftConstraintUndoScan.swift), the constraints are made on every run — not behind a test of
/// something the object keeps (`if !didSetUpConstraints`, `guard heightConstraint == nil`), nor after a `return` —
/// and their views are kept by the object (a view the method makes anew, a parameter, a value looked up are not).
/// Tests of the run's data (`if item.hasImage`) do not stop it: every run makes one branch's constraints, and the
/// branches' sets meet on the reused cell.
struct SwiftRepeatedConstraintSetups {
    let project: SwiftProjectIndex
    /// Classes the reader leaves out (`ProjectFacts.classKey`): cells no code dequeues, classes nothing creates; their
    /// methods never run (held-out round 88: a screen only the Xcode project names).
    var leftOut: Set<String> = []

    /// How many project methods deep the calls of a repeated method are followed.
    static let followDepth = 3

    /// The findings for the project's views, cells and controllers, one per repeated method.
    func findings() -> [Diagnostic] {
        let reuse = SwiftDequeuedCellCalls(project: project)
        let cellClassesDeclaring = cellClassCounts()
        var findings: [Diagnostic] = []
        for name in project.typeOrder {
            guard !leftOut.contains(ProjectFacts.classKey(name)),
                  let info = project.types[name], info.kind == .classType || info.primary?.kind == .classType,
                  let role = project.role(of: name), [.view, .cell, .viewController, .stackView].contains(role) else { continue }
            let configuredPerReuse = role == .cell && !prepareForReuseUndoes(name)
            let lineage = project.lineage(of: name).map(\.name)
            for function in info.functions where !function.isStatic {
                let when: RepeatedLayoutCalls.When
                if let hook = RepeatedLayoutCalls.hook(function.name, parameters: function.parameters.count, isController: role == .viewController),
                   overridesPlatformMethod(function, of: name) {
                    when = hook.when
                } else if configuredPerReuse, Self.callSignatures(of: function).contains(where: {
                              reuse.callsMethod($0, onCellsOf: lineage, declaringClasses: cellClassesDeclaring[function.signature] ?? 0)
                          }),
                          !SwiftInterpreter.lifecycleOrder.contains(function.name) {
                    when = RepeatedLayoutCalls.perReuse
                } else {
                    continue
                }
                if let finding = finding(for: function, spelled: function.signature, when: when, in: name) { findings.append(finding) }
            }
            findings += notificationHandlerFindings(of: info)
            for handler in valueChangedActions(of: info) {
                if let finding = finding(for: handler, spelled: handler.signature, when: RepeatedLayoutCalls.perValueChange, in: name) {
                    findings.append(finding)
                }
            }
            guard configuredPerReuse else { continue }
            for property in info.properties
            where reuse.setsProperty(property.name, onCellsOf: lineage, declaringClasses: cellClassesDeclaring[Self.propertyKey(property.name)] ?? 0) {
                guard let observer = property.didSet else { continue }
                let spelled = "the didSet of \(property.name)"
                if let finding = finding(for: observer, spelled: spelled, when: RepeatedLayoutCalls.perReuseAssignment, in: name) {
                    findings.append(finding)
                }
            }
        }
        findings += dataSourceFindings()
        return findings
    }

    /// Data sources' methods that run each time a row or item appears (`tableView(_:cellForRowAt:)`): constraints made
    /// there on the cell they dequeue, which comes back for other rows, or on views the data source keeps, pile up
    /// (safetotry2/Brandroll @2c589506: a height constraint added to the dequeued cell for every row).
    private func dataSourceFindings() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for name in project.typeOrder {
            guard let info = project.types[name] else { continue }
            for function in info.functions where !function.isStatic && Self.isRowProvider(function) {
                if let finding = finding(for: function, spelled: function.signature, when: RepeatedLayoutCalls.perRowShown, in: name,
                                         keepsDequeuedCells: true) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// `tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)` and the header and supplementary views' methods.
    private static func isRowProvider(_ function: SwiftFunctionDecl) -> Bool {
        guard function.name == "tableView" || function.name == "collectionView", function.parameters.count == 2 else { return false }
        let label = function.parameters[1].label ?? ""
        return ["cellForRowAt", "cellForItemAt", "viewForHeaderInSection", "viewForFooterInSection"].contains(label)
    }

    /// The finding for one repeated method, if it makes constraints anew on every run; `keepsDequeuedCells` for a data
    /// source's method, whose dequeued cells are kept objects.
    func finding(for function: SwiftFunctionDecl, spelled: String, when: RepeatedLayoutCalls.When, in typeName: String,
                 keepsDequeuedCells: Bool = false) -> Diagnostic? {
        let removals = SwiftConstraintUndoScan(project: project, purpose: .repeatedRuns).removals(function, typeName: typeName)
        guard !removals.all else { return nil }
        var walk = SwiftRepeatedSetupWalk(project: project, typeName: typeName)
        walk.keepsDequeuedCells = keepsDequeuedCells
        walk.visited.insert(ObjectIdentifier(function))
        walk.walk(function.body, in: function, calledFrom: nil, depth: 0)
        let makings = walk.makings.filter { Self.survives($0, removals) }
        return RepeatedLayoutCalls.finding(method: spelled, when: when, makings: makings, emptyDeactivations: walk.emptyDeactivations)
    }

    /// Whether what `making` makes stays despite what the method removes: SnapKit's remaking of one view removes only
    /// what SnapKit made on it (lexickon: a cell remaking its logo while making its icon anew), a view taken out of its
    /// superview loses its constraints; constraints whose views the text does not tell are kept only when no view is
    /// taken out.
    private static func survives(_ making: RepeatedLayoutCalls.Making, _ removals: SwiftConstraintUndoScan.Removals) -> Bool {
        var text = Substring(making.text)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        for suffix in [".snp.makeConstraints", ".snp_makeConstraints"] where text.hasSuffix(suffix) {
            let view = String(text.dropLast(suffix.count))
            return !removals.snapKitReceivers.contains(view) && !removals.removedViews.contains(view)
        }
        let view = String(text.prefix { $0 != "." && $0 != "(" })
        if view == "NSLayoutConstraint" || view.hasPrefix("add") || view.hasPrefix("snp") { return removals.removedViews.isEmpty }
        return !removals.removedViews.contains(view)
    }

    /// The type's methods its code registers as a control's value-changed action (`segmentedControl.addTarget(self,
    /// action: #selector(tabChanged(_:)), for: .valueChanged)`): the control sends it on every change
    /// (DeveloperAcademy-POSTECH/MacC-TEAM-ZESTY @908373d9, a segmented control's action pinning a view anew).
    private func valueChangedActions(of info: SwiftProjectIndex.TypeInfo) -> [SwiftFunctionDecl] {
        var names: [String] = []
        for function in info.functions {
            guard let range = function.bodyRange else { continue }
            let tokens = function.file.tokens
            for index in range where tokens[index].isWord("addTarget") && index + 1 < range.upperBound && tokens[index + 1].isSymbol("(") {
                let close = function.file.matches[index + 1] ?? index + 1
                let call = (index + 2)..<min(close, range.upperBound)
                guard call.contains(where: { tokens[$0].isWord("valueChanged") || tokens[$0].isWord("editingChanged") }),
                      let selector = call.first(where: { tokens[$0].text == "#selector" }), selector + 2 < call.upperBound else { continue }
                names.append(tokens[selector + 2].text)
            }
        }
        return names.flatMap { project.methods(named: $0, in: info.name) }.filter { !$0.isStatic }
    }

    /// The signatures a call of `function` may spell: all its parameters, or only those without a default value.
    private static func callSignatures(of function: SwiftFunctionDecl) -> [String] {
        let required = function.parameters.filter { $0.defaultValue == nil }
        let short = function.name + "(" + required.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return short == function.signature ? [short] : [function.signature, short]
    }

    /// Per method signature, and per property name (`propertyKey`), how many of the project's cell classes declare one
    /// (worked out once, not per member asked about).
    private func cellClassCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for typeName in project.typeOrder where project.role(of: typeName) == .cell {
            for signature in Set(project.types[typeName]?.functions.map(\.signature) ?? []) { counts[signature, default: 0] += 1 }
            for name in Set(project.types[typeName]?.properties.map(\.name) ?? []) { counts[Self.propertyKey(name), default: 0] += 1 }
        }
        return counts
    }

    /// The key `cellClassCounts` counts a property under, apart from methods' signatures (`configure(with:)`).
    private static func propertyKey(_ name: String) -> String { "var " + name }

    /// Whether `function` overrides the platform's method of its name: no project class it inherits from declares one
    /// of its own (a design-system base's `func layout()`, which its subclasses override, is no AppKit `layout()`).
    private func overridesPlatformMethod(_ function: SwiftFunctionDecl, of typeName: String) -> Bool {
        guard function.modifiers.contains("override") else { return false }
        return !project.lineage(of: typeName).contains { type in
            type.functions(named: function.name).contains { !$0.modifiers.contains("override") && !$0.isStatic }
        }
    }

    /// Whether the cell's `prepareForReuse()` (its own or a project superclass's) removes or replaces constraints: the
    /// data source's configuring then starts from what the cell keeps.
    private func prepareForReuseUndoes(_ typeName: String) -> Bool {
        project.methods(named: "prepareForReuse", in: typeName).contains { hook in
            SwiftConstraintUndoScan(project: project, purpose: .repeatedRuns).mayUndo(hook, typeName: typeName)
        }
    }
}
