import LayoutModel
import LayoutReaders
import LayoutRules
import Testing

/// Every rule's Swift, Objective-C and Interface Builder examples (issues #23, #26), read by the readers `layoutlint`
/// uses and checked with that rule alone: a triggering example is reported exactly at its `↓` markers (line and
/// column, no finding more or less), a non-triggering one not at all. One test per rule of the registry.
@Suite struct SourceExampleTests {
    static let ruleIDs = RuleRegistry.all.map(\.description.id)

    /// Rules that only make sense for Interface Builder documents: they show a `.xib` example of each kind instead
    /// of Swift and Objective-C ones.
    static let interfaceBuilderOnly: [String: String] = [
        // Code has its own rule, missing_vertical_chain_in_code; this one skips scenes read from code.
        "missing_vertical_chain": "documents only",
        // Reports only views saved with Xcode's ambiguous="YES" flag, which code cannot carry.
        "xcode_ambiguous_layout": "Xcode's flag",
        // Compares the frames Interface Builder stores with the solved ones; code stores none.
        "misplaced_frame": "stored frames",
    ]

    /// Rules that apply to code but cannot be shown in Objective-C, with why. None so far: every code rule fires on
    /// what the Objective-C reader reads.
    static let notShownInObjectiveC: [String: String] = [:]

    @Test("Source examples are reported exactly at their ↓ markers", arguments: ruleIDs)
    func examplesAreReportedAtTheirMarkers(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        for (index, example) in rule.description.sourceExamples.enumerated() {
            let name = "\(ruleID), \(example.language.displayName) example \(index + 1) (\(example.triggers ? "triggering" : "non-triggering"))"
            let (path, result) = Self.read(example)
            let readerProblems = result.diagnostics.filter { $0.severity != .note }
            #expect(readerProblems.isEmpty, "\(name) does not read: \(readerProblems.map(\.message))")
            let found = Linter(rules: [rule]).lint(result.scenes).filter { $0.ruleID == ruleID }
            let places = found.map { SourceExample.Position(line: $0.location.line, column: $0.location.column) }.sorted()
            let listing = found.map { "\($0.location.line):\($0.location.column): \($0.message)" }.joined(separator: "\n")
            #expect(found.allSatisfy { $0.location.file == path }, "\(name): a finding is placed outside the example")
            if example.triggers {
                #expect(!example.markedPositions.isEmpty, "\(name) has no ↓ marker")
                #expect(places == example.markedPositions,
                        "\(name): expected at \(example.markedPositions), reported at \(places):\n\(listing)\n\(example.source)")
            } else {
                #expect(example.markedPositions.isEmpty, "\(name) must not carry a ↓ marker")
                #expect(found.isEmpty, "\(name) should not be reported:\n\(listing)\n\(example.source)")
            }
        }
    }

    @Test("Every rule shows the examples its languages call for", arguments: ruleIDs)
    func everyRuleHasItsExamples(ruleID: String) throws {
        let examples = try #require(RuleRegistry.rule(id: ruleID)).description.sourceExamples
        func count(_ language: SourceExample.Language, triggering: Bool) -> Int {
            examples.filter { $0.language == language && $0.triggers == triggering }.count
        }
        if Self.interfaceBuilderOnly[ruleID] != nil {
            #expect(count(.interfaceBuilder, triggering: true) >= 1, "\(ruleID) needs a triggering Interface Builder example")
            #expect(count(.interfaceBuilder, triggering: false) >= 1, "\(ruleID) needs a non-triggering Interface Builder example")
            return
        }
        #expect(count(.swift, triggering: true) >= 1, "\(ruleID) needs a triggering Swift example")
        #expect(count(.swift, triggering: false) >= 1, "\(ruleID) needs a non-triggering Swift example (the corrected form)")
        if Self.notShownInObjectiveC[ruleID] == nil {
            #expect(count(.objectiveC, triggering: true) >= 1, "\(ruleID) needs a triggering Objective-C example")
        }
    }

    @Test("The exemption lists name rules that exist")
    func exemptionsNameRealRules() {
        for id in Array(Self.interfaceBuilderOnly.keys) + Array(Self.notShownInObjectiveC.keys) {
            #expect(Self.ruleIDs.contains(id), "\(id) is not a rule")
        }
    }

    @Test("Markers are taken out of the source and placed at the character they stand before")
    func markersAreTakenOutAndPlaced() {
        let example = SourceExample.triggering(.swift, "let a = 1\n  ↓b.top == ↓c.top\n↓")
        #expect(example.source == "let a = 1\n  b.top == c.top\n")
        #expect(example.markedPositions == [.init(line: 2, column: 3), .init(line: 2, column: 12), .init(line: 3, column: 1)])
        #expect(SourceExample.nonTriggering(.objectiveC, "[a b];").markedPositions == [])
    }

    /// The example read as `layoutlint lint` reads a file of its kind, with the path its findings carry.
    private static func read(_ example: SourceExample) -> (path: String, result: ReadResult) {
        let reader: any LayoutReader
        let path: String
        switch example.language {
        case .swift:
            (reader, path) = (SwiftSourceReader(), "Example.swift")
        case .objectiveC:
            (reader, path) = (ObjectiveCReader(), "Example.m")
        case .interfaceBuilder:
            let isStoryboard = example.source.contains("CocoaTouch.Storyboard.XIB") || example.source.contains("Cocoa.Storyboard.XIB")
            (reader, path) = (InterfaceBuilderReader(), isStoryboard ? "Example.storyboard" : "Example.xib")
        }
        return (path, reader.read([SourceFile(path: path, text: example.source)]))
    }
}
