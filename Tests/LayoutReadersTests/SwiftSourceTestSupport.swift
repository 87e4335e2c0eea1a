import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// Loads Swift fixtures and renders what the reader made of them as stable, reviewable text.
enum SwiftSourceFixtures {
    /// The scene `name` the reader makes of `source`, read as one file at `path`; fails the test when there is none.
    static func scene(_ source: String, named name: String, path: String = "Shapes.swift") throws -> Scene {
        let result = SwiftSourceReader().read([SourceFile(path: path, text: source)])
        return try XCTUnwrap(result.scenes.first { $0.name == name }, "scenes: \(result.scenes.map(\.name))")
    }

    /// The scene `name` the reader makes of the fixture files; fails the test when there is none.
    static func scene(inFixtures files: [String], named name: String) throws -> Scene {
        let (result, _) = read(files)
        return try XCTUnwrap(result.scenes.first { $0.name == name }, "scenes: \(result.scenes.map(\.name))")
    }

    /// Compares the reader's rendered output for `files` with the pinned `.expected` file (`SWIFT_READER_RECORD=1`
    /// rewrites it instead).
    static func check(_ files: [String], expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let rendered = render(read(files).result)
        if ProcessInfo.processInfo.environment["SWIFT_READER_RECORD"] != nil {
            record(rendered, as: expected)
            return
        }
        guard let pinned = self.expected(expected) else {
            return XCTFail("missing Fixtures/swift/\(expected)", file: file, line: line)
        }
        XCTAssertEqual(rendered, pinned, file: file, line: line)
    }

    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ name: String) -> SourceFile {
        let path = "Fixtures/swift/\(name)"
        let data = (try? Data(contentsOf: packageRoot.appendingPathComponent(path))) ?? Data()
        return SwiftSourceReader.decode(data, path: path).file
    }

    static func read(_ names: [String]) -> (result: ReadResult, statistics: SwiftSourceReader.Statistics) {
        SwiftSourceReader().readWithStatistics(names.map(file))
    }

    static func expected(_ name: String) -> String? {
        try? String(contentsOf: packageRoot.appendingPathComponent("Fixtures/swift/\(name)"), encoding: .utf8)
    }

    static func record(_ text: String, as name: String) {
        try? text.write(to: packageRoot.appendingPathComponent("Fixtures/swift/\(name)"), atomically: true, encoding: .utf8)
    }

    static func render(_ result: ReadResult) -> String {
        var lines: [String] = []
        for scene in result.scenes {
            let separator = scene.rowSeparator == true ? " separator" : ""
            lines.append("scene \(scene.name) \(kind(scene.kind))\(separator) root=\(scene.root?.name ?? "-") at \(scene.location)")
            for item in scene.items { lines.append("  item " + render(item)) }
            for (index, constraint) in scene.constraints.enumerated() {
                var line = "  [\(index)] \(constraint.isActive ? "active  " : "inactive") \(constraint.formula)"
                if let identifier = constraint.identifier { line += " id=\(identifier)" }
                line += " at \(constraint.location)"
                lines.append(line)
            }
            for variant in scene.variants {
                var line = "  variant \"\(variant.name)\""
                if let horizontal = variant.horizontalSizeClass { line += " h=\(horizontal.rawValue)" }
                if let vertical = variant.verticalSizeClass { line += " v=\(vertical.rawValue)" }
                line += " on=\(variant.activatedConstraints) off=\(variant.deactivatedConstraints)"
                if !variant.hiddenItems.isEmpty { line += " hidden=\(variant.hiddenItems.map(\.name))" }
                if !variant.shownItems.isEmpty { line += " shown=\(variant.shownItems.map(\.name))" }
                for override in variant.stackOverrides {
                    var parts: [String] = []
                    if let axis = override.axis { parts.append(axis.rawValue) }
                    if let spacing = override.spacing { parts.append("spacing=\(formatNumber(spacing))") }
                    if let alignment = override.alignment { parts.append("alignment=\(alignment.rawValue)") }
                    if let distribution = override.distribution { parts.append("distribution=\(distribution.rawValue)") }
                    if let flag = override.isLayoutMarginsRelativeArrangement { parts.append("marginsRelative=\(flag)") }
                    if let flag = override.isBaselineRelativeArrangement { parts.append("baselineRelative=\(flag)") }
                    line += " stack(\(override.item.name): \(parts.joined(separator: " ")))"
                }
                lines.append(line)
            }
        }
        for diagnostic in result.diagnostics {
            lines.append("\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) (\(diagnostic.ruleID))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func kind(_ kind: SceneKind) -> String {
        switch kind {
        case .viewController: return "viewController"
        case .cell(let height): return "cell(rowHeight: \(height.map(formatNumber) ?? "automatic"))"
        case .selfSizing(let axes): return "selfSizing(\(axes.map(\.rawValue)))"
        case .standalone: return "standalone"
        }
    }

    private static func render(_ item: Item) -> String {
        var text = item.id.name
        if let guide = item.guideKind { text += " guide(\(guide.rawValue))" }
        text += " class=\(item.className ?? "?") superview=\(item.superview?.name ?? "-") translatesAutoresizingMask=\(item.translatesAutoresizingMask)"
        if item.isHidden { text += item.hiddenMeansAbsent == true ? " hidden(absent)" : " hidden" }
        if let lines = item.numberOfLines { text += " numberOfLines=\(lines)" }
        if let mask = item.autoresizingMask { text += " mask=\(mask.runtimeNotation)" }
        if let frame = item.frame { text += " frame=" + [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ",") }
        if let hugging = item.contentHugging { text += " hugging=\(hugging.horizontal)/\(hugging.vertical)" }
        if let margins = item.layoutMargins {
            text += " margins=\(formatNumber(margins.top)),\(formatNumber(margins.left)),\(formatNumber(margins.bottom)),\(formatNumber(margins.right))"
        }
        if let resistance = item.compressionResistance { text += " compressionResistance=\(resistance.horizontal)/\(resistance.vertical)" }
        if let openness = item.openness, !openness.isComplete {
            text += " open(h: \(openness.horizontal.joined(separator: ", ")); v: \(openness.vertical.joined(separator: ", "))"
            text += openness.autoresizingFlagUnknown == true ? "; flag unknown)" : ")"
        }
        if let stack = item.stack {
            text += " stack(\(stack.axis.rawValue) spacing=\(formatNumber(stack.spacing)) alignment=\(stack.alignment.rawValue) distribution=\(stack.distribution.rawValue) arranged=\(stack.arrangedSubviews.map(\.name)))"
            if let appKit = stack.appKit {
                let insets = appKit.edgeInsets
                text += " appKit(hugging=\(appKit.hugging.horizontal)/\(appKit.hugging.vertical)"
                    + " insets=\([insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ","))"
                    + " gravities=\(appKit.gravities.map(\.rawValue).joined(separator: ","))\(appKit.alignsViews ? "" : " alignsNothing"))"
            }
        }
        text += " at \(item.location)"
        return text
    }
}
