import Foundation
import XCTest

/// Standard input and Xcode's script input files, through the built `layoutlint` executable in a child process.
final class BuiltBinaryInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        // constant_sign is opt-in; these tests use it as an everyday warning.
        try #"{"opt_in_rules": ["constant_sign"]}"#.write(to: folder.appendingPathComponent(".layoutlint.json"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The folder SwiftPM put the products in: the test bundle's folder.
    private var executable: URL {
        #if os(macOS)
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("layoutlint")
        #else
        return Bundle.main.bundleURL.appendingPathComponent("layoutlint")
        #endif
    }

    private func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SCRIPT_INPUT_FILE") && $0.key != "GITHUB_STEP_SUMMARY" }
        base.merge(environment) { _, new in new }
        process.environment = base
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    private let layout = "root r\nview a in r intrinsic=20,20\na.top == r.safeArea.top\na.trailing == r.trailing + 16\n"

    func testStandardInputIsLintedUnderTheGivenPath() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "layoutlint not built at \(executable.path)")
        let result = try run(["lint", "--use-stdin", "--stdin-path", "App/Editor.layout", "--quiet"], input: layout)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("App/Editor.layout:4:1: warning: "), result.output)
        XCTAssertTrue(result.output.contains("(constant_sign)"))

        let syntax = try run(["lint", "--use-stdin", "--stdin-path", "App/Editor.layout"], input: "root r\na.top === r.top\n")
        XCTAssertEqual(syntax.status, 1)
        XCTAssertTrue(syntax.output.contains("App/Editor.layout:2:"), syntax.output)

        try "{\"excluded\": [\"App\"]}".write(to: folder.appendingPathComponent(".layoutlint.json"), atomically: true, encoding: .utf8)
        let excluded = try run(["lint", "--use-stdin", "--stdin-path", "App/Editor.layout", "--force-exclude", "--quiet"], input: layout)
        XCTAssertEqual(excluded.output, "")
        XCTAssertEqual(excluded.status, 0)
    }

    func testXcodeScriptInputFilesAndFileLists() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "layoutlint not built at \(executable.path)")
        try layout.write(to: folder.appendingPathComponent("App/One.layout"), atomically: true, encoding: .utf8)
        try layout.write(to: folder.appendingPathComponent("App/Two.layout"), atomically: true, encoding: .utf8)
        try layout.write(to: folder.appendingPathComponent("App/Three.layout"), atomically: true, encoding: .utf8)
        try "# generated\n$(SRCROOT)/App/Two.layout\n\n${SRCROOT}/App/Three.layout\n"
            .write(to: folder.appendingPathComponent("inputs.xcfilelist"), atomically: true, encoding: .utf8)
        let result = try run(["lint", "--use-script-input-files"], environment: [
            "SRCROOT": folder.path,
            "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": folder.appendingPathComponent("App/One.layout").path,
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": folder.appendingPathComponent("inputs.xcfilelist").path,
        ])
        XCTAssertEqual(result.status, 0, result.error)
        for name in ["One", "Two", "Three"] {
            XCTAssertTrue(result.output.contains("App/\(name).layout:4:1: warning:"), "\(name): \(result.output)")
        }
        XCTAssertTrue(result.error.contains("in 3 files"), result.error)

        let none = try run(["lint", "--use-script-input-files"], environment: ["SCRIPT_INPUT_FILE_COUNT": "0"])
        XCTAssertEqual(none.status, 0)
        XCTAssertTrue(none.error.contains("in 0 files"), "no input files: nothing to lint, not the whole folder")

        let unset = try run(["lint", "--use-script-input-files"])
        XCTAssertEqual(unset.status, 1)
        XCTAssertTrue(unset.error.contains("SCRIPT_INPUT_FILE_COUNT is not set"), unset.error)
    }

    func testInterfaceBuilderBuildsExitAtOnce() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "layoutlint not built at \(executable.path)")
        let result = try run(["lint", "no-such-file.layout"], environment: ["COMPILED_FOR_INTERFACE_BUILDER": "1"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output + result.error, "")
    }
}
