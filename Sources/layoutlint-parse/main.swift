// layoutlint-parse: times the Swift reader's first step alone — reading, tokenizing and parsing every Swift file
// (and every body it declares) on every core — so `scripts/bench-apps.sh` can print it beside the lint time of the
// same files. Nothing is interpreted or checked.
//
//   layoutlint-parse <folder>…   prints: swift-files <n> expressions <n> seconds <s>

import Foundation
import LayoutReaders

/// Folders lint never walks into (the same list as `FileDiscovery.skippedFolders`).
let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

/// Every `.swift` file under `folder`, sorted, skipping the folders lint skips.
func swiftFiles(under folder: String) -> [String] {
    var result: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [folder] }
    while let relative = walker.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if skippedFolders.contains(name) {
            walker.skipDescendants()
        } else if name.hasSuffix(".swift") {
            result.append(folder + "/" + relative)
        }
    }
    return result.sorted()
}

let folders = Array(CommandLine.arguments.dropFirst())
guard !folders.isEmpty else {
    FileHandle.standardError.write(Data("usage: layoutlint-parse <folder>…\n".utf8))
    exit(1)
}
let start = Date()
let paths = folders.flatMap(swiftFiles(under:))
let files = paths.compactMap { path -> SourceFile? in
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return SwiftSourceReader.decode(data, path: path).file
}
let expressions = SwiftSourceReader().parseOnly(files)
let seconds = Date().timeIntervalSince(start)
print("swift-files \(files.count) expressions \(expressions) seconds \(String(format: "%.3f", seconds))")
