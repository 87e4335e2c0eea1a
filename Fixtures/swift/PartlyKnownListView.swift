import UIKit

/// A loop over a caller's views joined with the view's own: the reader does not know the caller's part, but still
/// runs the loop for the icon and the caption, so they are in the view and their formats relate them to it.
final class PartlyKnownListView: UIView {
    let icon = UIImageView()
    let caption = UILabel()

    init(accessories: [UIView]) {
        super.init(frame: .zero)
        for view in accessories + [icon, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views = ["icon": icon, "caption": caption]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon(24)]-[caption]-|", options: [.alignAllCenterY], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[icon(24)]-|", options: [], metrics: nil, views: views))
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A loop over a value the reader cannot evaluate at all adds views it cannot name: the views without a known
/// superview may be those, so they are open, and nothing is said about their hierarchy (no false
/// no_common_ancestor from the stand-in superview the format's '|' needs).
final class UnresolvedListView: UIView {
    let glyph = UIImageView()
    let detail = UILabel()

    init(source: PartlyKnownListSource) {
        super.init(frame: .zero)
        for view in source.viewsToShow(in: self) {
            addSubview(view)
        }
        glyph.translatesAutoresizingMaskIntoConstraints = false
        detail.translatesAutoresizingMaskIntoConstraints = false
        let views = ["glyph": glyph, "detail": detail]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[glyph(24)]-[detail]-|", options: [.alignAllCenterY], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[glyph(24)]-|", options: [], metrics: nil, views: views))
    }

    required init?(coder: NSCoder) { fatalError() }
}
