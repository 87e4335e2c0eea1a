/// Objective-C classes whose own code changes a property's constant, priority or activation (`self.buttonWidth.constant
/// = (width - 45) / 2` in `awakeFromNib`, `[_gap setConstant:0]`, `_pin.active = NO`, `[NSLayoutConstraint
/// deactivateConstraints:@[self.pin]]`), as SwiftConstraintOutletsChangedInCode.swift reads Swift: when the property is a
/// constraint outlet of a nib, the value the nib draws holds only until that code runs, so the Interface Builder
/// reader sets the constraint aside and opens what it ties (`ProjectFacts.constraintOutletsChangedInCode`). Held-out
/// round 47 (dayu0127/YCD @6c8457cb): two button widths drawn for a 375-point canvas, reset in `awakeFromNib` to fit the
/// screen, were reported as conflicting on other screens.
extension ObjCProjectIndex {
    /// The members whose assignment changes what a constraint says, and their setters.
    static let constraintChangingMembers: Set<String> = ["constant", "priority", "active"]
    static let constraintChangingSetters: Set<String> = ["setConstant", "setPriority", "setActive"]

    /// Per class, the properties its code changes as constraints (whichever of them are constraint outlets).
    func constraintOutletsChangedInCode(_ files: [ObjCFileSyntax]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files {
            for implementation in file.implementations {
                var changed = Set<String>()
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<file.tokens.count)
                    var activationDepth = 0
                    for index in body {
                        let token = file.tokens[index]
                        if token.isIdentifier("activateConstraints") || token.isIdentifier("deactivateConstraints") {
                            activationDepth = 1
                            continue
                        }
                        if activationDepth > 0 {
                            if token.isPunctuation("[") { activationDepth += 1 }
                            if token.isPunctuation("]") { activationDepth -= 1 }
                        }
                        guard let (name, after) = Self.ownProperty(at: index, in: file.tokens, within: body) else { continue }
                        if activationDepth > 0 || Self.changesConstraint(after: after, in: file.tokens, within: body) { changed.insert(name) }
                    }
                }
                if !changed.isEmpty { result[implementation.name, default: []].formUnion(changed) }
            }
        }
        return result
    }

    /// Whether the tokens from `after` assign a changing member (`.constant = …`, `.active += …`) or send its setter.
    private static func changesConstraint(after: Int, in tokens: [ObjCToken], within body: Range<Int>) -> Bool {
        guard after < body.upperBound else { return false }
        if constraintChangingSetters.contains(tokens[after].text) { return true }
        guard after + 2 < body.upperBound, tokens[after].isPunctuation("."), constraintChangingMembers.contains(tokens[after + 1].text)
        else { return false }
        return ["=", "+=", "-=", "*=", "/="].contains(tokens[after + 2].text) && tokens[after + 2].kind == .punctuation
    }
}
