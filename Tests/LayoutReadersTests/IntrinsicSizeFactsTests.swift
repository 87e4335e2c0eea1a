import LayoutModel
@testable import LayoutReaders
import XCTest

/// The intrinsic sizes view classes declare in code (`ProjectFacts.intrinsicSizesDeclaredInCode`): a nib drawing such a
/// view takes them over its drawing (Fixtures/interface-builder-with-code/BannerStripViewController.xib).
final class IntrinsicSizeFactsTests: XCTestCase {
    func testSwiftOverridesDeclareASizeAlongEachAxisTheyDoNotLeaveOut() {
        let swift = SourceFile(path: "Badges.swift", text: """
            import UIKit
            class BadgeView: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 24) }
            }
            final class CountBadgeView: BadgeView {}
            final class PlainView: UIView {}
            final class SquareView: UIView {
                override var intrinsicContentSize: CGSize { bounds.size }
            }
            """)
        let facts = SwiftSourceReader().read([swift]).facts
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["BadgeView"], AxisPair(horizontal: .none, vertical: .unknown))
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["CountBadgeView"], AxisPair(horizontal: .none, vertical: .unknown), "inherited")
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["SquareView"], AxisPair(horizontal: .unknown, vertical: .unknown))
        XCTAssertNil(facts.intrinsicSizesDeclaredInCode["PlainView"])
    }

    func testObjectiveCGettersDeclareASizeAlongEachAxisTheyDoNotLeaveOut() {
        let objc = SourceFile(path: "Strips.m", text: """
            @interface StripView : NSView
            @end
            @interface TallStripView : StripView
            @end
            @interface FramedView : NSView
            @end
            @interface PlainView : NSView
            @end
            @implementation StripView
            - (NSSize)intrinsicContentSize { return NSMakeSize(NSViewNoIntrinsicMetric, 40); }
            @end
            @implementation TallStripView
            @end
            @implementation FramedView
            - (NSSize)intrinsicContentSize { return self.bounds.size; }
            @end
            @implementation PlainView
            @end
            """)
        let facts = ObjectiveCReader().read([objc]).facts
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["StripView"], AxisPair(horizontal: .none, vertical: .unknown))
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["TallStripView"], AxisPair(horizontal: .none, vertical: .unknown), "inherited")
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["FramedView"], AxisPair(horizontal: .unknown, vertical: .unknown))
        XCTAssertNil(facts.intrinsicSizesDeclaredInCode["PlainView"])
    }

    func testTwoClassesOfOneNameSizeAnAxisEitherSizes() {
        var facts = ProjectFacts()
        facts.intrinsicSizesDeclaredInCode["StripView"] = AxisPair(horizontal: .none, vertical: .none)
        var other = ProjectFacts()
        other.intrinsicSizesDeclaredInCode["StripView"] = AxisPair(horizontal: .unknown, vertical: .none)
        facts.merge(other)
        XCTAssertEqual(facts.intrinsicSizesDeclaredInCode["StripView"], AxisPair(horizontal: .unknown, vertical: .none))
    }
}
