import UIKit

/// A strip of thumbnails that sets itself up for Auto Layout when its owner hands it the pictures: the property's
/// observer runs `layoutStrip()`, which turns the autoresizing mask off. Its owner sets the pictures in `show(…)`,
/// before any layout pass, so whether the flag is still on when constraints meet it is not known.
final class ThumbnailStrip: UIView {
    var pictureNames: [String] = [] {
        didSet { layoutStrip() }
    }

    private func layoutStrip() {
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityLabel = pictureNames.joined(separator: ", ")
    }
}

/// A caption view whose code never turns its mask off.
final class CaptionPlate: UIView {
    var caption = "" {
        didSet { accessibilityLabel = caption }
    }
}

/// A badge that turns its mask off only when loaded from a nib: made in code, its flag stays on.
final class ReadBadge: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        translatesAutoresizingMaskIntoConstraints = false
    }
}

final class ArticleCardCell: UICollectionViewCell {
    private let strip = ThumbnailStrip(frame: .zero)
    private let plate = CaptionPlate(frame: .zero)
    private let badge = ReadBadge(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(strip)
        contentView.addSubview(plate)
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            strip.topAnchor.constraint(equalTo: contentView.topAnchor),
            strip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            strip.heightAnchor.constraint(equalToConstant: 80),
            plate.topAnchor.constraint(equalTo: strip.bottomAnchor, constant: 8),
            plate.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            plate.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            plate.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(pictures: [String], caption: String) {
        strip.pictureNames = pictures
        plate.caption = caption
    }
}
