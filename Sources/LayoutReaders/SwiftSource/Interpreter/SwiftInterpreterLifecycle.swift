import LayoutModel

extension SwiftInterpreter {
    /// Why a table row's height is open: its table fixes it at a value the reader does not follow.
    static let computedRowHeightReason = "row height fixed by the table's code at a value not read"

    /// Whether a controller's view is a screen. An AppKit controller's view is sized by the window or view showing it,
    /// which AppKit lets its content's constraints size. A child controller's view is placed by its container
    /// (SwiftChildControllers.swift); so is one its presentation sizes (a custom presentation, a sheet's detents,
    /// PanModal) or whose view the code puts into a table's header or another view
    /// (SwiftControllersSizedByTheirContainer.swift). A keyboard extension's UIInputViewController is sized by the
    /// keyboard, whose height its view's own constraints may set ("you can adjust the height of your custom keyboard's
    /// primary view using Auto Layout", Apple's Custom Keyboard guide; trumanfromkorea/iOS-Study, held-out round 76).
    func controllerSceneKind(_ typeName: String) -> SceneKind {
        let platformBase = project.platformBase(of: typeName)
        let sizedElsewhere = platformBase?.hasPrefix("NS") == true || platformBase == "UIInputViewController"
            || project.controllersSizedByTheirContainer().contains(ProjectFacts.classKey(typeName))
        return sizedElsewhere ? .standalone : .viewController
    }

    /// Methods UIKit calls while a view or controller is set up, in the order it calls them.
    static let lifecycleOrder = [
        "init", "awakeFromNib", "loadView", "viewDidLoad", "didMoveToSuperview", "didMoveToWindow", "viewDidMoveToSuperview",
        "viewDidMoveToWindow", "willMove",
        "updateConstraints", "updateViewConstraints", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
        "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear", "traitCollectionDidChange", "prepareForReuse",
        "viewWillTransition", "willTransition",
    ]

    /// Set-up that runs before anything else can touch the object: code placing a view elsewhere runs after it.
    static let earlySetUp: Set<String> = ["init", "awakeFromNib", "loadView", "viewDidLoad"]

    /// Runs what UIKit would run on a new object of `typeName`: initializers (not those that only
    /// `fatalError`), lifecycle methods, and parameterless methods nothing else calls. With
    /// `includeVariants`, the remaining methods (actions, `configure(with:)`) run too, each
    /// recording its activations as a variant named after it.
    func runLifecycle(of value: SwiftValue, typeName: String, context outer: SwiftFrameContext, includeVariants: Bool, runInitializers: Bool = false) {
        let lineage = project.lineage(of: typeName)
        guard let info = lineage.first else { return }
        var seenNames = Set<String>()
        var ordered: [(SwiftFunctionDecl, String)] = []
        // The most derived override of each method; `super.x()` reaches the rest.
        for (depth, type) in lineage.enumerated() {
            // `extension UIView { func pinToParent() }` on a platform superclass holds helpers that callers use,
            // not methods UIKit runs on every view.
            // Nor are a protocol's default methods run unless called.
            if depth > 0, type.kind == .protocolType || type.declarations.allSatisfy({ $0.kind == .extensionType }) { continue }
            for function in type.functions where !function.isStatic && !seenNames.contains(function.signature) {
                seenNames.insert(function.signature)
                ordered.append((function, type.name))
            }
        }
        let called = calledNames(ofType: typeName)
        let scope = SwiftScope(parent: nil)
        func run(_ function: SwiftFunctionDecl, _ owner: String) {
            let context = SwiftFrameContext(selfValue: value, typeName: owner, file: function.file, callSite: outer.callSite, depth: outer.depth + 1)
            if function.parameters.isEmpty, let id = value.objectID {
                let key = "\(id):\(ObjectIdentifier(function).hashValue)"
                if callTracking.ranOnce.contains(key) { return }
                callTracking.ranOnce.insert(key)
            }
            let arguments = SwiftScope(parent: nil)
            for parameter in function.parameters {
                var value = parameter.defaultValue.map { evaluate($0, scope, context) } ?? .unknown(parameter.name)
                // No caller is known here: `title: String? = nil` leaves out an optional part the code lays out
                // when a caller passes it, so the parameter is unknown rather than known to be nil.
                if case .nilValue = value { value = .unknown(parameter.name) }
                arguments.variables[parameter.name] = value
            }
            _ = inNewActivationStep(initializer: function.name == "init") { running(function, on: value, as: owner, depth: context.depth) { self.run(function.body, arguments, context) } }
        }
        runningDeferredHandlers {
            if runInitializers, let (function, owner) = initializerToRun(ordered) { run(function, owner) }
            for name in Self.lifecycleOrder.dropFirst() {
                for (function, owner) in ordered where function.name == name {
                    if deferUntilPlaced(function, owner: owner, of: value, embedded: !runInitializers, outer) { continue }
                    let outerHook = running.lateHook
                    let outerKeeps = running.keepsSizeClassActivations
                    let outerPass = running.layoutPass
                    running.lateHook = running.lateHook || !Self.earlySetUp.contains(name)
                    running.layoutPass = running.layoutPass || Self.layoutPassHooks.contains(name)
                    if Self.traitChangeHooks.contains(name) { running.keepsSizeClassActivations = !mayUndoActivations(function, typeName: owner) }
                    run(function, owner)
                    running.lateHook = outerHook
                    running.keepsSizeClassActivations = outerKeeps
                    running.layoutPass = outerPass
                }
            }
        }
        runUntimedMethods(ordered, of: value, called: called, lineage: Set(lineage.map(\.name)), includeVariants: includeVariants, run: run)
        if includeVariants { runSettersNoOneAssigned(of: value, typeName: typeName, context: outer) }
        _ = info
    }

    /// The findings that depend on the order the code did things in, which the finished scene no longer shows: constraints
    /// activated before their views shared an ancestor, controls added to a table cell before its content view existed.
    private func reportOrderDependentFindings() {
        reportActivationsBeforePlacement()
        reportControlsBelowContentView()
    }

    /// The methods UIKit does not call at a fixed time (callers not read, actions): parameterless set-up its users
    /// call runs now; the rest, with `includeVariants`, each as a variant named after it.
    private func runUntimedMethods(_ ordered: [(SwiftFunctionDecl, String)], of value: SwiftValue,
                                   called: (direct: Set<String>, selectors: Set<String>), lineage: Set<String>, includeVariants: Bool,
                                   run: (SwiftFunctionDecl, String) -> Void) {
        // What follows runs at times UIKit does not fix (callers not read, actions).
        running.untimedDepth += 1
        defer { running.untimedDepth -= 1 }
        let untimed = ordered.filter { function, _ in
            !Self.lifecycleOrder.contains(function.name) && !function.name.hasPrefix("deinit") && project.isLayoutRelevant(function)
        }
        let isAction = { (f: SwiftFunctionDecl) in f.attributes.contains("objc") || f.attributes.contains("IBAction") || called.selectors.contains(f.name) }
        let alternatives = alternativeSetups(untimed.map(\.0).filter { $0.parameters.isEmpty && !isAction($0) && !called.direct.contains($0.name) }.map(\.name))
        for (function, owner) in untimed {
            if called.direct.contains(function.name) && !isAction(function) { continue }
            if !isAction(function), isCalledByNothing(function, owner: owner) { continue }
            if !isAction(function), !lineage.isEmpty, isCalledBySiblingSubclass(function.name, owner: owner, lineage: lineage) { continue }
            // A chainable option (`func addCloseButton() -> Self { …; return self }`) is its caller's choice, not set-up:
            // an instance its host makes without calling it never runs it (held-out round 30 BK and BL: 6 duplicates).
            if function.parameters.isEmpty && !isAction(function) && !alternatives.contains(function.name) && !Self.returnsSelf(function) {
                // On an instance another scene makes, a method other code calls on the objects it holds
                // (`otherButton.applySize()`) is its callers' choice: this scene's code calls it if it wants it
                // (TeamPophory/pophory-iOS @d6138c8f, held-out round 37: a size helper run on a button whose host sizes it
                // another way, 4 duplicates). Where the code making the instance calls it, it runs there. Otherwise
                // whether other code calls it on this instance is not known: where it would make constraints or views,
                // the instance is open; one that only shows and hides (`showColorTab()`) leaves it as its set-up does.
                if !includeVariants, project.memberCallSites.isCalledOnOtherObjects(function.name), let id = value.objectID {
                    let hostsCallIt = callTracking.instantiating.contains { calledNames(ofType: $0).direct.contains(function.name) }
                    if !hostsCallIt, Self.makesConstraintsOrViews(function) {
                        open(id, because: "`\(function.name)()` is called by other code on its instances, not by this scene's", flagUnknown: false)
                    }
                    continue
                }
                run(function, owner)
            } else if !includeVariants {
                noteLayoutLeftToCallers(function, of: value)
            } else {
                let key = SwiftVariantKey(name: function.name + "()", horizontal: nil, vertical: nil)
                // An action runs when the user acts, after the first layout; any other method's callers are unknown.
                if !isAction(function) { setups.untimed.insert(key.name) }
                if alternatives.contains(function.name) { setups.alternatives.insert(key.name) }
                let configuresCell = project.memberCallSites.isCalledOnOtherObjects(function.name)
                    && value.objectID.map { isCellLike(builder.objects[$0]) } == true
                let outerConfiguring = running.configuringDequeuedCell
                running.configuringDequeuedCell = configuresCell
                defer { running.configuringDequeuedCell = outerConfiguring }
                _ = inVariant(key, function.file, function.position) {
                    run(function, owner)
                    return .normal
                }
            }
        }
    }

    /// Whether a subclass of `owner` outside `lineage` calls the method on itself: a helper of a shared base class that
    /// another subclass uses (`configureImagesPinnedToBottom()` of an onboarding base, called by one screen) is that
    /// subclass's, not set-up of this one (googlearchive/science-journal-ios @ecf32a37, held-out round 64: a duplicate
    /// with the constraint this screen's own helper states).
    private func isCalledBySiblingSubclass(_ name: String, owner: String, lineage: Set<String>) -> Bool {
        project.subclassIndex.subclasses(of: owner).contains { type in
            !lineage.contains(type) && calledNames(ofType: type).direct.contains(name)
        }
    }

    /// In a lint of the whole app, a method that no code mentions, and that UIKit could not call (not an `override`,
    /// no platform object as its first parameter as a delegate's callbacks have; the caller leaves out actions): it
    /// never runs. Linting some files of an app, its callers may be in the others: it runs as before. Run as a variant
    /// over the set-up, it was laid over an alternative the app does call (chaeyoung103/Todoary-iOS @c83dd6b5: a base
    /// controller's `setRightButtonWithText(_:)`, which nothing calls, over the image button its subclass sets up;
    /// held-out round 50, 2 false conflicts); without parameters it ran with the set-up itself (a view's
    /// `setFeedMainViewTop()`, which nothing calls, pinning a list a second way; held-out round 52).
    /// A call without a receiver in another type's code (its own method of that name) is no call of this one.
    private func isCalledByNothing(_ function: SwiftFunctionDecl, owner: String) -> Bool {
        // A private method can only be called from its own file, which is read whatever part of the app is linted
        // (toduck-App/iOS-to.duck @6e572a7c, held-out round 79: a layout method nothing calls repeated a width).
        let fileScoped = function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
        guard project.holdsTheWholeApp || fileScoped, !function.modifiers.contains("override") else { return false }
        let related = Set(project.lineage(of: owner).map { ProjectFacts.classKey($0.name) } + [ProjectFacts.classKey(owner)])
            .union(project.subclassIndex.subclasses(of: owner).map(ProjectFacts.classKey))
        guard !project.memberCallSites.mayCall(function.name, ofTypeRelatedBy: related.contains) else { return false }
        guard let first = function.parameters.first else { return true }
        return !SwiftUIKitVocabulary.isPlatformClass(String(first.typeName.filter { $0 != "?" && $0 != "!" }))
    }

    /// Whether a method's body names a way to make constraints or add views (anchors, SnapKit, `addSubview`, frames).
    static func makesConstraintsOrViews(_ function: SwiftFunctionDecl) -> Bool {
        guard let body = function.bodyRange else { return false }
        let tokens = function.file.tokens
        return body.contains { index in
            let text = tokens[index].text
            return tokens[index].kind == .identifier && (layoutMakingWords.contains(text) || text.hasSuffix("Anchor") || text.hasPrefix("snp"))
        }
    }

    private static let layoutMakingWords: Set<String> = [
        "constraint", "constraints", "NSLayoutConstraint", "activate", "addSubview", "insertSubview", "addArrangedSubview",
        "insertArrangedSubview", "frame", "bounds", "center", "addConstraint", "addConstraints", "makeConstraints",
    ]

    /// Whether a method hands back its receiver (`return self`, or a body that is `self`): a chainable option.
    static func returnsSelf(_ function: SwiftFunctionDecl) -> Bool {
        guard let body = function.bodyRange else { return false }
        let tokens = function.file.tokens
        return body.contains { index in
            tokens[index].isWord("self") && index > body.lowerBound && tokens[index - 1].isWord("return")
                && (index + 1 >= body.upperBound || !tokens[index + 1].isSymbol("."))
        } || (body.count == 1 && tokens[body.lowerBound].isWord("self"))
    }

    /// The one initializer an instance runs: UIKit makes a view in code with `init(frame:)` (or the class's own
    /// designated initializer) and one from a nib with `init?(coder:)`, never both, so running every initializer
    /// set the same view up twice (BLeeEZ/amperfy @d3513f85: a header's constraints made in both, six false
    /// duplicates). The first that makes layout, preferring one that is not `init?(coder:)`.
    private func initializerToRun(_ ordered: [(SwiftFunctionDecl, String)]) -> (SwiftFunctionDecl, String)? {
        let candidates = ordered.filter { $0.0.name == "init" && !Self.onlyFails($0.0) }
        let isCoder = { (function: SwiftFunctionDecl) in function.parameters.first?.label == "coder" }
        return candidates.first { !isCoder($0.0) && project.isLayoutRelevant($0.0) }
            ?? candidates.first { project.isLayoutRelevant($0.0) } ?? candidates.first
    }

    /// The argument labels of the platform views' designated initializers, which their other initializers run.
    static let designatedInitializerLabels: [[String?]] = [["frame"], ["style", "reuseIdentifier"], ["frame", "textContainer"], ["frame", "style"],
                                                          ["frame", "collectionViewLayout"]]

    /// `init?(coder:) { fatalError() }` makes nothing.
    static func onlyFails(_ function: SwiftFunctionDecl) -> Bool {
        guard let range = function.bodyRange else { return true }
        let tokens = function.file.tokens
        return range.contains { index in index < tokens.count && (tokens[index].isWord("fatalError") || tokens[index].isWord("preconditionFailure")) }
            && range.count < 12
    }

    /// Names the type's own code calls (`name(`), and those it only names in `#selector(name…)`.
    /// The method names a type's code (through its lineage) calls, and those it names in `#selector`, worked out once.
    private func calledNames(ofType typeName: String) -> (direct: Set<String>, selectors: Set<String>) {
        if let cached = project.calledNamesCache[typeName] { return cached }
        let called = calledNames(in: project.lineage(of: typeName))
        project.calledNamesCache[typeName] = called
        return called
    }

    private func calledNames(in lineage: [SwiftProjectIndex.TypeInfo]) -> (direct: Set<String>, selectors: Set<String>) {
        var direct = Set<String>()
        var selectors = Set<String>()
        for type in lineage {
            var bodies: [SwiftFunctionDecl] = type.functions
            bodies += type.properties.compactMap(\.getter)
            bodies += type.properties.compactMap(\.didSet)
            for function in bodies {
                guard let range = function.bodyRange else { continue }
                let tokens = function.file.tokens
                var inSelector = 0
                for index in range where index < tokens.count {
                    let token = tokens[index]
                    if token.kind == .poundKeyword, token.text == "#selector" { inSelector = 4 }
                    guard token.kind == .identifier else {
                        if inSelector > 0 { inSelector -= 1 }
                        continue
                    }
                    if inSelector > 0 {
                        selectors.insert(token.text)
                        inSelector -= 1
                    } else if Self.isCallOnOtherReceiver(tokens, at: index) {
                        // `model.title.bind(to: label.rx.text)`, `super.bind(to: model)`: another object's method, or
                        // the one this override extends, not a call of this type's own `bind(to:)`.
                        continue
                    } else if index + 1 < tokens.count, tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol("{") {
                        direct.insert(token.text)
                    } else if index > 0, tokens[index - 1].isSymbol(".") || tokens[index - 1].isSymbol("(") || tokens[index - 1].isSymbol(",") {
                        // Passed as a function value: `addTarget(self, action: …)`, `.map(makeRow)`.
                        direct.insert(token.text)
                    }
                }
            }
            for property in type.properties {
                guard let initializer = property.initializer else { continue }
                let text = type.propertyFiles[property.name]?.text(of: initializer) ?? ""
                if text.contains("#selector") {
                    for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) { selectors.insert(String(word)) }
                }
            }
        }
        return (direct, selectors)
    }

    /// Whether the identifier at `index` is called on a receiver other than `self`: `model.bind(…)`, `super.bind(…)`;
    /// `self?.bind(…)`, `strongSelf.bind(…)`, `weakSelf?.bind(…)` are this object's.
    private static func isCallOnOtherReceiver(_ tokens: [SwiftToken], at index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol("{"),
              index >= 2, tokens[index - 1].isSymbol(".") else { return false }
        var receiver = index - 2
        if receiver > 0, tokens[receiver].isSymbol("?") || tokens[receiver].isSymbol("!") { receiver -= 1 }
        let token = tokens[receiver]
        guard token.kind == .identifier else { return true }
        return token.text == "super" || !token.text.lowercased().contains("self")
    }

    /// Whether a cell-like class has a `contentView`: table and collection view cells and table header/footer
    /// views do; a plain `UICollectionReusableView` (section headers, footers, decorations) does not.
    func hasContentView(_ className: String) -> Bool {
        var current = className
        var seen = Set<String>()
        while !seen.contains(current) {
            seen.insert(current)
            guard let parent = project.superclass(of: current) else { break }
            current = parent
        }
        let base = current.split(separator: ".").last.map(String.init) ?? current
        return !(base == "UICollectionReusableView" || (base.hasSuffix("ReusableView") && project.type(named: current) == nil && base != className))
    }

    /// Reads one type as a scene: `self` and its root, then its lifecycle and the variants.
    func readScene(_ info: SwiftProjectIndex.TypeInfo) -> Scene? {
        guard let declaration = info.primary else { return nil }
        let role = project.role(of: info.name)
        // Only a layout owner (a view, a cell, a controller, through the project's class hierarchy) is a scene: an
        // observer, the app delegate, a test case, a coordinator or a helper object lays out views whose owner and
        // place it does not know (a coordinator's controllers are scenes of their own).
        guard let role, role != .other, role != .layoutGuide else { return nil }
        let file = declaration.file
        let sceneLocation = location(file, declaration.position)
        let kind: SwiftSceneObject.Kind
        switch role {
        case .viewController: kind = .controller
        case .view, .cell, .stackView: kind = .view
        default: kind = .instance
        }
        let selfID = builder.addObject(SwiftSceneObject(
            kind: kind, className: info.name, typeName: info.name, superview: nil,
            translatesAutoresizingMask: true, location: sceneLocation
        ))
        builder.name(selfID, "self", rank: Int.max)
        let selfValue = SwiftValue.object(selfID)
        let context = SwiftFrameContext(selfValue: selfValue, typeName: info.name, file: file, callSite: nil, depth: 0)
        callTracking.instantiating = [info.name]
        var root: Int?
        var sceneKind: SceneKind = .standalone
        switch role {
        case .viewController:
            // Made after the lifecycle ran, so `loadView` can supply its own.
            sceneKind = controllerSceneKind(info.name)
        case .cell where !hasContentView(info.name):
            // A supplementary view (`UICollectionReusableView`) lays out its subviews in itself, at the size its
            // layout gives it unless the layout estimates it (SwiftSupplementaryViewSizes.swift).
            root = selfID
            builder.markUsed(selfID)
            sceneKind = project.estimatesSupplementarySize(of: info.name) ? .cell(rowHeight: nil) : .standalone
        case .cell:
            root = memberObject(selfID, "contentView", className: "UIView", translates: true, context: context, superviewIsOwner: true)
            builder.markUsed(root!)
            // A cell whose table fixes its height is a row of that height when the code states it (UIKit holds the
            // content view at it with a required `UIView-Encapsulated-Layout-Height`); a table row of a height not
            // stated is as wide as its table and open in height; other cells are sized from outside, like a view
            // placed by a caller.
            if project.sizesItselfInCode(info.name) {
                // Its rows take the size its own code answers (SwiftCellsSizedByCode.swift), like a view placed by a caller.
                sceneKind = .standalone
            } else if let height = project.statedRowHeight(of: info.name) {
                sceneKind = .cell(rowHeight: height)
            } else if project.isFixedHeightCell(info.name) {
                sceneKind = project.isTableRow(info.name) ? .cell(rowHeight: nil) : .standalone
            } else {
                sceneKind = .cell(rowHeight: nil)
            }
        case .view, .stackView:
            root = selfID
            builder.markUsed(selfID)
        default:
            break
        }
        runLifecycle(of: selfValue, typeName: info.name, context: context, includeVariants: true, runInitializers: true)
        runRemainingPlacementHooks()
        if kind == .controller { root = rootView(of: selfID, context) }
        if role == .cell, let root {
            // The cell itself is only an item when the code refers to it beyond its content view; the engine then keeps
            // the content view filling it (CellContentViewFill). A content view whose autoresizing flag the code turned
            // off keeps it too: what UIKit does then depends on the cell's class (UnsupportedContentViewMask).
            let others = builder.objects.indices.filter { $0 != root && builder.objects[$0].superview == selfID }
            if others.isEmpty && builder.objects[root].translatesAutoresizingMask
                && !builder.constraints.contains(where: { $0.first == selfID || $0.second == selfID }) {
                builder.objects[selfID].isUsed = false
            }
        }
        openWhatCodeNotReadDecides()
        reportOrderDependentFindings()
        constrainedOutlets = outletsConstrainedInCode()
        setAsideConstraintsAcrossUnplacedNibViews()
        statePlainViewSubclassesIntrinsicSize()
        sizeImageViewsByImagesSetLater()
        openStacksOfUnknownAxis()
        openViewsReadIncompletely()
        openEverythingIfExhausted()
        var scene = builder.scene(name: info.name, kind: sceneKind, root: root, location: sceneLocation)
        statePlatformClasses(in: &scene)
        if case .cell(_?) = sceneKind, project.hasRowSeparator(info.name) { scene.rowSeparator = true }
        openRowHeightNotKnown(in: &scene, cell: info.name)
        if role == .viewController, let screens = project.supportedScreens(of: info.name) { scene.restrictScreens(to: screens) }
        return scene
    }

    /// What a cell's container gives it and the code read does not show is open. A collection view cell's width is its
    /// layout's item width (a flow layout's `itemSize`, a compositional layout's `widthDimension`), not the screen's: only
    /// a list's cells (`UICollectionViewListCell`) span the collection (Favor-Gift-Reminder/Favor-iOS @c63b85eb, a 60-point
    /// friend cell read 375 wide, held-out round 43). A row whose table fixes its height at a value not read, or that
    /// none of the code read shows (nothing names its class or nib, though the code names other cells:
    /// cuappdev/uplift-ios, cells compiled but never dequeued, held-out round 29 BI), is open in height.
    private func openRowHeightNotKnown(in scene: inout Scene, cell name: String) {
        guard case .cell(let rowHeight) = scene.kind, let root = scene.root, let index = scene.index(of: root) else { return }
        if project.platformBase(of: name) == "UICollectionViewCell" {
            scene.items[index].open([.horizontal], because: "width given by its collection layout")
        } else if project.cellsInTablesOfStatedWidth.contains(ProjectFacts.classKey(name)) {
            scene.items[index].open([.horizontal], because: "shown in a table whose frame its code gives a width of its own")
        }
        guard rowHeight == nil else { return }
        if project.isFixedHeightCell(name) {
            scene.items[index].open([.vertical], because: Self.computedRowHeightReason)
        } else if project.isShownByNoCodeRead(name) {
            scene.items[index].open([.vertical], because: "no code read shows it")
        }
    }
}
