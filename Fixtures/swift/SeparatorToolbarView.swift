import AppKit
/// A toolbar whose height runs from a separator line (`boxType = .separator`, a line of its own thickness) to a
/// button and the bottom edge; the controller pins it by its sides and bottom only and lets it size itself. Quiet.
final class StatsToolbarView: NSView {
    private let divider = NSBox()
    private let helpButton = NSButton(title: "Help", target: nil, action: nil)
    override init(frame: NSRect) {
        super.init(frame: frame)
        divider.boxType = .separator
        for view in [divider, helpButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            divider.topAnchor.constraint(equalTo: topAnchor),
            divider.leadingAnchor.constraint(equalTo: leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: trailingAnchor),
            helpButton.topAnchor.constraint(equalTo: divider.bottomAnchor, constant: 14),
            helpButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            bottomAnchor.constraint(equalTo: helpButton.bottomAnchor, constant: 14),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}
final class StatsPanelController: NSViewController {
    private let toolbar = StatsToolbarView()
    override func loadView() {
        view = NSView()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
