/// AppKit containers that lay out what they hold by rules of their own.
enum IBAppKitContainers {
    /// An NSStackView, its custom subclasses included: an empty one (views added by code) is still a stack, which
    /// shrinks to nothing where nothing else sizes it.
    static func isStack(_ element: IBElement, appKit: Bool) -> Bool {
        appKit && element.name == "stackView"
    }

    /// Why a view inside an NSBox is open. The box lays out its content view inside its border and title,
    /// measured from the box's frame, while constraints on the box place its alignment rect; the saved document
    /// does not tell the difference, so how much room the content has, and whether what is inside fits it
    /// exactly, is not known here.
    static let insideBoxReason = "inside an NSBox, whose content area follows insets not read"

    /// Why a pane of an NSSplitView is open. The split view sets its panes' frames itself, across the divider and
    /// along it, at holding priorities and with the divider positions the user leaves; how large a pane is, is the
    /// split view's, not the pane's content's (Xit @74716236: a pane read as a container missing its height).
    static let splitPaneReason = "a pane of an NSSplitView, which sizes its panes itself"
}
