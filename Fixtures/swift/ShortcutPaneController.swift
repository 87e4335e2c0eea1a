import AppKit

/// A preferences pane whose stack is made with `NSStackView(views:)`: AppKit returns it with
/// translatesAutoresizingMaskIntoConstraints already false, so pinning it needs no more. The footer label made with
/// `NSTextField()` keeps its flag on and is pinned anyway: reported.
final class ShortcutPaneController: NSViewController {
    private let titleField = NSTextField(labelWithString: "Shortcuts")
    private let resetButton = NSButton(title: "Reset", target: nil, action: nil)
    private let footerField = NSTextField()

    override func loadView() {
        view = NSView()
        let stack = NSStackView(views: [titleField, resetButton])
        stack.orientation = .vertical
        view.addSubview(stack)
        view.addSubview(footerField)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            footerField.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            footerField.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
        ])
    }
}
