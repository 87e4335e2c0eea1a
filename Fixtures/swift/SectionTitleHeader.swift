import UIKit

/// A section header whose two initializers each lay it out in full: made in code it runs `init(frame:)`, loaded
/// from a nib `init?(coder:)`, never both. Its constraints are made once per instance: no duplicates between the
/// two. The second trailing constraint of `init(frame:)` really repeats the first one, and is reported.
final class SectionTitleHeader: UICollectionReusableView {
    private let title = UILabel()
    private let refresh = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        refresh.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        addSubview(refresh)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: topAnchor),
            title.bottomAnchor.constraint(equalTo: bottomAnchor),
            refresh.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            refresh.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            refresh.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title.translatesAutoresizingMaskIntoConstraints = false
        refresh.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        addSubview(refresh)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: topAnchor),
            title.bottomAnchor.constraint(equalTo: bottomAnchor),
            refresh.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            refresh.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}
