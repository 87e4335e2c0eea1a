import Foundation
import LayoutReaders
import LayoutRules

/// `--source DIR`: the project's Swift files read by the Swift reader, for matching logged constraints.
enum ExplainSourceIndex {
    static func matcher(directory: String) -> (matcher: SourceMatcher?, error: String?) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, "--source: '\(directory)' is not a folder")
        }
        let reader = SwiftSourceReader()
        let discovery = FileDiscovery(extensions: reader.fileExtensions)
        let paths = discovery.files(under: [directory]).files
        var files: [SourceFile] = []
        var texts: [String: String] = [:]
        for path in paths {
            if case .success(let file) = ReaderSet().load(path) {
                files.append(file)
                texts[file.path] = file.text
            }
        }
        let result = reader.read(files)
        return (SourceMatcher(scenes: result.scenes, files: texts), nil)
    }
}
