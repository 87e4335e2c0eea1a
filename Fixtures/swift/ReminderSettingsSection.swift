import AppKit

// A settings section built in code as an NSStackView subclass, its rows arranged without constraints of their own:
// AppKit lays an NSStackView made in code by gravity areas, centres the views across it and keeps them 8 points
// apart, and the stack hugs its views at its hugging priority. Every row is sized by its label (a one-line text
// field, whose height AppKit knows from its font) and its control. Nothing is ambiguous but the badge of the footer
// row: a plain view with a width and no height, centred in its row, whose height nothing decides. The button bar is
// 48 points tall and its 28-point buttons are centred in it (read as a UIStackView, whose views fill it across, the
// buttons could not be both 28 and 48 tall, and their y was reported as ambiguous). The footer's sync icon is as
// large as its image, as an image view is.
final class ReminderSettingsSection: NSStackView {
    private let titleField = NSTextField(labelWithString: "Reminders")
    private let rowsStack = NSStackView()
    private let footerRow = NSStackView()
    private let footerBadge = NSView()

    init() {
        super.init(frame: .zero)
        orientation = .vertical
        alignment = .leading
        spacing = 6
        edgeInsets = NSEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        setHuggingPriority(.defaultHigh, for: .vertical)

        rowsStack.orientation = .vertical
        rowsStack.alignment = .leading
        rowsStack.spacing = 4
        rowsStack.addArrangedSubview(makeRow(title: "Remind me", control: NSSwitch()))
        rowsStack.addArrangedSubview(makeRow(title: "Repeat every", control: NSPopUpButton()))

        footerBadge.widthAnchor.constraint(equalToConstant: 12).isActive = true
        let syncIcon = NSImageView()
        syncIcon.image = NSImage(systemSymbolName: "arrow.triangle.2.circlepath", accessibilityDescription: nil)
        footerRow.addView(syncIcon, in: .leading)
        footerRow.addView(NSTextField(labelWithString: "Last synced"), in: .leading)
        footerRow.addView(footerBadge, in: .trailing)

        addArrangedSubview(titleField)
        addArrangedSubview(rowsStack)
        addArrangedSubview(footerRow)
        addArrangedSubview(buttonBar())

        let columns = NSStackView()
        columns.orientation = .horizontal
        columns.distribution = .fillEqually
        columns.addArrangedSubview(makeColumn(title: "Morning"))
        columns.addArrangedSubview(makeColumn(title: "Evening"))
        addArrangedSubview(columns)
    }

    private func makeColumn(title: String) -> NSStackView {
        let column = NSStackView()
        column.orientation = .vertical
        let picker = NSDatePicker()
        picker.widthAnchor.constraint(equalToConstant: 90).isActive = true
        picker.heightAnchor.constraint(equalToConstant: 24).isActive = true
        column.addArrangedSubview(NSTextField(labelWithString: title))
        column.addArrangedSubview(picker)
        return column
    }

    private func buttonBar() -> NSView {
        let bar = NSStackView()
        let back = NSButton()
        back.title = "Back"
        let done = NSButton()
        done.title = "Done"
        bar.addArrangedSubview(back)
        bar.addArrangedSubview(done)
        NSLayoutConstraint.activate([
            bar.heightAnchor.constraint(equalToConstant: 48),
            back.heightAnchor.constraint(equalToConstant: 28),
            done.heightAnchor.constraint(equalToConstant: 28),
        ])
        return bar
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeRow(title: String, control: NSView) -> NSStackView {
        let row = NSStackView()
        row.addArrangedSubview(NSTextField(labelWithString: title))
        row.addView(control, in: .trailing)
        return row
    }
}
