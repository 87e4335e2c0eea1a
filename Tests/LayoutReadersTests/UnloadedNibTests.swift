import LayoutModel
@testable import LayoutReaders
import XCTest

/// Which nibs no code read loads (`IBUnloadedNib`): the rules, one case each.
final class UnloadedNibTests: XCTestCase {
    private func nib(owner: String, ownerElement: String = "placeholder") -> String {
        let ownerLine = ownerElement == "placeholder"
            ? "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(owner)\"/>"
            : "<customObject id=\"-2\" userLabel=\"File's Owner\" customClass=\"\(owner)\"/>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            \(ownerLine)
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
            </objects></document>
            """
    }

    private func isRead(_ file: String, _ text: String, identifiers: Set<String>, strings: Set<String> = []) -> Bool {
        var facts = ProjectFacts()
        facts.identifiersUsedInCode = identifiers
        facts.stringsInCode = strings
        let result = InterfaceBuilderReader().read(SourceFile(path: file, text: text), facts: facts)
        return !result.scenes.isEmpty
    }

    func testANibIsLoadedByItsNameOrByAUsedClassItsNameDerivesFrom() {
        let text = nib(owner: "SettingsViewController")
        XCTAssertTrue(isRead("SettingsViewController.xib", text, identifiers: ["SettingsViewController"]))
        XCTAssertTrue(isRead("SettingsView.xib", text, identifiers: ["SettingsViewController"]), "UIKit drops 'Controller'")
        XCTAssertTrue(isRead("Preferences.xib", text, identifiers: ["Other"], strings: ["Preferences"]))
        XCTAssertFalse(isRead("Preferences.xib", text, identifiers: ["SettingsViewController"]), "a used class of another name")
        XCTAssertFalse(isRead("SettingsViewController.xib", text, identifiers: ["Other"]), "nothing names it")
        XCTAssertTrue(isRead("SettingsViewController.xib", text, identifiers: []), "no code read: every nib is read")
    }

    func testCodeDerivingNibNamesFromClassesLoadsThroughAnyUsedClass() {
        let text = nib(owner: "RLMWelcomeWindowController", ownerElement: "customObject")
        XCTAssertFalse(isRead("WelcomeWindow.xib", text, identifiers: ["RLMWelcomeWindowController"]))
        XCTAssertTrue(isRead("WelcomeWindow.xib", text, identifiers: ["RLMWelcomeWindowController", "NSStringFromClass"]))
        XCTAssertTrue(isRead("WelcomeWindow.xib", text, identifiers: ["RLMWelcomeWindowController", "describing"]))
    }

    func testMainNibsAndLaunchScreensAreAlwaysRead() {
        XCTAssertTrue(isRead("MainMenu.xib", nib(owner: "NSApplication", ownerElement: "customObject"), identifiers: ["Other"]))
        XCTAssertTrue(isRead("MainWindow.xib", nib(owner: "UIApplication"), identifiers: ["Other"]))
        let launch = nib(owner: "Nobody").replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")
        XCTAssertTrue(isRead("Launch.xib", launch, identifiers: ["Other"]))
    }
}
