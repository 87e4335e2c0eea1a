import LayoutModel
import XCTest
@testable import LayoutReaders

/// Shapes from real apps: property wrappers written with arguments, and cells whose code ties views to the
/// cell itself instead of its content view.
final class SwiftPropertyWrapperAndCellAnchorTests: XCTestCase {
    private func scene(_ source: String, named name: String) throws -> Scene {
        try SwiftSourceFixtures.scene(source, named: name, path: "Shapes.swift")
    }

    private func fixtureScene(_ file: String, _ name: String) throws -> Scene {
        try SwiftSourceFixtures.scene(inFixtures: [file], named: name)
    }

    private func check(_ files: [String], expected: String, file: StaticString = #filePath, line: UInt = #line) {
        SwiftSourceFixtures.check(files, expected: expected, file: file, line: line)
    }

    func testWrapperArgumentViewsFixture() {
        check(["WrapperArgumentViews.swift"], expected: "WrapperArgumentViews.expected")
    }

    func testCellEdgeAnchorsFixture() {
        check(["CellEdgeAnchors.swift"], expected: "CellEdgeAnchors.expected")
    }

    func testWrapperWhoseArgumentIsTheViewDeclaresThatView() throws {
        let header = try fixtureScene("WrapperArgumentViews.swift", "TicketHeaderView")
        let poster = try XCTUnwrap(header.item(ItemID("posterView")), "items: \(header.items.map(\.id.name))")
        XCTAssertEqual(poster.className, "UIImageView")
        XCTAssertEqual(poster.superview, ItemID("self"))
        XCTAssertFalse(poster.translatesAutoresizingMask, "the project's wrapper turns the flag off in its init")
        let title = try XCTUnwrap(header.item(ItemID("titleLabel")))
        XCTAssertEqual(title.className, "UILabel")
        let formulas = Set(header.constraints.map(\.formula))
        XCTAssertTrue(formulas.contains("posterView.height == 1.5 * posterView.width"), "\(formulas.sorted())")
        XCTAssertTrue(formulas.contains("titleLabel.leading == posterView.trailing + 12"), "\(formulas.sorted())")
        XCTAssertTrue(formulas.contains("posterView.width == 64"), "the platform wrapper's value is read as a plain value")
    }

    func testWrappersWithArgumentsOnStoredAndLocalViewsTurnTheFlagOff() throws {
        let header = try fixtureScene("WrapperArgumentViews.swift", "TicketHeaderView")
        XCTAssertFalse(try XCTUnwrap(header.item(ItemID("dateLabel"))).translatesAutoresizingMask, "stored, package wrapper with arguments")
        XCTAssertFalse(try XCTUnwrap(header.item(ItemID("seatLabel"))).translatesAutoresizingMask, "local, package wrapper with arguments")
    }

    func testUIKitsOwnWrappersDoNotSetViewsUp() throws {
        let scene = try scene("""
        final class PriceView: UIView {
            @Invalidating(.layout) var badge = UIView()
            @UIView.Invalidating(.layout) var ribbon = UIView()
            @SetUp var plain = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [badge, ribbon, plain].forEach(addSubview)
                badge.topAnchor.constraint(equalTo: topAnchor).isActive = true
                ribbon.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
                plain.topAnchor.constraint(equalTo: ribbon.bottomAnchor).isActive = true
            }
        }
        """, named: "PriceView")
        XCTAssertTrue(try XCTUnwrap(scene.item(ItemID("badge"))).translatesAutoresizingMask)
        XCTAssertTrue(try XCTUnwrap(scene.item(ItemID("ribbon"))).translatesAutoresizingMask, "named through UIView")
        XCTAssertFalse(try XCTUnwrap(scene.item(ItemID("plain"))).translatesAutoresizingMask, "a package's wrapper still counts")
    }

    func testWrapperWithTwoViewArgumentsIsNotGuessed() throws {
        let scene = try scene("""
        final class PairView: UIView {
            @Paired(UILabel(), UIImageView()) var pair
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(pair)
                addSubview(caption)
                pair.topAnchor.constraint(equalTo: topAnchor).isActive = true
                caption.topAnchor.constraint(equalTo: topAnchor).isActive = true
            }
        }
        """, named: "PairView")
        XCTAssertNil(scene.items.first { $0.id.name.hasPrefix("pair") }, "items: \(scene.items.map(\.id.name))")
    }

    func testProjectWrapperWhoseValueIsNotAViewDoesNotTakeTheViewArgument() throws {
        let scene = try scene("""
        @propertyWrapper
        struct Inset {
            var wrappedValue: CGFloat
            init(from view: UIView) { wrappedValue = view.layoutMargins.left }
        }
        final class RowView: UIView {
            let caption = UILabel()
            @Inset(from: UIView()) var gap
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(caption)
                addSubview(gap)
                caption.topAnchor.constraint(equalTo: topAnchor).isActive = true
                gap.topAnchor.constraint(equalTo: caption.bottomAnchor).isActive = true
            }
        }
        """, named: "RowView")
        XCTAssertEqual(scene.items.map(\.id.name).sorted(), ["caption", "self"])
    }

    /// The reader describes the cell as written: the badge on the cell, the stack on the content view, the content
    /// view in the cell. That the content view fills the cell is the engine's (RuntimeFactsTests).
    func testViewsOnTheCellStayOnTheCell() throws {
        let cell = try fixtureScene("CellEdgeAnchors.swift", "TransferRowCell")
        XCTAssertEqual(cell.root, ItemID("contentView"))
        XCTAssertEqual(cell.item(ItemID("unreadBadge"))?.superview, ItemID("self"), "added to the cell, not its content view")
        XCTAssertEqual(cell.item(ItemID("stack"))?.superview, ItemID("contentView"))
        XCTAssertEqual(cell.item(ItemID("contentView"))?.superview, ItemID("self"))
        XCTAssertEqual(cell.item(ItemID("self"))?.platformClass, "UITableViewCell")
        XCTAssertTrue(cell.constraints.allSatisfy { $0.origin == .user }, "\(cell.constraints.map(\.formula))")
    }
}
