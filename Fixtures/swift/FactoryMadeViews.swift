import UIKit

/// A title between two hairlines, each made by the same factory method: two calls make two lines, so the stack holds
/// three views and the centred title has room on both sides.
final class TitledDividerView: UIStackView {
    init(title: String) {
        super.init(frame: .zero)
        axis = .horizontal
        spacing = 8
        let label = UILabel()
        label.text = title
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let leadingLine = makeLine()
        let trailingLine = makeLine()
        addArrangedSubview(leadingLine)
        addArrangedSubview(label)
        addArrangedSubview(trailingLine)
        label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
    }

    required init(coder: NSCoder) { fatalError() }

    private func makeLine() -> UIView {
        let line = UIView()
        line.heightAnchor.constraint(equalToConstant: 1).isActive = true
        return line
    }
}

/// Views that keep their autoresizing mask keep the frame they are made with: the section header is 300 points wide,
/// room enough for its centred title and the rule before it.
final class SectionHeaderPanel: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        title.setContentCompressionResistancePriority(.required, for: .horizontal)
        let rule = UIView()
        rule.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        header.addSubview(rule)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            rule.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            rule.trailingAnchor.constraint(equalTo: title.leadingAnchor, constant: -8),
            rule.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        addSubview(header)

        // Made with a zero frame and pinned without turning the mask off: UIKit's width == 0 and height == 0 conflict
        // with the pins.
        let badge = UILabel(frame: .zero)
        addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: topAnchor, constant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A frame the reader cannot work out (the caller's width): the view's size is not known, so nothing is concluded
/// about what it holds.
final class CaptionStrip: UIView {
    init(width: CGFloat) {
        super.init(frame: .zero)
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 24))
        let caption = UILabel()
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.setContentCompressionResistancePriority(.required, for: .horizontal)
        strip.addSubview(caption)
        caption.leadingAnchor.constraint(equalTo: strip.leadingAnchor, constant: 12).isActive = true
        caption.trailingAnchor.constraint(equalTo: strip.trailingAnchor, constant: -12).isActive = true
        caption.centerYAnchor.constraint(equalTo: strip.centerYAnchor).isActive = true
        addSubview(strip)
    }

    required init?(coder: NSCoder) { fatalError() }
}
