/// What a table's code makes the height of its rows (or section headers, footers): UIKit sizes each row's content
/// view to it with a required `UIView-Encapsulated-Layout-Height` constraint.
public enum TableRowHeight: Hashable, Codable, Sendable {
    /// `UITableView.automaticDimension`: the row asks its content for its fitting height.
    case automatic
    /// A height the code states (`rowHeight = 64`, `heightForRowAt` answering `64`).
    case fixed(Double)
    /// The code decides, but with a value the reader cannot follow (a computed height, different answers per row):
    /// the height is open, not the number drawn in Interface Builder.
    case unknown

    /// One answer for two pieces of code that size the same rows: equal answers stay, different ones are unknown.
    public func combined(with other: TableRowHeight) -> TableRowHeight {
        self == other ? self : .unknown
    }

    /// A short text for fingerprints.
    var text: String {
        switch self {
        case .automatic: return "automatic"
        case .fixed(let height): return "\(height)"
        case .unknown: return "unknown"
        }
    }
}
