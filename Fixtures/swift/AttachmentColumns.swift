import UIKit

// Tiles dealt alternately into two columns: each tile goes into one column or the other, never both. Adding a view
// to a second stack moves it there (a view has one superview, and a stack view drops an arranged view that leaves
// it), so no tile is arranged in both columns, which side by side could not hold.
final class AttachmentColumnsView: UIView {
    private let leftColumn = UIStackView()
    private let rightColumn = UIStackView()

    init(attachments: [URL]) {
        super.init(frame: .zero)
        for column in [leftColumn, rightColumn] {
            column.axis = .vertical
            column.spacing = 4
            column.translatesAutoresizingMaskIntoConstraints = false
            addSubview(column)
        }
        NSLayoutConstraint.activate([
            leftColumn.topAnchor.constraint(equalTo: topAnchor),
            leftColumn.leadingAnchor.constraint(equalTo: leadingAnchor),
            leftColumn.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            rightColumn.topAnchor.constraint(equalTo: topAnchor),
            rightColumn.leadingAnchor.constraint(equalTo: leftColumn.trailingAnchor, constant: 4),
            rightColumn.trailingAnchor.constraint(equalTo: trailingAnchor),
            rightColumn.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            leftColumn.widthAnchor.constraint(equalTo: rightColumn.widthAnchor),
        ])
        for (index, url) in attachments.enumerated() {
            let tile = AttachmentTileView(url: url)
            if index % 2 == 0 {
                leftColumn.addArrangedSubview(tile)
            } else {
                rightColumn.addArrangedSubview(tile)
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class AttachmentTileView: UIView {
    init(url: URL) {
        super.init(frame: .zero)
        heightAnchor.constraint(equalToConstant: 90).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
