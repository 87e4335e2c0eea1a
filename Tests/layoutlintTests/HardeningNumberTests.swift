import Foundation
import XCTest
@testable import layoutlint

/// Issue #21: numbers no layout can have (huge, not finite) are refused where they are read, with a location and
/// exit 1, in every subcommand; nothing downstream (integer conversions, the solver, the reporters) sees them.
final class HardeningNumberTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws { project = try TemporaryProject(label: "numbers", subfolder: "App") }
    override func tearDown() { project.remove() }

    private func run(_ arguments: [String]) -> (ExitCode, CommandOutput) { project.run(arguments) }

    func testHugeOrdinalInDeactivateIsALocatedErrorInEverySubcommand() throws {
        try project.write("scene S\nroot r\nview a in r\na.leading == r.leading\nvariant v\ndeactivate #1e19\nend\n", to: "App/d.layout")
        for command in [["lint", "App/d.layout", "--quiet"], ["solve", "App/d.layout"], ["convert", "App/d.layout"]] {
            let (code, output) = run(command)
            XCTAssertEqual(code, .usageOrInput, "\(command)")
            XCTAssertTrue((output.standardOutput + output.standardError).contains("App/d.layout:6:13: error: number '1e19' is out of range"),
                          "\(command): \(output.standardOutput)\(output.standardError)")
        }
    }

    func testHugeConstantNeverReachesTheHTMLReporter() throws {
        try project.write("root Superview\nview a in Superview intrinsic=10,10\na.leading == Superview.leading + 1e19\n"
                          + "a.top == Superview.top\n", to: "App/f.layout")
        let (code, output) = run(["lint", "App/f.layout", "--reporter", "html", "--quiet"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardOutput.contains("out of range"), output.standardOutput)
    }

    func testMultiplierBeyondTheLimitIsRefusedNotAConflictWithTheDevice() throws {
        try project.write("root r\nview a in r intrinsic=10,10\na.width == 1e8 * r.width\na.leading == r.leading\na.top == r.top\n",
                          to: "App/m.layout")
        let (code, output) = run(["lint", "App/m.layout", "--quiet"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardOutput.contains("App/m.layout:3:12: error: number '1e8' is out of range"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("unsatisfiable_constraints"), output.standardOutput)
    }

    func testSwiftNumbersBeyondTheLimitAreSkippedWithANoteNotATrap() throws {
        for statement in ["l.numberOfLines = 1e19", "l.numberOfLines = -1e19", "let x = views[1e19]",
                          "s.insertArrangedSubview(l, at: 1e19)", "l.numberOfLines = .nan"] {
            try project.write("""
                import UIKit
                final class C: UIViewController {
                    let l = UILabel()
                    let s = UIStackView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let views = [l, s]
                        view.addSubview(s)
                        s.addArrangedSubview(l)
                        \(statement)
                    }
                }
                """, to: "App/C.swift")
            let (code, output) = run(["lint", "App/C.swift", "--quiet", "--reporter", "json"])
            XCTAssertNotEqual(code, .usageOrInput, "\(statement): \(output.standardOutput)")
        }
    }

    func testSwiftArithmeticBeyondTheLimitIsNotSolved() throws {
        try project.write("""
            import UIKit
            final class C: UIViewController {
                let l = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(l)
                    l.translatesAutoresizingMaskIntoConstraints = false
                    l.widthAnchor.constraint(equalToConstant: 1e6 * 1e6).isActive = true
                }
            }
            """, to: "App/W.swift")
        let (_, output) = run(["lint", "App/W.swift", "--quiet"])
        XCTAssertFalse(output.standardOutput.contains("unsatisfiable_constraints"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("1e+12"), output.standardOutput)
    }

    func testInterfaceBuilderConstantBeyondTheLimitIsALocatedError() throws {
        try project.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e308" id="c1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, to: "App/V.xib")
        let (code, output) = run(["lint", "App/V.xib", "--quiet"])
        XCTAssertEqual(code, .usageOrInput, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("App/V.xib:12:"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("is out of range"), output.standardOutput)
    }

    func testSolveJSONNeverPrintsAnEmptyArrayForAnUnprintableSolution() throws {
        try project.write("root r\nview a in r\na.width == 10\na.height == 10\na.leading == r.leading\na.top == r.top\n", to: "App/s.layout")
        let (code, output) = run(["solve", "App/s.layout", "--format", "json"])
        XCTAssertEqual(code, .success, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("\"width\" : 10"), output.standardOutput)
    }

    func testConvertToLayoutWritesSymbolicConstantsTheReaderReadsBack() throws {
        try project.write("""
            import UIKit
            final class C: UIViewController {
                let l = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(l)
                    l.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        l.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2 * systemSpacing),
                        l.topAnchor.constraint(equalTo: view.topAnchor, constant: -inset),
                        l.heightAnchor.constraint(equalToConstant: bounds.height),
                    ])
                }
            }
            """, to: "App/C.swift")
        let (code, output) = run(["convert", "App/C.swift", "--to", "layout"])
        XCTAssertEqual(code, .success, output.standardError)
        XCTAssertFalse(output.standardOutput.contains("+ 0"), output.standardOutput)
        try project.write(output.standardOutput, to: "App/c.layout")
        let (again, reread) = run(["convert", "App/c.layout", "--to", "layout"])
        XCTAssertEqual(again, .success, reread.standardError + reread.standardOutput)
        XCTAssertEqual(reread.standardOutput, output.standardOutput)
    }

    /// Inputs over their format's cap are refused by name (nothing is read whole); a big file below the cap works.
    func testInputsOverTheirCapAreRefusedByName() throws {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
            + "<objects><view contentMode=\"scaleToFill\" id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"100\"/>"
            + "</view></objects>\n<!-- "
        let tail = " -->\n</document>\n"
        let over = head + String(repeating: "x", count: 10_000_001 - head.utf8.count - tail.utf8.count + 1) + tail
        try project.write(over, to: "App/Big.xib")
        let (code, output) = run(["lint", "App/Big.xib", "--quiet"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardOutput.contains("App/Big.xib:1:1: error: the input is larger than layoutlint's limit of 10000000 bytes"),
                      output.standardOutput)
        let under = head + String(repeating: "x", count: 9_990_000 - head.utf8.count - tail.utf8.count) + tail
        try project.write(under, to: "App/Big.xib")
        let (underCode, underOutput) = run(["lint", "App/Big.xib", "--quiet"])
        XCTAssertEqual(underCode, .success, underOutput.standardOutput)
    }

    func testStandardInputOverItsCapOrWithAnUnknownEndingIsAnError() throws {
        var command = LintCommand()
        command.showsProgress = false
        command.readStandardInput = { Data(count: InputLimits.sourceBytes + 1) }
        var output = CommandOutput()
        XCTAssertThrowsError(try command.run(["--use-stdin", "--stdin-path", "A.swift"], output: &output)) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("limit of 8000000 bytes") ?? false, "\(error)")
        }
        command.readStandardInput = { Data("root r\n".utf8) }
        XCTAssertThrowsError(try command.run(["--use-stdin", "--stdin-path", "foo"], output: &output)) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("names no format layoutlint reads") ?? false, "\(error)")
        }
    }

    func testBoundedInputStopsOneChunkPastTheCapOnAnEndlessSource() throws {
        guard let zero = FileHandle(forReadingAtPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
        defer { try? zero.close() }
        guard case .failure(.tooLarge(let limit)) = BoundedInput.read(zero, limit: 3_000_000) else { return XCTFail("read to the end") }
        XCTAssertEqual(limit, 3_000_000)
        guard case .failure(.tooLarge) = BoundedInput.contents(atPath: "/dev/zero", limit: 1_000) else { return XCTFail("read to the end") }
    }
}
