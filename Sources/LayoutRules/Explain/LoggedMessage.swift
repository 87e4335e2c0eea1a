import LayoutModel

// The explainer must not depend on the readers (rules read the model, nothing else), yet the executable and the
// tests both turn the console-log reader's messages into ExplainInput. These protocols name what the mapping needs
// in the shape the reader already has, so the reader's types conform with an empty extension and the mapping
// itself, `ExplainInput(_:)`, is written once, here.

/// One constraint of a runtime message as a log reader hands it over.
public protocol LoggedConstraintRecord {
    /// The runtime address; nil when the log shows none.
    var address: String? { get }
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    var constraintClass: String { get }
    /// The description exactly as printed.
    var rawText: String { get }
    /// The constraint in the model.
    var constraint: Constraint { get }
    /// SnapKit's `File.swift#88` hint, when printed.
    var sourceHint: String? { get }
}

/// One item of a runtime message as a log reader hands it over.
public protocol LoggedItemRecord {
    /// The id the message's scene uses for the item.
    var id: ItemID { get }
    /// The runtime address; nil for items named without one.
    var address: String? { get }
    /// The class the log printed.
    var className: String? { get }
    /// The text printed after the address (a label's or button's title).
    var label: String? { get }
    /// The accessibility identifier printed instead of class and address.
    var accessibilityIdentifier: String? { get }
}

/// One view an ambiguity trace marked, as a log reader hands it over.
public protocol LoggedAmbiguityRecord {
    /// The view.
    var item: ItemID { get }
    /// The frame values it found undetermined, as printed.
    var attributes: [String] { get }
}

/// A runtime message as a log reader hands it over; `ExplainInput(_:)` makes the explainer's input of it.
public protocol LoggedMessage {
    /// The reader's kind of message; its raw value names an `ExplainMessageKind`.
    associatedtype Kind: RawRepresentable where Kind.RawValue == String
    /// The reader's constraint record.
    associatedtype ConstraintRecord: LoggedConstraintRecord
    /// The reader's item record.
    associatedtype ItemRecord: LoggedItemRecord
    /// The reader's ambiguity record.
    associatedtype AmbiguityRecord: LoggedAmbiguityRecord

    /// Which runtime complaint the message is.
    var kind: Kind { get }
    /// First and last log line of the message.
    var lines: ClosedRange<Int> { get }
    /// The message's items and constraints as a scene.
    var scene: Scene { get }
    /// The constraints in printed order.
    var constraints: [ConstraintRecord] { get }
    /// Index into `constraints` of the one the runtime broke.
    var brokenConstraintIndex: Int? { get }
    /// The broken constraint as printed, also when the list did not contain it.
    var brokenConstraint: ConstraintRecord? { get }
    /// The items, keyed as the reader likes.
    var items: [String: ItemRecord] { get }
    /// How many times the message occurred.
    var repeatCount: Int { get }
    /// False for a list pasted without the runtime's header line.
    var hasHeader: Bool { get }
    /// The message ends before its list did.
    var isCutOff: Bool { get }
    /// The log printed `<private>` in place of the constraints.
    var isRedacted: Bool { get }
    /// Whoever pasted the log left part of the list out.
    var isElided: Bool { get }
    /// The list's beginning is not in the log.
    var isStartMissing: Bool { get }
    /// False for a list message whose recovery line is not in the log.
    var hasRecoveryLine: Bool { get }
    /// How many printed descriptions the reader could not read.
    var unreadableCount: Int { get }
    /// For an ambiguous-layout message, the views the trace marked.
    var ambiguities: [AmbiguityRecord] { get }
}

extension ExplainInput {
    /// The explainer's input for a message a log reader found.
    public init<Message: LoggedMessage>(_ message: Message) {
        func logged(_ record: Message.ConstraintRecord) -> LoggedConstraint {
            LoggedConstraint(address: record.address, constraintClass: record.constraintClass, description: record.rawText,
                             constraint: record.constraint, sourceHint: record.sourceHint)
        }
        let items = message.items.values.sorted { $0.id < $1.id }.map {
            LoggedItem(id: $0.id, address: $0.address, className: $0.className, label: $0.label, accessibilityIdentifier: $0.accessibilityIdentifier)
        }
        self.init(
            kind: ExplainMessageKind(rawValue: message.kind.rawValue) ?? .unsatisfiable, lines: message.lines, scene: message.scene,
            constraints: message.constraints.map(logged), brokenIndex: message.brokenConstraintIndex,
            broken: message.brokenConstraint.map(logged), repeatCount: message.repeatCount, items: items)
        hasHeader = message.hasHeader
        isCutOff = message.isCutOff
        isRedacted = message.isRedacted
        isElided = message.isElided
        isStartMissing = message.isStartMissing
        hasRecoveryLine = message.hasRecoveryLine
        unreadableCount = message.unreadableCount
        ambiguities = message.ambiguities.map { LoggedAmbiguity(item: $0.item, attributes: $0.attributes) }
    }
}
