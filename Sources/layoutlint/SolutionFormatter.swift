import Foundation
import LayoutEngine
import LayoutModel

/// Prints solutions for `layoutlint solve`.
enum SolutionFormatter {
    static func text(_ solutions: [(Scene, LayoutSolution)]) -> String {
        var output = ""
        for (scene, solution) in solutions {
            output += "\(scene.name) on \(solution.configurationName)\n"
            let width = scene.items.map(\.id.name.count).max() ?? 0
            for item in scene.items {
                guard let frame = solution.frames[item.id] else { continue }
                let name = item.id.name.padding(toLength: width, withPad: " ", startingAt: 0)
                output += "  \(name)  \(frame)\n"
            }
            for conflict in solution.conflicts {
                output += "  conflict:\n" + conflict.constraints.map { "    \($0.displayName)\n" }.joined()
            }
            for ambiguity in solution.ambiguities {
                output += "  ambiguous: \(ambiguity.item) (\(ambiguity.components.map(\.rawValue).joined(separator: ", ")))\n"
            }
        }
        return output
    }

    private struct JSONFrame: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    private struct JSONSolution: Encodable {
        var scene: String
        var device: String
        var variants: [String]
        var items: [String: JSONFrame]
        var conflicts: [[String]]
        var ambiguous: [String: [String]]
    }

    /// Items whose solved frame is not finite ("scene: item"): the solver could not place them with the
    /// numbers it was given, so `solve` reports them and exits 1 instead of printing a frame.
    static func nonFiniteFrames(_ solutions: [(Scene, LayoutSolution)]) -> [String] {
        solutions.flatMap { scene, solution in
            scene.items.compactMap { item -> String? in
                guard let frame = solution.frames[item.id],
                      ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else { return nil }
                return "\(scene.name): \(item.id.name)"
            }
        }
    }

    /// The solutions as JSON; nil when they cannot be encoded (never an empty array in their place).
    static func json(_ solutions: [(Scene, LayoutSolution)]) -> String? {
        let documents = solutions.map { scene, solution in
            JSONSolution(
                scene: scene.name, device: solution.device.name, variants: solution.variants,
                items: Dictionary(uniqueKeysWithValues: solution.frames.map {
                    ($0.key.name, JSONFrame(x: $0.value.x, y: $0.value.y, width: $0.value.width, height: $0.value.height))
                }),
                conflicts: solution.conflicts.map { $0.constraints.map(\.displayName) },
                ambiguous: Dictionary(uniqueKeysWithValues: solution.ambiguities.map { ($0.item.name, $0.components.map(\.rawValue)) }))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(documents.count == 1 ? AnyEncodable(documents[0]) : AnyEncodable(documents)) else {
            return nil
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct AnyEncodable: Encodable {
        let value: any Encodable
        init(_ value: any Encodable) { self.value = value }
        func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
    }
}
