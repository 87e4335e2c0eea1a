import UIKit

// A helper that calls itself with the same receiver and arguments would recurse without end at run time; the reader
// does not follow the repeated call (it opens the view it runs on) instead of following it twelve levels deep, three
// calls at each level, into thousands of copies of one constraint. The badge below it is read as usual: its two
// required widths conflict.
extension UIView {
    func pinMutually(_ other: UIView) {
        other.pinMutually(self)
        other.pinMutually(self)
        other.pinMutually(self)
        topAnchor.constraint(equalTo: other.topAnchor).isActive = true
    }
}

final class MirrorPanel: UIView {
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinMutually(self)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
        badge.widthAnchor.constraint(equalToConstant: 24).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
