import LayoutModel

/// Which runtime complaint a console-log message is.
public enum ConsoleLogMessageKind: String, CaseIterable, Codable, Sendable {
    /// iOS/macOS "Unable to simultaneously satisfy constraints".
    case unsatisfiable
    /// macOS "Conflicting constraints detected".
    case conflictingMacOS
    /// "Unable to activate constraint with anchors … because they have no common ancestor".
    case noCommonAncestor
    /// "The view hierarchy is not prepared for the constraint".
    case hierarchyNotPrepared
    /// "Unable to install constraint on view".
    case unableToInstall
    /// "View has an ambiguous layout" with its `_autolayoutTrace` synopsis, or a pasted `_autolayoutTrace`.
    case ambiguousLayout
}

/// What part an item plays in the layout the runtime printed.
public enum ConsoleLogItemRole: String, CaseIterable, Codable, Sendable {
    case view
    /// A table or collection view cell's content view.
    case cellContentView
    case stackView
    case layoutGuide
    /// A private UIKit/AppKit view (`_UIButtonBarStackView`, `UIInputSetContainerView`, …).
    case systemView
    case window
    /// The superview `|` of a visual-format constraint whose `names:` clause did not say who it is.
    case unnamedSuperview
}

/// One item (view or layout guide) as the log names it.
public struct ConsoleLogItem: Hashable, Sendable {
    /// The id the scene uses for the item.
    public var id: ItemID
    /// The runtime address (`0x7f8b1c50a8d0`); nil for items the log names without one.
    public var address: String?
    public var className: String?
    /// The text the runtime prints after the address (a label's or button's title).
    public var label: String?
    /// The accessibility identifier the runtime prints instead of class and address.
    public var accessibilityIdentifier: String?
    public var role: ConsoleLogItemRole

    public init(
        id: ItemID, address: String?, className: String?, label: String?,
        accessibilityIdentifier: String?, role: ConsoleLogItemRole
    ) {
        self.id = id
        self.address = address
        self.className = className
        self.label = label
        self.accessibilityIdentifier = accessibilityIdentifier
        self.role = role
    }
}

/// One constraint as the log printed it, with the model constraint it stands for.
public struct ConsoleLogConstraint: Hashable, Sendable {
    /// The constraint's runtime address; nil when the log shows only its anchors.
    public var address: String?
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var constraintClass: String
    /// The description exactly as printed (wrapped lines joined).
    public var rawText: String
    /// The constraint in the model; its location is the log file:line:column of the description.
    public var constraint: Constraint
    /// Where SnapKit says the constraint was made (`ProfileView.swift#88`).
    public var sourceHint: String?

    public init(address: String?, constraintClass: String, rawText: String, constraint: Constraint, sourceHint: String? = nil) {
        self.address = address
        self.constraintClass = constraintClass
        self.rawText = rawText
        self.constraint = constraint
        self.sourceHint = sourceHint
    }
}

/// One Auto Layout message found in a console log, reconstructed into a scene.
public struct ConsoleLogMessage: Hashable, Sendable {
    public var kind: ConsoleLogMessageKind
    /// First and last log line (1-based) of the first occurrence.
    public var lines: ClosedRange<Int>
    /// The items and constraints of the message as a scene (constraints in printed order).
    public var scene: Scene
    /// The constraints in the order printed.
    public var constraints: [ConsoleLogConstraint]
    /// Index into `constraints` of the one the runtime broke ("Will attempt to recover by breaking").
    public var brokenConstraintIndex: Int?
    /// The broken constraint as printed, also when the list did not contain it.
    public var brokenConstraint: ConsoleLogConstraint?
    /// Items keyed by runtime address (by item id for items printed without one).
    public var items: [String: ConsoleLogItem]
    /// How many times the same message occurred in the log.
    public var repeatCount: Int
    /// The first line of every occurrence.
    public var occurrenceLines: [Int]
    /// False when the log holds the constraint list without the runtime's header line (pasted on its own).
    public var hasHeader = true
    /// The message ends before its list did (the log or the paste was cut off): constraints may be missing.
    public var isCutOff = false
    /// The system log printed `<private>` instead of the constraints (privacy redaction of a device or release log).
    public var isRedacted = false
    /// Part of the list was left out by whoever pasted it (a line of `...` or `…` inside the list).
    public var isElided = false
    /// The list's beginning is not in the log: the paste opens with the end of a description (or holds only the
    /// recovery line), so constraints printed before the first one read are missing.
    public var isStartMissing = false
    /// False for an unsatisfiable-constraints message whose "Will attempt to recover by breaking" line is not in the
    /// log (the paste stops after the list), so which constraint the runtime broke is not known.
    public var hasRecoveryLine = true
    /// How many of the list's descriptions could not be read (written in a form the reader does not know; each has
    /// a skipped-construct note): the constraints read are not all the runtime printed.
    public var unreadableCount = 0
    /// For an ambiguous-layout message: each view `_autolayoutTrace` marked, with what it found undetermined.
    public var ambiguities: [ConsoleLogAmbiguity] = []

    public init(
        kind: ConsoleLogMessageKind, lines: ClosedRange<Int>, scene: Scene, constraints: [ConsoleLogConstraint],
        brokenConstraintIndex: Int?, brokenConstraint: ConsoleLogConstraint?, items: [String: ConsoleLogItem],
        repeatCount: Int, occurrenceLines: [Int]
    ) {
        self.kind = kind
        self.lines = lines
        self.scene = scene
        self.constraints = constraints
        self.brokenConstraintIndex = brokenConstraintIndex
        self.brokenConstraint = brokenConstraint
        self.items = items
        self.repeatCount = repeatCount
        self.occurrenceLines = occurrenceLines
    }
}

/// The messages of one log and what the reader had to say about what it skipped.
public struct ConsoleLogScan: Sendable {
    public var messages: [ConsoleLogMessage]
    public var diagnostics: [Diagnostic]

    public init(messages: [ConsoleLogMessage] = [], diagnostics: [Diagnostic] = []) {
        self.messages = messages
        self.diagnostics = diagnostics
    }
}
