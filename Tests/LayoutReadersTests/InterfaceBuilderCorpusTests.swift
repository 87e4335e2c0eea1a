import Foundation
import LayoutModel
import LayoutReaders
import XCTest

/// Runs the reader over a folder of real `.xib` / `.storyboard` files named by `LAYOUTLINT_IB_CORPUS`
/// (skipped when unset): nothing may crash, and every file must give scenes or say why not.
final class InterfaceBuilderCorpusTests: XCTestCase {
    func testReadsEveryFileOfTheCorpus() throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUTLINT_IB_CORPUS"] else {
            throw XCTSkip("set LAYOUTLINT_IB_CORPUS to a folder of .xib/.storyboard files")
        }
        let reader = InterfaceBuilderReader()
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files = 0, scenes = 0, items = 0, constraints = 0, variants = 0, syntaxErrors = 0
        var skipped: [String: Int] = [:]
        while let relative = enumerator?.nextObject() as? String {
            guard reader.fileExtensions.contains((relative as NSString).pathExtension) else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let result = reader.read([SourceFile(path: relative, text: text)])
            files += 1
            scenes += result.scenes.count
            items += result.scenes.reduce(0) { $0 + $1.items.count }
            constraints += result.scenes.reduce(0) { $0 + $1.constraints.count }
            variants += result.scenes.reduce(0) { $0 + $1.variants.count }
            for diagnostic in result.diagnostics {
                if diagnostic.ruleID == ReaderRuleID.syntaxError { syntaxErrors += 1; print("syntax: \(diagnostic.location) \(diagnostic.message)") }
                let reason = diagnostic.message.replacingOccurrences(of: #"'[^']*'"#, with: "'…'", options: .regularExpression)
                skipped[reason, default: 0] += 1
            }
        }
        print("IB corpus: \(files) files, \(scenes) scenes, \(items) items, \(constraints) constraints, \(variants) variants, \(syntaxErrors) syntax errors")
        for (reason, count) in skipped.sorted(by: { $0.value > $1.value }) { print("  \(count)× \(reason)") }
        XCTAssertGreaterThan(files, 0)
    }
}
