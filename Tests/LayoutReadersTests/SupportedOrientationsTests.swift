import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// A controller's `supportedInterfaceOrientations` keeps its scenes off the screens it does not support.
final class SupportedOrientationsTests: XCTestCase {
    func testTheWordsOfAnOverrideDecide() {
        XCTAssertEqual(SupportedOrientations.screens(fromBodyWords: ["portrait"]), DeviceForm.portrait)
        XCTAssertEqual(SupportedOrientations.screens(fromBodyWords: ["return", "UIInterfaceOrientationMaskPortrait"]), DeviceForm.portrait)
        XCTAssertEqual(SupportedOrientations.screens(fromBodyWords: ["UIDevice", "current", "userInterfaceIdiom", "pad", "all", "portrait"]),
                       [.phonePortrait, .padPortrait, .padLandscape])
        XCTAssertNil(SupportedOrientations.screens(fromBodyWords: ["all"]), "every orientation: nothing to restrict")
        XCTAssertNil(SupportedOrientations.screens(fromBodyWords: ["locksPortrait", "portrait", "all"]), "state not read")
        XCTAssertNil(SupportedOrientations.screens(fromBodyWords: ["topViewController", "supportedInterfaceOrientations"]))
        XCTAssertNil(SupportedOrientations.screens(fromBodyWords: []))
    }

    func testObjectiveCControllersInheritTheirBaseAnswer() {
        let source = SourceFile(path: "Lists.m", text: """
            #import <UIKit/UIKit.h>
            @interface BaseListViewController : UIViewController
            @end
            @implementation BaseListViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            @interface GroupEditViewController : BaseListViewController
            @end
            @implementation GroupEditViewController
            @end
            """)
        let facts = ObjectiveCReader().read([source]).facts
        XCTAssertEqual(facts.controllerScreens["BaseListViewController"], DeviceForm.portrait)
        XCTAssertEqual(facts.controllerScreens["GroupEditViewController"], DeviceForm.portrait)
    }

    func testStoryboardScenesOfAPortraitControllerStayPortrait() throws {
        let storyboard = SourceFile(path: "Tickets.storyboard", text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="Wallet.TicketViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        var facts = ProjectFacts()
        facts.controllerScreens = ["TicketViewController": DeviceForm.portrait]
        let scene = try XCTUnwrap(InterfaceBuilderReader().read(storyboard, facts: facts).scenes.first)
        XCTAssertEqual(scene.baseDeviceForms, [.phonePortrait, .padPortrait])
        XCTAssertNil(try XCTUnwrap(InterfaceBuilderReader().read(storyboard).scenes.first).baseDeviceForms)
    }
}
