import Foundation

/// Locates the repository's Fixtures folder from this test file's path.
enum FixturePaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func folder(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// Files in a fixtures folder with the given ending, sorted.
    static func files(in name: String, ending: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder(name), includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(ending) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
