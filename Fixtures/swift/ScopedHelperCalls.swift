import UIKit

/// A project's own helpers reached through a wrapper property (`view.kit.pin(inside:)`). Where the reader follows
/// the wrapper (`extension UIView: KitScoped`), the helper pins the view; where it cannot (the conformance is
/// declared on `UIResponder`, a class whose descendants the reader does not know), the wrapped view is open, not a
/// view without constraints.
struct KitScope<Base> {
    let base: Base
}

protocol KitScoped {
    associatedtype KitBase
    var kit: KitScope<KitBase> { get }
}

extension KitScoped {
    var kit: KitScope<Self> { KitScope(base: self) }
}

extension UIView: KitScoped {}

struct StyleScope<Base> {
    let base: Base
}

protocol StyleScoped {
    associatedtype StyleBase
    var style: StyleScope<StyleBase> { get }
}

extension StyleScoped {
    var style: StyleScope<Self> { StyleScope(base: self) }
}

extension UIResponder: StyleScoped {}

enum PinTarget {
    case view(UIView)
    case guide(UILayoutGuide)
}

extension KitScope where Base: UIView {
    func pin(inside container: UIView) {
        pin(inside: .view(container))
    }

    func pin(inside target: PinTarget) {
        base.translatesAutoresizingMaskIntoConstraints = false
        switch target {
        case .view(let view):
            NSLayoutConstraint.activate([
                base.topAnchor.constraint(equalTo: view.topAnchor),
                base.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                base.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                base.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        case .guide(let guide):
            NSLayoutConstraint.activate([
                base.topAnchor.constraint(equalTo: guide.topAnchor),
                base.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                base.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                base.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }
    }
}

extension StyleScope where Base: UIView {
    func fill(_ container: UIView) {
        base.translatesAutoresizingMaskIntoConstraints = false
        base.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        base.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
        base.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        base.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    }
}

/// Pinned by the followed helper: the label's chain is complete.
final class PinnedCaptionCell: UITableViewCell {
    private let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
        caption.kit.pin(inside: contentView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Placed by a helper the reader cannot reach: open.
final class FilledCaptionCell: UITableViewCell {
    private let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
        caption.style.fill(contentView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
