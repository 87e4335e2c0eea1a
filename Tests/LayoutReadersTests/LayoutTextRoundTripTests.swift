import Foundation
import LayoutModel
import LayoutReaders
import XCTest

/// Text → model → JSON → model must be exact; model → text → model exact apart from source locations.
final class LayoutTextRoundTripTests: XCTestCase {
    private func fixtureScenes() throws -> [(String, [Scene])] {
        let files = try FixturePaths.files(in: "layout", ending: ".layout")
        XCTAssertGreaterThanOrEqual(files.count, 9)
        return try files.map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            let result = LayoutTextReader().read(SourceFile(path: "Fixtures/layout/\(url.lastPathComponent)", text: text))
            XCTAssertEqual(result.diagnostics, [], url.lastPathComponent)
            return (url.lastPathComponent, result.scenes)
        }
    }

    func testEveryFixtureSurvivesJSON() throws {
        for (name, scenes) in try fixtureScenes() {
            let json = try LayoutJSON.encode(scenes)
            XCTAssertEqual(try LayoutJSON.decode(json), scenes, name)
            XCTAssertEqual(try LayoutJSON.encode(try LayoutJSON.decode(json)), json, "\(name): JSON must be stable")
        }
    }

    func testEveryFixtureSurvivesText() throws {
        for (name, scenes) in try fixtureScenes() {
            let text = LayoutTextWriter.write(scenes)
            let reread = LayoutTextReader().read(SourceFile(path: "round.layout", text: text))
            XCTAssertEqual(reread.diagnostics, [], "\(name):\n\(text)")
            XCTAssertEqual(reread.scenes.map(withoutLocations), scenes.map(withoutLocations), "\(name):\n\(text)")
        }
    }

    /// A model no reader made, using every field, through text and JSON.
    func testHandBuiltModelSurvivesTextAndJSON() throws {
        let built = Scene(
            name: "Every Field", kind: .selfSizing(axes: [.horizontal, .vertical]), root: "root",
            items: [
                Item(id: "root", className: "UIView"),
                Item(id: "name with spaces", className: "My.Module.Label", platformClass: "UILabel", superview: "root",
                     intrinsicSize: AxisPair(horizontal: .none, vertical: .known(20.5)),
                     contentHugging: AxisPair(horizontal: Priority(251), vertical: Priority(249.5)),
                     compressionResistance: AxisPair(horizontal: .required, vertical: .defaultHigh),
                     translatesAutoresizingMask: true, autoresizingMask: [.flexibleWidth, .flexibleTopMargin],
                     frame: Rect(x: -1, y: 2.5, width: 30, height: 40), isHidden: true,
                     layoutMargins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), numberOfLines: 3),
                Item(id: "stack", className: "UIStackView", superview: "root",
                     stack: StackConfiguration(axis: .vertical, spacing: 6, distribution: .equalCentering, alignment: .lastBaseline,
                                               arrangedSubviews: ["in"], isLayoutMarginsRelativeArrangement: true,
                                               isBaselineRelativeArrangement: true)),
                Item(id: "in", superview: "stack", designTimeFlags: DesignTimeFlags(ambiguous: true, misplaced: true)),
                Item(id: "flagged", superview: "root", frame: Rect(x: 0, y: 0, width: 1, height: 1),
                     designTimeFlags: DesignTimeFlags(misplaced: true)),
                Item(id: "unflagged", superview: "root", designTimeFlags: DesignTimeFlags()),
                Item(id: "guide", kind: .layoutGuide(.custom), superview: "root"),
                Item(id: "root.keyboardLayoutGuide", kind: .layoutGuide(.keyboard), superview: "root"),
                Item(id: "floating", superview: nil),
                {
                    var field = Item(id: "field", className: "NSTextField", superview: "root")
                    field.textFieldStyle = TextFieldStyle(systemFontSize: 11.5, isSingleLine: true, border: .bezel)
                    return field
                }(),
                Item(id: "clearedMargins", superview: "root", openness: Openness(layoutMarginsUnknown: true)),
                {
                    var named = Item(id: "named", className: "NSTextField", superview: "root")
                    named.textFieldStyle = TextFieldStyle(systemFontSize: nil, isSingleLine: false, border: .other)
                    return named
                }(),
            ],
            constraints: [
                Constraint(firstItem: "name with spaces", firstAttribute: .leading, relation: .greaterThanOrEqual,
                           secondItem: "guide", secondAttribute: .trailing, multiplier: -1.5, constant: -3.25,
                           priority: Priority(999), identifier: "quote \" and \\ slash"),
                Constraint(firstItem: "stack", firstAttribute: .height, relation: .lessThanOrEqual, constant: 100,
                           isActive: false, origin: .autoresizingMask),
                Constraint(firstItem: "stack", firstAttribute: .bottom, secondItem: "root.keyboardLayoutGuide",
                           secondAttribute: .top, symbolicConstant: "Theme.gap"),
                Constraint(firstItem: "in", firstAttribute: .width, relation: .equal, constant: 5, isActive: false),
                Constraint(firstItem: "in", firstAttribute: .height, constant: 7, isActive: false, origin: .stackView),
            ],
            variants: [
                Variant(name: "compact width", horizontalSizeClass: .compact, activatedConstraints: [3]),
                Variant(name: "upright", activatedConstraints: [3], deviceForms: [.phonePortrait, .padPortrait]),
                Variant(name: "tall", verticalSizeClass: .regular, activatedConstraints: [1, 4], deactivatedConstraints: [0],
                        hiddenItems: ["in"], shownItems: ["name with spaces"],
                        stackOverrides: [StackOverride(item: "stack", axis: .horizontal, spacing: 2.5, distribution: .fill,
                                                       alignment: .center, isLayoutMarginsRelativeArrangement: false,
                                                       isBaselineRelativeArrangement: false)]),
            ],
            device: "iPad (landscape)", size: Size(width: 1024, height: 768))
        var scene = built
        scene.baseDeviceForms = [.phoneLandscape, .padLandscape]
        let text = LayoutTextWriter.write([scene])
        let reread = LayoutTextReader().read(SourceFile(path: "x.layout", text: text))
        XCTAssertEqual(reread.diagnostics, [], text)
        XCTAssertEqual(reread.scenes.map(withoutLocations), [scene], text)
        XCTAssertEqual(try LayoutJSON.decode(try LayoutJSON.encode([scene])), [scene])
    }

    func testJSONReaderReportsBadDocuments() {
        let result = LayoutJSONReader().read([SourceFile(path: "bad.layout.json", text: "{\"format\": \"layoutlint-model/1\", \"scenes\": [{}]}")])
        XCTAssertEqual(result.scenes, [])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(file: "bad.layout.json", line: 1, column: 1))
        XCTAssertTrue(result.diagnostics.first?.message.contains("missing key 'name'") ?? false, result.diagnostics.first?.message ?? "")
    }

    private func withoutLocations(_ scene: Scene) -> Scene {
        var copy = scene
        copy.location = .unknown
        copy.items = copy.items.map { var item = $0; item.location = .unknown; return item }
        copy.constraints = copy.constraints.map { var constraint = $0; constraint.location = .unknown; return constraint }
        copy.variants = copy.variants.map { var variant = $0; variant.location = .unknown; return variant }
        return copy
    }
}
