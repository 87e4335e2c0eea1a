import Foundation
import LayoutReaders
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

    func testFillProportionallySharesTheWidthByIntrinsicSize() throws {
        let solution = try solve(distribution: "fillProportionally", spacing: 0, views: """
            view a: UILabel in stack intrinsic=100,20
            view b: UILabel in stack intrinsic=200,20
            """)
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: 100, height: 100))
        assertFrame(solution.frames["b"], Rect(x: 100, y: 0, width: 200, height: 100))
    }

    func testFillProportionallyLeavesTheSpacingOutSoTheLastViewGivesWay() throws {
        // UIKit's multipliers are a third and two thirds of the whole stack; with the 10-point gap both cannot hold,
        // and the second view's (998) gives way to the first's (999) without a conflict.
        let solution = try solve(distribution: "fillProportionally", spacing: 10, views: """
            view a: UILabel in stack intrinsic=100,20
            view b: UILabel in stack intrinsic=200,20
            """)
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: 100, height: 100))
        assertFrame(solution.frames["b"], Rect(x: 110, y: 0, width: 190, height: 100))
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

    /// An NSStackView detaches a hidden view (`detachesHiddenViews`, on by default): nothing collapses it, so its
    /// own required width is no conflict, and its neighbours close up around it as in a UIStackView.
    func testNSStackViewDetachesAHiddenViewInsteadOfCollapsingIt() throws {
        let scene = EngineTestSupport.scene("""
            scene Stack standalone size=300x100
            root box: NSView
            view stack: NSStackView in box axis=horizontal distribution=fill spacing=10
            view a: NSButton in stack intrinsic=40,20
            view b: NSView in stack hidden
            view c: NSButton in stack intrinsic=40,20
            stack.leading == box.leading
            stack.top == box.top
            b.width == 44 "b-width"
            b.height == 10 "b-height"
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.device.name, "Mac")
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguities, [])
        assertFrame(solution.frames["a"], Rect(x: 0, y: 0, width: 40, height: 20))
        assertFrame(solution.frames["c"], Rect(x: 50, y: 0, width: 40, height: 20))
        XCTAssertEqual(solution.frames["b"]?.width, 44, "its own width holds; the stack no longer sizes it")
    }

    /// A macOS layout (AppKit's view classes) is checked once, in a Mac window; an iOS one on every default device.
    func testMacOSLayoutIsCheckedInAMacWindow() {
        let mac = EngineTestSupport.scene("""
            scene Panel standalone
            root box: NSView
            view field: NSTextField in box intrinsic=80,22
            field.leading == box.leading + 20
            field.top == box.top + 20
            """)
        XCTAssertEqual(LayoutEngine().devices(for: mac).map(\.name), ["Mac"])
        XCTAssertEqual(LayoutEngine().solve(mac).map(\.device.name), ["Mac"])
        var phone = mac
        phone.items = phone.items.map { item in
            var copy = item
            copy.className = item.className == "NSView" ? "UIView" : "UILabel"
            return copy
        }
        XCTAssertEqual(LayoutEngine().devices(for: phone).map(\.name), DeviceCatalog.defaultSet.map(\.name))
        XCTAssertEqual(DeviceCatalog.device(named: "mac")?.size, Size(width: 1024, height: 768))
    }

    /// A stack the code fills later (no arranged views in the source), placed only by its top-leading corner:
    /// UIKit shrinks it to nothing both ways (canvas fit, weaker than any spanning fit), so it is not ambiguous.
    func testEmptyStackShrinksToNothingBothWays() throws {
        for alignment in ["fill", "center"] {
            let scene = EngineTestSupport.scene("""
                scene Empty standalone size=300x100
                root box
                view stack: UIStackView in box axis=vertical alignment=\(alignment)
                stack.leading == box.leading + 20
                stack.top == box.top + 10
                """)
            let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
            XCTAssertEqual(solution.conflicts, [], alignment)
            XCTAssertEqual(solution.ambiguities, [], alignment)
            assertFrame(solution.frames["stack"], Rect(x: 20, y: 10, width: 0, height: 0), alignment)
        }
    }

    /// Every arranged view hidden: the same fit, and a stack that something else sizes keeps that size.
    func testStackWithEveryViewHiddenShrinksOnlyWhereNothingSizesIt() throws {
        let scene = EngineTestSupport.scene("""
            scene Hidden standalone size=300x100
            root box
            view stack: UIStackView in box axis=horizontal alignment=center
            view a: UILabel in stack intrinsic=40,20 hidden
            stack.leading == box.leading
            stack.top == box.top
            stack.height == 30
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguities, [])
        assertFrame(solution.frames["stack"], Rect(x: 0, y: 0, width: 0, height: 30))
    }

    /// NSStackView as AppKit lays it out (read from an Interface Builder fixture): a stretched gravity-area stack
    /// keeps its leading buttons packed and its trailing button at the trailing edge, where UIStackView's rules would
    /// have had to stretch a fixed-width button; an equal-spacing stack placed by one corner hugs its dots.
    func testNSStackViewGravityAreasAndEqualSpacingHug() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/interface-builder")
        let name = "appkit-gravity-toolbar.xib"
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let result = InterfaceBuilderReader().read([SourceFile(path: name, text: text)])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "view" })
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguities, [])
        assertFrame(solution.frames["Tools Stack"], Rect(x: 8, y: 8, width: 384, height: 28))
        assertFrame(solution.frames["Bold Button"], Rect(x: 0, y: 0, width: 28, height: 28))
        assertFrame(solution.frames["Italic Button"], Rect(x: 34, y: 0, width: 28, height: 28))
        assertFrame(solution.frames["Share Button"], Rect(x: 356, y: 0, width: 28, height: 28))
        assertFrame(solution.frames["Page Dots"].map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }, Rect(x: 0, y: 0, width: 46, height: 12))
        assertFrame(solution.frames["Dot 2"], Rect(x: 17, y: 0, width: 12, height: 12))
        assertFrame(solution.frames["Dot 3"], Rect(x: 34, y: 0, width: 12, height: 12))
    }

    /// A text field indented 20 pt in a leading-aligned column: AppKit's alignment gives way (Xcode stores the
    /// indented frame), UIKit's is required and conflicts with the indent.
    /// A project's own stack class counts as an NSStackView in a macOS scene (its root is an NSView), not elsewhere.
    func testNSStackViewAlignmentGivesWayToTheDevelopersOffset() throws {
        for (stackClass, rootClass, conflicts) in [("NSStackView", "UIView", 0), ("UIStackView", "UIView", 1),
                                                   ("CollapseView", "NSView", 0), ("CollapseView", "UIView", 1)] {
            let scene = EngineTestSupport.scene("""
                scene Column standalone size=300x100
                root box: \(rootClass)
                view stack: \(stackClass) in box axis=vertical alignment=leading spacing=4
                view title: UILabel in stack intrinsic=100,20
                view detail: UILabel in stack intrinsic=80,16
                stack.leading == box.leading
                stack.top == box.top
                detail.leading == stack.leading + 20 "indent"
                """)
            let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
            XCTAssertEqual(solution.conflicts.count, conflicts, "\(stackClass) in \(rootClass)")
            if conflicts == 0 {
                XCTAssertEqual(solution.ambiguities, [])
                assertFrame(solution.frames["detail"], Rect(x: 20, y: 24, width: 80, height: 16))
                assertFrame(solution.frames["title"], Rect(x: 0, y: 0, width: 100, height: 20))
            }
        }
    }

    /// An NSStackView whose clipping resistance (its compression resistance in the model) is below required may be
    /// closed to 0 pt and clip its views, which keep their sizes from the top edge down; at the default (required)
    /// the same closed drawer conflicts, and a UIStackView's compression resistance is not a clipping resistance.
    func testNSStackViewClipsItsViewsBelowItsClippingResistance() throws {
        for (stackClass, compression, conflicts) in [("NSStackView", "1000,999", 0), ("NSStackView", "1000,1000", 1), ("UIStackView", "1000,999", 1)] {
            let scene = EngineTestSupport.scene("""
                scene Drawer standalone size=300x200
                root box
                view stack: \(stackClass) in box axis=vertical alignment=leading spacing=8 compression=\(compression)
                view sort: UIView in stack
                view group: UIView in stack
                stack.leading == box.leading + 20
                stack.top == box.top + 20
                stack.height == 0 "closed"
                sort.width == 200
                sort.height == 24
                group.width == 160
                group.height == 20
                """)
            let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
            let label = "\(stackClass) \(compression)"
            XCTAssertEqual(solution.conflicts.count, conflicts, label)
            guard conflicts == 0 else { continue }
            XCTAssertEqual(solution.ambiguities, [], label)
            assertFrame(solution.frames["stack"], Rect(x: 20, y: 20, width: 200, height: 0), label)
            assertFrame(solution.frames["sort"], Rect(x: 0, y: 0, width: 200, height: 24), label)
            assertFrame(solution.frames["group"], Rect(x: 0, y: 32, width: 160, height: 20), label)
        }
    }

    /// Across the axis too: a row of 30-pt views in a 20-pt stack that resists vertical clipping only at 250.
    func testNSStackViewClipsAcrossItsAxis() throws {
        let scene = EngineTestSupport.scene("""
            scene Row standalone size=300x100
            root box
            view stack: NSStackView in box axis=horizontal alignment=center spacing=4 compression=1000,250
            view a: UIView in stack
            stack.leading == box.leading
            stack.top == box.top
            stack.height == 20
            a.width == 30
            a.height == 30
            """)
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguities, [])
        assertFrame(solution.frames["a"], Rect(x: 0, y: -5, width: 30, height: 30))
    }

    /// Read from a macOS document: a project's own NSStackView subclass keeps its class name and is laid out as an
    /// NSStackView (its closed drawer clips at its clipping resistance, its indented row is where the developer put it).
    func testCustomNSStackViewSubclassFromInterfaceBuilderIsLaidOutByAppKit() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="csv-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" verticalClippingResistancePriority="999" translatesAutoresizingMaskIntoConstraints="NO" id="csv-st-001" customClass="FoldingStack">
                                <rect key="frame" x="20" y="180" width="200" height="0.0"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="csv-rw-001" userLabel="Title Row">
                                        <rect key="frame" x="0.0" y="-24" width="200" height="24"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="csv-c-0001"/>
                                            <constraint firstAttribute="height" constant="24" id="csv-c-0002"/>
                                        </constraints>
                                    </customView>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="csv-rw-002" userLabel="Detail Row">
                                        <rect key="frame" x="20" y="-52" width="160" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="160" id="csv-c-0003"/>
                                            <constraint firstAttribute="height" constant="20" id="csv-c-0004"/>
                                        </constraints>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" id="csv-c-0005"/>
                                    <constraint firstItem="csv-rw-002" firstAttribute="leading" secondItem="csv-st-001" secondAttribute="leading" constant="20" id="csv-c-0006"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="csv-st-001" firstAttribute="leading" secondItem="csv-vw-001" secondAttribute="leading" constant="20" id="csv-c-0007"/>
                            <constraint firstItem="csv-st-001" firstAttribute="top" secondItem="csv-vw-001" secondAttribute="top" constant="20" id="csv-c-0008"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        let result = InterfaceBuilderReader().read([SourceFile(path: "folding.xib", text: xml)])
        let scene = try XCTUnwrap(result.scenes.first)
        XCTAssertEqual(scene.item("FoldingStack#csv-st-001")?.className, "FoldingStack")
        let solution = try XCTUnwrap(LayoutEngine().solve(scene).first)
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(solution.ambiguities, [])
        assertFrame(solution.frames["FoldingStack#csv-st-001"], Rect(x: 20, y: 20, width: 200, height: 0))
        assertFrame(solution.frames["Detail Row"], Rect(x: 20, y: 32, width: 160, height: 20))
    }
}
