import LayoutModel
import LayoutReaders
import XCTest

/// AppKit's scroll views read from Interface Builder: the reader describes the clip view as drawn (the engine tiles
/// it in its scroll view, `ClipViewTiling`), and a table is as large as its rows and columns.
final class InterfaceBuilderAppKitScrollTests: XCTestCase {
    private func panel() throws -> Scene {
        let result = try InterfaceBuilderFixtures.read("appkit-history-list.xib")
        return try XCTUnwrap(result.scenes.first { $0.name == "History Panel" })
    }

    /// What the engine tiles from: the clip view in its scroll view, not translating its mask, at its drawn frame
    /// (inside the bezel border: one point on every side). The reader writes no constraint for it.
    func testClipViewIsDescribedAsDrawn() throws {
        let scene = try panel()
        let clipView = try XCTUnwrap(scene.item("History Clip View"))
        XCTAssertEqual(clipView.className, "NSClipView")
        XCTAssertEqual(clipView.superview, "History Scroll View")
        XCTAssertFalse(clipView.translatesAutoresizingMask)
        XCTAssertEqual(clipView.frame.map { [$0.x, $0.y] }, [1, 1])
        XCTAssertFalse(scene.constraints.contains { $0.items.contains("History Clip View") && $0.items.contains("History Scroll View") })
    }

    func testTableIsAsLargeAsItsRowsAndColumns() throws {
        let scene = try panel()
        XCTAssertEqual(scene.item("History Table")?.intrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
        // A plain document view has no size of its own: the file must give it one.
        XCTAssertEqual(scene.item("Notes Canvas")?.intrinsicSize, AxisPair(horizontal: .none, vertical: .none))
    }

    /// A clip view that translates its frame, or one the file places itself, is read as written.
    func testClipViewPlacedOtherwiseIsReadAsWritten() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="cvp-vw-001" userLabel="Pane">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="cvp-sv-001" userLabel="Framed Scroll">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <clipView key="contentView" id="cvp-cv-001" userLabel="Framed Clip">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </clipView>
                            </scrollView>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="cvp-sv-002" userLabel="Pinned Scroll">
                                <rect key="frame" x="100" y="0.0" width="100" height="100"/>
                                <clipView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="cvp-cv-002" userLabel="Pinned Clip">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </clipView>
                                <constraints>
                                    <constraint firstItem="cvp-cv-002" firstAttribute="width" secondItem="cvp-sv-002" secondAttribute="width" id="cvp-c-0001"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let result = InterfaceBuilderReader().read([SourceFile(path: "pane.xib", text: xml)])
        let scene = try XCTUnwrap(result.scenes.first)
        XCTAssertEqual(scene.constraints.map(\.formula), ["Pinned Clip.width == Pinned Scroll.width"])
    }

    /// iina's table that its scroll view hugs: constraints between the document view and an NSScrollView's edges
    /// relate frames (AppKit has no content layout guide giving them a content-area meaning, as UIScrollView's do).
    func testDocumentViewConstraintsToTheScrollViewRelateFrames() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="hug-vw-001" userLabel="Picker">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="hug-sv-001" userLabel="Results Scroll">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <clipView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="hug-cv-001" userLabel="Results Clip">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <subviews>
                                        <tableView translatesAutoresizingMaskIntoConstraints="NO" id="hug-tb-001" userLabel="Results Table">
                                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                        </tableView>
                                    </subviews>
                                </clipView>
                                <constraints>
                                    <constraint firstItem="hug-tb-001" firstAttribute="top" secondItem="hug-sv-001" secondAttribute="top" id="hug-c-0001"/>
                                    <constraint firstAttribute="bottom" secondItem="hug-tb-001" secondAttribute="bottom" priority="499" id="hug-c-0002"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let result = InterfaceBuilderReader().read([SourceFile(path: "picker.xib", text: xml)])
        let scene = try XCTUnwrap(result.scenes.first)
        XCTAssertEqual(scene.constraints.filter { $0.origin == .user }.map(\.formula), [
            "Results Table.top == Results Scroll.top",
            "Results Scroll.bottom == Results Table.bottom @499",
        ])
        XCTAssertFalse(scene.items.contains { if case .layoutGuide = $0.kind { return true } else { return false } })
    }
}
