import UIKit

/// A project protocol whose extension clears a view's layout margins, adopted by every view. The reader does not follow
/// the protocol extension's method, so the row's margins are not known: a 20-point row whose content is pinned to its
/// margins (which UIKit's default 8 points would leave 4 points of) is not a proven conflict. Not reported.
protocol MarginClearing {
    func clearLayoutMargins()
    var marginedView: UIView { get }
}

extension UIView: MarginClearing {}

extension MarginClearing where Self: UIView {
    var marginedView: UIView { self }
}

extension MarginClearing {
    func clearLayoutMargins() {
        marginedView.preservesSuperviewLayoutMargins = false
        marginedView.directionalLayoutMargins = .zero
    }
}

final class ClearedMarginsRow: UIView {
    let content = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 16),
            heightAnchor.constraint(equalToConstant: 20),
        ])
        clearLayoutMargins()
    }

    required init?(coder: NSCoder) { fatalError() }
}
