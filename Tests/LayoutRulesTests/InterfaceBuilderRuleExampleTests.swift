import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// Every rule on Interface Builder input: for each rule a .xib or .storyboard it must flag and one it must
/// accept, read through InterfaceBuilderReader and checked with that rule alone. Flagged diagnostics must
/// point at an element of the file and name its object id.
final class InterfaceBuilderRuleExampleTests: XCTestCase {
    private struct Example {
        var rule: String
        var flagged: String
        var accepted: String
        /// Interface Builder cannot express the mistake: the reader skips the construct with a note instead.
        var readerSkips = false
    }

    // MARK: Building documents

    /// A xib whose top-level view `root` (393×200, or the given size) holds `body` (subviews and constraints).
    private static func xib(_ body: String, size: String = "width=\"393\" height=\"200\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" \(size)/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        \(body)
                </view>
            </objects>
        </document>
        """
    }

    /// A storyboard with one view controller whose root view `root` (393×852) holds `body`.
    private static func storyboard(_ body: String, controllerGuides: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" customClass="ExampleViewController" sceneMemberID="viewController">
                            \(controllerGuides)
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(body)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A table view controller with one self-sizing prototype cell whose content view `content` (393×60) holds `body`.
    private static func cell(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tvc">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" rowHeight="-1" estimatedRowHeight="-1" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
        \(body)
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A plain view element with a frame; `extra` adds attributes such as `misplaced="YES"`.
    private static func view(_ id: String, _ frame: (Double, Double, Double, Double), element: String = "view",
                             translates: Bool = false, extra: String = "", inner: String = "") -> String {
        let flag = translates ? "" : " translatesAutoresizingMaskIntoConstraints=\"NO\""
        return """
                <\(element) contentMode="scaleToFill"\(flag) \(extra) id="\(id)">
                    <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                    \(inner)
                </\(element)>
        """
    }

    private static func subviews(_ views: String...) -> String {
        "<subviews>\n" + views.joined(separator: "\n") + "\n</subviews>"
    }

    private static func constraints(_ lines: String...) -> String {
        "<constraints>\n" + lines.joined(separator: "\n") + "\n</constraints>"
    }

    /// `<constraint …>` from `first.attribute relation second.attribute constant`; ids are c1, c2, … per call site.
    private static func c(_ id: String, _ first: String?, _ firstAttribute: String, _ second: String? = nil,
                          _ secondAttribute: String? = nil, constant: Double? = nil, relation: String? = nil,
                          priority: Double? = nil) -> String {
        var text = "<constraint"
        if let first { text += " firstItem=\"\(first)\"" }
        text += " firstAttribute=\"\(firstAttribute)\""
        if let relation { text += " relation=\"\(relation)\"" }
        if let second { text += " secondItem=\"\(second)\"" }
        if let secondAttribute { text += " secondAttribute=\"\(secondAttribute)\"" }
        if let constant { text += " constant=\"\(constant)\"" }
        if let priority { text += " priority=\"\(priority)\"" }
        return text + " id=\"\(id)\"/>"
    }

    /// A 40×40 box pinned at (x, y) in root: four constraints, ids prefixed by the box id.
    private static func pinnedBox(_ id: String, x: Double, y: Double, frame: (Double, Double)? = nil, extra: String = "") -> (view: String, constraints: [String]) {
        let stored = frame ?? (x, y)
        let box = view(id, (stored.0, stored.1, 40, 40), extra: extra, inner: constraints(
            c("\(id)-w", nil, "width", constant: 40), c("\(id)-h", nil, "height", constant: 40)))
        return (box, [c("\(id)-l", id, "leading", "root", "leading", constant: x), c("\(id)-t", id, "top", "root", "top", constant: y)])
    }

    // MARK: The examples

    private static var examples: [Example] {
        let box = pinnedBox("box", x: 20, y: 20)
        let boxXIB = { (more: String) in xib(subviews(box.view) + "\n" + constraints(box.constraints[0], box.constraints[1], more)) }
        let twoLabels = { (hugging: String) in
            xib(subviews(
                view("left", (0, 0, 50, 21), element: "label", extra: "text=\"Left\" \(hugging)"),
                view("right", (50, 0, 343, 21), element: "label", extra: "text=\"Right\"")) + constraints(
                c("l1", "left", "leading", "root", "leading"), c("l2", "right", "leading", "left", "trailing"),
                c("l3", "root", "trailing", "right", "trailing"), c("l4", "left", "top", "root", "top"),
                c("l5", "right", "top", "root", "top"),
                // The card's width is fixed: a view on its own is otherwise only drawn at its canvas width.
                c("l6", "root", "width", constant: 393)))
        }
        return [
            Example(
                rule: "missing_vertical_chain",
                flagged: cell(subviews(view("title", (16, 11, 361, 21), element: "label", extra: "text=\"Title\"")) + constraints(
                    c("m1", "title", "top", "content", "topMargin"), c("m2", "title", "leading", "content", "leadingMargin"),
                    c("m3", "content", "trailingMargin", "title", "trailing"))),
                accepted: cell(subviews(view("title", (16, 11, 361, 38), element: "label", extra: "text=\"Title\"")) + constraints(
                    c("m1", "title", "top", "content", "topMargin"), c("m2", "title", "leading", "content", "leadingMargin"),
                    c("m3", "content", "trailingMargin", "title", "trailing"), c("m4", "content", "bottomMargin", "title", "bottom")))),
            Example(
                rule: "unsatisfiable_constraints",
                flagged: boxXIB(c("u1", "box", "width", constant: 60)),
                accepted: boxXIB(c("u1", "box", "width", constant: 60, priority: 750))),
            Example(
                rule: "ambiguous_layout",
                flagged: xib(subviews(view("box", (20, 20, 40, 40), inner: constraints(c("a1", nil, "width", constant: 40), c("a2", nil, "height", constant: 40))))
                    + constraints(c("a3", "box", "leading", "root", "leading", constant: 20))),
                accepted: boxXIB("")),
            Example(
                rule: "anchor_mixing",
                flagged: boxXIB(c("x1", "box", "top", "root", "leading")),
                accepted: boxXIB(c("x1", "box", "centerY", "root", "centerY", priority: 250))),
            Example(
                rule: "mixed_direction_attributes",
                flagged: boxXIB(c("d1", "box", "right", "root", "right", constant: -20, relation: "lessThanOrEqual")),
                accepted: boxXIB(c("d1", "box", "trailing", "root", "trailing", constant: -20, relation: "lessThanOrEqual"))),
            Example(
                rule: "autoresizing_mask_constraints",
                flagged: xib(subviews(view("box", (20, 20, 40, 40), translates: true))
                    + constraints(c("r1", "box", "leading", "root", "leading", constant: 20))),
                accepted: boxXIB("")),
            Example(
                rule: "no_common_ancestor",
                flagged: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                        <objects>
                            <view contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                <subviews>
                    \(view("a", (0, 0, 40, 40)))
                                </subviews>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="width" secondItem="other" secondAttribute="width" id="n1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" id="other">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </view>
                        </objects>
                    </document>
                    """,
                accepted: boxXIB(""), readerSkips: true),
            Example(
                rule: "unsafe_area_edge",
                flagged: storyboard(subviews(view("banner", (0, 0, 393, 44))) + "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" + constraints(
                    c("s1", "banner", "top", "root", "top"), c("s2", "banner", "leading", "root", "leading"),
                    c("s3", "root", "trailing", "banner", "trailing"), c("s4", "banner", "height", constant: 44))),
                accepted: storyboard(subviews(view("banner", (0, 59, 393, 44))) + "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" + constraints(
                    c("s1", "banner", "top", "safe", "top"), c("s2", "banner", "leading", "root", "leading"),
                    c("s3", "root", "trailing", "banner", "trailing"), c("s4", "banner", "height", constant: 44)))),
            Example(
                rule: "deprecated_layout_guide",
                flagged: storyboard(subviews(view("banner", (0, 20, 393, 44))) + constraints(
                    c("g1", "banner", "top", "topGuide", "bottom"), c("g2", "banner", "leading", "root", "leading"),
                    c("g3", "root", "trailing", "banner", "trailing"), c("g4", "banner", "height", constant: 44)),
                    controllerGuides: """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        """),
                accepted: storyboard(subviews(view("banner", (0, 59, 393, 44))) + "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" + constraints(
                    c("g1", "banner", "top", "safe", "top"), c("g2", "banner", "leading", "root", "leading"),
                    c("g3", "root", "trailing", "banner", "trailing"), c("g4", "banner", "height", constant: 44)))),
            Example(
                rule: "duplicate_constraint",
                flagged: boxXIB(c("p1", "box", "leading", "root", "leading", constant: 20)),
                accepted: boxXIB(c("p1", "box", "leading", "root", "leading", constant: 10, relation: "greaterThanOrEqual"))),
            Example(
                rule: "constant_sign",
                flagged: xib(subviews(view("box", (20, 20, 353, 40), inner: constraints(c("k0", nil, "height", constant: 40))))
                    + constraints(c("k1", "box", "leading", "root", "leading", constant: 20), c("k2", "box", "top", "root", "top", constant: 20),
                                  c("k3", "box", "trailing", "root", "trailing", constant: 20))),
                accepted: xib(subviews(view("box", (20, 20, 353, 40), inner: constraints(c("k0", nil, "height", constant: 40))))
                    + constraints(c("k1", "box", "leading", "root", "leading", constant: 20), c("k2", "box", "top", "root", "top", constant: 20),
                                  c("k3", "root", "trailing", "box", "trailing", constant: 20)))),
            Example(
                rule: "misplaced_frame",
                flagged: {
                    let stale = pinnedBox("box", x: 20, y: 20, frame: (20, 36))
                    return xib(subviews(stale.view) + constraints(stale.constraints[0], stale.constraints[1]))
                }(),
                accepted: boxXIB("")),
            Example(rule: "ambiguous_layout", flagged: twoLabels(""), accepted: twoLabels("horizontalHuggingPriority=\"252\"")),
            Example(
                rule: "xcode_ambiguous_layout",
                flagged: xib(subviews(view("box", (20, 20, 40, 40), extra: "ambiguous=\"YES\"",
                                           inner: constraints(c("x1", nil, "width", constant: 40), c("x2", nil, "height", constant: 40))))
                             + constraints(c("x3", "box", "leading", "root", "leading", constant: 20))),
                accepted: xib(subviews(view("box", (20, 20, 40, 40), extra: "ambiguous=\"YES\"",
                                            inner: constraints(c("x1", nil, "width", constant: 40), c("x2", nil, "height", constant: 40))))
                              + constraints(c("x3", "box", "leading", "root", "leading", constant: 20),
                                            c("x4", "box", "top", "root", "top", constant: 20)))),
        ]
    }

    // MARK: Tests

    private func diagnostics(_ rule: any LintRule, _ document: String, file: String) -> (reader: [Diagnostic], rule: [Diagnostic]) {
        let result = InterfaceBuilderReader().read(SourceFile(path: file, text: document))
        return (result.diagnostics.filter { $0.severity != .note }, Linter(rules: [rule]).lint(result.scenes))
    }

    /// Every rule but the ones that check only what code does (`missing_vertical_chain_in_code`, and
    /// `content_view_autoresizing`: Interface Builder has no setting for a cell's content view's flag).
    func testEveryRuleHasInterfaceBuilderExamples() {
        let covered = Set(Self.examples.map(\.rule))
        for rule in RuleRegistry.all where !["missing_vertical_chain_in_code", "content_view_autoresizing"].contains(rule.description.id) {
            XCTAssertTrue(covered.contains(rule.description.id), "\(rule.description.id) has no Interface Builder example")
        }
    }

    func testFlaggedExamples() throws {
        for (index, example) in Self.examples.enumerated() {
            let rule = try XCTUnwrap(RuleRegistry.rule(id: example.rule), example.rule)
            let file = "example\(index).\(example.flagged.contains("Storyboard") ? "storyboard" : "xib")"
            if example.readerSkips {
                let notes = InterfaceBuilderReader().read(SourceFile(path: file, text: example.flagged)).diagnostics
                XCTAssertTrue(notes.contains { $0.ruleID == ReaderRuleID.skippedConstruct && $0.location.line > 1 },
                              "\(example.rule): the reader should skip the construct with a note")
                continue
            }
            let (reader, found) = diagnostics(rule, example.flagged, file: file)
            XCTAssertEqual(reader, [], "\(example.rule): example does not read")
            let own = found.filter { $0.ruleID == example.rule }
            XCTAssertFalse(own.isEmpty, "\(example.rule) should flag example \(index):\n\(example.flagged)")
            for diagnostic in own {
                XCTAssertEqual(diagnostic.location.file, file)
                XCTAssertGreaterThan(diagnostic.location.line, 1, "\(example.rule): \(diagnostic.message)")
                XCTAssertGreaterThan(diagnostic.location.column, 0)
                let objectID = try XCTUnwrap(diagnostic.location.objectID, "\(example.rule): no object id: \(diagnostic.message)")
                XCTAssertTrue(diagnostic.message.contains("object id \(objectID)") || diagnostic.message.contains(objectID),
                              "\(example.rule): the message does not name \(objectID): \(diagnostic.message)")
                let line = example.flagged.split(separator: "\n", omittingEmptySubsequences: false)[diagnostic.location.line - 1]
                XCTAssertTrue(line.contains("id=\"\(objectID)\""), "\(example.rule): line \(diagnostic.location.line) is not the element \(objectID): \(line)")
            }
        }
    }

    func testAcceptedExamples() throws {
        for (index, example) in Self.examples.enumerated() {
            let rule = try XCTUnwrap(RuleRegistry.rule(id: example.rule), example.rule)
            let file = "example\(index).\(example.accepted.contains("Storyboard") ? "storyboard" : "xib")"
            let (reader, found) = diagnostics(rule, example.accepted, file: file)
            XCTAssertEqual(reader, [], "\(example.rule): example does not read")
            XCTAssertEqual(found.map(\.message), [], "\(example.rule) should accept example \(index):\n\(example.accepted)")
        }
    }

    /// Xcode's flags and this analysis disagreeing: a stale misplaced flag is a note; an unflagged
    /// misplacement says Xcode did not flag it; an ambiguity Xcode flagged too says so.
    func testXcodeFlagsAreComparedWithTheAnalysis() throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: "misplaced_frame"))
        let staleFlag = Self.pinnedBox("box", x: 20, y: 20, extra: "misplaced=\"YES\"")
        let (_, stale) = diagnostics(rule, Self.xib(Self.subviews(staleFlag.view) + Self.constraints(staleFlag.constraints[0], staleFlag.constraints[1])), file: "stale.xib")
        XCTAssertEqual(stale.map(\.severity), [.note])
        XCTAssertTrue(stale.first?.message.contains("Xcode marked UIView#box misplaced") ?? false, stale.first?.message ?? "")

        let unflagged = Self.pinnedBox("box", x: 20, y: 20, frame: (24, 20))
        let (_, moved) = diagnostics(rule, Self.xib(Self.subviews(unflagged.view) + Self.constraints(unflagged.constraints[0], unflagged.constraints[1])), file: "moved.xib")
        XCTAssertEqual(moved.map(\.severity), [.warning])
        XCTAssertTrue(moved.first?.message.contains("(24, 20, 40, 40)") ?? false, moved.first?.message ?? "")
        XCTAssertTrue(moved.first?.message.contains("(20, 20, 40, 40)") ?? false, moved.first?.message ?? "")
        XCTAssertTrue(moved.first?.notes.first?.message.hasPrefix("Xcode did not mark UIView#box misplaced") ?? false)

        let ambiguous = try XCTUnwrap(RuleRegistry.rule(id: "xcode_ambiguous_layout"))
        let flagged = Self.xib(Self.subviews(Self.view("box", (20, 20, 40, 40), extra: "ambiguous=\"YES\"",
                                                       inner: Self.constraints(Self.c("a1", nil, "width", constant: 40), Self.c("a2", nil, "height", constant: 40))))
                               + Self.constraints(Self.c("a3", "box", "leading", "root", "leading", constant: 20)))
        let (_, found) = diagnostics(ambiguous, flagged, file: "ambiguous.xib")
        XCTAssertEqual(found.first?.notes.first?.message, "Xcode marked UIView#box ambiguous too when the file was saved")
        let (_, quiet) = diagnostics(rule, flagged, file: "ambiguous.xib")
        XCTAssertEqual(quiet, [], "an ambiguous view is not compared, and Xcode's ambiguous flag is right")
    }

    /// A view controller embedded in a navigation controller: IB's safe area includes the bar it does not store.
    func testSimulatedBarsAreNotMisplacements() throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: "misplaced_frame"))
        let document = Self.storyboard(Self.subviews(
            Self.view("list", (0, 103, 393, 715)), Self.view("footer", (0, 818, 393, 0))) + "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>"
            + Self.constraints(
                Self.c("b1", "list", "top", "safe", "top"), Self.c("b2", "list", "leading", "root", "leading"),
                Self.c("b3", "root", "trailing", "list", "trailing"), Self.c("b4", "safe", "bottom", "list", "bottom"),
                Self.c("b5", "footer", "top", "list", "bottom"), Self.c("b6", "footer", "leading", "root", "leading"),
                Self.c("b7", "root", "trailing", "footer", "trailing"), Self.c("b8", "footer", "height", constant: 0)))
        let (_, found) = diagnostics(rule, document, file: "bars.storyboard")
        XCTAssertEqual(found.map(\.message), [])
    }

    /// A macOS file stores a frame's y from the bottom of its superview: a box pinned 20 points below the top of a
    /// 300-point view is stored at y = 240, where it is (psychs/limechat @ceee3d1d: 60 of 60 such warnings).
    func testMacOSFramesCountedFromTheBottomAreNotMisplacements() throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: "misplaced_frame"))
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="root" userLabel="panel">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="240" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="w1"/>
                                    <constraint firstAttribute="height" constant="40" id="h1"/>
                                </constraints>
                            </customView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        let (_, found) = diagnostics(rule, document, file: "panel.xib")
        XCTAssertEqual(found.map(\.message), [])
    }
}
