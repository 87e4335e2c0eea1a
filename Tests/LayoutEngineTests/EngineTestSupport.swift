import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// Reads `.layout` text or fixtures and solves them for the engine tests.
enum EngineTestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scene(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Scene {
        let result = LayoutTextReader().read(SourceFile(path: "test.layout", text: text))
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        return result.scenes[0]
    }

    static func fixture(_ name: String) throws -> Scene {
        let url = packageRoot.appendingPathComponent("Fixtures/layout/\(name).layout")
        let result = LayoutTextReader().read(SourceFile(path: "Fixtures/layout/\(name).layout", text: try String(contentsOf: url, encoding: .utf8)))
        XCTAssertEqual(result.diagnostics, [])
        return result.scenes[0]
    }

    static func solve(_ scene: Scene, on deviceName: String, variant: String? = nil) throws -> LayoutSolution {
        let device = try XCTUnwrap(DeviceCatalog.device(named: deviceName), deviceName)
        return try XCTUnwrap(LayoutEngine().solve(scene, device: device, variant: variant))
    }
}

/// Frames compared to a thousandth of a point.
func assertFrame(_ actual: Rect?, _ expected: Rect, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no frame: \(message)", file: file, line: line) }
    let close = abs(actual.x - expected.x) < 0.001 && abs(actual.y - expected.y) < 0.001
        && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
    XCTAssertTrue(close, "\(message): \(actual) is not \(expected)", file: file, line: line)
}
