import AppKit

/// `setViews(_:in:)` puts the views into a gravity area of the stack: they are its arranged subviews, so
/// constraints between them and the stack share a hierarchy.
final class SyncOptionsRow: NSView {
    let titleLabel = NSTextField(labelWithString: "Sync:")
    let wifiBox = NSButton(checkboxWithTitle: "Wi-Fi", target: nil, action: nil)
    let cellularBox = NSButton(checkboxWithTitle: "Cellular", target: nil, action: nil)
    let helpButton = NSButton(title: "?", target: nil, action: nil)

    override init(frame: NSRect) {
        super.init(frame: frame)
        let stack = NSStackView()
        stack.setViews([wifiBox, cellularBox], in: .leading)
        stack.setViews([helpButton], in: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        addSubview(stack)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 6),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            wifiBox.lastBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor),
            cellularBox.centerYAnchor.constraint(equalTo: stack.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
