import UIKit

// A view that loads another nib into itself when it wakes (the nib's name is a runtime attribute) and pins that
// content to its edges: its size is the content's, which the nib it is drawn in does not show.
class NibEmbeddingView: UIView {
    @IBInspectable var embeddedNibName: String?
    private var embedded: UIView?

    override func awakeFromNib() {
        super.awakeFromNib()
        embedContent()
    }

    private func embedContent() {
        guard let name = embeddedNibName,
              let content = UINib(nibName: name, bundle: Bundle(for: type(of: self))).instantiate(withOwner: self).first as? UIView else { return }
        pin(content)
        embedded = content
    }

    private func pin(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

final class QuietHoursController: UIViewController {
    static func make() -> QuietHoursController {
        QuietHoursController(nibName: "QuietHoursRangeView", bundle: nil)
    }
}
