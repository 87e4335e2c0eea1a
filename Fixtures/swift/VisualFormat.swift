import UIKit

final class FormRowView: UIView {
    let nameLabel = UILabel()
    let valueField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for subview in [nameLabel, valueField] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        let views = ["name": nameLabel, "value": valueField]
        let metrics = ["gap": 12.0, "side": 16.0]
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-side-[name(>=80@750)]-gap-[value]-|",
            options: [.alignAllCenterY], metrics: metrics, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=8)-[value(44)]-(>=8)-|", options: [], metrics: nil, views: views))
        // Missing closing bracket: throws at run time.
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[name", options: [], metrics: nil, views: views)
        // A view the dictionary does not have.
        _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[icon]", options: [], metrics: nil, views: views)
    }

    required init?(coder: NSCoder) { fatalError() }
}
