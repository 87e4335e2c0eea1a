import Foundation
import LayoutModel
import LayoutRules

/// `--format json`: `{"messages": [{"kind", "conflicts": [{"constraints": [{"address", "description", "origin", "source"}], "broken", "diagnosis", "fix"}]}]}`.
public enum ExplainJSONFormatter {
    public static func format(_ messages: [ExplainedMessage], path: String) -> String {
        let object: [String: Any] = ["file": path, "messages": messages.map(message)]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{\"messages\": []}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func message(_ message: ExplainedMessage) -> [String: Any] {
        let input = message.input
        return [
            "kind": input.kind.rawValue,
            "lines": ["first": input.lines.lowerBound, "last": input.lines.upperBound],
            "repeatCount": input.repeatCount,
            "printedConstraints": input.constraints.count,
            "hasHeader": input.hasHeader,
            "isCutOff": input.isCutOff,
            "isElided": input.isElided,
            "isRedacted": input.isRedacted,
            "isStartMissing": input.isStartMissing,
            "hasRecoveryLine": input.hasRecoveryLine,
            "unreadableConstraints": input.unreadableCount,
            "conflicts": message.explanation.conflicts.map { conflict(message, $0) },
            "ambiguities": input.ambiguities.map { ["view": $0.item.name, "attributes": $0.attributes] as [String: Any] },
        ]
    }

    private static func conflict(_ message: ExplainedMessage, _ conflict: ConflictExplanation) -> [String: Any] {
        let input = message.input
        var entry: [String: Any] = [
            "constraints": conflict.members.map { member -> [String: Any] in
                switch member {
                case .logged(let index): return constraint(input.constraints[index], source: message.sources[index])
                case .sizeFloor:
                    return ["address": NSNull(), "description": member.formula(in: input), "formula": member.formula(in: input),
                            "origin": "implicit", "source": NSNull()]
                }
            },
            "arithmetic": conflict.arithmetic ?? NSNull(),
            "diagnosis": conflict.diagnosis.kind.rawValue,
            "summary": conflict.diagnosis.summary,
            "view": conflict.diagnosis.view?.name ?? NSNull(),
            "fix": conflict.diagnosis.fix,
        ]
        if let broken = input.broken {
            var object = constraint(broken, source: message.brokenSource)
            object["isMember"] = input.brokenIndex.map { conflict.loggedMembers.contains($0) } ?? false
            entry["broken"] = object
        } else {
            entry["broken"] = NSNull()
        }
        if let suggested = conflict.diagnosis.suggestedMember {
            entry["suggested"] = constraint(input.constraints[suggested], source: message.sources[suggested])
        } else {
            entry["suggested"] = NSNull()
        }
        return entry
    }

    private static func constraint(_ logged: LoggedConstraint, source: SourceMatch?) -> [String: Any] {
        [
            "address": logged.address ?? NSNull(),
            "description": logged.description,
            "formula": logged.constraint.formula,
            "identifier": logged.constraint.identifier ?? NSNull(),
            "origin": logged.constraint.origin.rawValue,
            "source": source.map { match -> [String: Any] in
                ["file": match.location.file, "line": match.location.line, "column": match.location.column,
                 "confidence": match.confidence.rawValue, "evidence": match.evidence]
            } ?? NSNull(),
        ]
    }
}
