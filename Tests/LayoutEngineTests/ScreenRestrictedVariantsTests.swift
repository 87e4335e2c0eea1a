import LayoutEngine
import LayoutModel
import XCTest

/// A variant (or the base) whose code runs on some screens only is solved on the devices of those screens only.
final class ScreenRestrictedVariantsTests: XCTestCase {
    private let text = """
        scene player devices=phone-landscape,pad-landscape
        root r
        view art in r
        art.leading == r.leading
        art.top == r.top
        art.width == 300
        art.height == 300
        variant upright devices=phone-portrait,pad-portrait
        end
        """

    func testEachSetIsSolvedOnItsScreensOnly() throws {
        let scene = EngineTestSupport.scene(text)
        let devices = ["iPhone SE", "iPhone SE landscape", "iPad", "iPad landscape"].compactMap { DeviceCatalog.device(named: $0) }
        XCTAssertEqual(devices.count, 4)
        let solutions = LayoutEngine().solve(scene, devices: devices)
        let solved = Set(solutions.map { "\($0.device.name)|\($0.variants.joined(separator: ","))" })
        XCTAssertEqual(solved, ["iPhone SE landscape|", "iPad landscape|", "iPhone SE|upright", "iPad|upright"])
    }

    func testDeviceFormsFollowSizeClassesAndShape() throws {
        let forms = ["iPhone SE", "iPhone 15 Pro Max landscape", "iPad", "iPad landscape"].map { DeviceCatalog.device(named: $0)?.form }
        XCTAssertEqual(forms, [.phonePortrait, .phoneLandscape, .padPortrait, .padLandscape])
    }
}
