import LayoutModel

/// Which runtime complaint a message is; mirrors the console-log reader's kinds without depending on it.
public enum ExplainMessageKind: String, CaseIterable, Codable, Sendable {
    case unsatisfiable
    case conflictingMacOS
    case noCommonAncestor
    case hierarchyNotPrepared
    case unableToInstall
    /// "View has an ambiguous layout" / `_autolayoutTrace`: views whose frame the constraints leave open.
    case ambiguousLayout
}

/// A view the runtime found ambiguous, with the frame values it could not determine (`minX`, `minY`, `Width`, `Height`).
public struct LoggedAmbiguity: Hashable, Sendable {
    public var item: ItemID
    public var attributes: [String]

    public init(item: ItemID, attributes: [String]) {
        self.item = item
        self.attributes = attributes
    }
}

/// One constraint as the runtime printed it.
public struct LoggedConstraint: Hashable, Sendable {
    /// The runtime address (`0x600001f2a0f0`); nil when the log shows none.
    public var address: String?
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var constraintClass: String
    /// The description exactly as printed.
    public var description: String
    /// The constraint in the model, over the scene's items.
    public var constraint: Constraint
    /// SnapKit's `File.swift#88` hint, when printed.
    public var sourceHint: String?

    public init(address: String?, constraintClass: String, description: String, constraint: Constraint, sourceHint: String? = nil) {
        self.address = address
        self.constraintClass = constraintClass
        self.description = description
        self.constraint = constraint
        self.sourceHint = sourceHint
    }
}

/// What the log says about one item beyond the model: how it printed it.
public struct LoggedItem: Hashable, Sendable {
    public var id: ItemID
    public var address: String?
    public var className: String?
    /// The text printed after the address (a label's or button's title).
    public var label: String?
    public var accessibilityIdentifier: String?

    public init(id: ItemID, address: String? = nil, className: String? = nil, label: String? = nil, accessibilityIdentifier: String? = nil) {
        self.id = id
        self.address = address
        self.className = className
        self.label = label
        self.accessibilityIdentifier = accessibilityIdentifier
    }
}

/// One runtime message to explain: the scene it describes and its constraints in printed order.
public struct ExplainInput: Hashable, Sendable {
    public var kind: ExplainMessageKind
    /// First and last log line of the message.
    public var lines: ClosedRange<Int>
    public var scene: Scene
    public var constraints: [LoggedConstraint]
    /// Index into `constraints` of the one the runtime broke.
    public var brokenIndex: Int?
    /// The broken constraint as printed, also when the list did not contain it.
    public var broken: LoggedConstraint?
    /// How many times the message occurred.
    public var repeatCount: Int
    /// How the log printed each item.
    public var items: [LoggedItem]
    /// False for a constraint list pasted without the runtime's header line.
    public var hasHeader = true
    /// The message ends before its list did: constraints the runtime printed may be missing from the log.
    public var isCutOff = false
    /// The log printed `<private>` in place of the constraints: there is nothing to read.
    public var isRedacted = false
    /// Whoever pasted the log left part of the list out (`...`): constraints may be missing from the middle.
    public var isElided = false
    /// The list's beginning is not in the log (the paste opens mid-list, or holds only the recovery line).
    public var isStartMissing = false
    /// False for a list message whose "Will attempt to recover by breaking" line is not in the log.
    public var hasRecoveryLine = true
    /// How many printed descriptions the reader could not read: the constraints here are not all that were printed.
    public var unreadableCount = 0
    /// For an ambiguous-layout message, the views the trace marked.
    public var ambiguities: [LoggedAmbiguity] = []

    public init(kind: ExplainMessageKind, lines: ClosedRange<Int>, scene: Scene, constraints: [LoggedConstraint],
                brokenIndex: Int? = nil, broken: LoggedConstraint? = nil, repeatCount: Int = 1, items: [LoggedItem] = []) {
        self.kind = kind
        self.lines = lines
        self.scene = scene
        self.constraints = constraints
        self.brokenIndex = brokenIndex
        self.broken = broken
        self.repeatCount = repeatCount
        self.items = items
    }
}
