/// A call that repeats a call already running — the same function, on the same receiver, with the same arguments —
/// recurses without end when the app runs (`func pin(to view: UIView) { view.pin(to: self); … }`). Followed down to
/// `SwiftInterpreter.maximumCallDepth`, a body that makes two or three such calls ran 2¹² or 3¹² calls, each scene up
/// to the whole step budget and thousands of copies of one constraint (a 400-byte file read as a scene of 4,610
/// constraints, `scene_too_large`; twenty such views in 4 KB took 9 s in a debug build). Found by the Swift fuzz
/// target (timeouts). Such a call is not followed: the view it runs on is opened, as for a call nested too deep.
/// A recursion whose arguments change (a shorter array, another view) is followed as before; one that changes only
/// numbers, or only the state of `self`, between calls stops at its first repetition.
extension SwiftInterpreter {
    /// Runs `body` (the call of `function` on `receiver` with its arguments bound in `scope`) unless the same call is
    /// already running: then notes it, opens the receiver and stands for its result.
    func unlessRepeatingARunningCall(_ function: SwiftFunctionDecl, on receiver: SwiftValue, _ scope: SwiftScope,
                                     _ callExpression: SwiftExpr?, _ callerContext: SwiftFrameContext,
                                     _ body: () -> SwiftValue) -> SwiftValue {
        // An argument with no short description (a closure, a SnapKit maker) hides whether the arguments changed: a call
        // of a function already running on the same receiver with such an argument counts as a repetition.
        let key = runningCallKey(function, receiver, function.parameters.map { scope.variables[$0.name] ?? .nilValue })
            ?? runningCallKey(function, receiver, []).map { $0 + "|opaque" }
        if let key, callTracking.runningCalls.contains(key) { return callRepeatsRunningCall(function, on: receiver, callExpression, callerContext) }
        if let key { callTracking.runningCalls.insert(key) }
        defer { if let key { callTracking.runningCalls.remove(key) } }
        return body()
    }

    /// The function, receiver and arguments of a call, or nil when a value has no short description (a function
    /// value, a SnapKit maker or description).
    func runningCallKey(_ function: SwiftFunctionDecl, _ receiver: SwiftValue, _ arguments: [SwiftValue]) -> String? {
        var key = "\(UInt(bitPattern: ObjectIdentifier(function)))"
        for value in [receiver] + arguments {
            guard let description = Self.callKeyDescription(value) else { return nil }
            key += "|" + description
        }
        return key
    }

    private static func callKeyDescription(_ value: SwiftValue) -> String? {
        switch value {
        case .object(let id): return "o\(id)"
        case .anchor(let id, let attribute): return "a\(id)." + attribute.rawValue
        case .constraint(let id): return "c\(id)"
        // A number that changes from call to call (an inset grown by one, a level counted down) makes no new call: a
        // helper pinning two views to each other with `inset + 1` fanned out 4¹² calls per scene before, 35 ms each
        // scene in a release build, 1 s for a 10 KB fuzz input of three such scenes under the address sanitizer.
        case .number: return "n"
        case .priority(let number): return "p\(number)"
        case .bool(let flag): return flag ? "T" : "F"
        case .enumCase(let name): return "." + name
        case .typeReference(let name): return "t" + name
        case .nilValue: return "nil"
        case .offsetDimension, .sizeClass, .sizeClassTest, .traitCollection: return "\(value)"
        case .string(let text): return "s" + text.debugDescription
        case .unknown(let text): return "?" + text.debugDescription
        case .array(let elements): return describe(elements).map { "[" + $0 + "]" }
        case .enumCaseWithPayload(let name, let payload): return describe(payload).map { name + "(" + $0 + ")" }
        case .dictionary(let pairs):
            return describe(pairs.flatMap { [$0.key, $0.value] }).map { "[:" + $0 + "]" }
        case .record(let fields):
            let names = fields.keys.sorted()
            return describe(names.map { fields[$0]! }).map { "{" + names.joined(separator: ",") + ":" + $0 + "}" }
        case .snapKit(.dsl(let id)): return "snp\(id)"
        case .snapKit(.item(let id, let attributes)): return "snp\(id)\(attributes)"
        case .function, .snapKit: return nil
        }
    }

    private static func describe(_ values: [SwiftValue]) -> String? {
        var parts: [String] = []
        for value in values {
            guard let part = callKeyDescription(value) else { return nil }
            parts.append(part)
        }
        return parts.joined(separator: ",")
    }

    /// Notes the repeated call, opens the view it runs on, and stands for its result.
    func callRepeatsRunningCall(_ function: SwiftFunctionDecl, on receiver: SwiftValue, _ callExpression: SwiftExpr?,
                                _ callerContext: SwiftFrameContext) -> SwiftValue {
        if let callExpression {
            note("call not followed: it repeats a call of \(function.name) already running, with the same receiver and arguments (a recursion that would not end)", callerContext.file, callExpression.start)
        }
        if let id = receiver.objectID, builder.objects.indices.contains(id), builder.objects[id].kind == .view {
            open(id, because: "\(function.name) not followed (it repeats a call already running)", flagUnknown: true)
        }
        return .unknown(function.name)
    }
}
