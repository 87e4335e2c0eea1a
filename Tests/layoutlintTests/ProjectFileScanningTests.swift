import Foundation
import XCTest
@testable import layoutlint

/// Issue #22 (warm runs): the project file's objects are scanned once with their fields, the project text is
/// trimmed without Foundation, and test imports are found in the header's bytes; each answers as before.
final class ProjectFileScanningTests: XCTestCase {
    /// The helpers drop what `CharacterSet.whitespaces` drops: tabs and Unicode space separators, not line ends.
    func testTrimmingSpacesMatchesFoundationsWhitespaces() {
        let samples = ["", "   ", "\t key \t", "\u{00A0}value\u{2003}", " a b ", "x\r", "\r x \r", " \"quoted \" ",
                       "\u{3000}全角\u{3000}", "e\u{301} ", " \u{1F600} "]
        for sample in samples {
            XCTAssertEqual(sample.trimmingSpaces(), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
            XCTAssertEqual(sample[...].trimmingSpaces(), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
            XCTAssertEqual(sample.trimming { $0 == "\"" || $0 == " " },
                           sample.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")), sample.debugDescription)
        }
    }

    func testTheTextBeforeACommentIsCutAtTheFirstOpening() {
        XCTAssertEqual(String("ABC /* App */".beforeComment()), "ABC ")
        XCTAssertEqual(String("a/b*c /* x */ /* y */".beforeComment()), "a/b*c ")
        XCTAssertEqual(String("no comment".beforeComment()), "no comment")
        XCTAssertEqual(String("/*".beforeComment()), "")
    }

    /// Fields are read as `value(of:in:)` always read them: the first of a key wins, nested blocks included,
    /// comments cut, quotes removed with the spaces inside them kept.
    func testAnObjectsFieldsAreItsFirstValuesWithCommentsAndQuotesRemoved() {
        let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1B2 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tname = Nested;
        \t\t\t\tPRODUCT_NAME = "My App";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC3D4 /* Generic */ = {isa = PBXGroup; children = (); path = "Generic "; sourceTree = "<group>"; };
        \t\tE5F6 /* App.swift */ = {isa = PBXFileReference; path = App.swift /* the app */; sourceTree = SOURCE_ROOT; };
        \t};
        }
        """
        let objects = XcodeProjectObjects(text: text)
        XCTAssertEqual(objects.byIdentifier.count, 3)
        XCTAssertEqual(objects["A1B2"]?.isa, "XCBuildConfiguration")
        XCTAssertEqual(objects["A1B2"]?.value(of: "name"), "Nested", "the first name, the nested one, as before")
        XCTAssertEqual(objects["A1B2"]?.value(of: "PRODUCT_NAME"), "My App")
        XCTAssertEqual(objects["C3D4"]?.value(of: "path"), "Generic ")
        XCTAssertEqual(objects["E5F6"]?.value(of: "path"), "App.swift")
        XCTAssertEqual(objects["E5F6"]?.value(of: "sourceTree"), "SOURCE_ROOT")
        XCTAssertEqual(objects.first(isa: "PBXGroup")?.value(of: "path"), "Generic ")
        for (id, object) in objects.byIdentifier {
            for (key, value) in object.fields {
                XCTAssertEqual(XcodeProjectTargets.value(of: key, in: object.body), value, "\(id).\(key)")
            }
        }
    }

    /// A test framework's import is found on any line of the header, after spaces or tabs, and only at a line's start.
    func testTestImportsAreFoundAtTheStartOfAnyLine() {
        func found(_ text: String) -> Bool { TestCodeFiles.hasTestImport(Array(text.utf8)) }
        XCTAssertTrue(found("import XCTest\n"))
        XCTAssertTrue(found("// header\n\n  \t@testable import App\nimport UIKit"))
        XCTAssertTrue(found("#import <UIKit/UIKit.h>\r\n#import <XCTest/XCTest.h>\r\n"))
        XCTAssertFalse(found("import UIKit\nlet text = \"import XCTest\"\n"))
        XCTAssertFalse(found("import UIKit\n// import XCTest is not used\n"))
        XCTAssertFalse(found(""))
        XCTAssertFalse(found("import XCTes"))
        // A module whose name starts like a test framework's is an app's (lunr-ios's `import Quickblox`, held-out round 61).
        XCTAssertFalse(found("import UIKit\nimport Quickblox\n"))
        XCTAssertTrue(found("import Quick\nimport Nimble\n"))
        XCTAssertTrue(found("import Quick"))
        XCTAssertTrue(found("@import XCTest;\n"))
    }

    /// The byte reading of an ASCII body splits exactly as the character reading: stray `=`, `;`, comments, quotes,
    /// empty pieces, nested blocks (random bodies from those pieces, and the fixtures' project files).
    func testAsciiFieldsMatchTheCharacterReading() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["key", "name", " ", "\t", "=", "==", ";", ";;", "\n", "\"", "\"a b\"", "/*", "*/", "/* c */", "{", "}",
                      "value", "path", "Generic ", "x/y", "*", "/", "(", ")", ","]
        for _ in 0..<2_000 {
            let body = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(XcodeProjectObjects.asciiFields(in: body), XcodeProjectObjects.characterFields(in: body), body.debugDescription)
        }
        XCTAssertNil(XcodeProjectObjects.asciiFields(in: "name = Caf\u{E9};"), "not ASCII: read by characters")
        XCTAssertNil(XcodeProjectObjects.asciiFields(in: "name = A;\r\npath = B;"), "a carriage return: read by characters")
    }

    /// The byte search for a list's identifiers answers as Foundation's search and the character split do.
    func testListIdentifiersInBytesMatchTheTextSearch() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["files = (", "children = (", ");", ")", ";", ",", " ", "\n", "\t", "A1B2", "C3D4 /* x.swift */",
                      "/* c */", "=", "(", "files", " = ("]
        for _ in 0..<2_000 {
            let body = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for key in ["files", "children"] {
                guard let bytes = XcodeProjectTargets.asciiIdentifiers(inList: key, of: body) else { XCTFail(body.debugDescription); continue }
                var text: [String] = []
                if let start = body.range(of: key + " = ("), let end = body.range(of: ");", range: start.upperBound..<body.endIndex) {
                    text = body[start.upperBound..<end.lowerBound].split(separator: ",").compactMap { entry in
                        entry.split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
                    }
                }
                XCTAssertEqual(bytes, text, body.debugDescription)
            }
        }
        XCTAssertNil(XcodeProjectTargets.asciiIdentifiers(inList: "files", of: "files = ( A /* Caf\u{E9} */, B );"))
    }
}
