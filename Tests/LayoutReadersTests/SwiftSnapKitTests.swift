import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// SnapKit's DSL as the Swift reader follows it; every expectation was checked against SnapKit's own
/// source (ConstraintMaker, Constraint, ConstraintConstantTarget, ConstraintInsetTarget).
final class SwiftSnapKitTests: XCTestCase {
    private func read(_ text: String) -> (scene: Scene?, diagnostics: [Diagnostic], statistics: SwiftSourceReader.Statistics) {
        let (result, statistics) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Snap.swift", text: text)])
        return (result.scenes.first, result.diagnostics, statistics)
    }

    /// A view whose `setUp()` body is `body`, with `box`, `other` and `label` as subviews.
    private func scene(_ body: String, extra: String = "") -> Scene? {
        read("""
        import SnapKit
        final class Host: UIView {
            let box = UIView()
            let other = UIView()
            let label = UILabel()
            \(extra)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addSubview(other)
                box.addSubview(label)
                setUp()
            }
            func setUp() {
                \(body)
            }
        }
        """).scene
    }

    private func active(_ scene: Scene?) -> [String] {
        scene?.constraints.filter(\.isActive).map(\.formula) ?? []
    }

    /// A target the reader could not resolve that names a view, guide, anchor or `self` is no number: the relation is
    /// set aside, not read as a constant (`width <= window.safeAreaLayoutGuide - 32` is no `width <= -32`).
    func testUnresolvedTargetsNamingItemsAreNoConstants() {
        for text in ["self", "self.contentView", "window.safeAreaLayoutGuide", "header.snp.bottom", "container", "cardView", "topAnchor"] {
            XCTAssertEqual(SwiftInterpreter.snapKitTargetNamesAnItem(text), text != "container", text)
        }
        for text in ["Metrics.rowHeight", "spacing * 2", "itemWidth"] {
            XCTAssertFalse(SwiftInterpreter.snapKitTargetNamesAnItem(text), text)
        }
        XCTAssertFalse(SwiftInterpreter.snapKitTargetNamesAnItem(nil))
    }

    func testMakeConstraintsTurnsTheMaskOffActivatesAndReportsTheMakeLine() throws {
        let scene = try XCTUnwrap(scene("""
        box.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    make.leading.equalTo(other.snp.trailing).offset(8)
                }
        """))
        XCTAssertEqual(active(scene), ["box.top == self.top", "box.leading == other.trailing + 8"])
        XCTAssertEqual(scene.items.first { $0.id.name == "box" }?.translatesAutoresizingMask, false)
        XCTAssertEqual(scene.items.first { $0.id.name == "other" }?.translatesAutoresizingMask, true, "only the receiver is prepared")
        XCTAssertEqual(scene.constraints.map { "\($0.location.line):\($0.location.column)" }, ["16:13", "17:13"])
        XCTAssertTrue(scene.constraints.allSatisfy { $0.origin == .user && $0.priority == .required })
    }

    func testInsetMovesEveryEdgeInward() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }")), [
            "box.left == self.left + 16", "box.top == self.top + 16", "box.right == self.right - 16", "box.bottom == self.bottom - 16",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.leading.trailing.equalToSuperview().inset(12) }")), [
            "box.leading == self.leading + 12", "box.trailing == self.trailing - 12",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }")), [
            "box.top == self.top + 1", "box.bottom == self.bottom - 3", "box.leading == self.leading + 2", "box.trailing == self.trailing - 4",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 4, right: 20)) }")), [
            "box.left == self.left + 16", "box.top == self.top + 8", "box.right == self.right - 20", "box.bottom == self.bottom - 4",
        ])
    }

    func testInsetOnSizesAndCentersUsesBothSides() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.size.equalToSuperview().inset(10) }")), [
            "box.width == self.width - 20", "box.height == self.height - 20",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)) }")), [
            "box.centerX == self.centerX + 10",
        ])
    }

    func testInsetIsComputedForTheAttributeRelatedTo() {
        // SnapKit picks the inset's side by the other item's attribute: bottom, so it is negated.
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.top.equalTo(other.snp.bottom).inset(8) }")), ["box.top == other.bottom - 8"])
    }

    func testUnknownInsetStaysSymbolicWithItsSign() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.leading.trailing.width.equalToSuperview().inset(padding) }", extra: "var padding: CGFloat")), [
            "box.leading == self.leading + padding", "box.trailing == self.trailing + -padding", "box.width == self.width + -2 * padding",
        ])
    }

    func testOffsetIsAddedAsWritten() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.bottom.trailing.equalToSuperview().offset(-16) }")), [
            "box.bottom == self.bottom - 16", "box.trailing == self.trailing - 16",
        ])
    }

    func testNumbersRelatePositionsToTheSuperviewAndAreConstantsForSizes() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.top.equalTo(20); $0.width.height.equalTo(44); $0.centerX.equalTo(10) }")), [
            "box.top == self.top + 20", "box.width == 44", "box.height == 44", "box.centerX == self.left + 10",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.size.equalTo(CGSize(width: 80, height: 32)); $0.center.equalTo(CGPoint(x: 5, y: 6)) }")), [
            "box.width == 80", "box.height == 32", "box.centerX == self.left + 5", "box.centerY == self.top + 6",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.height.lessThanOrEqualTo(Layout.maximum) }")), ["box.height <= Layout.maximum"],
                       "an unresolved value on a size is a symbolic constant")
    }

    func testViewsAndItemsAsTargets() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.top.leading.equalTo(other) }")), ["box.top == other.top", "box.leading == other.leading"])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.size.equalTo(other.snp.width) }")), ["box.width == other.width", "box.height == other.width"])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.edges.equalTo(other.snp.edges) }")), [
            "box.left == other.left", "box.top == other.top", "box.right == other.right", "box.bottom == other.bottom",
        ])
        XCTAssertEqual(active(scene("label.snp.makeConstraints { $0.edges.equalTo(box.snp.margins) }")), [
            "label.left == box.leftMargin", "label.top == box.topMargin", "label.right == box.rightMargin", "label.bottom == box.bottomMargin",
        ])
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.bottom.equalTo(safeAreaLayoutGuide.snp.bottom); $0.top.equalTo(safeAreaLayoutGuide) }")), [
            "box.bottom == self.safeAreaLayoutGuide.bottom", "box.top == self.safeAreaLayoutGuide.top",
        ])
    }

    func testEqualToSuperviewForms() {
        XCTAssertEqual(active(scene("""
        label.snp.makeConstraints { make in
                    make.top.greaterThanOrEqualToSuperview().offset(4)
                    make.bottom.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
                    make.center.equalToSuperview()
                }
        """)), [
            "label.top >= box.top + 4", "label.bottom <= box.safeAreaLayoutGuide.bottom", "label.centerX == box.centerX", "label.centerY == box.centerY",
        ])
    }

    func testMultipliedByAndDividedBy() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.width.equalToSuperview().multipliedBy(0.5); $0.height.equalTo(other).dividedBy(4) }")), [
            "box.width == 0.5 * self.width", "box.height == 0.25 * other.height",
        ])
    }

    func testPriorityForms() {
        let scene = scene("""
        box.snp.makeConstraints { make in
                    make.top.equalToSuperview().priority(.high)
                    make.left.equalToSuperview().priority(.low)
                    make.right.equalToSuperview().priority(.medium)
                    make.bottom.equalToSuperview().priority(999)
                    make.width.equalTo(10).priority(UILayoutPriority(rawValue: 600))
                    make.height.equalTo(10).priorityHigh()
                    make.centerX.equalToSuperview().priority(.required)
                    make.centerY.equalToSuperview().priority(ConstraintPriority.low)
                }
        """)
        XCTAssertEqual(scene?.constraints.map(\.priority.value), [750, 250, 500, 999, 600, 750, 1000, 250])
    }

    func testLabeledNamesTheConstraints() {
        let scene = scene("box.snp.makeConstraints { $0.leading.trailing.equalToSuperview().labeled(\"boxSides\") }")
        XCTAssertEqual(scene?.constraints.map(\.identifier), ["boxSides", "boxSides"])
    }

    func testRemakeReplacesWhatSnapKitMadeForTheView() {
        let scene = scene("""
        box.snp.makeConstraints { $0.top.equalToSuperview(); $0.height.equalTo(10) }
                other.snp.makeConstraints { $0.top.equalToSuperview() }
                box.snp.remakeConstraints { $0.bottom.equalToSuperview() }
        """)
        XCTAssertEqual(active(scene), ["other.top == self.top", "box.bottom == self.bottom"])
        XCTAssertEqual(scene?.constraints.count, 4, "the replaced constraints stay in the scene, inactive")
    }

    func testRemoveConstraintsDeactivatesThem() {
        XCTAssertEqual(active(scene("box.snp.makeConstraints { $0.top.equalToSuperview() }; box.snp.removeConstraints()")), [])
    }

    func testUpdateChangesTheConstantOfTheMatchingConstraint() {
        let scene = scene("""
        box.snp.makeConstraints { $0.top.equalToSuperview().offset(8); $0.height.equalTo(10) }
                box.snp.updateConstraints { $0.top.equalToSuperview().offset(20); $0.height.equalTo(30) }
        """)
        XCTAssertEqual(scene?.constraints.map(\.formula), ["box.top == self.top + 20", "box.height == 30"])
        XCTAssertEqual(active(scene).count, 2)
    }

    func testUpdateWithNothingEarlierMakesTheConstraints() {
        XCTAssertEqual(active(scene("box.snp.updateConstraints { $0.height.equalTo(30) }")), ["box.height == 30"])
    }

    func testUpdateThatMatchesNothingIsReported() {
        let (_, diagnostics, _) = read("""
        final class Host: UIView {
            let box = UIView()
            func setUp() {
                addSubview(box)
                box.snp.makeConstraints { $0.top.equalToSuperview() }
                box.snp.updateConstraints { $0.top.equalToSuperview().offset(4).priority(.high) }
            }
        }
        """)
        XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("updateConstraints: nothing SnapKit made") && $0.location.line == 6 })
    }

    func testStoredConstraintToggledInBranchesBecomesVariants() throws {
        let scene = try XCTUnwrap(scene("""
        box.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    collapsed = make.height.equalTo(0).constraint
                }
        """, extra: """
        var collapsed: Constraint?
            @objc func toggle(_ open: Bool) {
                if open { collapsed?.deactivate() } else { collapsed?.isActive = true; collapsed?.update(offset: 5) }
            }
        """))
        XCTAssertEqual(active(scene), ["box.top == self.top", "box.height == 0"])
        // One branch turns the stored constraint off, the other back on: some variant has each.
        XCTAssertTrue(scene.variants.contains { $0.name.hasPrefix("toggle()") && $0.deactivatedConstraints == [1] && $0.activatedConstraints.isEmpty })
        XCTAssertTrue(scene.variants.contains { $0.name.hasPrefix("toggle()") && $0.activatedConstraints == [1] && $0.deactivatedConstraints.isEmpty })
        XCTAssertEqual(scene.constraints[1].constant, 0, "a constant updated in a branch does not change the base")
    }

    func testPrepareConstraintsMakesThemInactiveUntilActivated() {
        let scene = scene("""
        let prepared = box.snp.prepareConstraints { $0.width.equalTo(10) }
                other.snp.prepareConstraints { $0.width.equalTo(20) }
                prepared.forEach { $0.activate() }
        """)
        XCTAssertEqual(scene?.constraints.map(\.formula), ["box.width == 10", "other.width == 20"])
        XCTAssertEqual(active(scene), ["box.width == 10"])
    }

    func testGuideMakersAndHelpersOnTheDSL() {
        let (scene, _, _) = read("""
        extension ConstraintViewDSL {
            func pinToSuperview(inset: CGFloat = 0) {
                makeConstraints { $0.edges.equalToSuperview().inset(inset) }
            }
        }
        final class Host: UIView {
            let box = UIView()
            let guide = UILayoutGuide()
            func setUp() {
                addSubview(box)
                addLayoutGuide(guide)
                box.snp.pinToSuperview(inset: 4)
                guide.snp.makeConstraints { $0.width.equalTo(box); $0.leading.equalToSuperview() }
            }
        }
        """)
        XCTAssertEqual(scene?.constraints.filter(\.isActive).map(\.formula), [
            "box.left == self.left + 4", "box.top == self.top + 4", "box.right == self.right - 4", "box.bottom == self.bottom - 4",
            "self.guide.width == box.width", "self.guide.leading == self.leading",
        ])
        XCTAssertEqual(scene?.items.first { $0.id.name == "self.guide" }?.translatesAutoresizingMask, false)
    }

    func testStatisticsCountSnapKitRelations() {
        let (scene, diagnostics, statistics) = read("""
        final class Host: UIView {
            let box = UIView()
            func setUp() {
                addSubview(box)
                box.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().inset(8)
                    make.bottom.equalTo(unknownView.snp.top)
                    make.trailing.equalTo(somewhere)
                }
            }
        }
        """)
        XCTAssertEqual(scene?.constraints.map(\.formula), ["box.top == self.top + 8", "box.leading == self.leading + 8"])
        XCTAssertEqual(statistics.constraintExpressionsFound, 3)
        XCTAssertEqual(statistics.constraintExpressionsUnderstood, 1)
        XCTAssertTrue(diagnostics.contains { $0.message == "constraint skipped: SnapKit target not resolved: somewhere" && $0.location.line == 8 && $0.location.column == 13 })
    }

    func testAttributeSetsSnapKitCannotRelateAreSkipped() {
        let (scene, diagnostics, _) = read("""
        final class Host: UIView {
            let box = UIView()
            func setUp() {
                addSubview(box)
                box.snp.makeConstraints { $0.top.leading.equalTo(self.snp.size) }
            }
        }
        """)
        XCTAssertEqual(scene?.constraints.count ?? 0, 0)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("fatal error") })
    }

    // MARK: - Found on real SnapKit apps

    func testNumberTypedValuesOnPositionsAreConstants() {
        let (scene, _, _) = read("""
        let kTopInset: CGFloat = { computeInset() }()
        final class Host: UIView {
            let box = UIView()
            func setUp() {
                addSubview(box)
                box.snp.makeConstraints { $0.top.equalTo(kTopInset); $0.left.equalTo(kTopInset + 40) }
            }
        }
        """)
        XCTAssertEqual(scene?.constraints.map(\.formula), ["box.top == self.top + kTopInset", "box.left == self.left + kTopInset + 40"])
    }

    func testRelationsInABranchOfTheClosureActivateInThatBranch() throws {
        let scene = try XCTUnwrap(scene("", extra: """
        func refresh(_ expanded: Bool) {
                box.snp.remakeConstraints { make in
                    make.top.equalToSuperview()
                    if expanded { make.right.equalToSuperview() } else { make.width.equalTo(10) }
                }
            }
        """))
        let right = try XCTUnwrap(scene.constraints.firstIndex { $0.formula == "box.right == self.right" })
        let width = try XCTUnwrap(scene.constraints.firstIndex { $0.formula == "box.width == 10" })
        let bothSomewhere = ([scene.constraints.filter(\.isActive).map(\.formula)] + scene.variants.map { variant in
            scene.constraints.indices.filter { index in
                variant.activatedConstraints.contains(index) || scene.constraints[index].isActive && !variant.deactivatedConstraints.contains(index)
            }.map { scene.constraints[$0].formula }
        }).contains { $0.contains(scene.constraints[right].formula) && $0.contains(scene.constraints[width].formula) }
        XCTAssertFalse(bothSomewhere, "the two branches never hold together")
    }

    func testRemovedViewTakesItsOutsideConstraintsWithIt() {
        XCTAssertEqual(active(scene("""
        box.snp.makeConstraints { $0.edges.equalToSuperview() }
                label.snp.makeConstraints { $0.top.equalToSuperview(); $0.bottom.equalTo(other) }
                box.removeFromSuperview()
        """)), ["label.top == box.top"], "constraints inside the removed subtree stay")
    }

    func testImageViewsWithImagesAndTextViewsWithoutScrollingSizeThemselves() {
        let (scene, _, _) = read("""
        final class Host: UIView {
            let icon = UIImageView(image: UIImage(named: "arrow"))
            let badge = UIImageView()
            let empty = UIImageView()
            let text = UITextView()
            func setUp() {
                [icon, badge, empty, text].forEach { addSubview($0) }
                badge.image = UIImage(systemName: "star")
                text.isScrollEnabled = false
                [icon, badge, empty, text].forEach { $0.snp.makeConstraints { $0.center.equalToSuperview() } }
            }
        }
        """)
        let sizes = Dictionary(uniqueKeysWithValues: (scene?.items ?? []).map { ($0.id.name, $0.intrinsicSize?.vertical) })
        XCTAssertEqual(sizes["icon"], .some(.unknown))
        XCTAssertEqual(sizes["badge"], .some(.unknown))
        XCTAssertEqual(sizes["empty"], .some(nil))
        XCTAssertEqual(sizes["text"], .some(.unknown))
    }

    func testProjectExtensionsOfSnapKitTypes() {
        let (scene, _, _) = read("""
        extension ConstraintMaker {
            var horizontal: ConstraintMakerExtendable { leading.trailing }
        }
        extension Constraint {
            func setActivated(_ flag: Bool) { if flag { activate() } else { deactivate() } }
        }
        extension UIView {
            func layout(_ closure: (ConstraintMaker) -> Void) { snp.makeConstraints(closure) }
        }
        final class Host: UIView {
            let box = UIView()
            var height: Constraint?
            func setUp() {
                addSubview(box)
                box.layout { make in
                    make.horizontal.equalToSuperview().inset(8)
                    height = make.height.equalTo(20).constraint
                }
                height?.setActivated(false)
            }
        }
        """)
        XCTAssertEqual(scene?.constraints.map(\.formula), ["box.leading == self.leading + 8", "box.trailing == self.trailing - 8", "box.height == 20"])
        XCTAssertEqual(scene?.constraints.map(\.isActive), [true, true, false])
    }

    func testProjectViewsMadeWithoutMatchingInitializerRunInitFrame() throws {
        let (result, _) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Snap.swift", text: """
        class Box: UIView {
            convenience init(width: CGFloat) {
                self.init(frame: .zero)
                snp.makeConstraints { $0.width.equalTo(width) }
            }
        }
        class Column: UIStackView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                axis = .vertical
            }
        }
        final class Screen: UIViewController {
            let box = Box()
            override func viewDidLoad() {
                let column = Column(arrangedSubviews: [box])
                view.addSubview(column)
                column.snp.makeConstraints { $0.edges.equalToSuperview() }
            }
        }
        """)])
        let unwrapped = try XCTUnwrap(result.scenes.first { $0.name == "Screen" })
        XCTAssertFalse(unwrapped.constraints.contains { $0.firstAttribute == .width }, "Box() does not run init(width:)")
        let column = try XCTUnwrap(unwrapped.items.first { $0.id.name == "column" })
        XCTAssertEqual(column.stack?.axis, .vertical)
        XCTAssertEqual(column.stack?.arrangedSubviews.map(\.name), ["box"])
    }

    func testProjectTypeOnAnUnseenBaseClassIsAViewOnceItHasSnp() throws {
        let (result, _) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Snap.swift", text: """
        class Slideshow: ImageSlideshow {
            func makeUI() { backgroundColor = .gray }
        }
        final class Screen: UIViewController {
            let slides = Slideshow()
            override func viewDidLoad() {
                view.addSubview(slides)
                slides.snp.makeConstraints { $0.edges.equalToSuperview() }
            }
        }
        """)])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "Screen" })
        XCTAssertEqual(scene.constraints.map(\.formula), ["slides.left == view.left", "slides.top == view.top", "slides.right == view.right", "slides.bottom == view.bottom"])
        XCTAssertEqual(scene.items.first { $0.id.name == "slides" }?.superview?.name, "view")
        XCTAssertEqual(scene.items.first { $0.id.name == "slides" }?.translatesAutoresizingMask, false)
    }

    func testLocationsAreTheLinesSnapKitPrintsInLogs() throws {
        // Fixtures/logs/snapkit.log names MapOverlayView.swift#41, #47, #48 and #49 for these constraints.
        let url = SwiftSourceFixtures.packageRoot.appendingPathComponent("Fixtures/logs/source/MapOverlayView.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scene = try XCTUnwrap(SwiftSourceReader().read([SourceFile(path: "MapOverlayView.swift", text: text)]).scenes.first)
        let byLine = Dictionary(grouping: scene.constraints, by: \.location.line).mapValues { $0.map(\.formula) }
        XCTAssertEqual(byLine[41], ["self.height == 90"])
        XCTAssertEqual(byLine[47], ["locateButton.top == self.top + 24"])
        XCTAssertEqual(byLine[48], ["locateButton.height == 52"])
        XCTAssertEqual(byLine[49], ["locateButton.bottom == self.bottom - 24"])
        XCTAssertEqual(scene.constraints.first { $0.location.line == 41 }?.location.column, 13)
    }

    func testHuggingAndCompressionThroughTheDSL() throws {
        let scene = try XCTUnwrap(scene("""
        label.snp.contentHuggingHorizontalPriority = 751
                label.snp.contentCompressionResistanceVerticalPriority = 1000
                label.snp.makeConstraints { $0.center.equalToSuperview() }
        """))
        let label = try XCTUnwrap(scene.items.first { $0.id.name == "label" })
        XCTAssertEqual(label.contentHugging?.horizontal, Priority(751))
        XCTAssertEqual(label.compressionResistance?.vertical, Priority(1000))
    }
}
