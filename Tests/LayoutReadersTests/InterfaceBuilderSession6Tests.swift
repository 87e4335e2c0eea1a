import LayoutModel
import LayoutReaders
import XCTest

/// NSStackView read as AppKit lays it out: views in gravity areas, and the stack hugging its views along the
/// axis where UIStackView's constraints leave its size free (session 6).
final class InterfaceBuilderSession6Tests: XCTestCase {
    private func bar() throws -> Scene {
        let result = try InterfaceBuilderFixtures.read("appkit-gravity-toolbar.xib")
        return try XCTUnwrap(result.scenes.first { $0.name == "view" })
    }

    private func stackConstraints(_ scene: Scene, of stack: ItemID) -> [String] {
        scene.constraints.filter { $0.origin == .stackView && $0.location == scene.item(stack)?.location }
            .map { "\($0.formula) '\($0.identifier ?? "")'" }
    }

    func testViewsInGravityAreasAreReadAndArranged() throws {
        let scene = try bar()
        for name in ["Bold Button", "Italic Button", "Share Button", "Title Label", "Detail Label"] {
            XCTAssertNotNil(scene.item(ItemID(name)), name)
        }
        XCTAssertEqual(scene.item("Share Button")?.superview, "Tools Stack")
        // Their own size constraints are read (they used to be skipped: the views were not in the scene).
        XCTAssertTrue(scene.constraints.contains { $0.formula == "Share Button.width == 28" })
        // Drawn with fixed frames, but the stack places them: no prototyping constraints.
        XCTAssertFalse(scene.constraints.contains { $0.origin == .interfaceBuilderPrototyping })
    }

    func testGravityAreaStackGetsNSStackViewConstraintsNotUIStackViews() throws {
        let scene = try bar()
        XCTAssertNil(scene.item("Tools Stack")?.stack, "no UIStackView constraints for a gravity-area stack")
        XCTAssertEqual(stackConstraints(scene, of: "Tools Stack"), [
            "Bold Button.leading >= Tools Stack.leading 'NSStackView-edge'",
            "Bold Button.leading == Tools Stack.leading @750 'NSStackView-edge'",
            "Tools Stack.trailing >= Share Button.trailing 'NSStackView-edge'",
            "Tools Stack.trailing == Share Button.trailing @750 'NSStackView-edge'",
            "Italic Button.leading >= Bold Button.trailing + 6 'NSStackView-spacing'",
            "Italic Button.leading == Bold Button.trailing + 6 @750 'NSStackView-spacing'",
            "Share Button.leading >= Italic Button.trailing + 6 'NSStackView-spacing'",
            "Share Button.leading == Italic Button.trailing + 6 @249.99998474121094 'NSStackView-hugging'",
            "Bold Button.centerY == Tools Stack.centerY @999 'NSStackView-alignment'",
            "Bold Button.top >= Tools Stack.top @999 'NSStackView-alignment'",
            "Tools Stack.bottom >= Bold Button.bottom @999 'NSStackView-alignment'",
            "Italic Button.centerY == Tools Stack.centerY @999 'NSStackView-alignment'",
            "Italic Button.top >= Tools Stack.top @999 'NSStackView-alignment'",
            "Tools Stack.bottom >= Italic Button.bottom @999 'NSStackView-alignment'",
            "Share Button.centerY == Tools Stack.centerY @999 'NSStackView-alignment'",
            "Share Button.top >= Tools Stack.top @999 'NSStackView-alignment'",
            "Tools Stack.bottom >= Share Button.bottom @999 'NSStackView-alignment'",
            "Tools Stack.height == 0 @249.99998474121094 'NSStackView-hugging'",
        ])
    }

    func testAStackWhoseViewsAreAllLeadingHugsTheTrailingEndOnlyAtItsHuggingPriority() throws {
        let scene = try bar()
        let captions = stackConstraints(scene, of: "Caption Stack")
        XCTAssertTrue(captions.contains("Title Label.top == Caption Stack.top @750 'NSStackView-edge'"))
        XCTAssertTrue(captions.contains("Caption Stack.bottom == Detail Label.bottom @249.99998474121094 'NSStackView-edge'"))
        XCTAssertTrue(captions.contains("Detail Label.top == Title Label.bottom + 2 @750 'NSStackView-spacing'"))
        XCTAssertTrue(captions.contains("Title Label.leading == Caption Stack.leading @999 'NSStackView-alignment'"))
    }

    func testEqualSpacingStackKeepsUIStackViewsConstraintsAndHugsAlongItsAxis() throws {
        let scene = try bar()
        let dots = try XCTUnwrap(scene.item("Page Dots")?.stack)
        XCTAssertEqual(dots.distribution, .equalSpacing)
        XCTAssertEqual(dots.arrangedSubviews, ["Dot 1", "Dot 2", "Dot 3"])
        XCTAssertEqual(stackConstraints(scene, of: "Page Dots"), [
            "Dot 2.leading == Dot 1.trailing + 5 @249.99998474121094 'NSStackView-hugging'",
        ])
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

