import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// `constraints_added_repeatedly` as the Swift reader reports it: where, with which notes, and what holds it back.
final class RepeatedConstraintSetupTests: XCTestCase {
    private func findings(_ text: String) -> [Diagnostic] {
        SwiftSourceReader().read([SourceFile(path: "Repeat.swift", text: text)]).diagnostics
            .filter { $0.ruleID == ReaderRuleID.constraintsAddedRepeatedly }
    }

    /// A view whose `layoutSubviews()` runs `body`, with `badge` (stored) as a subview.
    private func layoutPass(_ body: String, extra: String = "") -> [Diagnostic] {
        findings("""
        import UIKit
        import SnapKit
        final class Pill: UIView {
            let badge = UILabel()
            \(extra)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                \(body)
            }
        }
        """)
    }

    func testHelperCalledFromTheLayoutPassIsReportedAtItsStatementWithTheCallAsANote() throws {
        let found = try XCTUnwrap(findings(try XCTUnwrap(SwiftSourceFixtures.expected("RepeatedLayoutPassConstraints.swift"))).first)
        XCTAssertEqual(found.location.line, 25)
        XCTAssertTrue(found.message.hasPrefix("needle.snp.makeConstraints makes new constraints each time layoutSubviews() runs "
            + "(UIKit calls it on every layout pass) and nothing removes the earlier ones"), found.message)
        XCTAssertEqual(found.notes.map(\.location.line), [21, 30])
        XCTAssertEqual(found.notes.map(\.message), ["layoutSubviews() calls it here", "caption.snp.makeConstraints also makes new constraints on every run"])
    }

    func testEachWayOfMakingConstraintsIsFound() {
        XCTAssertEqual(layoutPass("badge.snp.makeConstraints { $0.center.equalToSuperview() }").count, 1)
        XCTAssertEqual(layoutPass("badge.widthAnchor.constraint(equalToConstant: 20).isActive = true").count, 1)
        XCTAssertEqual(layoutPass("NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 20)])").count, 1)
        XCTAssertEqual(layoutPass("let width = badge.widthAnchor.constraint(equalToConstant: 20)\nwidth.isActive = true").count, 1)
        XCTAssertEqual(layoutPass("addConstraint(NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, "
            + "attribute: .notAnAttribute, multiplier: 1, constant: 20))").count, 1)
        XCTAssertEqual(layoutPass("addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|[badge]|\", metrics: nil, "
            + "views: [\"badge\": badge]))").count, 1)
        XCTAssertEqual(layoutPass("badge.autoPinEdgesToSuperviewEdges()").count, 1)
        XCTAssertEqual(layoutPass("for view in [badge] { view.heightAnchor.constraint(equalToConstant: 4).isActive = true }").count, 1)
        // A test of the pass's own size stops nothing: every pass with a width makes them again.
        XCTAssertEqual(layoutPass("guard bounds.width > 0 else { return }\nbadge.snp.makeConstraints { $0.center.equalToSuperview() }").count, 1)
    }

    func testWhatTheObjectKeepsOrRemovesHoldsItBack() {
        // A once-flag, a stored constraint tested for nil, the view's subviews tested.
        XCTAssertEqual(layoutPass("if !pinned { pinned = true\nbadge.snp.makeConstraints { $0.center.equalToSuperview() } }",
                                  extra: "var pinned = false").count, 0)
        let storedOnce = "let made = badge.widthAnchor.constraint(equalToConstant: 20)\nmade.isActive = true\nwidth = made"
        XCTAssertEqual(layoutPass("guard width == nil else { return }\n" + storedOnce, extra: "var width: NSLayoutConstraint?").count, 0)
        // A property only the initializer or other objects set is the run's data, as is a plain value such as a height.
        XCTAssertEqual(layoutPass("guard width == nil else { return }\nbadge.widthAnchor.constraint(equalToConstant: 20).isActive = true",
                                  extra: "var width: NSLayoutConstraint?").count, 1)
        XCTAssertEqual(layoutPass("guard let lift = lift else { return }\nbadge.widthAnchor.constraint(equalToConstant: lift).isActive = true",
                                  extra: "var lift: CGFloat?\nfunc raise(_ height: CGFloat) { lift = height }").count, 1)
        // Reset by the method itself, it records that this code ran.
        XCTAssertEqual(layoutPass("guard let lift = lift else { return }\nbadge.widthAnchor.constraint(equalToConstant: lift).isActive = true\n"
                                  + "self.lift = nil", extra: "var lift: CGFloat?").count, 0)
        XCTAssertEqual(layoutPass("if subviews.isEmpty { badge.widthAnchor.constraint(equalToConstant: 20).isActive = true }").count, 0)
        XCTAssertEqual(layoutPass("if badge.superview == nil { addSubview(badge)\nbadge.widthAnchor.constraint(equalToConstant: 20).isActive = true }").count, 0)
        XCTAssertEqual(layoutPass("guard let host = superview else { return }\nbadge.widthAnchor.constraint(equalTo: host.widthAnchor).isActive = true").count, 1)
        // Removing or replacing anything in the method.
        XCTAssertEqual(layoutPass("badge.snp.remakeConstraints { $0.center.equalToSuperview() }").count, 0)
        XCTAssertEqual(layoutPass("badge.removeFromSuperview()\naddSubview(badge)\nbadge.snp.makeConstraints { $0.center.equalToSuperview() }").count, 0)
        // A view made on each run, a computed property's view, a view that is no view of the object's.
        XCTAssertEqual(layoutPass("let dot = UIView()\naddSubview(dot)\ndot.widthAnchor.constraint(equalToConstant: 2).isActive = true").count, 0)
        XCTAssertEqual(layoutPass("shine.widthAnchor.constraint(equalToConstant: 2).isActive = true",
                                  extra: "var shine: UIView { UIView() }").count, 0)
        // After a plain return nothing runs.
        XCTAssertEqual(layoutPass("return\nbadge.widthAnchor.constraint(equalToConstant: 2).isActive = true").count, 0)
    }

    func testOnlyUIKitsOwnHooksAndDequeuedCellsCount() {
        // A project base class's own `layout()` is no AppKit layout pass.
        let designSystem = findings("""
        import UIKit
        class Styled: UIView {
            func layout() {}
        }
        final class Chip: Styled {
            let dot = UIView()
            override func layout() {
                super.layout()
                dot.widthAnchor.constraint(equalToConstant: 4).isActive = true
            }
        }
        """)
        XCTAssertEqual(designSystem.count, 0)
        // A cell's method called on a cell the code makes itself, or on a cell of another class, is not configuring reuse.
        let cells = findings("""
        import UIKit
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            func fill() { note.widthAnchor.constraint(equalToConstant: 40).isActive = true }
        }
        final class TagCell: UITableViewCell {
            let tagLabel = UILabel()
            func fill() { tagLabel.widthAnchor.constraint(equalToConstant: 40).isActive = true }
        }
        final class Notes: UITableViewController {
            func refresh() { tableView.reloadData() }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.row == 0 {
                    let cell = NoteCell(style: .default, reuseIdentifier: nil)
                    cell.fill()
                    return cell
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath) as! TagCell
                cell.fill()
                return cell
            }
        }
        """)
        XCTAssertEqual(cells.map(\.location.line), [8])
    }

    func testObjectiveCMasonryAndAnchorsAreReportedAndAOnceFlagHoldsBack() throws {
        let path = "Fixtures/objc/RepeatedMasonrySetups.m"
        let text = try String(contentsOf: SwiftSourceFixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let found = ObjectiveCReader().read([SourceFile(path: path, text: text)], facts: ProjectFacts()).diagnostics
            .filter { $0.ruleID == ReaderRuleID.constraintsAddedRepeatedly }
        XCTAssertEqual(found.map(\.location.line), [26, 70])
        XCTAssertTrue(found[0].message.hasPrefix("[self.bodyLabel mas_makeConstraints…] makes new constraints each time "
            + "-showMessage:outgoing: runs (the data source calls it on each cell it dequeues, and cells are reused)"), found[0].message)
        XCTAssertEqual(found[0].notes.map(\.location.line), [31])
        XCTAssertTrue(found[1].message.hasPrefix("[self.bar.leadingAnchor constraintEqualToAnchor:…] makes new constraints each time "
            + "-layoutSubviews runs (UIKit calls it on every layout pass)"), found[1].message)
        XCTAssertEqual(found[1].notes.map(\.message), ["-layoutSubviews calls it here"])
    }

    func testKeyboardHandlersAndDeactivatingNewConstraints() throws {
        let keyboard = findings(try XCTUnwrap(SwiftSourceFixtures.expected("RepeatedKeyboardHandlers.swift")))
        XCTAssertEqual(keyboard.map(\.location.line), [22, 46])
        XCTAssertTrue(keyboard[0].message.hasPrefix("confirmButton.bottomAnchor.constraint(…) makes new constraints each time "
            + "keyboardWillAppear(_:) runs (UIKit posts the notification each time the keyboard shows"), keyboard[0].message)
        XCTAssertEqual(keyboard[1].notes.map(\.location.line), [39])
        let cells = findings(try XCTUnwrap(SwiftSourceFixtures.expected("RepeatedCellConfiguration.swift")))
        let flipCard = try XCTUnwrap(cells.first { $0.location.line == 106 })
        XCTAssertEqual(flipCard.notes.map(\.location.line), [103])
        XCTAssertTrue(flipCard.notes[0].message.hasPrefix("this deactivates constraints made right here, new objects that were never active"))
    }

    func testAFindingSaysWhatItAssumes() throws {
        let reuse = try XCTUnwrap(findings(try XCTUnwrap(SwiftSourceFixtures.expected("RepeatedCellConfiguration.swift"))).first)
        XCTAssertEqual(reuse.assumptions, ["the list reuses the cell (more rows than fit on screen, or a reload)"])
        XCTAssertTrue(reuse.message.hasSuffix("; this assumes the list reuses the cell (more rows than fit on screen, or a reload)"), reuse.message)
        // A layout pass runs many times for certain: nothing assumed.
        XCTAssertEqual(layoutPass("badge.snp.makeConstraints { $0.center.equalToSuperview() }").first?.assumptions, [])
    }

    func testRemovalsCountOnlyForWhatTheyRemove() {
        // SnapKit's remaking of one view removes only what SnapKit made on it: the other view's constraints pile up.
        let remadeOther = layoutPass("""
            logo.snp.remakeConstraints { $0.center.equalToSuperview() }
            badge.snp.makeConstraints { $0.top.equalToSuperview() }
            """, extra: "let logo = UIView()")
        XCTAssertEqual(remadeOther.map { String($0.message.prefix(25)) }, ["badge.snp.makeConstraints"])
        // A project method that only shares its name with a call on something else is not what runs.
        let sharedName = findings("""
            import UIKit
            import SnapKit
            final class Chip: UIView {
                let dot = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    dot.layer.animate(withDuration: 0.2)
                    dot.snp.makeConstraints { $0.width.equalTo(4) }
                }
            }
            final class Fader {
                let shade = UIView()
                func animate(withDuration duration: Double, _ body: (() -> Void)? = nil) { shade.removeFromSuperview() }
            }
            """)
        XCTAssertEqual(sharedName.count, 1)
    }

    func testDataSourcesInPropertyInitializersAndRegistrationsWithParenthesizedParameters() {
        let found = findings("""
            import UIKit
            final class TagCell: UICollectionViewCell {
                let tagLabel = UILabel()
                func fill(_ text: String) { tagLabel.widthAnchor.constraint(equalToConstant: 40).isActive = true }
            }
            final class ChipCell: UICollectionViewCell {
                let chip = UILabel()
                func paint(_ text: String) { chip.heightAnchor.constraint(equalToConstant: 20).isActive = true }
            }
            final class Tags: UIViewController {
                func refresh(_ grid: UICollectionView) { grid.reloadData() }
                lazy var source = Provider(cell: { collectionView, indexPath, item in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
                    cell.fill(item)
                    return cell
                })
                func register() {
                    let chips = UICollectionView.CellRegistration<ChipCell, String> { (cell, indexPath, item) in
                        cell.paint(item)
                    }
                    _ = chips
                }
            }
            """)
        XCTAssertEqual(found.map(\.location.line), [4, 8])
    }

    func testConstraintsTheDataSourceMakesOnTheCellsItDequeues() {
        let found = findings("""
            import UIKit
            final class PhotoCell: UITableViewCell {
                let photo = UIImageView()
            }
            final class Album: UITableViewController {
                func refresh() { tableView.reloadData() }
                let heights: [CGFloat] = [80, 120]
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath) as! PhotoCell
                    cell.photo.heightAnchor.constraint(equalToConstant: heights[indexPath.row % 2]).isActive = true
                    return cell
                }
            }
            final class OldAlbum: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    var cell = tableView.dequeueReusableCell(withIdentifier: "old")
                    if cell == nil {
                        let made = UITableViewCell(style: .default, reuseIdentifier: "old")
                        made.contentView.heightAnchor.constraint(equalToConstant: 44).isActive = true
                        cell = made
                    }
                    return cell!
                }
            }
            """)
        XCTAssertEqual(found.map(\.location.line), [10])
        XCTAssertTrue(found.first?.message.contains("tableView(_:cellForRowAt:) runs (the table or collection view calls it each time a row appears") == true,
                      found.first?.message ?? "")
    }

    /// Round 88's false classes: a once-flag kept on another object, a count set to a literal once the work is done,
    /// a property given a new view before it is pinned.
    func testFlagsOnOtherObjectsCountsSetToLiteralsAndViewsMadeAnew() {
        XCTAssertEqual(layoutPass("guard !model.didLayout else { return }\nmodel.didLayout = true\n"
                                  + "badge.widthAnchor.constraint(equalToConstant: 2).isActive = true", extra: "let model = Model()").count, 0)
        XCTAssertEqual(layoutPass("guard passes == 0 else { return }\npasses = 1\nbadge.widthAnchor.constraint(equalToConstant: 2).isActive = true",
                                  extra: "var passes = 0").count, 0)
        XCTAssertEqual(layoutPass("glow = UIView()\naddSubview(glow)\nglow.widthAnchor.constraint(equalToConstant: 2).isActive = true",
                                  extra: "var glow = UIView()").count, 0)
        // The same view kept across runs is still reported.
        XCTAssertEqual(layoutPass("addSubview(glow)\nglow.widthAnchor.constraint(equalToConstant: 2).isActive = true",
                                  extra: "var glow = UIView()").count, 1)
    }

    /// Round 88's other classes: a screen that leads nowhere appears once; what `viewWillDisappear` takes away does not
    /// pile up; a library's `layout(in:)` and a controller's own `updateConstraints()` are no UIKit hooks; a cell's
    /// `configure()` its initializer calls is not the data source's `configure(with:)`.
    func testHooksThatDoNotRunAgain() {
        let screens = findings("""
            import UIKit
            final class Receipt: UIViewController {
                let stamp = UIView()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    stamp.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            final class Banner: UIViewController {
                let strip = UIView()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    view.addSubview(strip)
                    strip.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    strip.removeFromSuperview()
                }
                func next() { present(UIViewController(), animated: true) }
            }
            final class Tabs: UIViewController {
                let bar = UIView()
                override func updateConstraints() { bar.widthAnchor.constraint(equalToConstant: 40).isActive = true }
            }
            final class TabButton: UIView {
                let icon = UIView()
                override func layout(in view: UIView) { icon.widthAnchor.constraint(equalToConstant: 40).isActive = true }
            }
            final class BadgeCell: UITableViewCell {
                let badge = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    configure()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func configure() { badge.widthAnchor.constraint(equalToConstant: 40).isActive = true }
                func configure(with text: String) { badge.text = text }
            }
            final class Badges: UITableViewController {
                func refresh() { tableView.reloadData() }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
                    cell.configure(with: "new")
                    return cell
                }
            }
            """)
        XCTAssertEqual(screens.map(\.location.line), [])
    }

    /// Round 89's classes: a list no code reloads shows its rows once; a helper putting a new view in the property; a
    /// kept view moved into a cell made in this run.
    func testListsNeverReloadedHelpersReplacingViewsAndViewsMovedIntoNewCells() {
        let neverReloaded = findings("""
            import UIKit
            final class RowCell: UITableViewCell {
                let mark = UIView()
                func show(_ text: String) { mark.widthAnchor.constraint(equalToConstant: 4).isActive = true }
            }
            final class Settings: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
                    cell.show("on")
                    return cell
                }
            }
            """)
        XCTAssertEqual(neverReloaded.count, 0)
        XCTAssertEqual(layoutPass("replaceCard()\ncard.widthAnchor.constraint(equalToConstant: 2).isActive = true",
                                  extra: "var card = UIView()\nfunc replaceCard() { card.removeFromSuperview()\ncard = UIView()\naddSubview(card) }").count, 0)
        let moved = findings("""
            import UIKit
            final class Vault: UITableViewController {
                let saveButton = UIButton()
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.contentView.addSubview(saveButton)
                    saveButton.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor).isActive = true
                    return cell
                }
            }
            """)
        XCTAssertEqual(moved.count, 0)
    }

    /// Round 90's class: in Objective-C, a message sent to a dequeued cell of unnamed class counts only for the one cell
    /// class implementing it; with two, neither is claimed.
    func testObjectiveCUnnamedCellsCountOnlyForTheOneClassWithTheMethod() {
        func read(_ cells: String) -> [Int] {
            let text = cells + """
                @interface ShopList : UITableViewController
                @end
                @implementation ShopList
                - (void)refresh { [self.tableView reloadData]; }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    id cell = [tableView dequeueReusableCellWithIdentifier:@"goods" forIndexPath:indexPath];
                    [cell fillWithGoods:@"tea"];
                    return cell;
                }
                @end
                """
            return ObjectiveCReader().read([SourceFile(path: "Shop.m", text: text)], facts: ProjectFacts()).diagnostics
                .filter { $0.ruleID == ReaderRuleID.constraintsAddedRepeatedly }.map(\.location.line)
        }
        let cell = { (name: String) in """
            @interface \(name) : UITableViewCell
            @property (nonatomic, strong) UILabel *price;
            @end
            @implementation \(name)
            - (void)fillWithGoods:(NSString *)goods {
                [self.price mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(40); }];
            }
            @end

            """ }
        XCTAssertEqual(read(cell("TeaCell")), [6])
        XCTAssertEqual(read(cell("TeaCell") + cell("CoffeeCell")), [])
    }
}
