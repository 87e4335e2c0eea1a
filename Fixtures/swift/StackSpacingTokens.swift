import UIKit

// A stack's spacing and margins given as CGFloat constants by their implicit members (`.tokenGap`): the reader
// resolves them from the project's extension. 12 + 10 + 8 + 10 + 12 = 52 points of required content in a badge
// whose height is 40: the stack cannot hold them.
fileprivate extension CGFloat {
    static let tokenGap: CGFloat = 8
    static let tokenInset: CGFloat = 12
}

final class TokenSpacedBadge: UIView {
    private let column = UIStackView()
    private let upper = UIView()
    private let lower = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        column.axis = .vertical
        column.spacing = .tokenGap
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutMargins = UIEdgeInsets(top: .tokenInset, left: .tokenInset, bottom: .tokenInset, right: .tokenInset)
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        column.addArrangedSubview(upper)
        column.addArrangedSubview(lower)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor),
            column.bottomAnchor.constraint(equalTo: bottomAnchor),
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            heightAnchor.constraint(equalToConstant: 40),
            upper.heightAnchor.constraint(equalToConstant: 10),
            lower.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

// The spacing comes from a constant the reader does not see (another module's theme): it is not the default 0, so
// whether 10 + spacing + 10 fills the 28 points is unknown, and nothing is reported.
final class ThemeSpacedBadge: UIView {
    private let column = UIStackView()
    private let upper = UIView()
    private let lower = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        column.axis = .vertical
        column.spacing = ExternalTheme.rowSpacing
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        column.addArrangedSubview(upper)
        column.addArrangedSubview(lower)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor),
            column.bottomAnchor.constraint(equalTo: bottomAnchor),
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            heightAnchor.constraint(equalToConstant: 28),
            upper.heightAnchor.constraint(equalToConstant: 10),
            lower.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
