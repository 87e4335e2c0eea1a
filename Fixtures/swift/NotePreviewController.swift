import AppKit

// The text view becomes the scroll view's document view (AppKit puts it inside the scroll view's clip view) before
// the constraints between the two are activated: they share a hierarchy, nothing throws. The caption is constrained
// to the scroll view before either is added anywhere: "no common ancestor" at run time, and that is reported.
final class NotePreviewController: NSViewController {
    private let noteScroll = NSScrollView()
    private let noteText = NSTextView()
    private let noteCaption = NSTextField(labelWithString: "Preview")

    override func loadView() {
        noteScroll.translatesAutoresizingMaskIntoConstraints = false
        noteScroll.documentView = noteText
        NSLayoutConstraint.activate([
            noteScroll.heightAnchor.constraint(equalTo: noteText.heightAnchor, constant: 8),
            noteScroll.widthAnchor.constraint(equalTo: noteText.widthAnchor, constant: 20),
        ])
        noteCaption.translatesAutoresizingMaskIntoConstraints = false
        noteCaption.bottomAnchor.constraint(equalTo: noteScroll.topAnchor, constant: -4).isActive = true
        let container = NSView()
        container.addSubview(noteScroll)
        container.addSubview(noteCaption)
        NSLayoutConstraint.activate([
            noteScroll.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            noteScroll.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            noteScroll.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            noteCaption.topAnchor.constraint(equalTo: container.topAnchor),
            noteCaption.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        view = container
    }
}
