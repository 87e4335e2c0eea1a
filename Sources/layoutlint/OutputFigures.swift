import LayoutEngine
import LayoutModel
import LayoutReporters
import LayoutRules

/// Frames of the views a conflict or an ambiguity involves, for the HTML report's drawings. Diagnostics carry no
/// frames, so the scene is solved again (only when a drawing is wanted) and the items the diagnostic's constraints
/// and message name are highlighted among their ancestors.
enum OutputFigures {
    static let drawnRules: Set<String> = ["unsatisfiable_constraints", "ambiguous_layout"]

    static func figures(for diagnostics: [Diagnostic], scene: Scene, engine: LayoutEngine) -> [Diagnostic: DiagnosticFigure] {
        let drawn = diagnostics.filter { drawnRules.contains($0.ruleID) }
        guard !drawn.isEmpty else { return [:] }
        let solutions = SceneAnalysis(scene: scene, engine: engine).solutions
        guard !solutions.isEmpty else { return [:] }
        var figures: [Diagnostic: DiagnosticFigure] = [:]
        for diagnostic in drawn {
            let solution = solutions.first { diagnostic.message.contains($0.configurationName) }
                ?? solutions.first { diagnostic.ruleID == "ambiguous_layout" ? !$0.ambiguities.isEmpty : !$0.conflicts.isEmpty }
                ?? solutions[0]
            if let figure = figure(diagnostic, scene: scene, solution: solution) { figures[diagnostic] = figure }
        }
        return figures
    }

    private static func figure(_ diagnostic: Diagnostic, scene: Scene, solution: LayoutSolution) -> DiagnosticFigure? {
        let words = Set((diagnostic.constraints + [diagnostic.message]).flatMap { text in
            text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
        })
        let involved = Set(scene.items.map(\.id).filter { words.contains($0.name) })
        var shown = Set<ItemID>()
        if scene.items.count <= 12 {
            shown = Set(scene.items.map(\.id))
        } else {
            for id in involved { shown.formUnion(scene.ancestry(of: id)) }
            if let root = scene.root { shown.insert(root) }
        }
        let boxes: [DiagnosticFigure.Box] = scene.items.compactMap { item in
            guard shown.contains(item.id), let frame = solution.absoluteFrames[item.id] else { return nil }
            var isGuide = false
            if case .layoutGuide = item.kind { isGuide = true }
            return DiagnosticFigure.Box(name: item.id.name, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                                        isInvolved: involved.contains(item.id), isGuide: isGuide)
        }
        guard !boxes.isEmpty else { return nil }
        return DiagnosticFigure(caption: "\(scene.name) on \(solution.configurationName)", boxes: boxes)
    }
}
