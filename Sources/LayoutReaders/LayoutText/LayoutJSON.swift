import Foundation
import LayoutModel

/// The JSON form of the model: `{"format": "layoutlint-model/1", "scenes": [...]}`, lossless both ways.
public enum LayoutJSON {
    public static let formatName = "layoutlint-model/1"

    private struct Document: Codable {
        var format: String
        var scenes: [Scene]
    }

    /// Pretty-printed JSON with sorted keys, so the output is stable.
    public static func encode(_ scenes: [Scene]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(format: formatName, scenes: scenes))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Scenes from JSON written by `encode`; throws with the decoder's explanation otherwise.
    public static func decode(_ text: String) throws -> [Scene] {
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        guard document.format == formatName else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "expected format \"\(formatName)\", found \"\(document.format)\""))
        }
        return document.scenes
    }
}

/// Reads `.layout.json` files, the JSON form of the model.
public struct LayoutJSONReader: LayoutReader {
    public init() {}

    public var fileExtensions: [String] { ["layout.json"] }

    public func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult {
        var result = ReadResult()
        for file in files {
            // Foundation's decoder places no syntax error ("not valid JSON"): the strict reader says where first.
            do {
                _ = try StrictJSON.parse(file.text)
            } catch {
                result.diagnostics.append(Diagnostic(
                    ruleID: ReaderRuleID.syntaxError, severity: .error, message: "not a layoutlint model: not valid JSON: \(error.message)",
                    location: SourceLocation(file: file.path, line: error.line, column: error.column)))
                continue
            }
            do {
                result.scenes += try LayoutJSON.decode(file.text)
            } catch {
                result.diagnostics.append(Diagnostic(
                    ruleID: ReaderRuleID.syntaxError, severity: .error,
                    message: "not a layoutlint model: \(describe(error))",
                    location: SourceLocation(file: file.path, line: 1, column: 1)))
            }
        }
        return NumericLimitCheck.check(result)
    }

    private func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
             DecodingError.valueNotFound(_, let context):
            return context.debugDescription + at(context.codingPath)
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'" + at(context.codingPath)
        default:
            return "\(error)"
        }
    }

    private func at(_ path: [CodingKey]) -> String {
        path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
