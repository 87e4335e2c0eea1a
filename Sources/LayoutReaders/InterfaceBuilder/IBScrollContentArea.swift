import LayoutModel

/// UIKit attaches a constraint between an edge of a scroll view and a view inside it to the scroll view's content
/// area, not its frame (widths, heights and centers stay on the frame): `content.bottom == scrollView.bottom`
/// sets how far the view scrolls, it does not stretch the scroll view to the content. Interface Builder writes such
/// constraints against the scroll view itself, so the reader moves that side to the scroll view's content layout
/// guide (the file's own, or one it adds).
struct IBScrollContentArea {
    /// Content layout guide key of each scroll view that needs one.
    private(set) var guideOfScrollView: [String: String] = [:]
    private let superviews: [String: String]
    private let scrollViews: Set<String>
    private let guides: Set<String>

    /// Edges only: margins add the scroll view's layout margins, which the content layout guide does not have.
    private static let contentEdges: Set<Attribute> = [.top, .bottom, .leading, .trailing, .left, .right]

    /// `items` are the scene's keys with their element, whether they are guides, and their superview key.
    init(items: [(key: String, element: IBElement, isGuide: Bool, superview: String?)]) {
        var superviews: [String: String] = [:]
        var scrollViews: Set<String> = []
        var guides: Set<String> = []
        var existing: [String: String] = [:]
        for item in items {
            if let superview = item.superview { superviews[item.key] = superview }
            if item.isGuide {
                guides.insert(item.key)
                if item.element.key == "contentLayoutGuide", let owner = item.superview { existing[owner] = item.key }
            } else if item.element.name == "scrollView" {
                scrollViews.insert(item.key)
            }
        }
        self.superviews = superviews
        self.scrollViews = scrollViews
        self.guides = guides
        self.guideOfScrollView = existing
    }

    /// The scroll view whose content area the `reference` side of a constraint means, if it does.
    func scrollView(whoseContentIs reference: String, attribute: Attribute, other: String?) -> String? {
        guard scrollViews.contains(reference), Self.contentEdges.contains(attribute), let other,
              isInside(other, scrollView: reference) else { return nil }
        return reference
    }

    /// Records that `scrollView` needs a content layout guide; returns the key of a guide to add when it has none.
    mutating func requireGuide(for scrollView: String) -> String? {
        guard guideOfScrollView[scrollView] == nil else { return nil }
        let key = "#contentLayoutGuide-\(scrollView)"
        guideOfScrollView[scrollView] = key
        return key
    }

    /// Whether `key` is a view (or a guide of a view) below the scroll view; the scroll view's own guides are not.
    private func isInside(_ key: String, scrollView: String) -> Bool {
        var current = superviews[key]
        if guides.contains(key) {
            guard let owner = current, owner != scrollView else { return false }
        }
        var steps = 0
        while let view = current, steps < 10_000 {
            if view == scrollView { return true }
            current = superviews[view]
            steps += 1
        }
        return false
    }
}
