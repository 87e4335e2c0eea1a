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

    func testOneDeviceIsNamed() throws {
        let found = messages("root r\nview a in r\na.leading == r.leading\na.top == r.top\na.height == 10\na.width == 100\na.width == 60\n",
                             devices: [DeviceCatalog.all[0]])
        XCTAssertTrue(found[0].contains("cannot all hold on iPhone SE:"), found[0])
    }
}
