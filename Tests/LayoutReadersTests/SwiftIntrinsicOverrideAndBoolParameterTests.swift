import LayoutModel
import XCTest
@testable import LayoutReaders

/// Shapes from real apps: an `intrinsicContentSize` override that adjusts its superclass's size,
/// a helper testing its own Bool parameter, and `==` between views the code made.
final class SwiftIntrinsicOverrideAndBoolParameterTests: XCTestCase {
    private func scene(_ source: String, named name: String) throws -> Scene {
        try SwiftSourceFixtures.scene(source, named: name, path: "Shapes.swift")
    }

    private func constraint(_ scene: Scene, _ formula: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try XCTUnwrap(scene.constraints.firstIndex { $0.formula == formula }, "constraints: \(scene.constraints.map(\.formula))",
                      file: file, line: line)
    }

    func testOverrideStartingFromSuperKeepsTheSuperclassSize() throws {
        let (result, _) = SwiftSourceFixtures.read(["WelcomeNoteView.swift"])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "WelcomeNoteView" })
        let greeting = try XCTUnwrap(scene.items.first { $0.id.name == "greetingLabel" })
        XCTAssertEqual(greeting.className, "PaddedCaptionLabel")
        XCTAssertNil(greeting.intrinsicSize, "a label's size, from the class catalog")
        let rule = try XCTUnwrap(scene.items.first { $0.id.name == "rule" })
        XCTAssertEqual(rule.intrinsicSize, AxisPair(horizontal: .none, vertical: .unknown),
                       "a compared noIntrinsicMetric gives no axis; the constructed one does")
        let divider = try XCTUnwrap(scene.items.first { $0.id.name == "divider" })
        XCTAssertEqual(divider.intrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown),
                       "each result leaves out a different axis, so neither is left out for every instance")
    }

    func testComparisonWithNoIntrinsicMetricIsNotAMissingAxis() throws {
        let scene = try scene("""
        class BadgeCount: UIView {
            override var intrinsicContentSize: CGSize {
                let size = CGSize(width: 20, height: 20)
                if size.width == UIView.noIntrinsicMetric { return .zero }
                return size
            }
        }
        final class BadgeHost: UIView {
            let badge = BadgeCount()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
            }
        }
        """, named: "BadgeHost")
        let badge = try XCTUnwrap(scene.items.first { $0.id.name == "badge" })
        XCTAssertEqual(badge.intrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
    }

    func testHelperTestOfItsParameterIsNamedAfterTheCallersArgument() throws {
        let (result, _) = SwiftSourceFixtures.read(["WelcomeNoteView.swift"])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "WelcomeNoteView" })
        let below = try constraint(scene, "noteLabel.top == greetingLabel.bottom + 8")
        let atTop = try constraint(scene, "noteLabel.top == self.top")
        XCTAssertEqual(scene.variants.map(\.name), ["else (showsGreeting)"])
        XCTAssertTrue(scene.constraints[below].isActive)
        XCTAssertFalse(scene.constraints[atTop].isActive, "the negated argument's else branch runs in the base")
        let variant = try XCTUnwrap(scene.variants.first)
        XCTAssertEqual(variant.activatedConstraints, [atTop])
        XCTAssertEqual(variant.deactivatedConstraints, [below])
    }

    func testParameterReassignedInTheHelperIsNoLongerTheCallersTest() throws {
        let scene = try scene("""
        final class ToggleRow: UIView {
            let dot = UIView()
            var isLive: Bool { UserDefaults.standard.bool(forKey: "live") }
            var pinned: NSLayoutConstraint!
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                pinned = dot.topAnchor.constraint(equalTo: topAnchor)
                apply(isLive)
            }
            func apply(_ flag: Bool) {
                var flag = flag
                flag = UserDefaults.standard.bool(forKey: "other")
                if flag { pinned.isActive = true }
            }
        }
        """, named: "ToggleRow")
        XCTAssertFalse(scene.variants.map(\.name).contains("if isLive"), "variants: \(scene.variants.map(\.name))")
    }

    func testEqualityOfViewsTheCodeMadeIsDecided() throws {
        let scene = try scene("""
        final class FormColumn: UIView {
            let nameField = UITextField()
            let bioLabel = UILabel()
            let bioText = UITextView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                var previous: UIView?
                for field in [nameField, bioLabel, bioText] as [UIView] {
                    addSubview(field)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    if field == bioText {
                        field.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 4).isActive = true
                    } else if let previous {
                        field.topAnchor.constraint(equalTo: previous.bottomAnchor).isActive = true
                    } else {
                        field.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                    previous = field
                }
            }
        }
        """, named: "FormColumn")
        let formulas = scene.constraints.map(\.formula)
        XCTAssertEqual(formulas, ["nameField.top == self.top", "bioLabel.top == nameField.bottom", "bioText.top == bioLabel.bottom + 4"])
        XCTAssertTrue(scene.variants.isEmpty, "variants: \(scene.variants.map(\.name))")
    }

    func testEqualityWithAViewTheCodeDidNotMakeStaysUndecided() throws {
        let scene = try scene("""
        final class OutletRow: UIView {
            @IBOutlet var titleLabel: UILabel!
            let badge = UIView()
            func place(_ anchorView: UIView) {
                addSubview(badge)
                if anchorView == titleLabel {
                    badge.leadingAnchor.constraint(equalTo: anchorView.trailingAnchor).isActive = true
                }
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                place(badge)
            }
        }
        """, named: "OutletRow")
        XCTAssertTrue(scene.variants.map(\.name).contains { $0.contains("anchorView == titleLabel") },
                      "variants: \(scene.variants.map(\.name))")
    }

    private static let tileCell = """
    final class TileCell: UICollectionViewCell {
        let caption = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(caption)
            caption.translatesAutoresizingMaskIntoConstraints = false
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        }
    }
    final class ListRowCell: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            title.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
        }
    }
    """

    func testCollectionCellsAreSizedByTheirLayoutWhenTheProjectNeverAsksForSelfSizing() throws {
        let extensions = "extension UICollectionViewCell { static var reuseID: String { String(describing: self) } }"
        let result = SwiftSourceReader().read([SourceFile(path: "Tiles.swift", text: Self.tileCell),
                                               SourceFile(path: "Extensions.swift", text: extensions)])
        let tile = try XCTUnwrap(result.scenes.first { $0.name == "TileCell" })
        XCTAssertEqual(tile.kind, .standalone, "the project extending UICollectionViewCell does not make it a project class")
        let row = try XCTUnwrap(result.scenes.first { $0.name == "ListRowCell" })
        XCTAssertEqual(row.kind, .cell(rowHeight: nil), "table cells keep UIKit's self-sizing default")
    }

    func testCollectionCellsSelfSizeWhereTheProjectAsksForIt() throws {
        let layout = """
        final class TilesViewController: UIViewController {
            let layout = UICollectionViewFlowLayout()
            override func viewDidLoad() {
                super.viewDidLoad()
                layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            }
        }
        """
        let result = SwiftSourceReader().read([SourceFile(path: "Tiles.swift", text: Self.tileCell),
                                               SourceFile(path: "Layout.swift", text: layout)])
        let tile = try XCTUnwrap(result.scenes.first { $0.name == "TileCell" })
        XCTAssertEqual(tile.kind, .cell(rowHeight: nil))
    }

    func testVisualFormatViewTheReaderCannotFollowIsStillInTheDictionary() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "Fill.swift", text: """
        extension UIView {
            func fill(_ subView: UIView) {
                addSubview(subView)
                let views = ["view": subView]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[view]|", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[missing]|", options: [], metrics: nil, views: views))
            }
        }
        final class SwitcherView: UIView {
            let known = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                fill(known)
                if let other = makeContent() { fill(other) }
            }
        }
        """)])
        let errors = result.diagnostics.filter { $0.ruleID == ReaderRuleID.invalidVisualFormat }
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.message.contains("'missing'") }, errors.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(result.diagnostics.contains { $0.severity == .note && $0.message.contains("a view of the views dictionary not resolved") })
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "SwitcherView" })
        XCTAssertEqual(scene.constraints.map(\.formula).filter { $0.hasPrefix("known.") || $0.contains("== known.") }.count, 2,
                       "the view the reader follows still gets its constraints: \(scene.constraints.map(\.formula))")
    }
}
