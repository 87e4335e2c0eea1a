import UIKit
import PureLayout

/// A true finding through PureLayout: the title is pinned 16 inward on every side of a toast made 44 tall, and
/// also given a required 20-point height (16 + 20 + 16 is not 44).
final class PureLayoutToastView: UIView {
    private let toast = UIView()
    private let titleLabel = UILabel.newAutoLayout()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(toast)
        toast.addSubview(titleLabel)
        toast.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .top)
        toast.autoSetDimension(.height, toSize: 44)
        titleLabel.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        titleLabel.autoSetDimension(.height, toSize: 20)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
