import LayoutModel

/// One self-contained page (no scripts, no external files): every finding with its constraints and notes,
/// and for those that come with a figure (conflicts, ambiguity) a drawing of the views involved.
public struct HTMLReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "html" }

    static let style = """
        body{font:14px -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;margin:2em;color:#1d1d1f}
        h1{font-size:1.5em}table.counts{border-collapse:collapse;margin-bottom:2em}
        table.counts td,table.counts th{border:1px solid #d2d2d7;padding:.3em .8em;text-align:right}
        table.counts td:first-child,table.counts th:first-child{text-align:left}
        section.diagnostic{border:1px solid #d2d2d7;border-radius:8px;padding:1em;margin:1em 0}
        .location{font-family:ui-monospace,Menlo,monospace;color:#6e6e73}
        .severity{font-weight:600;text-transform:uppercase;font-size:.8em;padding:.1em .5em;border-radius:4px;color:#fff}
        .error{background:#d70015}.warning{background:#b25000}.note{background:#6e6e73}
        code{font-family:ui-monospace,Menlo,monospace}figure{margin:1em 0}figcaption{color:#6e6e73;font-size:.9em}
        svg text{font:11px ui-monospace,Menlo,\"DejaVu Sans Mono\",monospace}
        """

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<title>\(escaped(context.toolName)) report</title>\n<style>\n\(Self.style)\n</style>\n</head>\n<body>\n"
        page += "<h1>\(escaped(context.toolName)) \(escaped(context.toolVersion))</h1>\n"
        let counts = RuleCounts(diagnostics)
        let files = context.fileCount.map { " in \($0) file\($0 == 1 ? "" : "s")" } ?? ""
        page += "<p>\(counts.total.errors) error\(counts.total.errors == 1 ? "" : "s"), \(counts.total.warnings) warning\(counts.total.warnings == 1 ? "" : "s"), "
        page += "\(counts.total.notes) note\(counts.total.notes == 1 ? "" : "s")\(files).</p>\n"
        if !counts.rows.isEmpty {
            page += "<table class=\"counts\">\n<tr><th>rule</th><th>errors</th><th>warnings</th><th>notes</th></tr>\n"
            for (rule, count) in counts.rows {
                page += "<tr><td><a href=\"#\(escaped(rule))\"><code>\(escaped(rule))</code></a></td><td>\(count.errors)</td><td>\(count.warnings)</td><td>\(count.notes)</td></tr>\n"
            }
            page += "</table>\n"
        }
        var anchored = Set<String>()
        for diagnostic in diagnostics {
            let anchor = anchored.insert(diagnostic.ruleID).inserted ? " id=\"\(escaped(diagnostic.ruleID))\"" : ""
            page += section(diagnostic, anchor: anchor, context: context)
        }
        page += "</body>\n</html>\n"
        return page
    }

    private func section(_ diagnostic: Diagnostic, anchor: String, context: ReportContext) -> String {
        let location = "\(context.paths.relative(diagnostic.location.file)):\(max(diagnostic.location.line, 1)):\(max(diagnostic.location.column, 1))"
        var html = "<section class=\"diagnostic\"\(anchor)>\n"
        html += "<p><span class=\"severity \(diagnostic.severity.rawValue)\">\(diagnostic.severity.rawValue)</span> "
        html += "<code>\(escaped(diagnostic.ruleID))</code> <span class=\"location\">\(escaped(location))</span></p>\n"
        html += "<p>\(escaped(diagnostic.message))</p>\n"
        if !diagnostic.constraints.isEmpty {
            html += "<ul class=\"constraints\">\n"
            for constraint in diagnostic.constraints { html += "<li><code>\(escaped(constraint))</code></li>\n" }
            html += "</ul>\n"
        }
        if !diagnostic.notes.isEmpty {
            html += "<ul class=\"notes\">\n"
            for note in diagnostic.notes {
                let noteLocation = "\(context.paths.relative(note.location.file)):\(max(note.location.line, 1)):\(max(note.location.column, 1))"
                html += "<li><span class=\"location\">\(escaped(noteLocation))</span> \(escaped(note.message))</li>\n"
            }
            html += "</ul>\n"
        }
        if let figure = context.figures[diagnostic] { html += FigureDrawing.svg(figure) }
        html += "</section>\n"
        return html
    }

    private func escaped(_ text: String) -> String { MarkupEscaping.escaped(text) }
}

/// Draws a figure as inline SVG: every box scaled into a fixed width, involved views in red, guides dashed.
enum FigureDrawing {
    static let width = 360.0

    static func svg(_ figure: DiagnosticFigure) -> String {
        let boxes = figure.boxes.filter { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }
        guard !boxes.isEmpty else { return "" }
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        let maxX = boxes.map { $0.x + max($0.width, 0) }.max() ?? 1, maxY = boxes.map { $0.y + max($0.height, 0) }.max() ?? 1
        let scale = width / max(maxX - minX, 1)
        let height = max((maxY - minY) * scale, 20)
        func number(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
        }
        // Labels are placed first (they may add legend rows under the drawing), then the boxes are drawn.
        var placer = LabelPlacer(x: -10, y: -10, width: width + 20, height: height + 20)
        var body = ""
        for box in boxes {
            let x = (box.x - minX) * scale, y = (box.y - minY) * scale
            let w = max(box.width, 0) * scale, h = max(box.height, 0) * scale
            let stroke = box.isInvolved ? "#d70015" : "#8e8e93"
            let fill = box.isInvolved ? "rgba(215,0,21,0.08)" : "none"
            let dash = box.isGuide ? " stroke-dasharray=\"4 3\"" : ""
            body += "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\" fill=\"\(fill)\" stroke=\"\(stroke)\"\(dash)>"
            body += "<title>\(MarkupEscaping.escaped("\(box.name) (\(number(box.x)), \(number(box.y)), \(number(box.width)) × \(number(box.height)))"))</title></rect>\n"
            if box.isInvolved || boxes.count <= 8 {
                // A label with no room is left out for an uninvolved box (its name is in the box's tooltip) and
                // goes under the drawing for an involved one.
                if let label = placer.place(box.name, atBoxX: x, y: y) ?? (box.isInvolved ? placer.placeInLegend(box.name) : nil) {
                    body += "<text x=\"\(number(label.x))\" y=\"\(number(label.y))\" fill=\"\(stroke)\">\(MarkupEscaping.escaped(label.text))</text>\n"
                }
            }
        }
        let fullHeight = placer.bottom + 10
        var svg = "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width + 20))\" height=\"\(number(fullHeight))\" "
        svg += "viewBox=\"-10 -10 \(number(width + 20)) \(number(fullHeight))\">\n" + body
        svg += "</svg>\n<figcaption>\(MarkupEscaping.escaped(figure.caption))</figcaption>\n</figure>\n"
        return svg
    }
}
