import Foundation
import XCTest
@testable import layoutlint

/// A method no code of the app mentions never runs (`SwiftInterpreter.isCalledByNothing`), but only a lint of the whole
/// app can tell: linting some files of it, the callers may be in the others (held-out round 50, chaeyoung103/Todoary-iOS
/// @c83dd6b5: two alternative set-ups of a base controller's button, one called by a subclass, the other by nothing).
final class UncalledMethodsTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "uncalled", subfolder: "App")
        try project.write("""
            import UIKit

            class HeaderViewController: UIViewController {
                let actionButton = UIButton()
                let bar = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 56),
                    ])
                }

                final func setActionTitle(_ title: String) {
                    actionButton.setTitle(title, for: .normal)
                    bar.addSubview(actionButton)
                    actionButton.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        actionButton.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                        actionButton.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -24),
                    ])
                }

                final func setActionIcon(_ icon: UIImage?) {
                    actionButton.setImage(icon, for: .normal)
                    bar.addSubview(actionButton)
                    actionButton.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        actionButton.topAnchor.constraint(equalTo: bar.topAnchor, constant: 2),
                        actionButton.heightAnchor.constraint(equalTo: bar.heightAnchor),
                        actionButton.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -18),
                    ])
                }
            }

            final class TrashViewController: HeaderViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setActionIcon(UIImage(named: "trash"))
                }
            }
            """, to: "App/Header.swift")
        try project.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n", to: "App/Info.plist")
    }

    override func tearDown() {
        project.remove()
    }

    private func conflicts(_ output: CommandOutput) -> Int {
        output.standardOutput.split(separator: "\n").filter { $0.contains("error:") && $0.contains("unsatisfiable_constraints") }.count
    }

    func testAMethodNothingInTheAppCallsIsNotLaidOverTheOneItCalls() {
        let (code, output) = project.lint(["App"])
        XCTAssertEqual(code, .success, output.standardOutput)
        XCTAssertEqual(conflicts(output), 0, output.standardOutput)
    }

    func testLintingSomeFilesOfAnAppStillReadsMethodsWhoseCallersMayBeElsewhere() {
        let (code, output) = project.lint(["App/Header.swift"])
        XCTAssertEqual(code, .lintErrors, output.standardOutput)
        XCTAssertGreaterThan(conflicts(output), 0, "the title's set-up may be called by a file not linted: \(output.standardOutput)")
    }

    /// Without parameters too (held-out round 52: a feed view's `setFeedMainViewTop()`, which nothing calls, pinned its
    /// list a second way and ran with the set-up).
    func testAMethodWithoutParametersThatNothingCallsDoesNotRun() throws {
        try project.write("""
            import UIKit

            final class FeedView: UIView {
                let filter = UIView()
                let list = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for part in [filter, list] {
                        part.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(part)
                    }
                    NSLayoutConstraint.activate([
                        filter.topAnchor.constraint(equalTo: topAnchor),
                        filter.leadingAnchor.constraint(equalTo: leadingAnchor),
                        filter.trailingAnchor.constraint(equalTo: trailingAnchor),
                        filter.heightAnchor.constraint(equalToConstant: 40),
                        list.topAnchor.constraint(equalTo: filter.bottomAnchor, constant: 20),
                        list.leadingAnchor.constraint(equalTo: leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: trailingAnchor),
                        list.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError() }

                func pinListCloser() {
                    list.topAnchor.constraint(equalTo: filter.bottomAnchor, constant: 15).isActive = true
                }
            }
            """, to: "App/FeedView.swift")
        let (_, whole) = project.lint(["App"])
        XCTAssertFalse(whole.standardOutput.contains("FeedView"), whole.standardOutput)
        let (_, single) = project.lint(["App/FeedView.swift"])
        XCTAssertTrue(single.standardOutput.contains("FeedView: 2 required constraints cannot all hold"),
                      "linting one file, a caller may be in another: \(single.standardOutput)")
    }

    /// Another type's call of its own method of the same name (`setUpWidgets()` in another screen) does not call this
    /// one's; a subclass's call of the inherited method does (held-out round 73, Juinjang/iOS: a screen's
    /// `setupWidgets()`, its only call commented out, laid out its views a second time; 9 false findings).
    func testAnotherTypesOwnCallOfTheSameNameDoesNotCallThisOne() throws {
        try project.write("""
            import UIKit

            final class PriceFormView: UIView {
                let field = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(field)
                    NSLayoutConstraint.activate([
                        field.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        field.leadingAnchor.constraint(equalTo: leadingAnchor),
                        field.trailingAnchor.constraint(equalTo: trailingAnchor),
                        field.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
                    // setUpWidgets()
                }

                required init?(coder: NSCoder) { fatalError() }

                func setUpWidgets() {
                    field.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                }
            }

            class NoteFormView: UIView {
                let note = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUpWidgets()
                }

                required init?(coder: NSCoder) { fatalError() }

                func setUpWidgets() {
                    note.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(note)
                    note.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """, to: "App/Forms.swift")
        let (_, whole) = project.lint(["App"])
        XCTAssertFalse(whole.standardOutput.contains("PriceFormView"), whole.standardOutput)
        try project.write("""
            import UIKit

            final class DiscountFormView: PriceFormView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setUpWidgets()
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, to: "App/DiscountForm.swift")
        let (_, withSubclass) = project.lint(["App"])
        XCTAssertTrue(withSubclass.standardOutput.contains("DiscountFormView: 2 required constraints cannot all hold"),
                      "a subclass calls the inherited method: \(withSubclass.standardOutput)")
    }
}
