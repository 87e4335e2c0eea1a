import LayoutModel
import LayoutReaders
import XCTest

final class LayoutTextReaderTests: XCTestCase {
    private func read(_ text: String, file: String = "test.layout") -> ReadResult {
        LayoutTextReader().read(SourceFile(path: file, text: text))
    }

    private func onlyScene(_ text: String, file: String = "test.layout") throws -> Scene {
        let result = read(text, file: file)
        XCTAssertEqual(result.diagnostics, [], "unexpected diagnostics")
        XCTAssertEqual(result.scenes.count, 1)
        return try XCTUnwrap(result.scenes.first)
    }

    func testRecipeNotationCreatesItemsFromNames() throws {
        let scene = try onlyScene("""
            Name Label.Leading = Superview.LeadingMargin
            Name Text Field.Leading = Name Label.Trailing + Standard
            Name Label.Top >= Top Layout Guide.Bottom + 20.0
            Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)
            Name label.Baseline = Name Text Field.Baseline
            """, file: "Recipes/simple.layout")
        XCTAssertEqual(scene.name, "simple")
        XCTAssertEqual(scene.kind, .viewController)
        XCTAssertEqual(scene.root, "Superview")
        XCTAssertEqual(scene.items.map(\.id.name), ["Superview", "Name Label", "Name Text Field", "Superview.topLayoutGuide"])
        XCTAssertEqual(scene.item("Superview.topLayoutGuide")?.kind, .layoutGuide(.topLayoutGuide))
        XCTAssertEqual(scene.item("Name Label")?.superview, "Superview")
        XCTAssertEqual(scene.item("Name Label")?.className, "UILabel")
        XCTAssertEqual(scene.item("Name Text Field")?.className, "UITextField")
        XCTAssertEqual(scene.constraints.map(\.formula), [
            "Name Label.leading == Superview.leadingMargin",
            "Name Text Field.leading == Name Label.trailing + 8",
            "Name Label.top >= Superview.topLayoutGuide.bottom + 20",
            "Name Label.top == Superview.topLayoutGuide.bottom + 20 @249",
            "Name Label.lastBaseline == Name Text Field.lastBaseline",
        ])
        XCTAssertEqual(scene.constraints[3].priority, Priority(249))
        XCTAssertEqual(scene.constraints.map(\.location.line), [1, 2, 3, 4, 5])
        XCTAssertEqual(scene.constraints[0].location, SourceLocation(file: "Recipes/simple.layout", line: 1, column: 1))
    }

    func testCompactNotation() throws {
        let scene = try onlyScene("""
            scene Cell cell rowHeight=automatic
            root contentView: UITableViewCellContentView
            view titleLabel: UILabel in contentView intrinsic=unknown,21 hugging=251,defaultLow compression=750,1000 lines=0
            view a
            view b
              titleLabel.top == contentView.topMargin + 8 @750 "title-top"
            a.width == 0.5 * b.width
            a.height == 44
            a.leading >= b.trailing - 16 @defaultHigh - 1
            b.width <= a.width * 2 + 4 inactive
            a.top == contentView.safeArea.top
            """)
        XCTAssertEqual(scene.kind, .cell(rowHeight: nil))
        XCTAssertEqual(scene.root, "contentView")
        let title = try XCTUnwrap(scene.item("titleLabel"))
        XCTAssertEqual(title.className, "UILabel")
        XCTAssertEqual(title.superview, "contentView")
        XCTAssertEqual(title.intrinsicSize, AxisPair(horizontal: .unknown, vertical: .known(21)))
        XCTAssertEqual(title.contentHugging, AxisPair(horizontal: Priority(251), vertical: .defaultLow))
        XCTAssertEqual(title.compressionResistance, AxisPair(horizontal: .defaultHigh, vertical: .required))
        XCTAssertEqual(title.numberOfLines, 0)
        XCTAssertEqual(scene.item("a")?.superview, "contentView")
        let constraints = scene.constraints
        XCTAssertEqual(constraints.count, 6)
        XCTAssertEqual(constraints[0].identifier, "title-top")
        XCTAssertEqual(constraints[0].priority, .defaultHigh)
        XCTAssertEqual(constraints[0].secondAttribute, .topMargin)
        XCTAssertEqual(constraints[0].location.column, 3)
        XCTAssertEqual(constraints[1].multiplier, 0.5)
        XCTAssertNil(constraints[2].secondItem)
        XCTAssertEqual(constraints[2].secondAttribute, .notAnAttribute)
        XCTAssertEqual(constraints[2].constant, 44)
        XCTAssertEqual(constraints[3].relation, .greaterThanOrEqual)
        XCTAssertEqual(constraints[3].constant, -16)
        XCTAssertEqual(constraints[3].priority, Priority(749))
        XCTAssertEqual(constraints[4].multiplier, 2)
        XCTAssertEqual(constraints[4].constant, 4)
        XCTAssertFalse(constraints[4].isActive)
        XCTAssertEqual(constraints[5].secondItem, "contentView.safeAreaLayoutGuide")
        XCTAssertEqual(scene.item("contentView.safeAreaLayoutGuide")?.kind, .layoutGuide(.safeArea))
        XCTAssertEqual(scene.item("contentView.safeAreaLayoutGuide")?.superview, "contentView")
    }

    func testStackViewsVariantsConstantsAndSymbols() throws {
        let scene = try onlyScene("""
            scene Buttons container axes=vertical device="iPad Pro 11"
            const gap = 12
            root box
            view stack: UIStackView in box axis=vertical spacing=8 distribution=fillEqually alignment=center marginsRelative
            view one: UIButton in stack
            view two: UIButton in stack hidden
            view other in box frame=0,0,320,44 autoresizing mask=flexibleWidth|flexibleBottomMargin margins=4,8,4,8
            stack.top == box.top + gap
            stack.bottom == box.bottom - Theme.spacing "stack-bottom"
            variant landscape vertical=compact horizontal=regular
              stack.leading == box.leading + 20 "land"
              deactivate "stack-bottom"
              hide one
              stack stack axis=horizontal spacing=4 baselineRelative
            end
            """)
        XCTAssertEqual(scene.kind, .selfSizing(axes: [.vertical]))
        XCTAssertEqual(scene.device, "iPad Pro 11")
        let stack = try XCTUnwrap(scene.item("stack")?.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.spacing, 8)
        XCTAssertEqual(stack.distribution, .fillEqually)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.arrangedSubviews, ["one", "two"])
        XCTAssertTrue(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(scene.item("two")?.isHidden, true)
        let other = try XCTUnwrap(scene.item("other"))
        XCTAssertEqual(other.frame, Rect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertTrue(other.translatesAutoresizingMask)
        XCTAssertEqual(other.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
        XCTAssertEqual(other.layoutMargins, EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        XCTAssertEqual(scene.constraints[0].constant, 12)
        XCTAssertEqual(scene.constraints[1].symbolicConstant, "-Theme.spacing")
        XCTAssertFalse(scene.constraints[1].hasKnownConstant)
        XCTAssertEqual(scene.constraints[2].isActive, false)
        let variant = try XCTUnwrap(scene.variants.first)
        XCTAssertEqual(variant.name, "landscape")
        XCTAssertEqual(variant.verticalSizeClass, .compact)
        XCTAssertEqual(variant.horizontalSizeClass, .regular)
        XCTAssertEqual(variant.activatedConstraints, [2])
        XCTAssertEqual(variant.deactivatedConstraints, [1])
        XCTAssertEqual(variant.hiddenItems, ["one"])
        XCTAssertEqual(variant.stackOverrides, [StackOverride(item: "stack", axis: .horizontal, spacing: 4, isBaselineRelativeArrangement: true)])
        let landscape = scene.applying(variant)
        XCTAssertEqual(landscape.activeConstraints.map(\.index), [0, 2])
        XCTAssertEqual(landscape.item("one")?.isHidden, true)
        // The variant's stack: its axis, spacing and flag; everything else (alignment, arranged views) as in the base.
        XCTAssertEqual(landscape.item("stack")?.stack,
                       StackConfiguration(axis: .horizontal, spacing: 4, distribution: .fillEqually, alignment: .center,
                                          arrangedSubviews: ["one", "two"], isLayoutMarginsRelativeArrangement: true,
                                          isBaselineRelativeArrangement: true))
    }

    func testSeveralScenesInOneFileAndComments() throws {
        let result = read("""
            # first scene
            scene One standalone size=320x100
            root r   // trailing comment
            view a in r intrinsic=10,10
            a.centerX == r.centerX # comment after a constraint
            a.centerY == r.centerY

            scene Two cell rowHeight=44
            root c
            """)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.scenes.map(\.name), ["One", "Two"])
        XCTAssertEqual(result.scenes[0].size, Size(width: 320, height: 100))
        XCTAssertEqual(result.scenes[0].kind, .standalone)
        XCTAssertEqual(result.scenes[0].constraints.count, 2)
        XCTAssertEqual(result.scenes[1].kind, .cell(rowHeight: 44))
    }

    func testSuperviewMeansTheOtherItemsParent() throws {
        let scene = try onlyScene("""
            root view
            view box in view
            view label in box
            label.leading == Superview.leading + 8
            Superview.trailing == label.trailing
            box.top == Superview.top
            """)
        XCTAssertEqual(scene.constraints.map(\.formula), [
            "label.leading == box.leading + 8",
            "box.trailing == label.trailing",
            "box.top == view.top",
        ])
    }

    /// Each malformed line gives one error at the expected place; the rest of the file is still read.
    func testMalformedInputsReportLocationAndKeepReading() {
        let cases: [(line: String, column: Int, message: String)] = [
            ("a.top == ", 10, "expected a number, 'Standard' or an item at end of line"),
            ("a.top b.bottom", 7, "expected '==', '>=' or '<=', found 'b'"),
            ("a.middle == b.top", 3, "unknown attribute 'middle'"),
            ("a.top == b.bottom @2000", 20, "priority 2000 is out of range: expected 1…1000"),
            ("a.top == b.bottom + 8 trailing", 23, "expected '@priority', '\"identifier\"', 'inactive' or the end of the line, found 'trailing'"),
            ("a.top == b.bottom \"unterminated", 19, "unterminated string: expected a closing '\"'"),
            ("a.top == 20", 1, "'top' is a position and needs a second item; only width and height can equal a constant"),
            ("a.width == b.width + c.width", 22, "a constraint relates at most two items; expected a constant here"),
            ("view a in nowhere", 11, "unknown parent 'nowhere'"),
            ("view a intrinsic=12", 0, ""),
            ("view e intrinsic=big,12", 8, "expected intrinsic=W,H where each is a number, none or unknown, found 'big,12'"),
            ("view c colour=red", 8, "unknown item property 'colour'"),
            ("view d: UIView hugging=2000,1", 16, "expected a priority between 1 and 1000 in hugging, found '2000'"),
            ("view a", 6, "item 'a' is already declared in this scene"),
            ("b.top == zz.bottom", 10, "unknown item 'zz'"),
            ("frobnicate the layout", 1, "expected a declaration (scene, root, view, guide, const, variant) or a constraint"),
            ("end", 1, "'end' without an open 'variant'"),
            ("deactivate \"x\"", 1, "'deactivate' belongs inside a 'variant' … 'end' block"),
            ("stack a axis=vertical", 1, "'stack' belongs inside a 'variant' … 'end' block"),
            ("a.width == 0.5 * ", 18, "expected an item and attribute after the multiplier at end of line"),
            ("a.top == b.bottom (Priority 249", 32, "expected ')' at end of line"),
            ("a. == b.top", 4, "expected an attribute"),
            ("a.top == b.bottom origin=martian", 26, "expected an origin"),
        ]
        let header = "scene S\nroot r\nview b in r\n"
        for (line, column, message) in cases where !message.isEmpty {
            let text = header + (line.hasPrefix("view a") && !line.contains("nowhere") && !line.contains("intrinsic") ? "view a in r\n" : "") + line + "\nb.width == 10\n"
            let result = read(text)
            let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == line[...] }! + 1
            XCTAssertEqual(result.diagnostics.count, 1, "\(line): \(result.diagnostics.map(\.message))")
            guard let diagnostic = result.diagnostics.first else { continue }
            XCTAssertEqual(diagnostic.ruleID, "syntax_error", line)
            XCTAssertEqual(diagnostic.severity, .error, line)
            XCTAssertEqual(diagnostic.location.line, lineNumber, line)
            XCTAssertEqual(diagnostic.location.column, column, "\(line): \(diagnostic.message)")
            XCTAssertTrue(diagnostic.message.hasPrefix(message), "\(line): got \(diagnostic.message)")
            XCTAssertTrue(result.scenes.first?.constraints.contains { $0.formula == "b.width == 10" } ?? false,
                          "\(line): the line after the error must still be read")
        }
    }

    func testVariantStackStatementAcceptsOnlyStackProperties() {
        let result = read("root r\nview s: UIStackView in r\nvariant v\n  stack s axis=vertical hidden\n  stack s aligment=center\n  stack s\nend\n")
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "a variant's 'stack' sets only axis, spacing, distribution, alignment, marginsrelative, baselinerelative, not 'hidden'",
            "a variant's 'stack' sets only axis, spacing, distribution, alignment, marginsrelative, baselinerelative, not 'aligment'; did you mean 'alignment'?",
            "expected stack view properties such as axis=vertical at end of line",
        ])
        XCTAssertEqual(result.diagnostics.map(\.location.line), [4, 5, 6])
        XCTAssertEqual(result.diagnostics.map(\.location.column), [25, 11, 10])
    }

    func testScreensOfTheBaseAndOfAVariant() throws {
        let scene = try onlyScene("scene s devices=phone-landscape,pad-landscape\nroot r\nview a in r\nvariant upright devices=phone-portrait\nend\n")
        XCTAssertEqual(scene.baseDeviceForms, [.phoneLandscape, .padLandscape])
        XCTAssertEqual(scene.variants.first?.deviceForms, [.phonePortrait])
        let bad = read("root r\nvariant v devices=phone-sideways\nend\n")
        XCTAssertEqual(bad.diagnostics.first?.message,
                       "unknown screen 'phone-sideways': expected some of phone-portrait, phone-landscape, pad-portrait, pad-landscape")
        XCTAssertEqual(bad.diagnostics.first?.location.line, 2)
    }

    func testUnknownItemSuggestsCloseName() {
        let result = read("root r\nview titleLabel in r\ntitleLable.top == r.top\n")
        XCTAssertEqual(result.diagnostics.map(\.message), ["unknown item 'titleLable'; did you mean 'titleLabel'?"])
        XCTAssertEqual(result.diagnostics.first?.location.column, 1)
    }

    func testUnclosedVariantAndHierarchyCycle() {
        let unclosed = read("root r\nview a in r\nvariant v\na.width == 1\n")
        XCTAssertEqual(unclosed.diagnostics.map(\.message), ["variant 'v' is not closed: expected 'end'"])
        let cycle = read("root r\nview a in b\nview b in a\n")
        XCTAssertEqual(cycle.diagnostics.count, 1)
        XCTAssertTrue(cycle.diagnostics[0].message.contains("cycle"), cycle.diagnostics[0].message)
    }

    func testHostileInputDoesNotCrash() {
        let junk = String(repeating: "a.b.c.d == == @@ \"\\", count: 2000) + "\n\u{0}\u{FFFD}\n" + String(repeating: "(", count: 10000)
        let result = read(junk)
        XCTAssertFalse(result.diagnostics.isEmpty)
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }
}
