import AppKit

/// A hint bar laid out with spacing predicates written without parentheses: a priority (`-4@750-`) and a
/// relation (`->=0-`) between the dashes are valid at run time; a list there (`-6,8-`) is not.
final class HoverHintBar: NSView {
    private let plate = NSView()
    private let hintLabel = NSTextField(labelWithString: "")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        plate.translatesAutoresizingMaskIntoConstraints = false
        hintLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(plate)
        plate.addSubview(hintLabel)
        let views: [String: Any] = ["plate": plate, "hint": hintLabel]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-4@750-[plate]-4-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|->=0-[plate]-5@999-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-2@250-[hint]-2@250-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-6-[hint(>=40@999)]-6-|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        // A list between the dashes needs parentheses: this throws at run time.
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-6,8-[hint]", options: [], metrics: nil, views: views)
    }

    required init?(coder: NSCoder) { fatalError() }
}
