import UIKit

// A line 36 points wide, also a share of its 300-point row. Where the share comes from a constant the reader cannot
// read (another module's `DividerMetrics`), the constraint's value is not known and nothing is reported; it is
// never read as a multiplier of 1. Where the share is written (0.5, 150 points), the two widths conflict.

final class DividerLineView: UIView {
    private let line = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        line.translatesAutoresizingMaskIntoConstraints = false
        addSubview(line)
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 300),
            line.widthAnchor.constraint(equalTo: widthAnchor, multiplier: DividerMetrics.lineShare),
            line.widthAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class HalfDividerLineView: UIView {
    private let line = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        line.translatesAutoresizingMaskIntoConstraints = false
        addSubview(line)
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 300),
            line.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            line.widthAnchor.constraint(equalToConstant: 36),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
