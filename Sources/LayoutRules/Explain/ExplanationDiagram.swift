import LayoutEngine
import LayoutModel
import LayoutSolver

/// A line of the diagram: one constraint drawn between the attribute positions it relates.
public struct DiagramLine: Hashable, Sendable {
    /// Index into the message's logged constraints.
    public var member: Int
    public var from: (x: Double, y: Double)
    public var to: (x: Double, y: Double)
    /// Whether the constraint is in a conflict (drawn in colour) or only context.
    public var isConflicting: Bool

    public static func == (lhs: DiagramLine, rhs: DiagramLine) -> Bool {
        lhs.member == rhs.member && lhs.from == rhs.from && lhs.to == rhs.to && lhs.isConflicting == rhs.isConflicting
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(member)
        hasher.combine(isConflicting)
    }
}

/// Boxes for the items of a message and the conflicting constraints between them.
public struct DiagramLayout: Sendable {
    /// Frames in diagram coordinates (points, origin at the top left of the drawing).
    public var frames: [(item: ItemID, frame: Rect)]
    public var lines: [DiagramLine]
    public var size: Size
}

/// Lays a message's items out from a solve of its non-conflicting constraints; items the constraints do
/// not place fall back to a flow layout (weak stays), so every box has somewhere to be.
public enum ExplanationDiagram {
    public static func layout(_ explanation: MessageExplanation) -> DiagramLayout {
        let input = explanation.input
        let finder = ConflictFinder(input: input)
        let equations = finder.equations
        let items = finder.mentionedItems
        let conflicting = Set(explanation.conflicts.flatMap(\.loggedMembers))
        addFlowFallback(for: items, scene: input.scene, equations: equations)
        addLoggedConstraints(finder, conflicting: conflicting)
        equations.solver.updateVariables()
        let absolute = shiftedIntoView(equations.absoluteFrames(), items: items)
        let frames = items.compactMap { id in absolute[id].map { (id, $0) } }
        let lines = conflicting.sorted().compactMap { index in
            conflictLine(index, constraint: input.constraints[index].constraint, frames: absolute, scene: input.scene)
        }
        let width = frames.map { $0.1.x + $0.1.width }.max() ?? 100
        let height = frames.map { $0.1.y + $0.1.height }.max() ?? 100
        return DiagramLayout(frames: frames, lines: lines, size: Size(width: width + 20, height: height + 20))
    }

    /// Weak stays that give every item a place and a size when the logged constraints leave it free: top-level
    /// items side by side, subviews stacked inside their superview.
    private static func addFlowFallback(for items: [ItemID], scene: Scene, equations: SceneEquations) {
        let solver = equations.solver
        var childCount: [ItemID: Int] = [:]
        var rootCount = 0
        for item in items {
            guard let x = equations.variable(item, .x), let y = equations.variable(item, .y),
                  let width = equations.variable(item, .width), let height = equations.variable(item, .height) else { continue }
            let parent = scene.item(item)?.superview.flatMap { items.contains($0) ? $0 : nil }
            var xTerms = [Term(x)], yTerms = [Term(y)]
            var xOffset = 0.0, yOffset = 0.0
            if let parent, let px = equations.variable(parent, .x), let py = equations.variable(parent, .y) {
                let index = childCount[parent, default: 0]
                childCount[parent] = index + 1
                xTerms.append(Term(px, -1))
                yTerms.append(Term(py, -1))
                xOffset = 16
                yOffset = 16 + Double(index) * 56
            } else {
                xOffset = Double(rootCount) * 360
                rootCount += 1
            }
            let weak = 1.0
            _ = try? solver.add(LinearConstraint(LinearExpression(terms: xTerms, constant: -xOffset), .equal, priority: weak))
            _ = try? solver.add(LinearConstraint(LinearExpression(terms: yTerms, constant: -yOffset), .equal, priority: weak))
            let isContainer = scene.items.contains { $0.superview == item }
            _ = try? solver.add(LinearConstraint(LinearExpression(terms: [Term(width)], constant: isContainer ? -320 : -120), .equal, priority: weak))
            _ = try? solver.add(LinearConstraint(LinearExpression(terms: [Term(height)], constant: isContainer ? -200 : -40), .equal, priority: weak))
            _ = try? solver.add(LinearConstraint(LinearExpression(terms: [Term(width)], constant: -1), .greaterThanOrEqual, priority: 999))
            _ = try? solver.add(LinearConstraint(LinearExpression(terms: [Term(height)], constant: -1), .greaterThanOrEqual, priority: 999))
        }
    }

    /// The message's active constraints, below required so that the conflict cannot make the solve fail.
    private static func addLoggedConstraints(_ finder: ConflictFinder, conflicting: Set<Int>) {
        let input = finder.input, equations = finder.equations
        for index in input.constraints.indices where input.constraints[index].constraint.isActive && !conflicting.contains(index) {
            if var linear = equations.linearConstraint(finder.effectiveConstraint(index)) {
                linear.priority = min(linear.priority, 999)
                _ = try? equations.solver.add(linear)
            }
        }
        // The conflicting ones shape the picture too, as far as they can without breaking the rest.
        for index in conflicting.sorted() where input.constraints[index].constraint.isActive {
            if var linear = equations.linearConstraint(finder.effectiveConstraint(index)) {
                linear.priority = 500
                _ = try? equations.solver.add(linear)
            }
        }
    }

    /// The frames shifted into view with a margin, sizes clamped so that one bad constraint cannot hide the rest.
    private static func shiftedIntoView(_ frames: [ItemID: Rect], items: [ItemID]) -> [ItemID: Rect] {
        var absolute = frames
        let placed = items.compactMap { absolute[$0] }
        let minX = placed.map(\.x).min() ?? 0, minY = placed.map(\.y).min() ?? 0
        for (id, frame) in absolute {
            absolute[id] = Rect(x: frame.x - minX + 20, y: frame.y - minY + 20,
                                width: min(max(frame.width, 1), 2000), height: min(max(frame.height, 1), 2000))
        }
        return absolute
    }

    /// The line a conflicting constraint is drawn as, or nil when its first item has no frame.
    private static func conflictLine(_ index: Int, constraint: Constraint, frames absolute: [ItemID: Rect], scene: Scene) -> DiagramLine? {
        guard let first = absolute[constraint.firstItem] else { return nil }
        var start = point(first, constraint.firstAttribute)
        var end: (x: Double, y: Double)
        if let second = constraint.secondItem, let frame = absolute[second] {
            end = point(frame, constraint.secondAttribute)
        } else if constraint.firstAttribute == .width {
            // A size is drawn across the box, a position from the superview's edge.
            start = (first.x, first.y + first.height / 2)
            end = (first.x + first.width, start.y)
        } else if constraint.firstAttribute == .height {
            start = (first.x + first.width / 2, first.y)
            end = (start.x, first.y + first.height)
        } else if let parent = scene.item(constraint.firstItem)?.superview, let frame = absolute[parent] {
            end = constraint.firstAttribute.axis == .horizontal ? (frame.x, start.y) : (start.x, frame.y)
        } else {
            end = start
        }
        return DiagramLine(member: index, from: start, to: end, isConflicting: true)
    }

    /// Where an attribute lies on a frame: edges at the middle of the other axis, sizes at the start.
    static func point(_ frame: Rect, _ attribute: Attribute) -> (x: Double, y: Double) {
        let midX = frame.x + frame.width / 2, midY = frame.y + frame.height / 2
        switch attribute.withoutMargin {
        case .left, .leading: return (frame.x, midY)
        case .right, .trailing: return (frame.x + frame.width, midY)
        case .top: return (midX, frame.y)
        case .bottom, .lastBaseline: return (midX, frame.y + frame.height)
        case .firstBaseline: return (midX, frame.y + frame.height * 0.7)
        case .centerX, .width: return (midX, midY)
        case .centerY, .height: return (midX, midY)
        default: return (midX, midY)
        }
    }
}
