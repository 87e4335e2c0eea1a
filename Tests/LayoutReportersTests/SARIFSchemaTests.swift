import Foundation
import LayoutModel
@testable import LayoutReporters
import XCTest

/// The SARIF output checked against the SARIF 2.1.0 schema's rules for every object it writes: required
/// properties, property types, enumerations, minimums and (the schema sets additionalProperties false) no
/// property the schema does not define; and against what GitHub code scanning needs on top.
final class SARIFSchemaTests: XCTestCase {
    /// For each SARIF object kind: the properties the schema defines, and the ones it requires.
    private static let objects: [String: (allowed: Set<String>, required: Set<String>)] = [
        "sarifLog": (["$schema", "version", "runs", "inlineExternalProperties", "properties"], ["version", "runs"]),
        "run": (["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts",
                 "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
                 "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
                 "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses",
                 "specialLocations", "properties"], ["tool"]),
        "tool": (["driver", "extensions", "properties"], ["driver"]),
        "toolComponent": (["guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName",
                           "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri",
                           "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language", "contents",
                           "isComprehensive", "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion",
                           "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties"], ["name"]),
        "reportingDescriptor": (["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
                                 "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
                                 "properties"], ["id"]),
        "reportingConfiguration": (["enabled", "level", "rank", "parameters", "properties"], []),
        "multiformatMessageString": (["text", "markdown", "properties"], ["text"]),
        "result": (["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid",
                    "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
                    "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris",
                    "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties"], ["message"]),
        "message": (["text", "markdown", "id", "arguments", "properties"], []),
        "location": (["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"], []),
        "physicalLocation": (["address", "artifactLocation", "region", "contextRegion", "properties"], []),
        "artifactLocation": (["uri", "uriBaseId", "index", "description", "properties"], []),
        "region": (["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
                    "snippet", "message", "sourceLanguage", "properties"], []),
    ]

    private var problems: [String] = []

    private func check(_ value: Any?, as kind: String, at path: String) -> [String: Any] {
        guard let object = value as? [String: Any] else {
            problems.append("\(path): expected a \(kind) object")
            return [:]
        }
        let rules = Self.objects[kind]!
        for key in rules.required where object[key] == nil { problems.append("\(path): \(kind) requires \"\(key)\"") }
        for key in object.keys where !rules.allowed.contains(key) { problems.append("\(path): \(kind) has no property \"\(key)\"") }
        return object
    }

    private func message(_ value: Any?, at path: String) {
        let object = check(value, as: "message", at: path)
        if object["text"] == nil && object["id"] == nil { problems.append("\(path): message needs text or id") }
        if let text = object["text"], !(text is String) { problems.append("\(path).text: expected a string") }
    }

    private func multiformat(_ value: Any?, at path: String) {
        let object = check(value, as: "multiformatMessageString", at: path)
        if let text = object["text"], !(text is String) { problems.append("\(path).text: expected a string") }
    }

    private func integer(_ value: Any?, minimum: Int, at path: String) {
        guard let value else { return }
        guard let number = value as? Int, number >= minimum else {
            problems.append("\(path): expected an integer ≥ \(minimum), found \(value)")
            return
        }
    }

    private func physicalLocation(_ value: Any?, at path: String) {
        let physical = check(value, as: "physicalLocation", at: path)
        if physical["artifactLocation"] == nil && physical["address"] == nil {
            problems.append("\(path): physicalLocation needs artifactLocation or address")
        }
        let artifact = check(physical["artifactLocation"], as: "artifactLocation", at: path + ".artifactLocation")
        if let uri = artifact["uri"] as? String {
            if uri.hasPrefix("/") || uri.hasPrefix("file:") || uri.contains(" ") || uri.contains("\\") {
                problems.append("\(path): uri \(uri) is not a repository-relative URI reference")
            }
        } else {
            problems.append("\(path): GitHub needs artifactLocation.uri")
        }
        let region = check(physical["region"], as: "region", at: path + ".region")
        for key in ["startLine", "startColumn", "endLine", "endColumn"] { integer(region[key], minimum: 1, at: "\(path).region.\(key)") }
        if region["startLine"] == nil { problems.append("\(path): GitHub needs region.startLine") }
        if let start = region["startLine"] as? Int, let end = region["endLine"] as? Int, end < start {
            problems.append("\(path): endLine before startLine")
        }
    }

    private func validate(_ text: String) throws {
        problems = []
        let log = check(try JSONSerialization.jsonObject(with: Data(text.utf8)), as: "sarifLog", at: "$")
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [Any])
        for (runIndex, runValue) in runs.enumerated() {
            let runPath = "$.runs[\(runIndex)]"
            let run = check(runValue, as: "run", at: runPath)
            if let columnKind = run["columnKind"] as? String, !["utf16CodeUnits", "unicodeCodePoints"].contains(columnKind) {
                problems.append("\(runPath).columnKind: \(columnKind)")
            }
            let tool = check(run["tool"], as: "tool", at: runPath + ".tool")
            let driver = check(tool["driver"], as: "toolComponent", at: runPath + ".tool.driver")
            var ruleIDs: [String] = []
            for (index, ruleValue) in ((driver["rules"] as? [Any]) ?? []).enumerated() {
                let path = "\(runPath).tool.driver.rules[\(index)]"
                let rule = check(ruleValue, as: "reportingDescriptor", at: path)
                ruleIDs.append(rule["id"] as? String ?? "")
                for key in ["shortDescription", "fullDescription", "help"] {
                    if rule[key] == nil { problems.append("\(path): GitHub shows \(key); missing") }
                    multiformat(rule[key], at: "\(path).\(key)")
                }
                if rule["helpUri"] as? String == nil { problems.append("\(path): helpUri missing") }
                let configuration = check(rule["defaultConfiguration"], as: "reportingConfiguration", at: path + ".defaultConfiguration")
                if let level = configuration["level"] as? String, !["none", "note", "warning", "error"].contains(level) {
                    problems.append("\(path): level \(level)")
                }
            }
            XCTAssertEqual(Set(ruleIDs).count, ruleIDs.count, "rule ids are unique")
            for (index, resultValue) in ((run["results"] as? [Any]) ?? []).enumerated() {
                let path = "\(runPath).results[\(index)]"
                let result = check(resultValue, as: "result", at: path)
                message(result["message"], at: path + ".message")
                if let level = result["level"] as? String, !["none", "note", "warning", "error"].contains(level) {
                    problems.append("\(path): level \(level)")
                }
                integer(result["ruleIndex"], minimum: -1, at: path + ".ruleIndex")
                if let ruleIndex = result["ruleIndex"] as? Int, ruleIndex >= 0 {
                    if ruleIndex >= ruleIDs.count || ruleIDs[ruleIndex] != result["ruleId"] as? String {
                        problems.append("\(path): ruleIndex \(ruleIndex) does not point at rule \(result["ruleId"] ?? "")")
                    }
                }
                if let fingerprints = result["partialFingerprints"] as? [String: Any] {
                    if !fingerprints.values.allSatisfy({ $0 is String }) { problems.append("\(path): fingerprints must be strings") }
                }
                let locations = (result["locations"] as? [Any]) ?? []
                if locations.isEmpty { problems.append("\(path): GitHub needs a location") }
                for (locationIndex, locationValue) in locations.enumerated() {
                    let location = check(locationValue, as: "location", at: "\(path).locations[\(locationIndex)]")
                    physicalLocation(location["physicalLocation"], at: "\(path).locations[\(locationIndex)].physicalLocation")
                }
                var relatedIDs = Set<Int>()
                for (relatedIndex, relatedValue) in ((result["relatedLocations"] as? [Any]) ?? []).enumerated() {
                    let relatedPath = "\(path).relatedLocations[\(relatedIndex)]"
                    let location = check(relatedValue, as: "location", at: relatedPath)
                    integer(location["id"], minimum: -1, at: relatedPath + ".id")
                    if let id = location["id"] as? Int, !relatedIDs.insert(id).inserted { problems.append("\(relatedPath): duplicate id") }
                    physicalLocation(location["physicalLocation"], at: relatedPath + ".physicalLocation")
                    if location["message"] != nil { message(location["message"], at: relatedPath + ".message") }
                }
            }
        }
    }

    func testSARIFMeetsTheSchemaAndGitHubsRequirements() throws {
        let output = SARIFReporter().report(ReporterSamples.all, context: ReporterSamples.context)
        try validate(output)
        XCTAssertEqual(problems, [])
        try validate(SARIFReporter().report([], context: ReportContext()))
        XCTAssertEqual(problems, [])
    }

    func testTheValidatorCatchesMistakes() throws {
        try validate(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"ruleId": "x", "ruleIndex": 3, "colour": 1, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "/abs/a.swift"}, "region": {"startLine": 0}}}]}]}]}"#)
        XCTAssertTrue(problems.contains { $0.contains("toolComponent requires \"name\"") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("result requires \"message\"") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("result has no property \"colour\"") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("ruleIndex 3") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("not a repository-relative") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("startLine: expected an integer ≥ 1") }, "\(problems)")
    }

    func testResultsPointAtTheirRulesAndRelatedLocations() throws {
        let output = SARIFReporter().report(ReporterSamples.all, context: ReporterSamples.context)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["unsatisfiable_constraints", "ambiguous_layout", "constant_sign"],
                       "exactly the rules the context says ran")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        let first = results[0]
        XCTAssertEqual(first["level"] as? String, "error")
        let uri = ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        XCTAssertEqual(uri, "Sources/SignUp/SignUpView.swift")
        let related = try XCTUnwrap(first["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.count, 2)
        XCTAssertEqual((related[1]["message"] as? [String: Any])?["text"] as? String, "title.height == 60")
        XCTAssertNil(results[3]["ruleIndex"], "a rule outside the list has no index")
        let escapedURI = ((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        XCTAssertEqual(escapedURI, "Screens/Sign%20Up,%20v2.layout")
    }
}
