import LayoutModel
import LayoutReaders
import XCTest

/// Issue #21 at the readers: numbers beyond `NumericLimits` never reach a scene.
final class HardeningReaderTests: XCTestCase {
    func testSwiftConstantComputedBeyondTheLimitIsInactiveWithALocatedNote() {
        let source = """
            import UIKit
            final class C: UIViewController {
                let l = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(l)
                    l.translatesAutoresizingMaskIntoConstraints = false
                    l.widthAnchor.constraint(equalToConstant: 1e6 * 1e6).isActive = true
                    l.heightAnchor.constraint(equalToConstant: 1e19).isActive = true
                }
            }
            """
        let result = SwiftSourceReader().read([SourceFile(path: "W.swift", text: source)])
        let notes = result.diagnostics.filter { $0.message.contains("out of range") || $0.message.contains("beyond layoutlint's limits") }
        XCTAssertEqual(notes.map(\.location.line), [8, 9], "\(result.diagnostics)")
        XCTAssertTrue(notes.allSatisfy { $0.severity == .note })
        for scene in result.scenes {
            for constraint in scene.constraints where constraint.isActive {
                XCTAssertTrue(NumericLimits.admits(constraint.constant) && NumericLimits.admits(constraint.multiplier), "\(constraint)")
            }
        }
    }

    func testLayoutTextRefusesEveryNumberBeyondTheLimitAtItsColumn() {
        let text = "root r\nview a in r frame=0,0,1e9,10\na.width == 2e7\na.height == 10000000\n"
        let result = LayoutTextReader().read(SourceFile(path: "n.layout", text: text))
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["2:23", "3:12"], "\(result.diagnostics)")
    }

    func testLayoutJSONConstantsBeyondTheLimitAreRefused() throws {
        var scene = Scene(name: "S", kind: .viewController, root: "r", items: [Item(id: "r"), Item(id: "a", superview: "r")],
                          constraints: [Constraint(firstItem: "a", firstAttribute: .width, constant: 5e9)])
        scene.items[1].frame = Rect(x: 0, y: 0, width: 1e300, height: 1)
        let json = try LayoutJSON.encode([scene])
        let result = LayoutJSONReader().read([SourceFile(path: "s.layout.json", text: json)])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.count, 2, "\(result.diagnostics)")
        XCTAssertEqual(result.scenes.first?.constraints.first?.isActive, false)
        XCTAssertNil(result.scenes.first?.items[1].frame)
    }
}
