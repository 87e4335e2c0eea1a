import AppKit

// A project helper on NSStackView stretches each view it arranges across the stack: it reads the stack's
// `orientation` back and pins the other axis (the height in a row, the leading and trailing edges in a column).
// The picker's search row is horizontal and inset by 8 points, the column holding it vertical: each stretch
// runs for the orientation its stack was made with, and nothing conflicts. The toolbar row is stretched the same
// way but also given a field 22 points tall in a row 30 points tall (reported).
extension NSStackView {
    convenience init(views: [NSView], orientation: NSUserInterfaceLayoutOrientation, stretched: Bool) {
        self.init()
        self.orientation = orientation
        for view in views { addArranged(view, stretched: stretched) }
    }

    func addArranged(_ view: NSView, stretched: Bool) {
        addArrangedSubview(view)
        guard stretched else { return }
        switch orientation {
        case .horizontal:
            view.heightAnchor.constraint(equalTo: heightAnchor).isActive = true
        case .vertical:
            view.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            view.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        @unknown default:
            break
        }
    }
}

final class PickerPanel: NSView {
    override init(frame: NSRect) {
        super.init(frame: frame)
        let search = NSSearchField()
        let searchRow = NSStackView(views: [search], orientation: .horizontal, stretched: true)
        searchRow.edgeInsets = NSEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let results = NSView()
        let column = NSStackView(views: [searchRow, results], orientation: .vertical, stretched: true)
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor),
            column.bottomAnchor.constraint(equalTo: bottomAnchor),
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            results.heightAnchor.constraint(equalToConstant: 200),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ToolbarRow: NSView {
    override init(frame: NSRect) {
        super.init(frame: frame)
        let field = NSTextField()
        let row = NSStackView(views: [field], orientation: .horizontal, stretched: true)
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.heightAnchor.constraint(equalToConstant: 30),
            field.heightAnchor.constraint(equalToConstant: 22),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
