import LayoutModel
import XCTest
@testable import LayoutReaders

/// The root view of a controller made in code takes the class the controller's kind gives it: a SwiftUI hosting
/// controller's view sizes itself from its content, an AppKit controller's view is an NSView.
final class SwiftHostingViewTests: XCTestCase {
    private func scene(_ source: String, named name: String) throws -> Scene {
        try SwiftSourceFixtures.scene(source, named: name, path: "Hosting.swift")
    }

    func testHostingControllerViewSizesItselfFromItsContent() throws {
        let cell = try scene("""
            import SwiftUI
            import UIKit

            struct BadgeContent: View { var body: some View { Text("New") } }

            final class BadgeCell: UITableViewCell {
                private var host: UIHostingController<BadgeContent>?

                func embed(in parent: UIViewController) {
                    let host = UIHostingController(rootView: BadgeContent())
                    parent.addChild(host)
                    contentView.addSubview(host.view)
                    host.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        host.view.topAnchor.constraint(equalTo: contentView.topAnchor),
                        host.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        host.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        host.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    ])
                    self.host = host
                }
            }
            """, named: "BadgeCell")
        let hosted = try XCTUnwrap(cell.items.first { $0.className == "_UIHostingView" }, "items: \(cell.items.map { "\($0.id.name): \($0.className ?? "-")" })")
        XCTAssertEqual(hosted.superview, cell.root)
        let traits = ClassCatalog.traits(for: hosted.className)
        XCTAssertEqual(traits.intrinsicSize.vertical, .unknown, "a hosting view has a height of its own")
        XCTAssertEqual(traits.intrinsicSize.horizontal, .unknown)
    }

    func testProjectSubclassOfAHostingControllerHostsToo() throws {
        let controller = try scene("""
            import SwiftUI
            import UIKit

            struct PromptContent: View { var body: some View { Text("Is this site broken?") } }

            final class PromptHost: UIHostingController<PromptContent> {}

            final class BrowserViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let host = PromptHost(rootView: PromptContent())
                    addChild(host)
                    view.addSubview(host.view)
                    host.view.translatesAutoresizingMaskIntoConstraints = false
                    host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    host.view.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """, named: "BrowserViewController")
        XCTAssertEqual(controller.items.filter { $0.className == "_UIHostingView" }.count, 1,
                       "items: \(controller.items.map { "\($0.id.name): \($0.className ?? "-")" })")
        XCTAssertEqual(controller.root.flatMap { controller.item($0) }?.className, "UIView")
    }

    func testAppKitViewControllersRootIsAnNSView() throws {
        let controller = try scene("""
            import Cocoa

            final class PanelViewController: NSViewController {
                private let field = NSTextField(labelWithString: "Name")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    field.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(field)
                    field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    field.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                }
            }
            """, named: "PanelViewController")
        let root = try XCTUnwrap(controller.root.flatMap { controller.item($0) })
        XCTAssertEqual(root.className, "NSView")
    }
}
