import LayoutModel
import LayoutReaders
import XCTest

/// NSStackView's clipping resistance read from Interface Builder: below required, the stack may be smaller than
/// its views (AppKit clips them), so what keeps it around them holds only at that priority.
final class InterfaceBuilderAppKitClippingTests: XCTestCase {
    private func panel() throws -> Scene {
        let result = try InterfaceBuilderFixtures.read("appkit-clipping-drawer.xib")
        return try XCTUnwrap(result.scenes.first { $0.name == "view" })
    }

    func testClippingResistanceIsTheStacksCompressionResistance() throws {
        let scene = try panel()
        XCTAssertEqual(scene.item("Options Drawer")?.compressionResistance, AxisPair(horizontal: .required, vertical: Priority(999)))
        XCTAssertEqual(scene.item("Advanced Drawer")?.compressionResistance, AxisPair(horizontal: .required, vertical: .required))
        XCTAssertEqual(scene.item("Tag Strip")?.compressionResistance, AxisPair(horizontal: Priority(250), vertical: .required))
        // The engine lays every stack out, the gravity-area strip included (AppKitStackEngineTests).
        XCTAssertNotNil(scene.item("Options Drawer")?.stack)
        XCTAssertEqual(scene.item("Tag Strip")?.stack?.distribution, .gravityAreas)
    }

    /// A UIKit stack's compression resistance is left as written (it is not a clipping resistance).
    func testUIKitStackKeepsItsCompressionResistance() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="uks-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" verticalCompressionResistancePriority="740" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="uks-st-001" userLabel="Rows">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="uks-rw-001" userLabel="Row">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let result = InterfaceBuilderReader().read([SourceFile(path: "rows.xib", text: xml)])
        let item = result.scenes.flatMap(\.items).first { $0.id == "Rows" }
        XCTAssertEqual(item?.compressionResistance?.vertical, Priority(740))
    }
}
