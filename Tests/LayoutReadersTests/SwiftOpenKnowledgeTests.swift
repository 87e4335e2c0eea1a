import LayoutModel
import XCTest
@testable import LayoutReaders

/// What the Swift reader cannot follow leaves a view open, with the reason; what it follows leaves it complete.
final class SwiftOpenKnowledgeTests: XCTestCase {
    private func items(_ source: String, scene name: String) throws -> [String: Item] {
        let result = SwiftSourceReader().read([SourceFile(path: "Open.swift", text: source)])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == name }, "scenes: \(result.scenes.map(\.name))")
        return Dictionary(uniqueKeysWithValues: scene.items.map { ($0.id.name, $0) })
    }

    private func reasons(_ item: Item?) -> [String] {
        (item?.openness?.horizontal ?? []) + (item?.openness?.vertical ?? [])
    }

    func testLayoutLibraryCallsOpenTheirViewsAndNameTheLibrary() throws {
        let found = try items("""
            final class Row: UIView {
                let icon = UIImageView()
                let title = UILabel()
                let detail = UILabel()
                let plain = UILabel()
                init() {
                    super.init(frame: .zero)
                    [icon, title, detail, plain].forEach(addSubview)
                    icon.autoPinToTopLayoutGuide(of: owner, withInset: 8)
                    constrain(title) { title in title.edges == title.superview!.edges }
                    detail.mas_makeConstraints { make in }
                    plain.translatesAutoresizingMaskIntoConstraints = false
                    plain.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """, scene: "Row")
        XCTAssertEqual(found["icon"]?.openness?.vertical, ["PureLayout call `autoPinToTopLayoutGuide` not read"], "a PureLayout call the reader does not know")
        XCTAssertEqual(found["title"]?.openness?.horizontal, ["Cartography call `constrain` not read"])
        XCTAssertEqual(found["detail"]?.openness?.horizontal, ["Masonry call `mas_makeConstraints` not read"])
        XCTAssertEqual(found["icon"]?.openness?.autoresizingFlagUnknown, true, "the library may turn the flag off")
        XCTAssertNil(found["plain"]?.openness, "read completely")
    }

    func testCallsThatOnlyConfigureAViewLeaveItComplete() throws {
        let found = try items("""
            final class Card: UIView {
                let button = UIButton()
                let label = UILabel()
                init() {
                    super.init(frame: .zero)
                    addSubview(button)
                    addSubview(label)
                    button.setTitle("Go", for: .normal)
                    button.addTarget(self, action: #selector(go), for: .touchUpInside)
                    label.setContentHuggingPriority(.required, for: .vertical)
                    print(label)
                    delegate?.cardDidLoad(self)
                }
                @objc func go() {}
            }
            """, scene: "Card")
        XCTAssertNil(found["button"]?.openness)
        XCTAssertNil(found["label"]?.openness)
        XCTAssertNil(found["self"]?.openness, "handing itself to a delegate does not place it")
    }

    func testViewsHandedToCodeNotReadAreOpen() throws {
        let found = try items("""
            final class Screen: UIViewController {
                let card = UIView()
                let toast = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    Styler.install(card, in: view)
                    view.window?.addSubview(toast)
                    toast.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                }
            }
            """, scene: "Screen")
        XCTAssertEqual(reasons(found["card"]), ["call `install` not read", "call `install` not read"])
        XCTAssertEqual(found["toast"]?.openness?.vertical, ["call `addSubview` not read"])
        XCTAssertNil(found["view"]?.openness, "the scene's container is placed by whoever shows it")
    }

    func testFramesSetByHandOpenTheView() throws {
        let found = try items("""
            final class Header: UIView {
                let badge = UIView()
                let glow = UIView()
                let dot = UIView()
                init() {
                    super.init(frame: .zero)
                    addSubview(badge)
                    addSubview(glow)
                    addSubview(dot)
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    badge.frame = bounds.insetBy(dx: 4, dy: 4)
                    glow.frame.origin.y = 12
                    dot.center = CGPoint(x: 4, y: 4)
                }
            }
            """, scene: "Header")
        XCTAssertEqual(found["badge"]?.openness?.vertical, ["frame set in code"])
        XCTAssertEqual(found["glow"]?.openness?.horizontal, ["frame set in code"])
        XCTAssertEqual(found["dot"]?.openness?.vertical, ["center set in code"])
        XCTAssertNil(found["badge"]?.openness?.autoresizingFlagUnknown, "a frame does not change the flag")
    }

    func testViewsOfClassesFromAnotherModuleAreOpen() throws {
        let found = try items("""
            final class Host<Content: UIView>: UIView {
                let chart = BarChartView()
                let label = UILabel()
                let mine = Gauge()
                init() {
                    super.init(frame: .zero)
                    addSubview(chart)
                    addSubview(label)
                    addSubview(mine)
                }
            }
            final class Gauge: UIView {}
            """, scene: "Host")
        XCTAssertEqual(found["chart"]?.openness?.vertical, ["class BarChartView not read (another module or a generic parameter)"])
        XCTAssertNil(found["label"]?.openness)
        XCTAssertNil(found["mine"]?.openness, "the project declares it")
    }

    func testOutletsArePlacedByTheirNib() throws {
        let found = try items("""
            final class ProfileCell: UITableViewCell {
                @IBOutlet weak var avatar: UIImageView!
                let name = UILabel()
                override func awakeFromNib() {
                    super.awakeFromNib()
                    contentView.addSubview(name)
                    name.translatesAutoresizingMaskIntoConstraints = false
                    name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
                }
            }
            """, scene: "ProfileCell")
        XCTAssertEqual(found["avatar"]?.openness?.horizontal, ["outlet placed by its nib or storyboard"])
        XCTAssertEqual(found["name"]?.openness?.horizontal, ["tied to avatar, which its nib places"])
        XCTAssertEqual(found["name"]?.openness?.vertical ?? [], [], "tied along one axis only")
    }

    func testTypesThatOwnNoLayoutMakeNoScene() {
        let result = SwiftSourceReader().read([SourceFile(path: "Owners.swift", text: """
            final class KeyboardObserver: NSObject {
                let shim = UIView()
                func attach(to view: UIView) {
                    view.addSubview(shim)
                    shim.heightAnchor.constraint(equalToConstant: 0).isActive = true
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let banner = UILabel()
                func application() { banner.widthAnchor.constraint(equalToConstant: 10).isActive = true }
            }
            final class LayoutTests: XCTestCase {
                func testRow() {
                    let row = UIView()
                    row.heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
            }
            final class Owner: UIView {
                let inner = UIView()
                init() {
                    super.init(frame: .zero)
                    addSubview(inner)
                    inner.heightAnchor.constraint(equalToConstant: 4).isActive = true
                }
            }
            """)])
        XCTAssertEqual(result.scenes.map(\.name), ["Owner"])
    }

    func testStatisticsCountPureLayoutCallsReadAndOtherLibrariesNot() {
        let (_, statistics) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Stats.swift", text: """
            final class Row: UIView {
                let icon = UIImageView()
                init() {
                    super.init(frame: .zero)
                    addSubview(icon)
                    icon.autoPinEdgesToSuperviewEdges()
                    icon.autoSetDimension(.height, toSize: 4)
                    icon.height(min: 44)
                    icon.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """)])
        XCTAssertEqual(statistics.constraintExpressionsFound, 4, "every constraint-making expression, read or not")
        XCTAssertEqual(statistics.constraintExpressionsUnderstood, 3, "PureLayout's calls are read into constraints")
        XCTAssertEqual(statistics.unsupported, ["TinyConstraints call not read": 1])
        XCTAssertEqual(statistics.libraries["PureLayout"], ReaderCoverage.LibraryCoverage(found: 2, understood: 2))
        XCTAssertEqual(statistics.libraries["TinyConstraints"], ReaderCoverage.LibraryCoverage(found: 1, understood: 0))
    }

    func testAnchorComparisonsWithoutAnchorageImportMakeNoConstraints() {
        let (result, statistics) = SwiftSourceReader().readWithStatistics([SourceFile(path: "Plain.swift", text: """
            import UIKit
            final class Row: UIView {
                let icon = UIImageView()
                init() {
                    super.init(frame: .zero)
                    addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    if icon.topAnchor == topAnchor { icon.isHidden = true }
                    icon.heightAnchor.constraint(equalToConstant: 4).isActive = true
                }
            }
            """)])
        XCTAssertEqual(result.scenes.first?.constraints.count, 1, "only Anchorage's operators make constraints")
        XCTAssertNil(statistics.libraries["Anchorage"])
    }

    func testGuardOnTheSuperviewFollowsTheCallSite() throws {
        let source = """
            extension UIView {
                func pinToSuperview() {
                    guard let superview = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
                }
            }
            final class Card: UIView {
                let early = UILabel()
                let late = UILabel()
                init() {
                    super.init(frame: .zero)
                    early.pinToSuperview()
                    addSubview(early)
                    addSubview(late)
                    late.pinToSuperview()
                }
                func attach(to host: UIView) {
                    host.addSubview(self)
                    pinToSuperview()
                }
            }
            """
        let result = SwiftSourceReader().read([SourceFile(path: "Guard.swift", text: source)])
        let scene = try XCTUnwrap(result.scenes.first)
        let formulas = scene.constraints.map(\.formula)
        XCTAssertFalse(formulas.contains { $0.hasPrefix("early.") }, "before addSubview the guard leaves: \(formulas)")
        XCTAssertTrue(formulas.contains("late.top == self.top"), "\(formulas)")
        let hosts = scene.items.filter { $0.id.name.hasSuffix("superview") }
        XCTAssertTrue(hosts.allSatisfy { $0.openness?.vertical.first == "superview not seen being set" }, "a caller's view is open: \(hosts)")
    }

    /// A project's conformance added to a UIKit class does not make the class the project's: an image view made
    /// with an image still sizes itself to it, and a generic parameter's view is open.
    func testRetroactiveConformanceKeepsThePlatformClass() throws {
        let found = try items("""
            protocol Renderable {}
            extension UIImageView: Renderable {}
            final class Badge: UIView {
                let icon = UIImageView(image: UIImage(named: "star"))
                init() {
                    super.init(frame: .zero)
                    addSubview(icon)
                    icon.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
            }
            """, scene: "Badge")
        XCTAssertEqual(found["icon"]?.intrinsicSize, AxisPair(horizontal: .unknown, vertical: .unknown))
        XCTAssertNil(found["icon"]?.openness)
        let generic = try items("""
            final class Wrapper<Content: UIView>: UIView {
                let content = Content()
                let caption = UILabel()
                init() {
                    super.init(frame: .zero)
                    addSubview(content)
                    addSubview(caption)
                    content.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    caption.topAnchor.constraint(equalTo: content.bottomAnchor).isActive = true
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
            }
            """, scene: "Wrapper")
        // The generic parameter's view is not resolved; what is tied to it is open along that axis.
        XCTAssertEqual(generic["caption"]?.openness?.vertical, ["constraint not understood: anchor not resolved: content.bottomAnchor"])
        XCTAssertEqual(generic["caption"]?.openness?.horizontal ?? [], [])
    }

    /// Helpers overloaded on enum parameters with the same labels are told apart by the case the call names.
    func testOverloadsWithTheSameLabelsAreChosenByTheCaseNamed() throws {
        let found = try XCTUnwrap(SwiftSourceReader().read([SourceFile(path: "Pins.swift", text: """
            extension UIView {
                enum HorizontalEdge { case leading, trailing }
                enum VerticalEdge { case top, bottom }
                func pin(_ edge: HorizontalEdge, to other: HorizontalEdge, of view: UIView, withInset inset: CGFloat = 0) {
                    switch edge {
                    case .leading: leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset).isActive = true
                    case .trailing: trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset).isActive = true
                    }
                }
                func pin(_ edge: VerticalEdge, to other: VerticalEdge, of view: UIView, withInset inset: CGFloat = 0) {
                    switch edge {
                    case .top: topAnchor.constraint(equalTo: view.topAnchor, constant: inset).isActive = true
                    case .bottom: bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset).isActive = true
                    }
                }
            }
            final class Tile: UIView {
                let preview = UIView()
                init() {
                    super.init(frame: .zero)
                    addSubview(preview)
                    preview.pin(.top, to: .top, of: self, withInset: 8)
                    preview.pin(.leading, to: .leading, of: self, withInset: 16)
                }
            }
            """)]).scenes.first)
        XCTAssertEqual(found.constraints.map(\.formula), ["preview.top == self.top + 8", "preview.leading == self.leading + 16"])
    }
}
