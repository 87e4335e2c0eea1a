import UIKit

// Two pinning helpers that call each other on swapped views with the inset grown by one: at run time they would recurse
// without end. The calls differ only in a number, so the reader takes the second call of a helper already running on
// the same views for a repetition and does not follow it (the view it runs on is opened), instead of fanning out four
// calls a level down to its depth limit. The badge below is read as usual: its two required widths conflict.
extension UIView {
    enum PinnedEdge { case leading, trailing }

    func pinEdges(to view: UIView, inset: CGFloat) {
        pin(.leading, to: view, inset: inset)
        pin(.trailing, to: view, inset: inset)
        view.pin(.leading, to: self, inset: inset)
        view.pin(.trailing, to: self, inset: inset)
    }

    func pin(_ edge: PinnedEdge, to view: UIView, inset: CGFloat) {
        translatesAutoresizingMaskIntoConstraints = false
        view.pinEdges(to: self, inset: inset + 1)
    }
}

final class InsetPanel: UIView {
    private let title = UILabel()
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        title.pinEdges(to: self, inset: 8)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
        badge.widthAnchor.constraint(equalToConstant: 24).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
