import AppKit

// An NSScrollView made in code puts its document view inside the clip view it makes itself (`contentView`), and
// `tile()` sets that clip view's frame to the scroll view's bounds. The document view pinned to the clip view's
// leading, trailing and top edges is as wide as the scroll view and as tall as its content, and scrolls: nothing to
// report. Pinned to the clip view's bottom as well, a canvas 1200 points tall must also be as tall as the 240-point
// scroll view: AppKit logs "Unable to simultaneously satisfy constraints", and that is reported.
final class DocumentStepsPane: NSView {
    private let stepsScroll = NSScrollView()
    private let stepsColumn = NSStackView()
    private let firstStep = NSTextField(labelWithString: "Whisk the eggs")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        stepsScroll.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stepsScroll)
        stepsColumn.orientation = .vertical
        stepsColumn.addArrangedSubview(firstStep)
        stepsColumn.translatesAutoresizingMaskIntoConstraints = false
        stepsScroll.documentView = stepsColumn
        NSLayoutConstraint.activate([
            stepsScroll.leadingAnchor.constraint(equalTo: leadingAnchor),
            stepsScroll.trailingAnchor.constraint(equalTo: trailingAnchor),
            stepsScroll.topAnchor.constraint(equalTo: topAnchor),
            stepsScroll.bottomAnchor.constraint(equalTo: bottomAnchor),
            stepsScroll.widthAnchor.constraint(equalToConstant: 320),
            stepsScroll.heightAnchor.constraint(equalToConstant: 240),
            stepsColumn.leadingAnchor.constraint(equalTo: stepsScroll.contentView.leadingAnchor),
            stepsColumn.trailingAnchor.constraint(equalTo: stepsScroll.contentView.trailingAnchor),
            stepsColumn.topAnchor.constraint(equalTo: stepsScroll.contentView.topAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class DocumentNotesPane: NSView {
    private let notesScroll = NSScrollView()
    private let notesCanvas = NSView()

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        notesScroll.translatesAutoresizingMaskIntoConstraints = false
        addSubview(notesScroll)
        notesCanvas.translatesAutoresizingMaskIntoConstraints = false
        notesScroll.documentView = notesCanvas
        NSLayoutConstraint.activate([
            notesScroll.leadingAnchor.constraint(equalTo: leadingAnchor),
            notesScroll.trailingAnchor.constraint(equalTo: trailingAnchor),
            notesScroll.topAnchor.constraint(equalTo: topAnchor),
            notesScroll.bottomAnchor.constraint(equalTo: bottomAnchor),
            notesScroll.heightAnchor.constraint(equalToConstant: 240),
            notesCanvas.leadingAnchor.constraint(equalTo: notesScroll.contentView.leadingAnchor),
            notesCanvas.trailingAnchor.constraint(equalTo: notesScroll.contentView.trailingAnchor),
            notesCanvas.topAnchor.constraint(equalTo: notesScroll.contentView.topAnchor),
            notesCanvas.bottomAnchor.constraint(equalTo: notesScroll.contentView.bottomAnchor),
            notesCanvas.heightAnchor.constraint(equalToConstant: 1200),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
