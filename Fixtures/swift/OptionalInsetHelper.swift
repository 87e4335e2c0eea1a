import UIKit

// A pinning helper whose insets are optional: each one given pins that edge, and only a call giving none pins all four
// edges at 0. A call passing three insets runs the three `if let` branches; the `if top == nil, left == nil, …` test is
// false (16 is not nil), so the zero pins never join the insets.
extension UIView {
    func pinInsideParent(_ top: CGFloat? = nil, _ left: CGFloat? = nil, _ bottom: CGFloat? = nil, _ right: CGFloat? = nil) {
        guard let parent = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        if let top = top { topAnchor.constraint(equalTo: parent.topAnchor, constant: top).isActive = true }
        if let left = left { leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: left).isActive = true }
        if let bottom = bottom { bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -bottom).isActive = true }
        if let right = right { trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -right).isActive = true }
        if top == nil, left == nil, bottom == nil, right == nil {
            topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
            leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
            bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
            trailingAnchor.constraint(equalTo: parent.trailingAnchor).isActive = true
        }
    }
}

final class InsetNoticePanel: UIView {
    private let notice = UIView()
    private let backdrop = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backdrop)
        backdrop.pinInsideParent()
        addSubview(notice)
        notice.pinInsideParent(16, 16, nil, 16)
        notice.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
