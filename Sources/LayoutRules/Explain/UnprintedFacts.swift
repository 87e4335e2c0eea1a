import LayoutEngine
import LayoutModel
import LayoutSolver

/// When the printed constraints can all hold together, the runtime's conflict needed a fact it did not print. For
/// the views of the constraint it broke, the sizes the printed constraints leave them (solved: the least and the
/// greatest) say which unprinted facts would close the gap, with numbers.
struct UnprintedFacts {
    let input: ExplainInput

    /// The range of sizes the printed required constraints allow `item` along `axis`; `upper` nil when unbounded.
    struct Range { var lower: Double; var upper: Double? }

    static let far = 1.0e7

    /// One sentence per view and axis of the broken constraint whose size the printed constraints bound, or nil.
    func sentence() -> String? {
        let finder = ConflictFinder(input: input)
        guard let brokenIndex = input.brokenIndex else { return nil }
        let broken = input.constraints[brokenIndex].constraint
        guard let axis = broken.firstAttribute.axis else { return nil }
        var linears: [LinearConstraint] = []
        for item in finder.mentionedItems {
            for floorAxis in [Axis.horizontal, .vertical] {
                if let floor = finder.linear(.sizeFloor(item: item, axis: floorAxis)) { linears.append(floor) }
            }
        }
        for (index, logged) in input.constraints.enumerated() where logged.constraint.isActive {
            if let linear = finder.linear(.logged(index)), linear.isRequired { linears.append(linear) }
        }
        var parts: [String] = []
        for item in broken.items {
            guard input.scene.item(item) != nil,
                  let size = finder.equations.expression(item, axis == .horizontal ? .width : .height),
                  let range = Self.range(of: size, under: linears) else { continue }
            parts.append(Self.describe(item: item, axis: axis, range: range))
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: " ")
    }

    /// Least and greatest value of `expression` when every constraint in `linears` holds; nil when they cannot.
    static func range(of expression: LinearExpression, under linears: [LinearConstraint]) -> Range? {
        func extreme(_ target: Double) -> Double? {
            let solver = Solver()
            var twins: [Int: Variable] = [:]
            func twin(_ variable: Variable) -> Variable {
                if let known = twins[variable.id] { return known }
                let made = solver.makeVariable(named: "")
                twins[variable.id] = made
                return made
            }
            func translated(_ expression: LinearExpression) -> LinearExpression {
                LinearExpression(terms: expression.terms.map { Term(twin($0.variable), $0.coefficient) }, constant: expression.constant)
            }
            for linear in linears {
                var copy = linear
                copy.expression = translated(linear.expression)
                do { _ = try solver.add(copy) } catch { return nil }
            }
            var pull = translated(expression)
            pull.constant -= target
            do { _ = try solver.add(LinearConstraint(pull, .equal, priority: 1)) } catch { return nil }
            solver.updateVariables()
            return expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: twin($1.variable)) }
        }
        guard let low = extreme(-far), let high = extreme(far) else { return nil }
        return Range(lower: (low * 1000).rounded() / 1000, upper: high > far / 10 ? nil : (high * 1000).rounded() / 1000)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func describe(item: ItemID, axis: Axis, range: Range) -> String {
        let dimension = axis == .horizontal ? "width" : "height"
        let encapsulated = "UIView-Encapsulated-Layout-\(axis == .horizontal ? "Width" : "Height")"
        let low = number(range.lower)
        guard let upper = range.upper else {
            return "The printed constraints let the \(dimension) of \(item) be anything from \(low) up, so an unprinted required fact that holds it below \(low) closes the gap: its intrinsic content \(dimension) under \(low) with content hugging at 1000, a \(dimension) its cell or container imposes (\(encapsulated)) under \(low), or a constraint of a view not listed."
        }
        let high = number(upper)
        if abs(upper - range.lower) < 0.001 {
            return "The printed constraints hold the \(dimension) of \(item) at exactly \(low), so any unprinted required fact that asks for another \(dimension) closes the gap: its intrinsic content \(dimension) above \(low) with compression resistance at 1000 (or below it with content hugging at 1000), a \(dimension) other than \(low) imposed by its cell or container (\(encapsulated)), or a constraint of a view not listed."
        }
        return "The printed constraints keep the \(dimension) of \(item) between \(low) and \(high), so an unprinted required fact outside that range closes the gap: its intrinsic content \(dimension) above \(high) with compression resistance at 1000 (or below \(low) with content hugging at 1000), a \(dimension) outside it imposed by its cell or container (\(encapsulated)), or a constraint of a view not listed."
    }
}
