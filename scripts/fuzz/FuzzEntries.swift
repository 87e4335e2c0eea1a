// What every fuzz target does with one input, and the properties it checks: read it, never trap, hang or
// overflow the stack, and let no out-of-range number reach an active constraint (docs/limits.md). Compiled into
// each libFuzzer target by scripts/fuzz.sh (with the configuration and baseline parsers' files) and, through a
// symbolic link, into layoutlintTests, where FuzzSeedTests runs every entry over the seeds in Fixtures/.
#if canImport(layoutlint)
@testable import layoutlint
#endif
import LayoutModel
import LayoutReaders

/// One entry per fuzz target, each taking the input as text (bytes decoded as UTF-8, invalid ones replaced).
enum FuzzEntries {
    /// The targets by name, as `scripts/fuzz.sh run <name>` spells them, with the Fixtures files that seed them.
    static var targets: [(name: String, seedSuffixes: [String], run: (String) -> Void)] {
        [
            ("LayoutText", [".layout"], { check(LayoutTextReader().read([SourceFile(path: "fuzz.layout", text: $0)])) }),
            ("Swift", [".swift"], { check(SwiftSourceReader().read([SourceFile(path: "fuzz.swift", text: $0)])) }),
            ("ObjectiveC", [".m", ".mm", ".h"], { check(ObjectiveCReader().read([SourceFile(path: "fuzz.m", text: $0)])) }),
            ("InterfaceBuilder", [".xib", ".storyboard"], { check(InterfaceBuilderReader().read([SourceFile(path: "fuzz.xib", text: $0)])) }),
            ("ConsoleLog", [".log", ".txt"], { check(ConsoleLogReader().read([SourceFile(path: "fuzz.log", text: $0)])) }),
            ("LayoutJSON", [".json"], { check(LayoutJSONReader().read([SourceFile(path: "fuzz.layout.json", text: $0)])) }),
            ("Configuration", [".layoutlint.json"], configuration),
            ("Baseline", [".baseline.json"], baseline),
        ]
    }

    /// The entry of the target with this name.
    static func entry(named name: String) -> (String) -> Void {
        guard let target = targets.first(where: { $0.name == name }) else { preconditionFailure("no fuzz target \(name)") }
        return target.run
    }

    /// The input bytes as text.
    static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// Every number that reaches an active constraint is within the limits.
    static func check(_ result: ReadResult) {
        for scene in result.scenes {
            for constraint in scene.constraints where constraint.isActive {
                precondition(NumericLimits.admits(constraint.constant) && NumericLimits.admits(constraint.multiplier))
            }
        }
    }

    /// A fixed vocabulary, so the target needs neither the rule registry nor the device catalog.
    static var vocabulary: ConfigurationVocabulary {
        ConfigurationVocabulary(
            ruleIDs: ["ambiguous_layout", "anchor_mixing", "constant_sign", "misplaced_frame", "missing_vertical_chain"],
            reporterNames: ["json", "xcode", "sarif"],
            checkDevice: { name throws(UsageError) in
                guard ["iPhone SE", "iPad mini landscape", "retina6_0", "Mac"].contains(name) else { throw .input("unknown device '\(name)'") }
            })
    }

    /// A configuration either parses or is refused with a message that names the file.
    static func configuration(_ text: String) {
        do {
            let configuration = try Configuration.parse(text, path: "fuzz.json", vocabulary: vocabulary)
            precondition(configuration.disabledRules.isSubset(of: vocabulary.ruleIDs))
        } catch {
            precondition(error.message.hasPrefix("fuzz.json") && !error.isUsage)
        }
    }

    /// A baseline either parses, with counts that add up without trapping, or is refused with a message that names the file.
    static func baseline(_ text: String) {
        do {
            let baseline = try Baseline.parse(text, path: "fuzz.json")
            precondition(baseline.absorbableCounts().values.allSatisfy { $0 >= 0 })
        } catch {
            precondition(error.message.hasPrefix("fuzz.json") && !error.isUsage)
        }
    }
}
