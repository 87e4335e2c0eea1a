import UIKit

protocol StripTitled: AnyObject {
    var titleText: String? { get set }
}

// A base view offers an optional title view, typed as a composition with UIView, that nothing in the app assigns; the
// status strip lays its label out one way when a title view exists and another way when not. Only the second runs.
class TitledStripBase: UIView {
    var stripTitle: (StripTitled & UIView)? {
        didSet { setNeedsLayout() }
    }
}

final class StatusStripView: TitledStripBase {
    let caption = UILabel()
    let icon = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(caption)
        addSubview(icon)
        caption.translatesAutoresizingMaskIntoConstraints = false
        icon.translatesAutoresizingMaskIntoConstraints = false
        icon.widthAnchor.constraint(equalToConstant: 20).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 20).isActive = true
        icon.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8).isActive = true
        icon.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
        caption.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        if let stripTitle = stripTitle {
            addSubview(stripTitle)
            caption.trailingAnchor.constraint(equalTo: icon.leadingAnchor).isActive = true
        }
        caption.trailingAnchor.constraint(equalTo: icon.leadingAnchor, constant: -4).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
