import Foundation

/// Test code is not the app: a snapshot test builds a view, sizes it to a fixed frame and constrains it in ways the
/// app never does, and a `private extension AppView { … }` in a test file would otherwise be read as part of every
/// `AppView` (GetStream/stream-chat-swift @a4e569b1: five conflicts from a test's own size helper; held-out round
/// 12). A file found in a walked folder is test code when a folder below the walked one is a test target's (named
/// `Tests` or `…Tests`, Xcode's and SwiftPM's convention) or when a source file imports a test framework, which no
/// app target links. Files named on the command line are linted whatever they are.
enum TestCodeFiles {
    /// Lines that only a test target's source can start with.
    static let testImports = [
        "import XCTest", "@testable import ", "import Testing", "import SnapshotTesting", "import Quick", "import Nimble",
        "#import <XCTest/", "@import XCTest", "#import <Specta/", "#import <Expecta/", "#import <OCMock/",
    ]
    /// How much of a file is searched for the imports: they come first.
    static let headerBytes = 16_384

    /// Whether `path`, found under `root`, is a test target's file.
    static func isTestCode(_ path: String, under root: String) -> Bool {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
        let folders = relative.split(separator: "/").dropLast()
        if folders.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") && $0.count > 5 }) { return true }
        let ending = (path as NSString).pathExtension
        guard ["swift", "m", "mm", "h"].contains(ending), let header = Self.header(of: path) else { return false }
        return Self.hasTestImport(header)
    }

    /// The imports as bytes, compared at each line's start (splitting the header into strings was a sixth of a warm
    /// run's time on a large app).
    private static let testImportBytes = testImports.map { Array($0.utf8) }

    /// Whether a line of `header`, after its leading spaces and tabs, starts with one of `testImports`.
    static func hasTestImport(_ header: [UInt8]) -> Bool {
        var index = 0
        while index < header.count {
            while index < header.count, header[index] == UInt8(ascii: " ") || header[index] == UInt8(ascii: "\t") { index += 1 }
            for prefix in testImportBytes where index + prefix.count <= header.count {
                if header[index] == prefix[0], header[index..<(index + prefix.count)].elementsEqual(prefix),
                   !continuesModuleName(header, at: index + prefix.count, after: prefix) { return true }
            }
            guard let newline = header[index...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            index = newline + 1
        }
        return false
    }

    /// Whether the import goes on with more of a module's name (`import Quickblox` is no `import Quick`).
    private static func continuesModuleName(_ header: [UInt8], at index: Int, after prefix: [UInt8]) -> Bool {
        guard index < header.count, let last = prefix.last, isNameByte(last) else { return false }
        return isNameByte(header[index])
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }

    private static func header(of path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: headerBytes) else { return nil }
        return [UInt8](data)
    }
}
