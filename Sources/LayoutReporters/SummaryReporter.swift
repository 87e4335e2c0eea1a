import LayoutModel

/// A table of how many findings each rule produced, by severity.
public struct SummaryReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "summary" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let counts = RuleCounts(diagnostics)
        let header = ["rule", "errors", "warnings", "notes", "total"]
        var rows = counts.rows.map { [$0.rule, String($0.count.errors), String($0.count.warnings), String($0.count.notes), String($0.count.total)] }
        rows.append(["total", String(counts.total.errors), String(counts.total.warnings), String(counts.total.notes), String(counts.total.total)])
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ") + "\n"
        }
        var output = line(header) + line(widths.map { String(repeating: "-", count: $0) })
        for row in rows.dropLast() { output += line(row) }
        output += line(widths.map { String(repeating: "-", count: $0) }) + line(rows[rows.count - 1])
        if let files = context.fileCount {
            output += "\(files) file\(files == 1 ? "" : "s") checked\n"
        }
        return output
    }
}
