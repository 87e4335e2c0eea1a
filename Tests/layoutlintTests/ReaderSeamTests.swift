import Foundation
import LayoutReaders
import XCTest
@testable import layoutlint

/// The command line knows readers only through `LayoutReader`: no executable code names a concrete reader type; the
/// library's `StandardReaders` lists them, so a new reader plugs in by being listed there.
final class ReaderSeamTests: XCTestCase {
    private let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The types in LayoutReaders that conform to `LayoutReader` where they are declared.
    private func readerTypes() throws -> Set<String> {
        let declaration = try NSRegularExpression(pattern: #"(?:struct|class|final class)\s+(\w+)\s*:[^{]*\bLayoutReader\b"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources.appendingPathComponent("LayoutReaders"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
            }
        }
        return names
    }

    func testNoExecutableCodeNamesConcreteReaders() throws {
        let readers = try readerTypes()
        XCTAssertTrue(readers.isSuperset(of: ["SwiftSourceReader", "InterfaceBuilderReader", "ObjectiveCReader", "ConsoleLogReader"]),
                      "\(readers.sorted())")
        var found: [String] = []
        let files = try FileManager.default.contentsOfDirectory(at: sources.appendingPathComponent("layoutlint"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? line
                for reader in readers where code.range(of: #"\b\#(reader)\b"#, options: .regularExpression) != nil {
                    found.append("\(file.lastPathComponent):\(number + 1): \(reader)")
                }
            }
        }
        XCTAssertEqual(found, [])
    }

    func testTheSeamSaysHowEachReaderIsRun() {
        let readers = ReaderSet().readers
        XCTAssertEqual(readers.filter(\.readsFilesTogether).map(\.name), ["swift", "objective-c"])
        // Interface Builder files state the tables their owners draw (`projectFacts(statedIn:)`) and use the code's facts.
        XCTAssertEqual(readers.filter(\.contributesProjectFacts).map(\.name), ["swift", "xib", "objective-c"])
        XCTAssertEqual(readers.filter(\.usesProjectFacts).map(\.name), ["xib"])
        XCTAssertEqual(readers.filter(\.providesSourceIndex).map(\.name), ["swift"])
        XCTAssertEqual(readers.compactMap(\.coverageSubject).map(\.language), ["Swift", "Objective-C"])
        XCTAssertEqual(Set(readers.map(\.name)).count, readers.count, "reader names key the cache: they must differ")
    }

    /// What code readers are told before they read comes from each reader through `factsForCodeReaders(statedIn:)`:
    /// Interface Builder's classes and nibs' first views, the code's entry point.
    func testFactsForCodeReadersComeFromEachReader() throws {
        let readers = ReaderSet().readers
        func stated(_ name: String, _ files: [SourceFile]) throws -> ProjectFacts {
            try XCTUnwrap(readers.first { $0.name == name }).factsForCodeReaders(statedIn: files)
        }
        let nib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeOwner"/>
            <view contentMode="scaleToFill" id="root" customClass="Shop.BadgeView"><rect key="frame" x="0" y="0" width="120" height="40"/></view>
            </objects></document>
            """
        let fromNibs = try stated("xib", [SourceFile(path: "Badge.xib", text: nib)])
        XCTAssertEqual(fromNibs.classNamesFromOtherFiles, ["BadgeOwner", "BadgeView"])
        XCTAssertEqual(fromNibs.nibTopLevelViews.keys.sorted(), ["Badge"])
        XCTAssertEqual(fromNibs.nibTopLevelViews["Badge"]?.className, "BadgeView")
        XCTAssertTrue(try stated("swift", [SourceFile(path: "App.swift", text: "@main final class App: UIResponder {}")]).codeHasAppEntryPoint)
        XCTAssertFalse(try stated("swift", [SourceFile(path: "View.swift", text: "final class View: UIView {}")]).codeHasAppEntryPoint)
        XCTAssertTrue(try stated("objective-c", [SourceFile(path: "main.m", text: "return UIApplicationMain(argc, argv, nil, nil);")]).codeHasAppEntryPoint)
    }
}
