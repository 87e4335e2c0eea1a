import UIKit

/// Swift 2 spellings of the layout API, as code from then still reads: `constraintsWithVisualFormat`, enum types
/// with their own names and capitalised cases, `constraintEqualToAnchor`, `activateConstraints`, `active`.
class LegacyHeaderBar: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let dot = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [titleLabel, subtitleLabel, dot] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views = ["title": titleLabel, "subtitle": subtitleLabel]
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-[title]-|", options: NSLayoutFormatOptions(rawValue: 0), metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-[title]-[subtitle]-|", options: .AlignAllLeading, metrics: nil, views: views))
        addConstraint(NSLayoutConstraint(item: subtitleLabel, attribute: NSLayoutAttribute.Trailing, relatedBy: NSLayoutRelation.LessThanOrEqual,
                                         toItem: self, attribute: .Trailing, multiplier: 1, constant: -20))
        addConstraint(NSLayoutConstraint(item: subtitleLabel, attribute: .Height, relatedBy: .GreaterThanOrEqual,
                                         toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 30))
        dot.leadingAnchor.constraintEqualToAnchor(titleLabel.trailingAnchor, constant: 4).active = true
        dot.centerYAnchor.constraintEqualToAnchor(titleLabel.centerYAnchor).active = true
        NSLayoutConstraint.activateConstraints([
            dot.widthAnchor.constraintEqualToConstant(6),
            dot.heightAnchor.constraintLessThanOrEqualToConstant(6),
            dot.heightAnchor.constraintGreaterThanOrEqualToConstant(6),
        ])
    }

    required init?(coder aDecoder: NSCoder) { fatalError() }
}

/// A relation the reader cannot evaluate is not taken for `==`: the constraint is skipped and the view it places
/// is open on that axis.
class LegacyRelationBar: UIView {
    let badge = UILabel()

    init(relation: NSLayoutRelation) {
        super.init(frame: .zero)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        addConstraint(NSLayoutConstraint(item: badge, attribute: .Trailing, relatedBy: relation, toItem: self, attribute: .Trailing, multiplier: 1, constant: -8))
        addConstraint(NSLayoutConstraint(item: badge, attribute: .CenterY, relatedBy: .Equal, toItem: self, attribute: .CenterY, multiplier: 1, constant: 0))
    }

    required init?(coder aDecoder: NSCoder) { fatalError() }
}
