/// Overloads that differ only in the closure they take (`eachPair(_ block: (T?, T) -> Void)` and
/// `eachPair(_ block: (T?, T, Bool) -> Void)`): Swift picks the one whose function type takes as many parameters
/// as the closure written at the call names (`{ previous, item, isLast in … }`).
extension SwiftInterpreter {
    /// Of `candidates`, those whose closure parameters take as many arguments as the call's closures name; all of
    /// them when the call passes no closure with named parameters or none fits.
    static func matchingClosureArity(_ candidates: [SwiftFunctionDecl], _ arguments: [SwiftArgument]) -> [SwiftFunctionDecl] {
        let closures = arguments.enumerated().compactMap { offset, argument -> (Int, Int)? in
            guard case .closure(let closure) = argument.value.kind, !closure.parameters.isEmpty else { return nil }
            return (offset, closure.parameters.count)
        }
        guard !closures.isEmpty else { return candidates }
        let fitting = candidates.filter { function in
            closures.allSatisfy { offset, count in
                guard offset < function.parameters.count, let arity = functionTypeArity(function.parameters[offset].typeName) else { return true }
                return arity == count
            }
        }
        return fitting.isEmpty ? candidates : fitting
    }

    /// The number of parameters of a function type's text (`(A?, A, Bool) -> Void` → 3, `() -> Void` → 0); nil when
    /// the text is not a function type.
    static func functionTypeArity(_ typeText: String) -> Int? {
        var text = Substring(typeText.trimmingCharacters(in: .whitespaces))
        while text.hasPrefix("@") {
            guard let space = text.firstIndex(of: " ") else { return nil }
            text = text[text.index(after: space)...].drop { $0 == " " }
        }
        guard text.first == "(", text.contains("->") else { return nil }
        var depth = 0
        var commas = 0
        var sawContent = false
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return sawContent ? commas + 1 : 0 }
            case "," where depth == 1: commas += 1
            case " ": break
            default: if depth >= 1 { sawContent = true }
            }
        }
        return nil
    }
}
