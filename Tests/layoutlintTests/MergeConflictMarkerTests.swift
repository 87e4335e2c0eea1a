import Foundation
import XCTest
@testable import layoutlint
@testable import LayoutReaders

/// Issue #21: a file with an unresolved merge (seen in raivo-otp/ios-application at 8ea4901) was reported as
/// "'{' is never closed" at an unrelated brace; the marker itself is the error a user needs.
final class MergeConflictMarkerTests: XCTestCase {
    private var project: TemporaryProject!
    override func setUpWithError() throws { project = try TemporaryProject(label: "conflict", subfolder: "App") }
    override func tearDown() { project.remove() }

    private let conflicted = """
        import UIKit

        final class Gate: UIApplication {
        <<<<<<< HEAD
            override func open(_ url: URL) {
        ||||||| base
            func open(_ url: URL, flag: Bool) {
        =======
            func open(_ url: URL, flag: Bool = false) {
        >>>>>>> 5a85f48 (Rename)
                super.openURL(url)
            }
        }

        """

    func testOnlyClosedMarkersAtTheStartOfALineCount() {
        XCTAssertEqual(MergeConflictMarkers.openingLines(in: conflicted), [4])
        XCTAssertEqual(MergeConflictMarkers.openingLines(in: "<<<<<<< a\nx\n"), [], "never closed")
        XCTAssertEqual(MergeConflictMarkers.openingLines(in: "<<<<<<<< a\n>>>>>>>> b\n"), [], "eight, not seven")
        XCTAssertEqual(MergeConflictMarkers.openingLines(in: "let s = \"<<<<<<< a\"\n>>>>>>> b\n"), [], "not at a line start")
        XCTAssertEqual(MergeConflictMarkers.openingLines(in: "a\n<<<<<<<\nb\n>>>>>>>"), [2], "bare markers, no newline at the end")
        XCTAssertEqual(MergeConflictMarkers.openingLines(in: "<<<<<<< a\r\n=======\r\n>>>>>>> b\r\n<<<<<<< c\n>>>>>>> d\n"), [1, 4])
    }

    func testSwiftObjectiveCAndInterfaceBuilderFilesReportTheMarkerNotItsBrackets() throws {
        try project.write(conflicted, to: "App/Gate.swift")
        let objc = conflicted.replacingOccurrences(of: "import UIKit", with: "#import <UIKit/UIKit.h>\n@implementation Gate")
            .replacingOccurrences(of: "final class Gate: UIApplication {", with: "- (void)go {")
        try project.write(objc + "@end\n", to: "App/Gate.m")
        try project.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <<<<<<< ours
                <objects/>
            =======
                <objects></objects>
            >>>>>>> theirs
            </document>

            """, to: "App/Gate.xib")
        let (code, output) = project.lint(["App"])
        XCTAssertEqual(code, .usageOrInput, "a syntax error is input that could not be read")
        let lines = output.standardOutput.split(separator: "\n").filter { $0.contains("error:") }
        XCTAssertEqual(lines.map { String($0.split(separator: "/").last ?? "") }.sorted(), [
            "Gate.m:5:1: error: \(MergeConflictMarkers.message) (syntax_error)",
            "Gate.swift:4:1: error: \(MergeConflictMarkers.message) (syntax_error)",
            "Gate.xib:3:1: error: \(MergeConflictMarkers.message); the rest of the file was not read (syntax_error)",
        ], output.standardOutput)
    }
}
