import Foundation
import XCTest
@testable import layoutlint

/// The command line knows readers only through `LayoutReader`: no executable code but `ReaderSet`, which lists them,
/// names a concrete reader type, so a new reader plugs in by being listed there.
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

    func testOnlyTheReaderSetNamesConcreteReaders() throws {
        let readers = try readerTypes()
        XCTAssertTrue(readers.isSuperset(of: ["SwiftSourceReader", "InterfaceBuilderReader", "ObjectiveCReader", "ConsoleLogReader"]),
                      "\(readers.sorted())")
        var found: [String] = []
        let files = try FileManager.default.contentsOfDirectory(at: sources.appendingPathComponent("layoutlint"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "ReaderSet.swift" }
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
}
