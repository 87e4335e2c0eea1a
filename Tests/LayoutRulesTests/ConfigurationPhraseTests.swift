import LayoutEngine
import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// Where a conflict holds, in words: "on every device checked" rather than three names and "5 more".
final class ConfigurationPhraseTests: XCTestCase {
    private func messages(_ text: String, devices: [Device] = DeviceCatalog.defaultSet) -> [String] {
        let result = LayoutTextReader().read(SourceFile(path: "box.layout", text: text))
        var engine = LayoutEngine()
        engine.devices = devices
        return Linter(rules: [UnsatisfiableConstraintsRule()], engine: engine).lint(result.scenes).map(\.message)
    }

    func testAConflictOnEveryDeviceSaysSo() throws {
        let found = messages("root r\nview a in r\na.leading == r.leading\na.top == r.top\na.height == 10\na.width == 100 \"fixed\"\na.width == 60 \"other\"\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("cannot all hold on every device checked:"), found[0])
        XCTAssertFalse(found[0].contains("more"), found[0])
    }

    func testAConflictOnSomeDevicesNamesThem() throws {
        // 400 points fit on iPads, in landscape and on the Pro Max (430), not on the other portrait phones.
        let found = messages("root r\nview a in r\na.leading == r.leading\na.top == r.top\na.height == 10\na.width == 400\na.trailing <= r.trailing\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("cannot all hold on iPhone SE; iPhone 15:"), found[0])
    }

    /// A cell's width in a conflict that holds on every device is said in words: the first screen's number would read
    /// as a claim about the width, which the table decides (an inset table is narrower than the screen).
    func testACellWidthConflictOnEveryDeviceNamesNoWidth() throws {
        let cell = "scene BoxCell cell rowHeight=60\nroot contentView\nview box in contentView\nbox.leading == contentView.leading\n"
            + "box.trailing == contentView.trailing\nbox.top == contentView.top\nbox.height == 20\nbox.width == 100\n"
        let found = messages(cell)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("on every device checked"), found[0])
        XCTAssertTrue(found[0].contains("'UIView-Encapsulated-Layout-Width' contentView.width == the cell's width"), found[0])
        XCTAssertFalse(found[0].contains("contentView.width == 375"), found[0])
        // On some devices only, the width is what decides: the number stays.
        let wide = messages(cell.replacingOccurrences(of: "box.width == 100", with: "box.width >= 400"))
        XCTAssertEqual(wide.count, 1)
        XCTAssertTrue(wide[0].contains("contentView.width == 375"), wide[0])
    }

    func testOneDeviceIsNamed() throws {
        let found = messages("root r\nview a in r\na.leading == r.leading\na.top == r.top\na.height == 10\na.width == 100\na.width == 60\n",
                             devices: [DeviceCatalog.all[0]])
        XCTAssertTrue(found[0].contains("cannot all hold on iPhone SE:"), found[0])
    }
}
