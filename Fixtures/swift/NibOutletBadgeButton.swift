// A badge button made by a nib (`init(coder:)`, which UIKit runs and the reader does not) turns its count label's
// autoresizing mask off in its initializer; the header that loads the nib sets the count. The label, made by the
// button's stored property, is open: nothing is reported about its mask.
import UIKit

class CountBadgeButton: UIButton {
    private var countLabel: UILabel = UILabel()
    var count: Int = 0 { didSet { refresh() } }
    override init(frame: CGRect) {
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        super.init(coder: coder)
    }
    private func refresh() {
        countLabel.text = "\(count)"
        if count > 0 && countLabel.superview == nil {
            addSubview(countLabel)
            countLabel.widthAnchor.constraint(equalToConstant: 20).isActive = true
            countLabel.heightAnchor.constraint(equalToConstant: 14).isActive = true
            countLabel.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        } else if count == 0 && countLabel.superview != nil {
            countLabel.removeFromSuperview()
        }
    }
}

final class InboxHeaderView: UIView {
    @IBOutlet weak var bellButton: CountBadgeButton!
    @IBOutlet private weak var contentView: UIView!
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }
    private func setUp() {
        Bundle.main.loadNibNamed("InboxHeaderView", owner: self, options: nil)
        addSubview(contentView)
        bellButton.count = Inbox.shared.unreadCount
    }
}
