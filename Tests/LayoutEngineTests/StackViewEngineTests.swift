import LayoutEngine
import LayoutModel
import XCTest

/// Stack views laid out as UIKit documents them: a 300 × 100 horizontal stack at the root's origin.
final class StackViewEngineTests: XCTestCase {
    private func solve(distribution: String, alignment: String = "fill", spacing: Double = 10, views: String) throws -> LayoutSolution {
        let scene = EngineTestSupport.scene("""
            scene Stack standalone size=300x100
            root box
            view stack: UIStackView in box axis=horizontal spacing=\(spacing) distribution=\(distribution) alignment=\(alignment)
            \(views)
            stack.leading == box.leading
            stack.trailing == box.trailing
            stack.top == box.top
            stack.bottom == box.bottom
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        return solution
    }

    func testFillEquallySharesTheWidth() throws {
        let solution = try solve(distribution: "fillEqually", views: """
            view a: UIButton in stack intrinsic=40,20
            view b: UIButton in stack intrinsic=80,20
            view c: UIButton in stack intrinsic=10,20
            """)
        let width = (300.0 - 20) / 3
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: width, height: 100))
        assertFrame(solution.frames["b"], Rect(x: width + 10, y: 0, width: width, height: 100))
        assertFrame(solution.frames["c"], Rect(x: 2 * width + 20, y: 0, width: width, height: 100))
    }

    func testFillStretchesTheViewThatHugsLeast() throws {
        let solution = try solve(distribution: "fill", spacing: 0, views: """
            view a: UILabel in stack intrinsic=50,20 hugging=251,251
            view b: UILabel in stack intrinsic=100,20 hugging=250,250
            """)
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: 50, height: 100))
        assertFrame(solution.frames["b"], Rect(x: 50, y: 0, width: 250, height: 100))
    }

    func testEqualSpacingSplitsTheLeftoverSpace() throws {
        let solution = try solve(distribution: "equalSpacing", views: """
            view a: UIButton in stack intrinsic=50,20 hugging=1000,250 compression=1000,750
            view b: UIButton in stack intrinsic=50,20 hugging=1000,250 compression=1000,750
            view c: UIButton in stack intrinsic=50,20 hugging=1000,250 compression=1000,750
            """)
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: 50, height: 100))
        assertFrame(solution.frames["b"], Rect(x: 125, y: 0, width: 50, height: 100))
        assertFrame(solution.frames["c"], Rect(x: 250, y: 0, width: 50, height: 100))
    }

    func testCentreAlignmentCentresAcrossTheAxis() throws {
        let solution = try solve(distribution: "fillEqually", alignment: "center", spacing: 0, views: """
            view a: UILabel in stack intrinsic=50,20
            view b: UILabel in stack intrinsic=50,40
            """)
        assertFrame(solution.frames["a"], Rect(x: 0, y: 40, width: 150, height: 20))
        assertFrame(solution.frames["b"], Rect(x: 150, y: 30, width: 150, height: 40))
    }

    func testHiddenArrangedSubviewCollapses() throws {
        let solution = try solve(distribution: "fillEqually", views: """
            view a: UIButton in stack intrinsic=40,20
            view b: UIButton in stack intrinsic=40,20 hidden
            view c: UIButton in stack intrinsic=40,20
            """)
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: 145, height: 100))
        XCTAssertEqual(solution.frames["b"]?.width, 0)
        assertFrame(solution.frames["c"], Rect(x: 155, y: 0, width: 145, height: 100))
    }

    func testHiddenSubviewWithRequiredWidthFightsUISVHiding() throws {
        let scene = EngineTestSupport.scene("""
            scene Stack standalone size=300x100
            root box
            view stack: UIStackView in box axis=horizontal distribution=fill
            view a: UILabel in stack intrinsic=40,20
            view b: UIView in stack hidden
            stack.leading == box.leading
            stack.trailing == box.trailing
            stack.top == box.top
            stack.bottom == box.bottom
            b.width == 44 "b-width"
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts.count, 1)
        let identifiers = solution.conflicts.first?.constraints.compactMap(\.identifier)
        XCTAssertEqual(Set(identifiers ?? []), ["UISV-hiding", "b-width"])
        XCTAssertEqual(solution.conflicts.first?.constraints.first { $0.identifier == "UISV-hiding" }?.origin, .stackView)
    }
}
