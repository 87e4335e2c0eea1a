import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import LayoutRules

/// `layoutlint solve FILE`: each item's frame on a device, and what conflicts or is ambiguous.
struct SolveCommand {
    static let usage = """
        USAGE: layoutlint solve <file> [--device <name> | --size <W>x<H>] [--variant <name>] [--scene <name>] [--format text|json]

        Solves the scenes of <file> as the runtime would and prints each item's frame (in its superview's
        coordinates), the conflicts and the ambiguous items. Devices: \(DeviceCatalog.all.map(\.name).joined(separator: ", ")).
        """

    static let specification = ArgumentParser.Specification(
        flags: ["--help"], options: ["--device", "--size", "--variant", "--format", "--scene"], maximumPositionals: 1)

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: Self.specification).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        guard let path = parsed.positionals.first else { throw UsageError("solve needs a file") }
        let format = parsed.value("--format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format takes text or json, not '\(format)'") }
        if parsed.value("--device") != nil && parsed.value("--size") != nil {
            throw UsageError("give --device or --size, not both")
        }
        var device: Device?
        if let name = parsed.value("--device") {
            do {
                device = try DeviceNames.device(named: name)
            } catch {
                throw UsageError(error.message)
            }
        }
        if let text = parsed.value("--size") {
            let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                throw UsageError("--size takes WIDTHxHEIGHT, such as 375x667, not '\(text)'")
            }
            // The numbers every reader accepts: a screen of 1e19 points printed frames no layout can have (issue #21).
            guard parts.allSatisfy(NumericLimits.admits) else {
                throw UsageError("--size takes sizes up to \(formatNumber(NumericLimits.maxMagnitude)) points, not '\(text)'")
            }
            device = DeviceCatalog.device(size: Size(width: parts[0], height: parts[1]))
        }
        guard let result = try ReaderSet().readOne(path, errors: &output.standardError) else { return .usageOrInput }
        var scenes = result.scenes
        if let name = parsed.value("--scene") {
            scenes = scenes.filter { $0.name == name }
            guard !scenes.isEmpty else { throw UsageError("no scene named '\(name)' in \(path)") }
        }
        let variant = parsed.value("--variant")
        if let variant, !scenes.contains(where: { $0.variants.contains { $0.name == variant } }) {
            throw UsageError("no variant named '\(variant)' in \(path)")
        }
        let engine = LayoutEngine()
        var printed: [(Scene, LayoutSolution)] = []
        for scene in scenes {
            // The same budget as lint: a scene past it would keep the solver busy for minutes.
            if let refusal = SceneSizeBudget.refusal(of: scene, engine: engine) {
                let place = refusal.location
                output.standardError += "\(place.file):\(place.line):\(place.column): error: \(refusal.message) (\(refusal.ruleID))\n"
                return .usageOrInput
            }
            let targetDevice = device ?? engine.devices(for: scene).first ?? DeviceCatalog.all[0]
            if let solution = engine.solve(scene, device: targetDevice, variant: variant) {
                printed.append((scene, solution))
            }
        }
        let nonFinite = SolutionFormatter.nonFiniteFrames(printed)
        guard nonFinite.isEmpty else {
            output.standardError += "\(path): error: the solved frame is not a finite number for "
                + nonFinite.prefix(10).joined(separator: ", ") + (nonFinite.count > 10 ? " and \(nonFinite.count - 10) more" : "")
                + "; no frames printed\n"
            return .usageOrInput
        }
        if format == "json" {
            guard let json = SolutionFormatter.json(printed) else {
                output.standardError += "\(path): error: the solution could not be written as JSON\n"
                return .usageOrInput
            }
            output.standardOutput += json
        } else {
            output.standardOutput += SolutionFormatter.text(printed)
        }
        return .success
    }
}
