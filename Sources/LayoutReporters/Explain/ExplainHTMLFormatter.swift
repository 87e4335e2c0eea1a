import LayoutModel
import LayoutRules

/// `--format html`: one self-contained XHTML page (inline CSS and SVG) with, per message, a diagram of the
/// views involved and the explanation beside it.
public enum ExplainHTMLFormatter {
    static let palette = ["#d62728", "#ff7f0e", "#9467bd", "#e377c2", "#8c564b", "#17becf", "#bcbd22", "#1f77b4"]

    public static func format(_ messages: [ExplainedMessage], path: String) -> String {
        var body = ""
        if messages.isEmpty { body += "<p class=\"empty\">No Auto Layout messages found.</p>\n" }
        for (number, message) in messages.enumerated() { body += section(message, number: number + 1, path: path) }
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8" />
            <title>layoutlint explain: \(escape(path))</title>
            <style>
            body { font: 14px -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; color: #222; background: #fafafa; }
            h1 { font-size: 20px; }
            section.message { display: flex; gap: 24px; align-items: flex-start; background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin-bottom: 24px; }
            .diagram { flex: 0 0 auto; max-width: 55%; }
            .diagram svg { max-width: 100%; height: auto; border: 1px solid #eee; background: #fff; }
            .explanation { flex: 1 1 auto; }
            .explanation h2 { font-size: 16px; margin-top: 0; }
            code, .constraint { font-family: Menlo, Consolas, monospace; font-size: 12px; }
            ul.members { list-style: none; padding-left: 0; }
            ul.members li { margin: 4px 0; padding-left: 14px; border-left: 4px solid #ccc; }
            li.suggested { font-weight: bold; }
            .arithmetic { font-family: Menlo, Consolas, monospace; background: #fff3f3; border: 1px solid #f2c4c4; padding: 6px 8px; border-radius: 4px; }
            .diagnosis { background: #f3f7ff; border: 1px solid #c8d8f5; padding: 6px 8px; border-radius: 4px; }
            .fix { background: #f1faf1; border: 1px solid #bfe3bf; padding: 6px 8px; border-radius: 4px; }
            .source { color: #0a6b7a; font-size: 12px; }
            .meta { color: #666; }
            </style>
            </head>
            <body>
            <h1>layoutlint explain: \(escape(path))</h1>
            \(body)</body>
            </html>

            """
    }

    private static func section(_ message: ExplainedMessage, number: Int, path: String) -> String {
        let input = message.input
        var text = "<section class=\"message\" id=\"message-\(number)\">\n"
        text += "<div class=\"diagram\">\n\(diagram(message))</div>\n"
        text += "<div class=\"explanation\">\n"
        text += "<h2>\(escape(message.title))</h2>\n"
        text += "<p class=\"meta\">\(escape(path)), lines \(input.lines.lowerBound)–\(input.lines.upperBound)\(input.repeatCount > 1 ? ", \(input.repeatCount) times" : ""); \(input.constraints.count) constraints printed</p>\n"
        for conflict in message.explanation.conflicts {
            text += "<div class=\"conflict\" data-diagnosis=\"\(conflict.diagnosis.kind.rawValue)\">\n"
            text += "<ul class=\"members\">\n"
            for member in conflict.members {
                switch member {
                case .logged(let index):
                    let colour = palette[index % palette.count]
                    let suggested = index == conflict.diagnosis.suggestedMember
                    text += "<li class=\"constraint\(suggested ? " suggested" : "")\" style=\"border-left-color: \(colour)\">\(escape(input.constraints[index].constraint.formula))"
                    if let source = message.sources[index] { text += "<br /><span class=\"source\">\(escape(ExplainedMessage.describe(source)))</span>" }
                    text += "</li>\n"
                case .sizeFloor:
                    text += "<li class=\"constraint\">\(escape(member.formula(in: input))) <span class=\"meta\">(sizes are never negative)</span></li>\n"
                }
            }
            text += "</ul>\n"
            if let arithmetic = conflict.arithmetic { text += "<p class=\"arithmetic\">\(escape(arithmetic))</p>\n" }
            if let broken = input.broken { text += "<p>Runtime broke <code>\(escape(broken.constraint.formula))</code></p>\n" }
            text += "<p class=\"diagnosis\"><strong>\(escape(conflict.diagnosis.kind.rawValue))</strong>: \(escape(conflict.diagnosis.summary))</p>\n"
            text += "<p class=\"fix\"><strong>Fix</strong>: \(escape(conflict.diagnosis.fix))</p>\n"
            text += "</div>\n"
        }
        text += "</div>\n</section>\n"
        return text
    }

    private static func diagram(_ message: ExplainedMessage) -> String {
        let layout = ExplanationDiagram.layout(message.explanation)
        let width = layout.size.width, height = layout.size.height
        // Containers first so their subviews draw on top; labels placed so that none overlaps another or leaves
        // the drawing (a label with no room goes in a row added under the drawing).
        let ordered = layout.frames.sorted { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }
        var placer = LabelPlacer(x: 0, y: 0, width: width, height: height)
        var body = ""
        for (item, frame) in ordered {
            let label = placer.place(item.name, atBoxX: frame.x, y: frame.y) ?? placer.placeInLegend(item.name)
            body += "<g class=\"item\" data-item=\"\(escape(item.name))\"><title>\(escape(item.name))</title>"
            body += "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" fill=\"#eef3fb\" fill-opacity=\"0.6\" stroke=\"#7a8ca8\" />"
            body += "<text x=\"\(number(label.x))\" y=\"\(number(label.y))\" font-size=\"11\" font-family=\"ui-monospace, Menlo, 'DejaVu Sans Mono', monospace\" fill=\"#334\">\(escape(label.text))</text></g>\n"
        }
        for line in layout.lines {
            let colour = palette[line.member % palette.count]
            body += "<line class=\"conflict\" data-member=\"\(line.member)\" x1=\"\(number(line.from.x))\" y1=\"\(number(line.from.y))\" x2=\"\(number(line.to.x))\" y2=\"\(number(line.to.y))\" stroke=\"\(colour)\" stroke-width=\"3\" stroke-linecap=\"round\" />\n"
            body += "<circle cx=\"\(number(line.from.x))\" cy=\"\(number(line.from.y))\" r=\"3.5\" fill=\"\(colour)\" />\n"
            body += "<circle cx=\"\(number(line.to.x))\" cy=\"\(number(line.to.y))\" r=\"3.5\" fill=\"\(colour)\" />\n"
        }
        let fullHeight = placer.bottom
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(fullHeight))\" viewBox=\"0 0 \(number(width)) \(number(fullHeight))\">\n" + body + "</svg>\n"
    }

    private static func number(_ value: Double) -> String { formatNumber((value * 10).rounded() / 10) }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
