import LayoutEngine
import LayoutModel
import LayoutSolver

/// One known root cause of a conflict, recognised from the conflict's members and what the log printed about its views.
/// `ConflictDiagnoser` asks the recognisers of `ConflictDiagnoser.recognisers` in turn; the first that fits names the
/// cause. Each recogniser is one file in this folder, its doc comment saying which runtime situation it recognises.
protocol ConflictRecogniser {
    /// The log message: its constraints, the views it printed, the constraint the runtime broke.
    var input: ExplainInput { get }
    /// The conflict: the constraints that cannot hold together (logged ones, and the size floors the engine adds).
    var members: [ConflictMember] { get }
    init(input: ExplainInput, members: [ConflictMember])
    /// The diagnosis when the conflict is this recogniser's situation; nil otherwise.
    func recognise() -> Diagnosis?
}

/// What every recogniser reads: the scene, the logged members, and questions about the views the log printed.
extension ConflictRecogniser {
    var scene: Scene { input.scene }
    /// The members the log printed, with their index in the message.
    var logged: [(index: Int, constraint: Constraint)] {
        members.compactMap { member in member.loggedIndex.map { ($0, input.constraints[$0].constraint) } }
    }
    /// The logged members the app made (not the runtime).
    var userMembers: [(index: Int, constraint: Constraint)] {
        logged.filter { $0.constraint.origin == .user }
    }

    /// Private framework classes (`_UIKBCompatInputView`, `UIInputSetContainerView`, …) as the log printed them.
    func isPrivateSystemView(_ item: ItemID) -> Bool {
        // A layout guide (margins, safe area) is the view's that owns it: a private bar's margins are the system's too.
        if let guide = scene.item(item), guide.isLayoutGuide, let owner = guide.superview { return isPrivateSystemView(owner) }
        let printed = input.items.first { $0.id == item }
        guard let name = printed?.className ?? printed?.accessibilityIdentifier else { return false }
        if name.hasPrefix("_UI") || name.hasPrefix("_NS") { return true }
        let keyboardAndTextViews = ["UIInputSetContainerView", "UIInputSetHostView", "UITextEffectsWindow", "UIRemoteKeyboardWindow",
                                    "UIKeyboardAssistantBar", "SystemInputAssistantView", "UIKBCompatInputView", "UIKeyboardLayoutStar"]
        return keyboardAndTextViews.contains(name)
    }

    /// The first two members that `match` pairs, and the one of them to change: the one the runtime broke, else the later.
    func firstPair(in members: [(index: Int, constraint: Constraint)], where match: (Constraint, Constraint) -> Bool)
        -> (first: (index: Int, constraint: Constraint), second: (index: Int, constraint: Constraint), suggested: (index: Int, constraint: Constraint))? {
        for (position, first) in members.enumerated() {
            for second in members[(position + 1)...] where match(first.constraint, second.constraint) {
                return (first, second, [first, second].first { $0.index == input.brokenIndex } ?? second)
            }
        }
        return nil
    }

    /// Whether the conflict's members hold once `constraint` has another constant.
    func holds(replacing constraint: Constraint, constant: Double) -> Bool {
        let finder = ConflictFinder(input: input)
        var linears: [LinearConstraint] = []
        for member in members {
            if let index = member.loggedIndex, input.constraints[index].constraint == constraint {
                var changed = finder.effectiveConstraint(index)
                changed.constant = constant
                guard let linear = finder.equations.linearConstraint(changed) else { return false }
                linears.append(linear)
            } else {
                guard let linear = finder.linear(member) else { return false }
                linears.append(linear)
            }
        }
        return Solver.minimalConflicts(in: linears).isEmpty
    }

    /// The view whose frame an autoresizing constraint fixes: the one inside the bar of `H:[UIView]-(0.4)-|`, which
    /// the model writes superview first (`Cell.trailing == UIView.trailing + 0.4`).
    func autoresizedView(_ constraint: Constraint) -> ItemID {
        if let second = constraint.secondItem, scene.item(second)?.superview == constraint.firstItem,
           scene.item(second)?.translatesAutoresizingMask ?? false {
            return second
        }
        return constraint.firstItem
    }

    func className(_ item: ItemID) -> String? {
        input.items.first { $0.id == item }?.className
    }

    func isDescendant(_ item: ItemID, of ancestor: ItemID) -> Bool {
        item != ancestor && scene.ancestry(of: item).contains(ancestor)
    }
}
