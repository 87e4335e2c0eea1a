import LayoutReporters
import XCTest

/// Labels of a drawing never overlap and never leave it (scripts/check-html-drawings.sh checks the same in Chromium).
final class LabelPlacerTests: XCTestCase {
    private func bounds(_ label: LabelPlacer.Label, _ placer: LabelPlacer) -> (x: Double, y: Double, width: Double, height: Double) {
        (label.x, label.y - placer.fontSize, Double(label.text.count) * placer.fontSize * 0.62, placer.fontSize + 3)
    }

    func testNestedBoxesAtTheSameCornerGetTheirOwnRows() throws {
        var placer = LabelPlacer(x: -10, y: -10, width: 380, height: 120)
        let names = ["Account Pane", "Account Rows", "Provider Row", "Provider Menu"]
        let labels = try names.map { try XCTUnwrap(placer.place($0, atBoxX: 0, y: 0)) }
        for (i, a) in labels.enumerated() {
            let box = bounds(a, placer)
            XCTAssertGreaterThanOrEqual(box.y, placer.top)
            XCTAssertLessThanOrEqual(box.y + box.height, placer.bottom)
            for b in labels[(i + 1)...] {
                let other = bounds(b, placer)
                XCTAssertFalse(box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height,
                               "\(a.text) and \(b.text) overlap")
            }
        }
    }

    func testLongNamesAreShortenedAndKeptInside() throws {
        var placer = LabelPlacer(x: 0, y: 0, width: 100, height: 40)
        let label = try XCTUnwrap(placer.place(String(repeating: "W", count: 40), atBoxX: 90, y: 0))
        XCTAssertTrue(label.text.hasSuffix("…"))
        XCTAssertGreaterThanOrEqual(label.x, 0)
        XCTAssertLessThanOrEqual(label.x + Double(label.text.count) * 11 * 0.62, 100)
    }

    func testNoRoomGoesToALegendRowThatGrowsTheDrawing() {
        var placer = LabelPlacer(x: 0, y: 0, width: 100, height: 16)
        XCTAssertNotNil(placer.place("first", atBoxX: 0, y: 0))
        XCTAssertNil(placer.place("second", atBoxX: 0, y: 0))
        let legend = placer.placeInLegend("second")
        XCTAssertEqual(placer.bottom, 31)
        XCTAssertLessThanOrEqual(legend.y + 3, placer.bottom)
    }
}
