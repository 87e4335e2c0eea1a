import UIKit

/// A table view class as tall as its rows: it constrains its own height in its initializers and keeps that constant
/// equal to its content size. The storyboard (self-sized-list.storyboard) draws it empty; its height is this code's.
final class SelfSizedListTable: UITableView {
    private var heightConstraint: NSLayoutConstraint?

    override var contentSize: CGSize {
        didSet { heightConstraint?.constant = contentSize.height }
    }

    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        pinHeight()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        pinHeight()
    }

    private func pinHeight() {
        let height = heightAnchor.constraint(equalToConstant: 0)
        height.isActive = true
        heightConstraint = height
    }
}

final class ProtocolPickerController: UIViewController {}
