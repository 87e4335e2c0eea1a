import LayoutModel

/// Handlers of notifications UIKit posts many times — the keyboard showing, hiding or changing frame, the device
/// rotating — are repeated methods too (RepeatedLayoutCalls.swift): a method registered for one by `#selector`, and a
/// closure a statement naming one runs (`NotificationCenter.default.publisher(for: UIResponder
/// .keyboardWillShowNotification).sink { … }`, `addObserver(forName:object:queue:using:)`, RxSwift's `notification`).
/// Seen in DeveloperAcademy-POSTECH/MacC-TEAM-ZESTY @e4050de3: a keyboard handler making SnapKit constraints on each
/// show and hide.
extension SwiftRepeatedConstraintSetups {
    /// Whether an identifier names a notification posted many times.
    static func namesRepeatedNotification(_ name: String) -> Bool {
        name.hasPrefix("keyboardWill") || name.hasPrefix("keyboardDid") || name.hasPrefix("UIKeyboardWill") || name.hasPrefix("UIKeyboardDid")
            || name == "orientationDidChangeNotification" || name == "UIDeviceOrientationDidChange"
    }

    /// The findings for the handlers of repeated notifications that `info`'s code registers.
    func notificationHandlerFindings(of info: SwiftProjectIndex.TypeInfo) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for function in info.functions where !function.isStatic {
            for (expression, tokenRange) in statementsNamingRepeatedNotifications(in: function) {
                let tokens = function.file.tokens
                for index in tokenRange where tokens[index].text == "#selector" && index + 2 < tokenRange.upperBound && tokens[index + 2].kind == .identifier {
                    for handler in project.methods(named: tokens[index + 2].text, in: info.name) where !handler.isStatic {
                        if let finding = finding(for: handler, spelled: handler.signature, when: RepeatedLayoutCalls.perNotification, in: info.name) {
                            findings.append(finding)
                        }
                    }
                }
                for closure in Self.closures(in: expression) {
                    guard !SwiftConstraintUndoScan(project: project, purpose: .repeatedRuns).mayUndo(tokenRange, in: function.file, typeName: info.name) else { continue }
                    var walk = SwiftRepeatedSetupWalk(project: project, typeName: info.name)
                    walk.visited.insert(ObjectIdentifier(function))
                    walk.walkClosure(closure, in: function)
                    let spelled = "the notification handler in \(function.signature)"
                    if let finding = RepeatedLayoutCalls.finding(method: spelled, when: RepeatedLayoutCalls.perNotification, makings: walk.makings, emptyDeactivations: walk.emptyDeactivations) {
                        findings.append(finding)
                    }
                }
            }
        }
        return findings
    }

    /// The expression statements of `function` (at any depth) that name a repeated notification, with their tokens.
    private func statementsNamingRepeatedNotifications(in function: SwiftFunctionDecl) -> [(SwiftExpr, Range<Int>)] {
        guard let body = function.bodyRange else { return [] }
        let tokens = function.file.tokens
        guard body.contains(where: { tokens[$0].kind == .identifier && Self.namesRepeatedNotification(tokens[$0].text) }) else { return [] }
        var found: [(SwiftExpr, Range<Int>)] = []
        func visit(_ statements: [SwiftStmt]) {
            for statement in statements {
                switch statement {
                case .expression(let expression): consider(expression)
                case .variable(_, _, let value?, _): consider(value)
                case .ifStatement(_, let then, let otherwise, _, _): visit(then); visit(otherwise ?? [])
                case .forIn(_, _, let inner), .loop(_, let inner), .block(let inner): visit(inner)
                case .switchStatement(_, let cases, _): for switchCase in cases { visit(switchCase.body) }
                default: continue
                }
            }
        }
        func consider(_ expression: SwiftExpr) {
            let range = function.file.tokenRange(of: expression).clamped(to: body)
            guard range.contains(where: { tokens[$0].kind == .identifier && Self.namesRepeatedNotification(tokens[$0].text) }) else { return }
            found.append((expression, range))
        }
        visit(function.body)
        return found
    }

    /// The closures an expression passes along (`.sink { … }`, `using: { … }`), outermost first.
    static func closures(in expression: SwiftExpr) -> [SwiftClosure] {
        switch expression.kind {
        case .closure(let closure): return [closure]
        case .call(let callee, let arguments): return closures(in: callee) + arguments.flatMap { closures(in: $0.value) }
        case .member(let base, _), .unwrap(let base), .cast(let base, _, _), .prefix(_, let base): return closures(in: base)
        case .assignment(_, _, let value): return closures(in: value)
        default: return []
        }
    }
}
