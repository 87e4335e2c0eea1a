// A pin helper taking the edges to leave out as `[UIRectEdge]`, in a project that also declares its own `enum Edge`
// with a `.bottom`: `[.bottom].contains(.top)` is false whether the list is read as an array of cases or as an edge
// set, so the footer's content is pinned on three sides and its own bottom inset is the only bottom constraint.
import UIKit

enum Edge { case top, bottom, left, right }

extension UIView {
    func pin(to view: UIView, excluding edges: [UIRectEdge] = []) {
        translatesAutoresizingMaskIntoConstraints = false
        if !edges.contains(.top) { topAnchor.constraint(equalTo: view.topAnchor).isActive = true }
        if !edges.contains(.bottom) { bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true }
        if !edges.contains(.left) { leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true }
        if !edges.contains(.right) { rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true }
    }
}

final class FooterView: UIView {
    let content = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
        content.pin(to: self, excluding: [.bottom])
        content.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24).isActive = true
        content.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
    required init?(coder: NSCoder) { fatalError() }
}
