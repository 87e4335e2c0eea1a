import UIKit

/// Views and metrics dictionaries filled by subscript, walked with `.values`, and format strings built by
/// interpolation: the reader follows each, so the row is complete and quiet.
final class FilledDictionariesView: UIView {
    let nameLabel = UILabel()
    let valueLabel = UILabel()
    let margin: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        var views = [String: UIView]()
        views["name"] = nameLabel
        views["value"] = valueLabel
        var metrics: [String: CGFloat] = [:]
        metrics["gap"] = 8
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(margin)-[name]-gap-[value(==name)]-\(margin)-|",
                                                      options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-\(margin / 2)-[name]-\(Int(margin / 2))-|",
                                                      options: [], metrics: metrics, views: views))
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A key the reader cannot evaluate: the dictionary may hold any name, so "icon" is not reported missing, and every
/// view filed in it is open (the format it feeds cannot be followed).
final class UnknownKeyDictionaryView: UIView {
    let iconView = UIImageView()
    let titleLabel = UILabel()

    init(iconKey: String) {
        super.init(frame: .zero)
        var views: [String: Any] = ["title": titleLabel]
        views[iconKey] = iconView
        iconView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(iconView)
        addSubview(titleLabel)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-[title]-|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]-|", options: [], metrics: nil, views: views))
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Options the reader cannot evaluate may align the views across the format's axis: open vertically here, while
/// the horizontal chain is read in full.
final class UnknownOptionsRowView: UIView {
    let leftLabel = UILabel()
    let rightLabel = UILabel()

    init(options: NSLayoutConstraint.FormatOptions) {
        super.init(frame: .zero)
        leftLabel.translatesAutoresizingMaskIntoConstraints = false
        rightLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(leftLabel)
        addSubview(rightLabel)
        let views = ["left": leftLabel, "right": rightLabel]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[left]-[right]-|", options: options, metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[left]", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: nil, views: views))
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A name the filled dictionary does not have still throws at run time.
final class MissingKeyDictionaryView: UIView {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        var views: [String: Any] = [:]
        views["caption"] = caption
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[caption]-|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[caption]-|", options: [], metrics: nil, views: views))
        _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[caption]-[subtitle]", options: [], metrics: nil, views: views)
    }

    required init?(coder: NSCoder) { fatalError() }
}
