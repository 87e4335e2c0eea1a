import LayoutModel

/// The known root causes of a runtime constraint complaint.
public enum DiagnosisKind: String, CaseIterable, Codable, Sendable {
    case autoresizingMaskLeftOn = "autoresizing_mask_left_on"
    case selfSizingCell = "self_sizing_cell"
    case hostImposedSize = "host_imposed_size"
    case hiddenArrangedSubview = "hidden_arranged_subview"
    case temporaryLayoutSize = "temporary_layout_size"
    case twoRequiredSizes = "two_required_sizes"
    /// A constant measured from a view controller's top or bottom layout guide that assumes a bar that is not there.
    case layoutGuideHeight = "layout_guide_height"
    /// An edge pinned to its container's edge and to the same edge's margin, which is not the inset.
    case edgeAndMargin = "edge_and_margin"
    /// The same two anchors tied twice with different constants.
    case twoRequiredPositions = "two_required_positions"
    /// A view collapsed with a required zero size while its content's required constraints still need room.
    case collapsedView = "collapsed_view"
    /// A view's intrinsic size held at required hugging or compression resistance.
    case requiredContentSize = "required_content_size"
    /// A row-height helper's width fence on a template cell (UITableView+FDTemplateLayoutCell and its kind).
    case templateCellWidth = "template_cell_width"
    case negativeSize = "negative_size"
    case interfaceBuilderPrototyping = "interface_builder_prototyping"
    case fixedFrameContainer = "fixed_frame_container"
    case conflictingRequiredConstraints = "conflicting_required_constraints"
    /// The list is one constraint printed twice: the same anchors, relation, multiplier, constant and priority.
    case duplicateConstraint = "duplicate_constraint"
    case systemViewsOnly = "system_views_only"
    case noContradictionFound = "no_contradiction_found"
    case noCommonAncestor = "no_common_ancestor"
    case hierarchyNotPrepared = "hierarchy_not_prepared"
    case unableToInstall = "unable_to_install"
    case ambiguousLayout = "ambiguous_layout"
}

/// What is wrong, how to fix it, and which logged constraint to change.
public struct Diagnosis: Hashable, Sendable {
    public var kind: DiagnosisKind
    /// The view the diagnosis is about.
    public var view: ItemID?
    /// One or two sentences: why the constraints cannot hold.
    public var summary: String
    public var fix: String
    /// Index into the message's logged constraints of the one the fix changes.
    public var suggestedMember: Int?

    public init(kind: DiagnosisKind, view: ItemID?, summary: String, fix: String, suggestedMember: Int?) {
        self.kind = kind
        self.view = view
        self.summary = summary
        self.fix = fix
        self.suggestedMember = suggestedMember
    }
}

/// One irreducible conflict of a message, explained.
public struct ConflictExplanation: Hashable, Sendable {
    /// The members: drop any one and the rest can hold. Empty when the printed constraints do not conflict.
    public var members: [ConflictMember]
    /// The contradiction in one line; nil when there is none to show.
    public var arithmetic: String?
    public var diagnosis: Diagnosis

    public init(members: [ConflictMember], arithmetic: String?, diagnosis: Diagnosis) {
        self.members = members
        self.arithmetic = arithmetic
        self.diagnosis = diagnosis
    }

    /// Indices of the logged constraints among the members.
    public var loggedMembers: [Int] { members.compactMap(\.loggedIndex) }
}

/// A runtime message explained.
public struct MessageExplanation: Hashable, Sendable {
    public var input: ExplainInput
    public var conflicts: [ConflictExplanation]

    public init(input: ExplainInput, conflicts: [ConflictExplanation]) {
        self.input = input
        self.conflicts = conflicts
    }

    /// Whether the constraint the runtime broke is a member of some conflict found.
    public var brokenIsMember: Bool {
        guard let broken = input.brokenIndex else { return false }
        return conflicts.contains { $0.loggedMembers.contains(broken) }
    }
}
