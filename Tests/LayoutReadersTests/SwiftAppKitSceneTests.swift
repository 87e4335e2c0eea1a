import LayoutModel
import LayoutReaders
import XCTest

/// An AppKit view controller's view is sized by whatever shows it, not by a phone's screen.
final class SwiftAppKitSceneTests: XCTestCase {
    func testAppKitControllerIsNotSizedLikeAScreen() throws {
        let source = """
            import AppKit
            class BaseController: NSViewController {}
            final class PreferencesController: BaseController {
                let field = NSTextField()
                override func loadView() {
                    view = NSView()
                    field.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(field)
                    NSLayoutConstraint.activate([
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        field.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 420),
                    ])
                }
            }
            final class PhoneController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                }
            }
            """
        let result = SwiftSourceReader().read([SourceFile(path: "Controllers.swift", text: source)])
        let appKit = try XCTUnwrap(result.scenes.first { $0.name == "PreferencesController" })
        XCTAssertEqual(appKit.kind, .standalone, "through a project superclass of NSViewController")
        let phone = try XCTUnwrap(result.scenes.first { $0.name == "PhoneController" })
        XCTAssertEqual(phone.kind, .viewController)
    }
}
