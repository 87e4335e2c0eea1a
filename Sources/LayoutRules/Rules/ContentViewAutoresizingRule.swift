import LayoutEngine
import LayoutModel

/// A table view cell whose content view no longer translates its autoresizing mask (`UnsupportedContentViewMask`).
public struct ContentViewAutoresizingRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "content_view_autoresizing", name: "Cell content view's autoresizing turned off", severity: .warning,
        rationale: """
            A table view cell's `contentView` is sized by the cell through its autoresizing mask; code that turns \
            its `translatesAutoresizingMaskIntoConstraints` off, itself or through a layout library that does so for \
            every view it constrains (SnapKit's `makeConstraints`, Masonry's `mas_makeConstraints`, PureLayout), takes \
            that away. UIKit logs "Changing the translatesAutoresizingMaskIntoConstraints property of the contentView \
            of a UITableViewCell is not supported and will result in undefined behavior, as this property is managed \
            by the owning UITableViewCell" for each such cell, and Apple's documentation of the property says not to \
            change it for views UIKit classes manage. Leave the flag on and constrain the cell's subviews to \
            `contentView`; to give the row a height, let a vertical chain through the subviews decide it. What \
            the row does with such a cell is undefined, so no other rule concludes anything from the row's height \
            for it. Reported at the first constraint on the content view itself (where a library turns the flag \
            off), else where the code sets the flag, else at the first constraint that names the content view.
            """,
        triggeringExamples: [
            """
            scene BannerCell cell rowHeight=automatic
            root contentView: UIView in cell
            view cell: BannerCell detached platform=UITableViewCell
            contentView.height == 120
            """,
        ],
        nonTriggeringExamples: [
            """
            scene BannerCell cell rowHeight=automatic
            root contentView: UIView in cell autoresizing
            view cell: BannerCell detached platform=UITableViewCell
            view banner: UIImageView in contentView
            banner.top == contentView.top
            banner.bottom == contentView.bottom
            banner.leading == contentView.leading
            banner.trailing == contentView.trailing
            banner.height == 120 @999
            """,
            // A collection view cell may place its content view with constraints to the cell.
            """
            scene DayCell cell rowHeight=30
            root contentView: UIView in cell
            view cell: DayCell detached platform=UICollectionViewCell
            contentView.top == cell.top + 6
            contentView.leading == cell.leading
            contentView.trailing == cell.trailing
            contentView.height == 19
            """,
            // UIKit's message names the table view cell only; a header-footer view is not reported.
            """
            scene SectionHeader cell rowHeight=automatic
            root contentView: UIView in header
            view header: SectionHeader detached platform=UITableViewHeaderFooterView
            contentView.height == 40
            """,
        ],
        sourceExamples: ContentViewAutoresizingRule.sourceExamples)

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        guard let contentView = UnsupportedContentViewMask.contentView(in: scene) else { return [] }
        let own = analysis.activeConstraintList.filter { $0.origin == .user }
        // A constraint on the content view itself is where a library turned the flag off; else the assignment, which
        // readers give the content view as its place (a content view they make up sits at the cell's declaration).
        let onContentView = own.first { $0.firstItem == contentView }
        let itemPlace = analysis.location(of: contentView)
        let assignment = itemPlace != scene.location && !itemPlace.file.isEmpty ? itemPlace : nil
        let naming = onContentView ?? (assignment == nil ? own.first { $0.items.contains(contentView) } : nil)
        let location = naming.map(analysis.location(of:)) ?? assignment ?? itemPlace
        var notes: [DiagnosticNote] = []
        if let naming { notes.append(analysis.note(for: naming)) }
        return [Diagnostic(
            ruleID: description.id, severity: description.severity,
            message: "\(scene.name): the content view of this table view cell has translatesAutoresizingMaskIntoConstraints "
                + "turned off (in code, or by a layout library constraining contentView); UIKit does not support that and "
                + "logs that it results in undefined behavior. Leave it on and constrain the subviews to contentView",
            location: location, notes: notes)]
    }
}
