import AppKit

/// A settings group: one of the kinds of view a settings sheet is built from.
class SettingsGroupBox: NSStackView {}

/// A settings sheet that folds its views into stacks: runs of groups into one column, other views into rows. The
/// helpers take the pending views and the stacks made so far `inout`, only the first stack is pinned to the top,
/// and `view is SettingsGroupBox` is known for every view the sheet was handed.
final class SettingsSheet: NSView {
    private var stacks: [NSView] = []

    init(views: [NSView]) {
        super.init(frame: .zero)
        var pendingGroups: [NSView] = []
        var pendingOthers: [NSView] = []
        for view in views {
            if view is SettingsGroupBox {
                flushOthers(&pendingOthers, into: &stacks)
                pendingGroups.append(view)
            } else {
                flushGroups(&pendingGroups, into: &stacks)
                pendingOthers.append(view)
            }
        }
        flushGroups(&pendingGroups, into: &stacks)
        flushOthers(&pendingOthers, into: &stacks)
        if let last = stacks.last {
            last.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    private func flushGroups(_ pending: inout [NSView], into made: inout [NSView]) {
        guard !pending.isEmpty else { return }
        let column = NSStackView(views: pending)
        column.orientation = .vertical
        column.spacing = 16
        pending.removeAll()
        pin(column, first: made.isEmpty)
        made.append(column)
    }

    private func flushOthers(_ pending: inout [NSView], into made: inout [NSView]) {
        guard !pending.isEmpty else { return }
        let row = NSStackView()
        row.orientation = .horizontal
        row.setViews(pending, in: .leading)
        pending.removeAll()
        pin(row, first: made.isEmpty)
        made.append(row)
    }

    private func pin(_ stack: NSStackView, first: Bool) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        if first {
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
        } else if let previous = stacks.last {
            stack.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 12).isActive = true
        }
        stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).isActive = true
        stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20).isActive = true
    }
}

/// A pane showing a sheet of two groups and a button: one column, then one row, chained top to bottom.
final class SharingPane: NSView {
    override init(frame: NSRect) {
        super.init(frame: frame)
        let general = SettingsGroupBox()
        let privacy = SettingsGroupBox()
        let reset = NSButton(title: "Reset", target: nil, action: nil)
        let sheet = SettingsSheet(views: [general, privacy, reset])
        sheet.translatesAutoresizingMaskIntoConstraints = false
        addSubview(sheet)
        NSLayoutConstraint.activate([
            sheet.topAnchor.constraint(equalTo: topAnchor),
            sheet.bottomAnchor.constraint(equalTo: bottomAnchor),
            sheet.leadingAnchor.constraint(equalTo: leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
