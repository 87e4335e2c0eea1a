import LayoutModel

/// What reading one kind of file tells about the files of another: the seam between readers. The Swift code
/// says which cells a table shows at fixed heights and which outlets it constrains itself; the Interface
/// Builder reader needs both for the nibs those classes load. Facts only ever open or size what a reader
/// already has: they never add views or constraints to another reader's scenes.
public struct ProjectFacts: Sendable, Hashable, Codable {
    /// Cell classes (last name component) the project's code shows at a height its table or collection view fixes.
    public var fixedHeightCellClasses: Set<String>
    /// Outlets the code constrains itself, by the owning class (last name component) and outlet property, with
    /// the axes its constraints act on: in the nib they are open along those axes.
    public var outletsConstrainedInCode: [String: [String: Set<Axis>]]

    public init(fixedHeightCellClasses: Set<String> = [], outletsConstrainedInCode: [String: [String: Set<Axis>]] = [:]) {
        self.fixedHeightCellClasses = fixedHeightCellClasses
        self.outletsConstrainedInCode = outletsConstrainedInCode
    }

    /// Whether nothing is known.
    public var isEmpty: Bool { fixedHeightCellClasses.isEmpty && outletsConstrainedInCode.isEmpty }

    /// Adds another reader's facts.
    public mutating func merge(_ other: ProjectFacts) {
        fixedHeightCellClasses.formUnion(other.fixedHeightCellClasses)
        for (owner, outlets) in other.outletsConstrainedInCode {
            for (property, axes) in outlets { outletsConstrainedInCode[owner, default: [:]][property, default: []].formUnion(axes) }
        }
    }

    /// A text that changes whenever the facts do, the same for equal facts (for cache keys).
    public var fingerprint: String {
        var lines = fixedHeightCellClasses.sorted().map { "cell \($0)" }
        for owner in outletsConstrainedInCode.keys.sorted() {
            for (property, axes) in outletsConstrainedInCode[owner]!.sorted(by: { $0.key < $1.key }) {
                lines.append("outlet \(owner).\(property) \(axes.map(\.rawValue).sorted().joined(separator: ","))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The axes the code constrains outlet `property` of `owner` on (`owner` may carry a module prefix).
    public func axesConstrainedInCode(owner: String, property: String) -> Set<Axis> {
        let shortOwner = owner.split(separator: ".").last.map(String.init) ?? owner
        return outletsConstrainedInCode[shortOwner]?[property] ?? []
    }
}
