import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// A device whose solution holds the same constraints with equality as an earlier device's takes that device's
/// ambiguity; these tests hold that to giving exactly what asking the solver on every device gives.
final class AmbiguityReuseTests: XCTestCase {
    private let reusing = LayoutEngine()
    private let asking: LayoutEngine = {
        var engine = LayoutEngine()
        engine.reusesAmbiguityAcrossDevices = false
        return engine
    }()

    func testWidthFreeOnlyWhereTheScreenIsWiderThanTheBoxsMinimum() throws {
        // On a 375-point screen the box's width is squeezed to exactly 375; on wider screens it can be anything
        // from 375 to the screen's width. The same constraints, a different answer per device.
        let scene = EngineTestSupport.scene("""
            scene Squeezed viewController
            root root: UIView
            view box: UIView in root

            box.leading == root.leading
            box.top == root.top
            box.height == 40
            box.width <= root.width
            box.width >= 375
            """)
        let solutions = reusing.solve(scene, devices: DeviceCatalog.defaultSet)
        let widthFree = Dictionary(uniqueKeysWithValues: solutions.map { solution in
            (solution.device.name, solution.ambiguities.contains { $0.item == "box" && $0.components.contains(.width) })
        })
        XCTAssertEqual(widthFree["iPhone SE"], false)
        XCTAssertEqual(widthFree["iPhone 15"], true)
        XCTAssertEqual(widthFree["iPad landscape"], true)
        assertSameAnswers(scene)
    }

    func testEveryFixtureSceneGetsTheSameAnswersAsAskingOnEveryDevice() throws {
        let root = EngineTestSupport.packageRoot.appendingPathComponent("Fixtures")
        let readers: [String: any LayoutReader] = ["layout": LayoutTextReader(), "xib": InterfaceBuilderReader(),
                                                   "storyboard": InterfaceBuilderReader(), "swift": SwiftSourceReader()]
        var scenes: [Scene] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for url in files.sorted(by: { $0.path < $1.path }) {
            guard let reader = readers[url.pathExtension], let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            scenes += reader.read([SourceFile(path: url.path, text: text)]).scenes
        }
        XCTAssertGreaterThan(scenes.count, 40)
        for scene in scenes { assertSameAnswers(scene) }
    }

    private func assertSameAnswers(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) {
        let reused = reusing.solve(scene)
        let asked = asking.solve(scene)
        XCTAssertEqual(reused.count, asked.count, scene.name, file: file, line: line)
        for (first, second) in zip(reused, asked) {
            let name = "\(scene.name) on \(first.configurationName)"
            XCTAssertEqual(first.ambiguities, second.ambiguities, name, file: file, line: line)
            XCTAssertEqual(first.contentSize, second.contentSize, name, file: file, line: line)
            XCTAssertEqual(first.conflicts, second.conflicts, name, file: file, line: line)
            XCTAssertEqual(first.absoluteFrames, second.absoluteFrames, name, file: file, line: line)
        }
    }
}
