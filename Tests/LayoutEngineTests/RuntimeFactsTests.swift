import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import XCTest

/// The runtime's meanings the engine gives every scene, whatever reader described it: a scroll view's edges related
/// to a view inside it are its content area, and a cell's content view fills the cell.
final class RuntimeFactsTests: XCTestCase {
    private func fixture(_ folder: String, _ names: [String], reader: any LayoutReader) throws -> [Scene] {
        let files = try names.map { name in
            let url = EngineTestSupport.packageRoot.appendingPathComponent("Fixtures/\(folder)/\(name)")
            return SourceFile(path: "Fixtures/\(folder)/\(name)", text: try String(contentsOf: url, encoding: .utf8))
        }
        return reader.read(files, facts: ProjectFacts()).scenes
    }

    private func scene(_ scenes: [Scene], _ name: String) throws -> Scene {
        try XCTUnwrap(scenes.first { $0.name == name }, "scenes: \(scenes.map(\.name))")
    }

    private func swiftScene(_ source: String, named name: String) throws -> Scene {
        try scene(SwiftSourceReader().read([SourceFile(path: "Shapes.swift", text: source)]).scenes, name)
    }

    // MARK: The scroll view's content area

    func testSwiftScrollViewEdgesMoveToItsContentLayoutGuide() throws {
        let read = try scene(fixture("swift", ["ScrollingFormViewController.swift"], reader: SwiftSourceReader()), "ScrollingFormViewController")
        let applied = RuntimeFacts.applied(to: read)
        XCTAssertEqual(applied.constraints.map(\.formula), [
            "scrollView.top == view.safeAreaLayoutGuide.top", "scrollView.leading == view.leading",
            "scrollView.trailing == view.trailing", "scrollView.bottom == view.bottom",
            "column.top == scrollView.contentLayoutGuide.top + 16", "column.leading == scrollView.contentLayoutGuide.leading + 16",
            "column.trailing == scrollView.contentLayoutGuide.trailing - 16", "column.bottom == scrollView.contentLayoutGuide.bottom - 16",
            "column.width == scrollView.width - 32",
        ], "edges to the outside and the width stay on the frame")
        let guide = try XCTUnwrap(applied.items.last)
        XCTAssertEqual(guide.id, ItemID("scrollView.contentLayoutGuide"))
        XCTAssertEqual(guide.kind, .layoutGuide(.scrollContent))
        XCTAssertEqual(guide.superview, ItemID("scrollView"))
        XCTAssertEqual(guide.location, read.item(ItemID("scrollView"))?.location)
        XCTAssertEqual(RuntimeFacts.applied(to: applied), applied, "applying twice changes nothing")
    }

    func testInterfaceBuilderScrollViewEdgesUseTheFilesGuideOrAnAddedOne() throws {
        let scenes = try fixture("interface-builder", ["scroll-content.storyboard"], reader: InterfaceBuilderReader())
        let notes = RuntimeFacts.applied(to: try scene(scenes, "RecipeNotesViewController"))
        XCTAssertEqual(notes.constraints.map(\.formula).filter { $0.contains("Notes Content") && !$0.contains("Card") }, [
            "Notes Content.top == Notes Scroll.contentLayoutGuide.top", "Notes Content.leading == Notes Scroll.contentLayoutGuide.leading",
            "Notes Scroll.contentLayoutGuide.trailing == Notes Content.trailing", "Notes Scroll.contentLayoutGuide.bottom == Notes Content.bottom",
            "Notes Content.width == Notes Scroll.width", "Notes Content.centerX == Notes Scroll.centerX",
        ])
        let pantry = RuntimeFacts.applied(to: try scene(scenes, "PantryViewController"))
        XCTAssertEqual(pantry.constraints.map(\.formula).filter { $0.contains("Pantry Shelf") }, [
            "Pantry Shelf.top == contentLayoutGuide.top", "Pantry Shelf.leading == contentLayoutGuide.leading",
            "contentLayoutGuide.trailing == Pantry Shelf.trailing", "contentLayoutGuide.bottom == Pantry Shelf.bottom",
            "Pantry Shelf.width == frameLayoutGuide.width",
        ], "the file's own content layout guide is used, none is added")
        XCTAssertEqual(pantry.items.count, try scene(scenes, "PantryViewController").items.count)
    }

    /// `.layout` files and the Objective-C reader get the same meaning (before, only Swift and Interface Builder did).
    func testLayoutAndObjectiveCScrollViewEdgesMeanTheContentArea() throws {
        let notes = RuntimeFacts.applied(to: try scene(fixture("layout", ["scroll-content-area.layout"], reader: LayoutTextReader()), "NotesScreen"))
        XCTAssertEqual(notes.constraints.map(\.formula).filter { $0.contains("column.") && !$0.contains("body.") }, [
            "column.top == scroll.contentLayoutGuide.top + 16", "column.leading == scroll.contentLayoutGuide.leading + 16",
            "scroll.contentLayoutGuide.trailing == column.trailing + 16", "scroll.contentLayoutGuide.bottom == column.bottom + 16",
            "column.width == scroll.width - 32",
        ])
        let margins = RuntimeFacts.applied(to: try scene(fixture("layout", ["scroll-content-area.layout"], reader: LayoutTextReader()), "MarginsScreen"))
        XCTAssertEqual(margins.constraints.map(\.formula).filter { $0.hasPrefix("card.") }, [
            "card.top == scroll.contentLayoutGuide.topMargin", "card.bottom == scroll.contentLayoutGuide.bottomMargin",
            "card.leading == view.leadingMargin", "card.trailing == view.trailingMargin",
            "card.trailing == scroll.contentLayoutGuide.trailingMargin", "card.height == 1400",
        ], "margins mean the content area too, inset by the scroll view's margins")
        XCTAssertEqual(margins.item("scroll.contentLayoutGuide")?.layoutMargins, .defaultMargins)
        let objectiveC = RuntimeFacts.applied(to: try scene(fixture("objc", ["NotesScrollViewController.m"], reader: ObjectiveCReader()), "NotesScrollViewController"))
        XCTAssertEqual(objectiveC.constraints.map(\.formula).filter { $0.hasPrefix("column.") }, [
            "column.top == scrollView.contentLayoutGuide.top + 16", "column.leading == scrollView.contentLayoutGuide.leading + 16",
            "column.trailing == scrollView.contentLayoutGuide.trailing - 16", "column.bottom == scrollView.contentLayoutGuide.bottom - 16",
            "column.width == scrollView.width - 32", "column.height == 1400",
        ])
    }

    func testProjectSubclassOfUIScrollViewHasAContentAreaAndNSScrollViewHasNone() throws {
        let paging = try swiftScene("""
        final class PagingStrip: UIScrollView {}
        final class PagesViewController: UIViewController {
            let strip = PagingStrip()
            let page = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(strip)
                strip.addSubview(page)
                page.translatesAutoresizingMaskIntoConstraints = false
                page.topAnchor.constraint(equalTo: strip.topAnchor).isActive = true
            }
        }
        """, named: "PagesViewController")
        XCTAssertEqual(paging.item(ItemID("strip"))?.platformClass, "UIScrollView")
        XCTAssertEqual(RuntimeFacts.applied(to: paging).constraints.map(\.formula), ["page.top == strip.contentLayoutGuide.top"])

        let pages = RuntimeFacts.applied(to: try scene(fixture("layout", ["scroll-content-area.layout"], reader: LayoutTextReader()), "PagesScreen"))
        XCTAssertEqual(pages.constraints.map(\.formula).filter { $0.contains("page.") }, [
            "page.top == strip.contentLayoutGuide.top", "page.leading == strip.contentLayoutGuide.leading",
            "page.trailing == strip.contentLayoutGuide.trailing", "page.bottom == strip.contentLayoutGuide.bottom",
            "page.width == strip.width", "page.height == 1400",
        ], "platform=UIScrollView in a .layout file")

        let objectiveC = try scene(ObjectiveCReader().read([SourceFile(path: "Pages.m", text: """
        @interface PagingStrip : UIScrollView
        @end
        @implementation PagingStrip
        @end
        @interface PagesView : UIView
        @end
        @implementation PagesView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            PagingStrip *strip = [[PagingStrip alloc] init];
            [self addSubview:strip];
            UIView *page = [[UIView alloc] init];
            page.translatesAutoresizingMaskIntoConstraints = NO;
            [strip addSubview:page];
            [page.topAnchor constraintEqualToAnchor:strip.topAnchor].active = YES;
            return self;
        }
        @end
        """)]).scenes, "PagesView")
        XCTAssertEqual(objectiveC.item(ItemID("strip"))?.platformClass, "UIScrollView")
        XCTAssertEqual(RuntimeFacts.applied(to: objectiveC).constraints.map(\.formula), ["page.top == strip.contentLayoutGuide.top"])

        let appKit = Scene(name: "Mac", root: "view", items: [
            Item(id: "view", className: "NSView"), Item(id: "scroll", className: "NSScrollView", superview: "view"),
            Item(id: "table", className: "NSTableView", superview: "scroll"),
        ], constraints: [Constraint(firstItem: "table", firstAttribute: .top, secondItem: "scroll", secondAttribute: .top)])
        XCTAssertEqual(RuntimeFacts.applied(to: appKit), appKit, "an NSScrollView's edges are its frame's")
    }

    // MARK: The cell's content view

    func testContentViewFillsACellTheCodeUsesDirectly() throws {
        let cell = RuntimeFacts.applied(to: try scene(fixture("swift", ["CellEdgeAnchors.swift"], reader: SwiftSourceReader()), "TransferRowCell"))
        let fill = cell.constraints.filter { $0.identifier == "cell-contentView-fill" }
        XCTAssertEqual(fill.map(\.formula), [
            "contentView.left == self.left", "contentView.top == self.top",
            "contentView.right == self.right", "contentView.bottom == self.bottom",
        ])
        XCTAssertTrue(fill.allSatisfy { $0.origin == .system && $0.isActive && $0.priority == .required })
        XCTAssertTrue(fill.allSatisfy { $0.location == cell.item(ItemID("self"))?.location })
        XCTAssertEqual(RuntimeFacts.applied(to: cell), cell, "applying twice changes nothing")
    }

    /// A `.layout` cell whose root sits in its cell gets the fill; a table view cell whose content view does not
    /// translate its mask does not, and is no longer sized by its row (UIKit leaves that undefined): nothing but the
    /// scene's kind and the openness of the content view and the cell changes.
    func testLayoutCellContentViewFillsItsCell() throws {
        let scenes = try fixture("layout", ["cell-content-view-fill.layout"], reader: LayoutTextReader())
        let transfer = RuntimeFacts.applied(to: try scene(scenes, "TransferRowCell"))
        XCTAssertEqual(transfer.constraints.filter { $0.identifier == "cell-contentView-fill" }.map(\.formula), [
            "contentView.left == cell.left", "contentView.top == cell.top", "contentView.right == cell.right", "contentView.bottom == cell.bottom",
        ])
        let inset = try scene(scenes, "InsetRowCell")
        let applied = RuntimeFacts.applied(to: inset)
        XCTAssertEqual(applied.kind, .standalone)
        XCTAssertEqual(applied.constraints, inset.constraints)
        XCTAssertEqual(applied.items.filter(\.isOpen).map(\.id.name), ["contentView", "cell"])
        XCTAssertEqual(UnsupportedContentViewMask.contentView(in: applied), ItemID("contentView"))
        XCTAssertEqual(RuntimeFacts.applied(to: applied), applied, "applying twice changes nothing")
    }

    func testCellUsingOnlyItsContentViewGetsNoFill() throws {
        let cell = RuntimeFacts.applied(to: try scene(fixture("swift", ["CellEdgeAnchors.swift"], reader: SwiftSourceReader()), "TagChipCell"))
        XCTAssertNil(cell.item(ItemID("self")), "items: \(cell.items.map(\.id.name))")
        XCTAssertFalse(cell.constraints.contains { $0.identifier == "cell-contentView-fill" })
    }

    func testContentViewPlacedByTheCodeIsNotStretchedOverTheCell() throws {
        let cell = RuntimeFacts.applied(to: try swiftScene("""
        final class InsetCardCell: UITableViewCell {
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    contentView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    contentView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    contentView.topAnchor.constraint(equalTo: topAnchor),
                    contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                ])
            }
        }
        """, named: "InsetCardCell"))
        XCTAssertFalse(cell.constraints.contains { $0.identifier == "cell-contentView-fill" }, "\(cell.constraints.map(\.formula))")
        XCTAssertEqual(cell.constraints.filter { $0.firstItem == ItemID("contentView") }.count, 4)
    }

    /// Any reader's scene: a model whose root sits in a cell of another module's class (named like a cell) or of
    /// UIKit's; a root in a plain view, or in a reusable view that has no content view, is left alone.
    func testFillDependsOnTheCellClassNotTheReader() {
        func cellScene(_ cellClass: String, platform: String? = nil) -> Scene {
            Scene(name: "Row", kind: .cell(rowHeight: nil), root: "contentView", items: [
                Item(id: "contentView", className: "UIView", superview: "cell", translatesAutoresizingMask: true),
                Item(id: "cell", className: cellClass, platformClass: platform),
                Item(id: "badge", className: "UIView", superview: "cell"),
            ], constraints: [Constraint(firstItem: "badge", firstAttribute: .top, secondItem: "cell", secondAttribute: .top)])
        }
        func fills(_ scene: Scene) -> Bool { RuntimeFacts.applied(to: scene).constraints.count == scene.constraints.count + 4 }
        XCTAssertTrue(fills(cellScene("UICollectionViewCell")))
        XCTAssertTrue(fills(cellScene("SwipeTableViewCell")))
        XCTAssertTrue(fills(cellScene("TransferRow", platform: "UITableViewCell")))
        XCTAssertTrue(fills(cellScene("UITableViewHeaderFooterView")))
        XCTAssertFalse(fills(cellScene("TransferRow")))
        XCTAssertFalse(fills(cellScene("UICollectionReusableView")))
        XCTAssertFalse(fills(cellScene("UIView")))
    }
}
