import LayoutModel
import LayoutReaders
import XCTest

/// NSStackView read as AppKit lays it out: views in gravity areas, and the stack hugging its views along the
/// axis where UIStackView's constraints leave its size free.
final class InterfaceBuilderAppKitStackHuggingTests: XCTestCase {
    private func bar() throws -> Scene {
        let result = try InterfaceBuilderFixtures.read("appkit-gravity-toolbar.xib")
        return try XCTUnwrap(result.scenes.first { $0.name == "view" })
    }

    /// The reader describes a gravity-area stack; the engine makes its constraints (AppKitStackEngineTests).
    func testGravityAreaStackIsDescribedWithItsAppKitSettings() throws {
        let scene = try bar()
        let tools = try XCTUnwrap(scene.item("Tools Stack")?.stack)
        XCTAssertEqual(tools.distribution, .gravityAreas)
        XCTAssertEqual(tools.alignment, .center)
        XCTAssertEqual(tools.spacing, 6)
        XCTAssertEqual(tools.arrangedSubviews, ["Bold Button", "Italic Button", "Share Button"])
        XCTAssertEqual(tools.appKit?.gravities, [.leading, .leading, .trailing])
        XCTAssertEqual(tools.appKit?.hugging, AxisPair(horizontal: Priority(249.99998474121094), vertical: Priority(249.99998474121094)))
        XCTAssertFalse(scene.constraints.contains { $0.origin == .stackView }, "the reader writes no stack constraints")
    }

    func testEqualSpacingStackKeepsItsDistribution() throws {
        let dots = try XCTUnwrap(try bar().item("Page Dots")?.stack)
        XCTAssertEqual(dots.distribution, .equalSpacing)
        XCTAssertEqual(dots.arrangedSubviews, ["Dot 1", "Dot 2", "Dot 3"])
    }

    /// AppKit keeps an image view's image on its cell; the view is as large as that image.
    func testAppKitImageViewTakesItsSizeFromItsCellsImage() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="img-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <subviews>
                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img-iv-001" userLabel="Badge">
                                <rect key="frame" x="10" y="10" width="16" height="17"/>
                                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" image="beta" id="img-ic-001"/>
                            </imageView>
                        </subviews>
                    </customView>
                </objects>
                <resources>
                    <image name="beta" width="16" height="17"/>
                </resources>
            </document>
            """
        let result = InterfaceBuilderReader().read([SourceFile(path: "badge.xib", text: text)])
        let badge = try XCTUnwrap(result.scenes.first?.item("Badge"))
        XCTAssertEqual(badge.intrinsicSize, AxisPair(horizontal: .known(16), vertical: .known(17)))
    }
}

