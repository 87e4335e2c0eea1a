import UIKit

extension Array {
    /// Each element with the one before it.
    func forEachNeighbour(_ body: (Element?, Element) -> Void) {
        var previous: Element?
        for element in self {
            body(previous, element)
            previous = element
        }
    }

    /// Each element with the one before it and whether it is the last.
    func forEachNeighbour(_ body: (Element?, Element, Bool) -> Void) {
        var previous: Element?
        for (offset, element) in enumerated() {
            body(previous, element, offset == count - 1)
            previous = element
        }
    }
}

/// Three buttons in a row: the closure names three parameters, so the overload that says which button is last runs;
/// only the last is pinned to the trailing edge, only the first to the leading edge.
final class FormattingBar: UIView {
    let boldButton = UIButton(type: .system)
    let italicButton = UIButton(type: .system)
    let linkButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        [boldButton, italicButton, linkButton].forEachNeighbour { previous, button, isLast in
            button.translatesAutoresizingMaskIntoConstraints = false
            addSubview(button)
            button.widthAnchor.constraint(equalToConstant: 44).isActive = true
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            button.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
            if let previous {
                button.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8).isActive = true
            } else {
                button.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
            }
            if isLast {
                button.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12).isActive = true
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
