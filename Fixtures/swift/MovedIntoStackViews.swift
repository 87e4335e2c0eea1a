import UIKit

/// The value box is pinned to the view's edges, then moved into a stack view: moving it out of the view removes the
/// constraints that tied it there, so the stack's spacing and the unit box beside it do not fight them.
final class ReadingValueView: UIView {
    private let valueBox = UIView()
    private let unitBox = UIView()
    private let spacer = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        valueBox.translatesAutoresizingMaskIntoConstraints = false
        addSubview(valueBox)
        NSLayoutConstraint.activate([
            valueBox.topAnchor.constraint(equalTo: topAnchor),
            valueBox.bottomAnchor.constraint(equalTo: bottomAnchor),
            valueBox.leadingAnchor.constraint(equalTo: leadingAnchor),
            valueBox.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        let row = UIStackView(arrangedSubviews: [valueBox, unitBox, spacer])
        row.axis = .horizontal
        row.spacing = 4
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            valueBox.widthAnchor.constraint(equalToConstant: 80),
            unitBox.widthAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
