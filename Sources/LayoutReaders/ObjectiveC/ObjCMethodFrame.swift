/// The state of one method being run.
final class ObjCMethodFrame {
    let file: ObjCFileSyntax
    let owner: String
    var locals: [String: ObjCValue] = [:]
    var returned: ObjCValue?
    /// What a return under a condition gave (a lazy getter's `if (!_x) { …; return _x; }`).
    var conditionalReturn: ObjCValue?
    /// Locals some assignment under a condition set: what they hold afterwards depends on a branch not decided.
    var localsAssignedUnderCondition: Set<String> = []
    init(file: ObjCFileSyntax, owner: String) {
        self.file = file
        self.owner = owner
    }
}
