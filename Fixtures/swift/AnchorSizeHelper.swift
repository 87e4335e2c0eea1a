import UIKit

// A pin helper taking its size and padding as `.init(…)` values of the parameter's type: the bar is 36 points high, so
// its centred title needs no chain, and the scroll view hangs 8 points below it.

struct PinnedEdges {
    var top, leading, bottom, trailing, width, height: NSLayoutConstraint?
}

extension UIView {
    @discardableResult
    func pinEdges(top: NSLayoutYAxisAnchor?, leading: NSLayoutXAxisAnchor?, bottom: NSLayoutYAxisAnchor?, trailing: NSLayoutXAxisAnchor?,
                padding: UIEdgeInsets = .zero, size: CGSize = .zero) -> PinnedEdges {
        translatesAutoresizingMaskIntoConstraints = false
        var pinned = PinnedEdges()
        if let top = top { pinned.top = topAnchor.constraint(equalTo: top, constant: padding.top) }
        if let leading = leading { pinned.leading = leadingAnchor.constraint(equalTo: leading, constant: padding.left) }
        if let bottom = bottom { pinned.bottom = bottomAnchor.constraint(equalTo: bottom, constant: -padding.bottom) }
        if let trailing = trailing { pinned.trailing = trailingAnchor.constraint(equalTo: trailing, constant: -padding.right) }
        if size.width != 0 { pinned.width = widthAnchor.constraint(equalToConstant: size.width) }
        if size.height != 0 { pinned.height = heightAnchor.constraint(equalToConstant: size.height) }
        [pinned.top, pinned.leading, pinned.bottom, pinned.trailing, pinned.width, pinned.height].forEach { $0?.isActive = true }
        return pinned
    }
}

final class GaugeCardController: UIViewController {
    private let bar = UIView()
    private let title = UILabel()
    private let scroll = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        bar.addSubview(title)
        view.addSubview(scroll)
        bar.pinEdges(top: view.safeAreaLayoutGuide.topAnchor, leading: view.leadingAnchor, bottom: nil, trailing: view.trailingAnchor,
                   size: .init(width: 0, height: 36))
        title.translatesAutoresizingMaskIntoConstraints = false
        title.centerYAnchor.constraint(equalTo: bar.centerYAnchor).isActive = true
        title.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16).isActive = true
        scroll.pinEdges(top: bar.bottomAnchor, leading: view.leadingAnchor, bottom: view.bottomAnchor, trailing: view.trailingAnchor,
                      padding: .init(top: 8, left: 0, bottom: 0, right: 0))
    }
}
